package org.sdsim.simulator.registry;

import org.apache.zookeeper.server.NIOServerCnxn;
import org.apache.zookeeper.server.NIOServerCnxnFactory;
import org.apache.zookeeper.server.ServerCnxn;
import org.apache.zookeeper.server.ServerCnxnFactory;

import java.io.IOException;
import java.nio.channels.SelectionKey;
import java.nio.channels.SocketChannel;
import java.util.Map;
import java.util.TreeMap;

/**
 * ZooKeeper's default connection factory, with connections that count the bytes they send
 * ({@link CountingServerCnxn}): what a registry JVM of sdsim's runs its server with
 * ({@code zookeeper.serverCnxnFactory}, read by {@code ServerCnxnFactory#createFactory}), so that a
 * push's bytes can be told per session, as {@code cons} tells its requests.
 */
public final class CountingServerCnxnFactory extends NIOServerCnxnFactory {

    /** Makes servers this JVM starts from now on count bytes per session. */
    static void install() {
        System.setProperty(ServerCnxnFactory.ZOOKEEPER_SERVER_CNXN_FACTORY, CountingServerCnxnFactory.class.getName());
    }

    @Override
    protected NIOServerCnxn createConnection(SocketChannel sock, SelectionKey sk, SelectorThread selectorThread)
            throws IOException {
        return new CountingServerCnxn(zkServer, sock, sk, this, selectorThread);
    }

    /**
     * Session id → bytes sent to it, for every connection open now that has a session; empty for a factory
     * that is not this one (the server was started before {@link #install}).
     */
    static Map<Long, Long> bytesBySession(ServerCnxnFactory factory) {
        Map<Long, Long> out = new TreeMap<>();
        for (ServerCnxn c : factory.getConnections()) {
            if (c instanceof CountingServerCnxn counting && c.getSessionId() != 0) {
                out.merge(c.getSessionId(), counting.bytesSent(), Long::sum);
            }
        }
        return out;
    }
}
