package org.sdsim.simulator.summary;

/**
 * The CPU one process used over a window, read from /proc outside it.
 *
 * @param role       consumer, provider, registry zk1, subscribers, orchestrator
 * @param pid        the process
 * @param cpuSeconds user plus system CPU of all its threads in the window
 * @param fromMs     the window's start, epoch ms
 * @param toMs       its end, epoch ms
 */
public record ProcessCpu(String role, long pid, double cpuSeconds, long fromMs, long toMs) {

    /** Cores busy on average over the window (1.0: one core all the time); null for an empty window. */
    public Double cores() {
        return toMs > fromMs ? cpuSeconds * 1000 / (toMs - fromMs) : null;
    }
}
