package org.sdsim.simulator.cpu;

/**
 * The whole machine's CPU time so far, summed over its cores, from /proc/stat.
 *
 * @param busyMs  time the cores ran anything (idle and I/O wait left out)
 * @param totalMs all time the cores counted; over a span, {@code total / cores} is the span itself
 * @param cores   the cores /proc/stat lists
 */
public record MachineTime(long busyMs, long totalMs, int cores) {
}
