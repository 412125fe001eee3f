package org.sdsim.simulator.verdict;

import org.sdsim.simulator.summary.BusiestThread;
import org.sdsim.simulator.summary.ProcessCpu;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.Locale;

/**
 * The capacity estimate from the registry server's busiest single-threaded stage, where its share of the server's
 * CPU was measured: the {@code busiestThread} part of a mode's {@code registryCapacity} in summary.json. One thread
 * runs on one core at most, so it serves {@code FanOutLimit.REGISTRY_CORES} of a core ÷ its CPU per push and subscriber at
 * the push rate; the server's cores bound the rest. The lower of the two is the estimate, and {@code boundedBy} says
 * which it is.
 *
 * @param thread        the busiest single-stage thread's name on the server that cost a subscriber the most
 * @param shareOfServer its share of that server's CPU over the span
 * @param cpuMs         its part of one subscriber's CPU-ms per push: the server's ({@link FanOutCost#cpuMs()}) times
 *                      the share
 * @param subscribers   subscribers served at the push rate: the lower of the thread's bound and the cores'
 * @param boundedBy     which bounds it, in one line
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ThreadBound(String thread, double shareOfServer, double cpuMs, long subscribers, String boundedBy) {

    /**
     * The estimate from {@code server}'s busiest thread for a registry of {@code cores} at {@code pushesPerSecond}, given
     * one subscriber's CPU-ms per push on it and the subscribers its cores serve ({@code byCores},
     * RegistryCapacity's all-cores figure); null when its threads were not read (an older run, an external server).
     * The share is taken over the whole span, quiet start included, and applied to the pushes' CPU: it assumes the
     * thread's part of the server's idle work is its part of the pushes' (pings and session upkeep pass the same stages
     * as reads).
     */
    static ThreadBound of(ProcessCpu server, double cpuMsPerSubscriber, int cores, double pushesPerSecond,
            long byCores) {
        BusiestThread t = busiestStage(server);
        Double share = t == null ? null : server.shareOf(t);
        if (share == null || cpuMsPerSubscriber <= 0) {
            return null;
        }
        double threadMs = cpuMsPerSubscriber * share;
        long byThread = (long) Math.floor(FanOutLimit.REGISTRY_CORES / (threadMs / 1000 * pushesPerSecond));
        String what = String.format(Locale.ROOT, "%s (%.0f %% of the server's CPU; %s)", t.name(), share * 100,
                ZooKeeperThreads.singleStage(t.name()));
        String boundedBy = byThread <= byCores
                ? "bounded by its busiest single-threaded stage, " + what + ", at one core"
                : String.format(Locale.ROOT, "bounded by the %d cores: its busiest single-threaded stage, %s, holds under"
                        + " 1/%d of the work", cores, what, cores);
        return new ThreadBound(t.name(), share, threadMs, Math.min(byThread, byCores), boundedBy);
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
