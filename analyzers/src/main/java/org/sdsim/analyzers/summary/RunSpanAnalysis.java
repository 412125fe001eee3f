package org.sdsim.analyzers.summary;

import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.SafepointEvent;
import org.sdsim.analyzers.event.Timestamp;

/**
 * The logged window of the run: from the earliest event start to the latest event end (start plus
 * duration when the duration is known), on the {@link RunClock} axis. Taking the end of the last
 * event, not its start, keeps the span at least as long as the pauses inside it, which is what
 * keeps throughput within 0..100 % on short logs. The span is what throughput is a share of, so
 * this analysis fills the throughput part.
 */
final class RunSpanAnalysis {
    private final RunClock clock;
    private double first = Double.NaN;
    private double lastEnd = Double.NaN;
    private long timedEvents;

    RunSpanAnalysis(EventDispatcher dispatcher, RunClock clock) {
        this.clock = clock;
        dispatcher.register(GcEvent.class, gc -> observe(gc.time(), gc.durationMs()));
        dispatcher.register(SafepointEvent.class, sp -> observe(sp.time(), sp.totalMs()));
    }

    private void observe(Timestamp time, double durationMs) {
        double start = clock.seconds(time);
        if (Double.isNaN(start)) {
            return;
        }
        double end = start + (Double.isFinite(durationMs) && durationMs > 0 ? durationMs / 1000.0 : 0.0);
        timedEvents++;
        if (!(start >= first)) {
            first = start;
        }
        if (!(end <= lastEnd)) {
            lastEnd = end;
        }
    }

    /** The span so far, and the share of it that {@code pauseTotalMs} of GC pauses left to the application. */
    GcSummary.Throughput throughput(double pauseTotalMs) {
        double spanSec = spanSec();
        return new GcSummary.Throughput(spanSec, percent(pauseTotalMs, spanSec));
    }

    /** Seconds from the first event's start to the last event's end; NaN when fewer than two events have a time. */
    private double spanSec() {
        if (timedEvents < 2) {
            return Double.NaN;
        }
        return lastEnd - first;
    }

    /**
     * Share of the span the application was not stopped by GC pauses. Guarded so odd inputs give an
     * honest "unknown" or a bounded value rather than GCViewer's -14210 % on a short log: no span (one
     * event, no timestamps) or a zero span gives NaN; pauses that add up to more than the span (only
     * possible when the log's durations and timestamps disagree) give 0, never a negative number.
     */
    private static double percent(double pauseTotalMs, double spanSec) {
        if (!(spanSec > 0) || Double.isInfinite(spanSec)) {
            return Double.NaN;
        }
        double stoppedShare = pauseTotalMs / 1000.0 / spanSec;
        return Math.max(0.0, Math.min(100.0, 100.0 * (1.0 - stoppedShare)));
    }
}
