package org.sdsim.analyzers.summary;

import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.GcKind;
import org.sdsim.analyzers.event.MemoryUse;

/**
 * Allocation and promotion rates, both measured over the window between the first and the last
 * collection that contributes to them (not over the whole run span: allocation before the first
 * collection is not observable, so dividing by a longer span would understate the rate).
 *
 * <ul>
 *   <li>Allocated between two consecutive collections that state heap before and after:
 *       {@code heapBefore(n) - heapAfter(n-1)}, floored at 0 (a negative difference means a
 *       concurrent collector freed memory in between, not negative allocation).</li>
 *   <li>Promoted by a young-family pause: old-gen growth {@code oldAfter - oldBefore} when the
 *       log states the old gen; otherwise, when it states young and heap before/after, the
 *       classic {@code (youngBefore - youngAfter) - (heapBefore - heapAfter)}; floored at 0. The
 *       first such pause only opens the window (its promotion came from before the window).</li>
 * </ul>
 */
final class RateAnalysis {
    private final RunClock clock;

    private long previousHeapAfterKb = -1;
    private double allocatedKb;
    private final Window allocationWindow = new Window();

    private double promotedKb;
    private final Window promotionWindow = new Window();

    RateAnalysis(EventDispatcher dispatcher, RunClock clock) {
        this.clock = clock;
        dispatcher.register(GcEvent.class, this::onGc);
    }

    private void onGc(GcEvent gc) {
        double t = clock.seconds(gc.time());
        MemoryUse heap = gc.heap();
        if (heap.beforeKb() >= 0 && heap.afterKb() >= 0) {
            if (previousHeapAfterKb >= 0) {
                allocatedKb += Math.max(0, heap.beforeKb() - previousHeapAfterKb);
            }
            previousHeapAfterKb = heap.afterKb();
            allocationWindow.observe(t);
        }
        if (gc.kind().family() == GcKind.Family.YOUNG) {
            long promoted = promotedKb(gc);
            if (promoted >= 0) {
                if (promotionWindow.observed > 0) {
                    promotedKb += promoted;
                }
                promotionWindow.observe(t);
            }
        }
    }

    /** KiB promoted by one young pause, or -1 when the log does not let us tell. */
    private static long promotedKb(GcEvent gc) {
        MemoryUse old = gc.old();
        if (old.beforeKb() >= 0 && old.afterKb() >= 0) {
            return Math.max(0, old.afterKb() - old.beforeKb());
        }
        MemoryUse young = gc.young();
        MemoryUse heap = gc.heap();
        if (young.beforeKb() >= 0 && young.afterKb() >= 0 && heap.beforeKb() >= 0 && heap.afterKb() >= 0) {
            return Math.max(0, (young.beforeKb() - young.afterKb()) - (heap.beforeKb() - heap.afterKb()));
        }
        return -1;
    }

    /**
     * Both rates in MB/s. Allocation is NaN with fewer than two contributing collections or a window
     * of zero length; promotion is NaN when the log states neither old gen nor young+heap around
     * young pauses.
     */
    GcSummary.Rates rates() {
        return new GcSummary.Rates(allocationWindow.rate(allocatedKb), promotionWindow.rate(promotedKb));
    }

    private static final class Window {
        int observed;
        double first = Double.NaN;
        double last = Double.NaN;
        int timed;

        void observe(double t) {
            observed++;
            if (Double.isNaN(t)) {
                return;
            }
            timed++;
            if (!(t >= first)) {
                first = t;
            }
            if (!(t <= last)) {
                last = t;
            }
        }

        double rate(double kb) {
            double seconds = last - first;
            if (observed < 2 || timed < 2 || !(seconds > 0)) {
                return Double.NaN;
            }
            return kb / 1024.0 / seconds;
        }
    }
}
