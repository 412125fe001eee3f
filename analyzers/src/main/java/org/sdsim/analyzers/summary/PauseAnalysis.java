package org.sdsim.analyzers.summary;

import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.GcKind;
import org.sdsim.analyzers.event.SafepointEvent;

/**
 * Pause counts, totals and percentiles per family ({@link GcKind#family()}), concurrent cycles,
 * and safepoints. A pause whose duration the log does not state is counted but adds nothing to
 * totals or percentiles; {@link #pausesWithoutDuration} says how many such pauses there were.
 */
final class PauseAnalysis {
    private final Samples young = new Samples();
    private final Samples full = new Samples();
    private final Samples other = new Samples();
    private long youngCount;
    private long fullCount;
    private long otherCount;
    private long pausesWithoutDuration;
    private long concurrentCycles;
    private long safepointCount;
    private double safepointTotalMs;

    PauseAnalysis(EventDispatcher dispatcher) {
        dispatcher.register(GcEvent.class, this::onGc);
        dispatcher.register(SafepointEvent.class, this::onSafepoint);
    }

    private void onGc(GcEvent gc) {
        GcKind kind = gc.kind();
        switch (kind.family()) {
            case YOUNG -> {
                youngCount++;
                record(young, gc.durationMs());
            }
            case FULL -> {
                fullCount++;
                record(full, gc.durationMs());
            }
            case OTHER -> {
                otherCount++;
                record(other, gc.durationMs());
            }
            case CONCURRENT -> {
                if (kind == GcKind.CONCURRENT_CYCLE) {
                    concurrentCycles++;
                }
            }
        }
    }

    private void record(Samples family, double durationMs) {
        if (Double.isFinite(durationMs) && durationMs >= 0) {
            family.add(durationMs);
        } else {
            pausesWithoutDuration++;
        }
    }

    private void onSafepoint(SafepointEvent safepoint) {
        safepointCount++;
        if (Double.isFinite(safepoint.totalMs())) {
            safepointTotalMs += safepoint.totalMs();
        }
    }

    /** The pauses seen so far, by family and together; percentiles sort a copy of the durations. */
    GcSummary.Pauses pauses() {
        double[] youngSorted = young.sorted();
        GcSummary.YoungPauses youngPauses = new GcSummary.YoungPauses(youngCount, young.sum(), young.max(),
                OrderStatistics.percentile(youngSorted, 50),
                OrderStatistics.percentile(youngSorted, 99),
                OrderStatistics.percentile(youngSorted, 99.9));
        GcSummary.AllPauses all = new GcSummary.AllPauses(
                young.sum() + full.sum() + other.sum(),
                maxOf(maxOf(young.max(), full.max()), other.max()),
                OrderStatistics.percentile(Samples.sortedUnion(young, full, other), 99),
                pausesWithoutDuration);
        return new GcSummary.Pauses(youngPauses,
                new GcSummary.FullPauses(fullCount, full.sum(), full.max()),
                new GcSummary.OtherPauses(otherCount, other.sum()),
                concurrentCycles,
                all);
    }

    GcSummary.Safepoints safepoints() {
        return new GcSummary.Safepoints(safepointCount, safepointTotalMs);
    }

    private static double maxOf(double a, double b) {
        if (Double.isNaN(a)) {
            return b;
        }
        return Double.isNaN(b) ? a : Math.max(a, b);
    }
}
