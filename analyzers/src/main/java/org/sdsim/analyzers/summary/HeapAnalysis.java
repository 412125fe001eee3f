package org.sdsim.analyzers.summary;

import java.util.ArrayList;
import java.util.List;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.GcKind;
import org.sdsim.analyzers.event.JvmInfo;

/**
 * Heap occupancy after collections, occupancy after each full GC, and the largest heap the run
 * had or was allowed.
 */
final class HeapAnalysis {
    private final Samples heapAfterGcMb = new Samples();
    private final List<Double> heapAfterFullGcMb = new ArrayList<>();
    private final List<Double> oldGenAfterFullGcMb = new ArrayList<>();
    private long maxCapacityKb = -1;
    private long statedMaxHeapKb = -1;

    HeapAnalysis(EventDispatcher dispatcher) {
        dispatcher.register(GcEvent.class, this::onGc);
        dispatcher.register(JvmInfo.class, this::onJvmInfo);
    }

    private void onGc(GcEvent gc) {
        if (gc.heap().hasAfter()) {
            heapAfterGcMb.add(gc.heap().afterMb());
        }
        maxCapacityKb = Math.max(maxCapacityKb, gc.heap().capacityKb());
        if (gc.kind().family() == GcKind.Family.FULL) {
            if (gc.heap().hasAfter()) {
                heapAfterFullGcMb.add(gc.heap().afterMb());
            }
            if (gc.old().hasAfter()) {
                oldGenAfterFullGcMb.add(gc.old().afterMb());
            }
        }
    }

    private void onJvmInfo(JvmInfo info) {
        statedMaxHeapKb = Math.max(statedMaxHeapKb, info.maxHeapKb());
    }

    /** Smallest, median and largest heap after the collections seen so far; NaN before the first. */
    GcSummary.HeapAfterGc afterGc() {
        double[] sorted = heapAfterGcMb.sorted();
        return new GcSummary.HeapAfterGc(
                sorted.length == 0 ? Double.NaN : sorted[0],
                OrderStatistics.percentile(sorted, 50),
                sorted.length == 0 ? Double.NaN : sorted[sorted.length - 1]);
    }

    /** Heap and old generation after each full collection seen so far, and the last of each. */
    GcSummary.AfterFullGc afterFullGc() {
        return new GcSummary.AfterFullGc(heapAfterFullGcMb, last(heapAfterFullGcMb), oldGenAfterFullGcMb,
                last(oldGenAfterFullGcMb));
    }

    /** The max heap the log states (e.g. -Xmx), else the largest heap capacity any GC reported; NaN if neither. */
    double maxHeapMb() {
        long kb = statedMaxHeapKb >= 0 ? statedMaxHeapKb : maxCapacityKb;
        return kb >= 0 ? kb / 1024.0 : Double.NaN;
    }

    private static double last(List<Double> values) {
        return values.isEmpty() ? Double.NaN : values.get(values.size() - 1);
    }
}
