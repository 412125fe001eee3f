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
    final Samples young = new Samples();
    final Samples full = new Samples();
    final Samples other = new Samples();
    long youngCount;
    long fullCount;
    long otherCount;
    long pausesWithoutDuration;
    long concurrentCycles;
    long safepointCount;
    double safepointTotalMs;

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

    double pauseTotalMs() {
        return young.sum() + full.sum() + other.sum();
    }

    double pauseMaxMs() {
        return maxOf(maxOf(young.max(), full.max()), other.max());
    }

    private static double maxOf(double a, double b) {
        if (Double.isNaN(a)) {
            return b;
        }
        return Double.isNaN(b) ? a : Math.max(a, b);
    }
}
