package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.List;

/**
 * The CPU one process used over a window, read from /proc outside it.
 *
 * @param role           consumer, provider, registry zk1, subscribers, orchestrator
 * @param pid            the process
 * @param cpuSeconds     user plus system CPU of all its threads in the window
 * @param fromMs         the window's start, epoch ms
 * @param toMs           its end, epoch ms
 * @param busiestThreads its busiest threads in the window, busiest first (at most {@link ThreadSpan#KEPT}), where the
 *                       run read its threads (the registry servers); null otherwise and in runs written before
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ProcessCpu(String role, long pid, double cpuSeconds, long fromMs, long toMs,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<BusiestThread> busiestThreads) {

    public ProcessCpu {
        busiestThreads = busiestThreads == null ? null : List.copyOf(busiestThreads);
    }

    /** A process whose threads were not read. */
    public ProcessCpu(String role, long pid, double cpuSeconds, long fromMs, long toMs) {
        this(role, pid, cpuSeconds, fromMs, toMs, null);
    }

    /** Cores busy on average over the window (1.0: one core all the time); null for an empty window. */
    public Double cores() {
        return toMs > fromMs ? cpuSeconds * 1000 / (toMs - fromMs) : null;
    }

    /** The thread that used the most CPU in the window; null where threads were not read or none ran. */
    public BusiestThread busiestThread() {
        return busiestThreads == null || busiestThreads.isEmpty() ? null : busiestThreads.get(0);
    }

    /** Thread {@code t}'s share of the process's CPU in the window (one of its busiest); null where it is not known. */
    public Double shareOf(BusiestThread t) {
        return t == null || cpuSeconds <= 0 ? null : Math.min(1, t.cpuSeconds() / cpuSeconds);
    }
}
