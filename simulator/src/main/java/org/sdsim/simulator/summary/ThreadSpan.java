package org.sdsim.simulator.summary;

import org.sdsim.simulator.cpu.ThreadTime;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Each thread's CPU between two readings of one process, busiest first, the few busiest kept: what a summary
 * needs to say whether one thread was near a core, without writing every thread of a JVM.
 */
final class ThreadSpan {

    /** The busiest and two more: enough to see whether the next stage was close behind. */
    static final int KEPT = 3;

    private ThreadSpan() {
    }

    /**
     * The {@link #KEPT} busiest threads from {@code from} to {@code to} ({@code ms} apart), busiest first; null when
     * either reading has no threads. Threads come and go: they are matched by tid, and one the earlier reading lacks
     * began inside the window (or had used no CPU yet) and counts from 0. A tid whose CPU went down is a new thread
     * that reused the id of one that ended: it also counts from 0. A thread that ended inside the window is in
     * neither difference: its CPU is in the process's total only.
     */
    static List<BusiestThread> busiest(List<ThreadTime> from, List<ThreadTime> to, long ms) {
        if (from == null || to == null) {
            return null;
        }
        Map<Long, Long> before = new HashMap<>();
        from.forEach(t -> before.put(t.tid(), t.cpuMs()));
        List<BusiestThread> out = new ArrayList<>();
        for (ThreadTime t : to) {
            long start = before.getOrDefault(t.tid(), 0L);
            long used = t.cpuMs() >= start ? t.cpuMs() - start : t.cpuMs();
            if (used > 0) {
                out.add(new BusiestThread(t.name(), t.tid(), used / 1000.0, ms > 0 ? used / (double) ms : null));
            }
        }
        out.sort(Comparator.comparingDouble(BusiestThread::cpuSeconds).reversed());
        return List.copyOf(out.subList(0, Math.min(KEPT, out.size())));
    }
}
