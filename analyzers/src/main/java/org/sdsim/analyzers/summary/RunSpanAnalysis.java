package org.sdsim.analyzers.summary;

import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.SafepointEvent;
import org.sdsim.analyzers.event.Timestamp;

/**
 * The logged window of the run: from the earliest event start to the latest event end (start plus
 * duration when the duration is known), on the {@link RunClock} axis. Taking the end of the last
 * event, not its start, keeps the span at least as long as the pauses inside it, which is what
 * keeps throughput within 0..100 % on short logs.
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

    /** Seconds from the first event's start to the last event's end; NaN when fewer than two events have a time. */
    double spanSec() {
        if (timedEvents < 2) {
            return Double.NaN;
        }
        return lastEnd - first;
    }
}
