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
    final Samples heapAfterGcMb = new Samples();
    final List<Double> heapAfterFullGcMb = new ArrayList<>();
    final List<Double> oldGenAfterFullGcMb = new ArrayList<>();
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

    /** The max heap the log states (e.g. -Xmx), else the largest heap capacity any GC reported; NaN if neither. */
    double maxHeapMb() {
        long kb = statedMaxHeapKb >= 0 ? statedMaxHeapKb : maxCapacityKb;
        return kb >= 0 ? kb / 1024.0 : Double.NaN;
    }

    static double last(List<Double> values) {
        return values.isEmpty() ? Double.NaN : values.get(values.size() - 1);
    }
}
