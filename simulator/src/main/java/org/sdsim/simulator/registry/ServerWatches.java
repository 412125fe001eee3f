package org.sdsim.simulator.registry;

import org.apache.curator.test.TestingServer;
import org.apache.zookeeper.server.DataTree;
import org.apache.zookeeper.server.ZooKeeperServer;
import org.apache.zookeeper.server.watch.IWatchManager;

import java.lang.reflect.Field;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The child watches of a registry this JVM runs, read from the server's own watch table.
 *
 * <p>Why not {@code wchp}: ZooKeeper's watch listings ({@code wchp}, {@code wchc}, {@code wchs}, the
 * AdminServer's {@code watches_by_path}) all come from {@code DataTree#dumpWatches} and
 * {@code getWatchesByPath}, which read {@code dataWatches} only, while the provider watch of every
 * interface-level Dubbo consumer is a one-shot child watch ({@code getChildren(path, watcher)}),
 * kept in {@code DataTree#childWatches}. Only the total ({@code zk_watch_count}) counts them. So
 * for the embedded registries, whose server object is here, the watch table is read directly:
 * curator-test keeps the server behind package-private getters and the DataTree keeps the child
 * watches in a private field, hence the reflection. On a ZooKeeper or curator-test where these
 * names differ it fails with {@link IllegalStateException} and the figures are n/a.
 */
final class ServerWatches {

    private final TestingServer server;

    ServerWatches(TestingServer server) {
        this.server = server;
    }

    /** Path → how many sessions watch its children. */
    Map<String, Integer> childWatchesByPath() {
        IWatchManager childWatches = (IWatchManager) field(dataTree(), "childWatches");
        Map<String, Integer> out = new TreeMap<>();
        for (Map.Entry<String, Set<Long>> e : childWatches.getWatchesByPath().toMap().entrySet()) {
            out.put(e.getKey(), e.getValue().size());
        }
        return out;
    }

    private DataTree dataTree() {
        ZooKeeperServer zk = EmbeddedServer.of(server).getZooKeeperServer();
        if (zk == null || zk.getZKDatabase() == null) {
            throw new IllegalStateException("the ZooKeeper server is not running");
        }
        return zk.getZKDatabase().getDataTree();
    }

    private static Object field(Object target, String name) {
        try {
            Field f = target.getClass().getDeclaredField(name);
            f.setAccessible(true);
            return f.get(target);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("cannot reach the server's watch table (" + target.getClass().getName()
                    + "#" + name + "): " + e, e);
        }
    }
}
