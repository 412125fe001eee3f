package org.sdsim.simulator.verdict;

import java.util.Map;

/**
 * Which threads of a standalone ZooKeeper 3.9.5 server (what sdsim embeds: curator-test's TestingServer) are the
 * only thread of their stage, by the name /proc gives them (the Java name cut to 15 characters). A stage with one
 * thread saturates at one core whatever cores are left; a pool's thread does not bound the server alone.
 *
 * <p>From apache/zookeeper at release-3.9.5, zookeeper-server/src/main/java/org/apache/zookeeper/server:
 * {@code ZooKeeperServer#setupRequestProcessors} L834-840 chains PrepRequestProcessor to SyncRequestProcessor to
 * FinalRequestProcessor; {@code SyncRequestProcessor#run} L203-208 hands a read with no write pending straight to
 * FinalRequestProcessor on its own thread, so every read and its reply's serialization run there. The workers are a
 * pool: {@code NIOServerCnxnFactory#configure} L644, 2 x cores "NIOWorkerThread-N" threads
 * ({@code WorkerService} L67, L184), one executor shared by every connection (L727, {@code useAssignableThreads}
 * false).
 */
final class ZooKeeperThreads {

    /** Name prefix → the stage it is, for the threads that are alone in theirs. */
    private static final Map<String, String> SINGLE = Map.of(
            // SyncRequestProcessor L89: "SyncThread:" + server id
            "SyncThread:", "SyncRequestProcessor, which runs FinalRequestProcessor for reads: every read and its reply",
            // PrepRequestProcessor L118: "ProcessThread(sid:" + id + " cport:" + port + "):"
            "ProcessThread(", "PrepRequestProcessor: every request",
            // RequestThrottler L109
            "RequestThrottle", "RequestThrottler: every request",
            // NIOServerCnxnFactory L325 "NIOServerCxnFactory.SelectorThread-" + id (max(sqrt(cores / 2), 1) of them,
            // L637-639: one below 8 cores, each connection on one) and L170 the AcceptThread: the same 15 characters
            "NIOServerCxnFac", "the NIO selector (or acceptor): every connection's socket events",
            // SessionTrackerImpl L111
            "SessionTracker", "SessionTracker: every session's expiry");

    private ZooKeeperThreads() {
    }

    /** The single-threaded stage a thread of this name is; null for a pool's thread or one ZooKeeper does not name. */
    static String singleStage(String name) {
        if (name == null) {
            return null;
        }
        return SINGLE.entrySet().stream().filter(e -> name.startsWith(e.getKey())).map(Map.Entry::getValue)
                .findFirst().orElse(null);
    }
}
