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

/** What a ZooKeeper server holds: every znode's path with its data and data version. */
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
        walk(client, "/", except, nodes);
        return nodes;
    }

    private static void walk(CuratorFramework client, String path, String except, Map<String, String> nodes)
            throws Exception {
        if (path.equals("/zookeeper") || path.equals(except)) {
            return;
        }
        Stat stat = new Stat();
        List<String> children;
        try {
            byte[] data = client.getData().storingStatIn(stat).forPath(path);
            nodes.put(path, "v" + stat.getVersion() + ":" + (data == null ? "" : new String(data, StandardCharsets.UTF_8)));
            children = client.getChildren().forPath(path);
        } catch (KeeperException.NoNodeException gone) {
            return;
        }
        for (String child : children) {
            walk(client, (path.equals("/") ? "" : path) + "/" + child, except, nodes);
        }
    }
}
