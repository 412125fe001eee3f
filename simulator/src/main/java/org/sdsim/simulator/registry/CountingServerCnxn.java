package org.sdsim.simulator.registry;

import org.apache.jute.Record;
import org.apache.zookeeper.data.Stat;
import org.apache.zookeeper.proto.ReplyHeader;
import org.apache.zookeeper.server.NIOServerCnxn;
import org.apache.zookeeper.server.NIOServerCnxnFactory;
import org.apache.zookeeper.server.ZooKeeperServer;

import java.io.IOException;
import java.nio.channels.SelectionKey;
import java.nio.channels.SocketChannel;
import java.util.concurrent.atomic.LongAdder;

/**
 * ZooKeeper's NIO connection, adding up what it sends its client: the bytes {@code mntr}'s
 * {@code response_bytes} and {@code watch_bytes} count for the whole server, for this one session.
 *
 * <p>Why here: ZooKeeper keeps per connection only packets ({@code cons}: {@code ServerCnxn#packetsSent}),
 * and bytes only server-wide (3.9.5: {@code FinalRequestProcessor} L625 adds each reply's
 * {@code sendResponse} size to {@code RESPONSE_BYTES}, {@code NIOServerCnxn#process} L736-737 each
 * notification's to {@code WATCH_BYTES}). Both sizes are what this one method returns (L690-702: the
 * serialized packet's length), so counting it per connection splits exactly those counters by session,
 * pings' replies included, and the sum over connections is the server's own figure.
 */
final class CountingServerCnxn extends NIOServerCnxn {

    private final LongAdder bytesSent = new LongAdder();

    CountingServerCnxn(ZooKeeperServer zk, SocketChannel sock, SelectionKey sk, NIOServerCnxnFactory factory,
            NIOServerCnxnFactory.SelectorThread selectorThread) throws IOException {
        super(zk, sock, sk, factory, selectorThread);
    }

    @Override
    public int sendResponse(ReplyHeader h, Record r, String tag, String cacheKey, Stat stat, int opCode) {
        int size = super.sendResponse(h, r, tag, cacheKey, stat, opCode);
        bytesSent.add(size);
        return size;
    }

    /** Bytes of replies and watch notifications sent so far, as the server's byte counters count them. */
    long bytesSent() {
        return bytesSent.sum();
    }
}
