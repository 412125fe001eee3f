package org.sdsim.analyzers.summary;

/**
 * Share of the run the application was not stopped by GC pauses. Guarded so odd inputs give an
 * honest "unknown" or a bounded value rather than GCViewer's -14210 % on a short log: no span (one
 * event, no timestamps) or a zero span gives NaN; pauses that add up to more than the span (only
 * possible when the log's durations and timestamps disagree) give 0, never a negative number.
 */
final class Throughput {
    private Throughput() {
    }

    static double percent(double pauseTotalMs, double spanSec) {
        if (!(spanSec > 0) || Double.isInfinite(spanSec)) {
            return Double.NaN;
        }
        double stoppedShare = pauseTotalMs / 1000.0 / spanSec;
        return Math.max(0.0, Math.min(100.0, 100.0 * (1.0 - stoppedShare)));
    }
}
