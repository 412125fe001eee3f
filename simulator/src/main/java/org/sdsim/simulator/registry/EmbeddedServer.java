package org.sdsim.simulator.registry;

import org.apache.curator.test.TestingServer;
import org.apache.zookeeper.server.ServerCnxnFactory;
import org.apache.zookeeper.server.ZooKeeperServer;

import java.lang.reflect.Method;

/**
 * The connection factory (and through it the server object) of a ZooKeeper server curator-test runs in
 * this JVM. curator-test keeps them behind package-private getters, hence the reflection; on a
 * curator-test where these names differ it fails with {@link IllegalStateException}.
 */
final class EmbeddedServer {

    private EmbeddedServer() {
    }

    static ServerCnxnFactory of(TestingServer server) {
        // TestingServer#getTestingZooKeeperServer -> TestingZooKeeperServer#getMain: with ZooKeeper 3.7+ a
        // ZooKeeperServerEmbeddedAdapter, which knows its connection factory; else TestingZooKeeperMain's
        Object testing = call(server, "getTestingZooKeeperServer");
        Object main = call(testing, "getMain");
        ServerCnxnFactory factory = main instanceof org.apache.curator.test.ZooKeeperServerEmbeddedAdapter embedded
                ? embedded.getServerCnxnFactory()
                : (ServerCnxnFactory) call(main, "getCnxnFactory");
        if (factory == null) {
            throw new IllegalStateException("the ZooKeeper server is not running");
        }
        return factory;
    }

    private static Object call(Object target, String method) {
        try {
            Method m = find(target.getClass(), method);
            m.setAccessible(true);
            return m.invoke(target);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("cannot reach the embedded server (" + target.getClass().getName()
                    + "#" + method + "): " + e, e);
        }
    }

    private static Method find(Class<?> type, String name) throws NoSuchMethodException {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Method m : c.getDeclaredMethods()) {
                if (m.getName().equals(name) && m.getParameterCount() == 0) {
                    return m;
                }
            }
        }
        throw new NoSuchMethodException(type.getName() + "#" + name);
    }
}
