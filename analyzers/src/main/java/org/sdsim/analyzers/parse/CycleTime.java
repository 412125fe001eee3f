package org.sdsim.analyzers.parse;

import java.time.Duration;
import java.time.Instant;
import org.sdsim.analyzers.event.Timestamp;

/**
 * Timestamp arithmetic for events whose start or end the log gives only indirectly: a phase line
 * stamped when it ended, a cycle spanning from one line to another. Both clocks of a timestamp
 * move together; a clock the log does not give stays absent.
 */
final class CycleTime {
    private CycleTime() {
    }

    /** {@code t} moved back by {@code ms}; {@code t} itself when either is unknown. */
    static Timestamp minus(Timestamp t, double ms) {
        return plus(t, -ms);
    }

    /** {@code t} moved forward by {@code ms}; {@code t} itself when either is unknown. */
    static Timestamp plus(Timestamp t, double ms) {
        if (Double.isNaN(ms) || t == Timestamp.UNKNOWN) {
            return t;
        }
        double up = t.hasUptime() ? t.uptimeSec() + ms / 1000 : Double.NaN;
        Instant wall = t.hasWallClock() ? t.wallClock().plusNanos((long) (ms * 1e6)) : null;
        return new Timestamp(up, wall);
    }

    /**
     * Milliseconds from {@code start} to {@code end} on the clock both have (uptime first, as the
     * summary's run span does); NaN when they share none or the end precedes the start.
     */
    static double spanMs(Timestamp start, Timestamp end) {
        double ms;
        if (start.hasUptime() && end.hasUptime()) {
            ms = (end.uptimeSec() - start.uptimeSec()) * 1000;
        } else if (start.hasWallClock() && end.hasWallClock()) {
            ms = Duration.between(start.wallClock(), end.wallClock()).toNanos() / 1e6;
        } else {
            return Double.NaN;
        }
        return ms >= 0 ? ms : Double.NaN;
    }
}
