package org.sdsim.simulator.orchestrator;

import org.sdsim.simulator.cpu.CpuReading;
import org.sdsim.simulator.cpu.ProcessTime;
import org.sdsim.simulator.summary.ModeCpu;

/**
 * The CPU a fault's storm took, between a reading at the fault's start and one at the end of its watch: the
 * registry servers' (every member of an ensemble; a process started inside the span used all its CPU in it), the
 * subscriber JVM's, and how busy the machine was, so that a storm the machine limited is told from one the
 * registry did.
 *
 * @param registryCpuSeconds  every registry process's CPU over the span; a process killed inside it counts up to
 *                            its last reading before the kill only where that reading is the start's (a fault's
 *                            kill follows its start at once); null when none could be read
 * @param subscriberCpuSeconds the subscriber JVM's CPU over the span; null without one
 * @param machineBusyCores    the machine's busy cores over the span, of {@code cores}
 * @param cores               the machine's cores
 */
record StormCpu(Double registryCpuSeconds, Double subscriberCpuSeconds, Double machineBusyCores, int cores) {

    static StormCpu between(CpuReading start, CpuReading end) {
        double registry = 0;
        boolean any = false;
        for (ProcessTime p : end.processes()) {
            if (!p.role().startsWith("registry ") || p.cpuMs() == null || p.pid() <= 0) {
                continue;
            }
            Long used = usedSince(start, p);
            if (used != null) {
                registry += used;
                any = true;
            }
        }
        ProcessTime sub = end.process(CpuClock.SUBSCRIBERS);
        Long subscriber = sub == null || sub.cpuMs() == null ? null : usedSince(start, sub);
        long busy = end.machine().busyMs() - start.machine().busyMs();
        long total = end.machine().totalMs() - start.machine().totalMs();
        int cores = end.machine().cores();
        Double busyCores = total <= 0 ? null : round(busy * (double) cores / total);
        return new StormCpu(any ? round(registry / 1000.0) : null, subscriber == null ? null : round(subscriber / 1000.0),
                busyCores, cores);
    }

    /** What {@code now} used since {@code start}: the growth of the same process, or all of one started since. */
    private static Long usedSince(CpuReading start, ProcessTime now) {
        ProcessTime was = start.process(now.role());
        if (was != null && ModeCpu.unreadable(was, now) == null) {
            return Math.max(0, now.cpuMs() - was.cpuMs());
        }
        if (now.startedMs() != null && now.startedMs() >= start.epochMs() - 1000) {
            return now.cpuMs();
        }
        return null;
    }

    private static double round(double v) {
        return Math.round(v * 100) / 100.0;
    }
}
