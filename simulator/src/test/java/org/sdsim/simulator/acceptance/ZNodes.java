package org.sdsim.simulator.acceptance;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryOneTime;
import org.apache.zookeeper.KeeperException;
import org.apache.zookeeper.data.Stat;

/** What a ZooKeeper server holds: every znode's path with its data and data version (or its zxids, or its leaves). */
final class ZNodes {

    private ZNodes() {
    }

    static CuratorFramework connect(String connectString) throws InterruptedException {
        CuratorFramework client = CuratorFrameworkFactory.newClient(connectString, 30_000, 10_000, new RetryOneTime(500));
        client.start();
        if (!client.blockUntilConnected(10, java.util.concurrent.TimeUnit.SECONDS)) {
            client.close();
            throw new IllegalStateException("ZooKeeper at " + connectString + " not reachable");
        }
        return client;
    }

    /** Every znode but ZooKeeper's own /zookeeper and the subtree {@code except} (null: none), path → "v<version>:<data>". */
    static Map<String, String> snapshot(CuratorFramework client, String except) throws Exception {
        Map<String, String> nodes = new TreeMap<>();
        visit(client, "/", except, (path, stat, data, children) -> nodes.put(path, "v" + stat.getVersion() + ":" + data));
        return nodes;
    }

    /**
     * Every znode but ZooKeeper's own: path → data, mzxid (its last change) and pzxid (its children's last
     * change). Equal before and after, nothing was written, created or deleted, ephemeral or not.
     */
    static Map<String, String> digest(CuratorFramework client) throws Exception {
        Map<String, String> nodes = new TreeMap<>();
        visit(client, "/", null, (path, stat, data, children) -> nodes.put(path, data + " mzxid=" + stat.getMzxid()
                + " pzxid=" + stat.getPzxid()));
        return nodes;
    }

    /** path → data of every znode without children under {@code roots}. */
    static Map<String, String> leaves(CuratorFramework client, String... roots) throws Exception {
        Map<String, String> nodes = new TreeMap<>();
        for (String root : roots) {
            visit(client, root, null, (path, stat, data, children) -> {
                if (children.isEmpty()) {
                    nodes.put(path, data);
                }
            });
        }
        return nodes;
    }

    private interface Visitor {
        void accept(String path, Stat stat, String data, List<String> children);
    }

    /** Depth first from {@code path}, leaving out /zookeeper and {@code except}; a node deleted meanwhile is passed over. */
    private static void visit(CuratorFramework client, String path, String except, Visitor visitor) throws Exception {
        if (path.equals("/zookeeper") || path.equals(except)) {
            return;
        }
        Stat stat = new Stat();
        List<String> children;
        try {
            byte[] data = client.getData().storingStatIn(stat).forPath(path);
            children = client.getChildren().forPath(path);
            visitor.accept(path, stat, data == null ? "" : new String(data, StandardCharsets.UTF_8), children);
        } catch (KeeperException.NoNodeException gone) {
            return;
        }
        for (String child : children) {
            visit(client, (path.equals("/") ? "" : path) + "/" + child, except, visitor);
        }
    }
}
