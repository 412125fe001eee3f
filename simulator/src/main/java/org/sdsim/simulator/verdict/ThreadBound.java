package org.sdsim.simulator.verdict;

import org.sdsim.simulator.summary.BusiestThread;
import org.sdsim.simulator.summary.ProcessCpu;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * The registry server's busiest single-threaded stage and its share of the server's CPU, where its threads were read:
 * the {@code busiestThread} part of a mode's {@code registryCapacity} in summary.json. One thread runs on one core at
 * most, so at each pace the stage serves {@link PaceCapacity#BUSY} of a core ÷ its share of a push's CPU; the server's
 * cores bound the rest ({@link PaceCapacity#cpuBusiestStage()}).
 *
 * @param thread        the busiest single-stage thread's name on the server that cost a subscriber the most
 * @param shareOfServer its share of that server's CPU over the span
 * @param stage         the request stage it runs ({@link ZooKeeperThreads#singleStage})
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ThreadBound(String thread, double shareOfServer, String stage) {

    /**
     * The busiest stage of {@code server}; null when its threads were not read (an older run, an external server) or
     * none of the kept threads is a single stage. The share is taken over the whole span, quiet start included, and
     * applied to the pushes' CPU: it assumes the thread's part of the server's idle work is its part of the pushes'
     * (pings and session upkeep pass the same stages as reads).
     */
    static ThreadBound of(ProcessCpu server) {
        BusiestThread t = busiestStage(server);
        Double share = t == null ? null : server.shareOf(t);
        return share == null || share <= 0 ? null : new ThreadBound(t.name(), share, ZooKeeperThreads.singleStage(t.name()));
    }

    /**
     * The busiest of the server's kept threads that is alone in its stage: only such a thread saturates at one core
     * whatever cores are left. A pool's thread shares its work with the others, and the JVM's own (the JIT compiler,
     * busiest while a lightly loaded server warms up) do work that does not grow with subscribers. Null when none of
     * the kept threads is such a stage.
     */
    private static BusiestThread busiestStage(ProcessCpu server) {
        if (server == null || server.busiestThreads() == null) {
            return null;
        }
        return server.busiestThreads().stream().filter(t -> ZooKeeperThreads.singleStage(t.name()) != null).findFirst()
                .orElse(null);
    }
}
