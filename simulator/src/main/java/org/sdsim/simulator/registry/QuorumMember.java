package org.sdsim.simulator.registry;

import org.apache.zookeeper.server.ServerCnxnFactory;
import org.apache.zookeeper.server.ZooKeeperServer;
import org.apache.zookeeper.server.quorum.QuorumPeer;
import org.apache.zookeeper.server.quorum.QuorumPeerConfig;
import org.apache.zookeeper.server.quorum.QuorumPeerMain;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

import javax.security.sasl.SaslException;

/**
 * One member of a ZooKeeper ensemble, run in this JVM from its zoo.cfg exactly as ZooKeeper's own
 * {@code QuorumPeerMain} runs it ({@link #runFromConfig}: the same peer, the same leader election), with two things
 * kept in reach that {@code QuorumPeerMain} keeps to itself: the client connection factory (its connections count
 * the bytes they send, {@link CountingServerCnxnFactory}) and the server object of the role the member holds now
 * (whose child watch table the registry JVM reads).
 *
 * <p>{@code runFromConfig} blocks for the peer's whole life (3.9.5 {@code QuorumPeerMain} L145-243: it binds the
 * client port at L169, builds the peer, {@code quorumPeer.start()} at L229 and {@code join()} at L231), so it runs
 * on a thread of its own.
 * {@code QuorumPeer#start} binds the client port and starts the election before it starts the peer's own thread
 * (3.9.5 {@code QuorumPeer} L1131-1145), so once that thread is alive the member accepts connections; it serves
 * them once the ensemble has a leader.
 */
final class QuorumMember extends QuorumPeerMain {

    private volatile Peer peer;
    private final CompletableFuture<Void> ended = new CompletableFuture<>();

    private QuorumMember() {
    }

    /**
     * Starts the member {@code config} describes and returns once its client port is bound.
     *
     * @throws Exception what stopped it: a {@code BindException} (in the cause chain) when the client port is taken,
     *                   a {@code ConfigException} for a bad config
     */
    static QuorumMember start(Path config, Duration timeout) throws Exception {
        QuorumPeerConfig parsed = new QuorumPeerConfig();
        parsed.parse(config.toString());
        QuorumMember member = new QuorumMember();
        Thread runner = new Thread(() -> {
            try {
                member.runFromConfig(parsed);
                member.ended.complete(null);
            } catch (Throwable t) {
                member.ended.completeExceptionally(t);
            }
        }, "sdsim-quorum-member");
        runner.start();
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            Peer p = member.peer;
            if (p != null && p.isAlive()) {
                return member;
            }
            if (member.ended.isDone()) {
                try {
                    member.ended.get();
                } catch (ExecutionException e) {
                    throw e.getCause() instanceof Exception cause ? cause : e;
                }
                throw new IllegalStateException("the quorum peer ended before it started");
            }
            Thread.sleep(20);
        }
        member.close();
        throw new IllegalStateException("the quorum peer did not start within " + timeout.toSeconds() + " s");
    }

    @Override
    protected QuorumPeer getQuorumPeer() throws SaslException {
        Peer p = new Peer();
        peer = p;
        return p;
    }

    /** The server object of the member's role now (leader or follower); null while it elects or has stopped. */
    ZooKeeperServer activeServer() {
        Peer p = peer;
        return p == null ? null : p.getActiveServer();
    }

    /** The factory of its client connections; null before the peer was built. */
    ServerCnxnFactory connections() {
        Peer p = peer;
        return p == null ? null : p.clientConnections;
    }

    /** A quorum peer that keeps its client connection factory in reach ({@code QuorumPeer} has no getter for it). */
    private static final class Peer extends QuorumPeer {
        private volatile ServerCnxnFactory clientConnections;

        Peer() throws SaslException {
            super();
        }

        @Override
        public void setCnxnFactory(ServerCnxnFactory cnxnFactory) {
            clientConnections = cnxnFactory;
            super.setCnxnFactory(cnxnFactory);
        }
    }
}
