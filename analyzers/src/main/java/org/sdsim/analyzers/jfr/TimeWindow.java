package org.sdsim.analyzers.jfr;

import java.time.Duration;
import java.time.Instant;

/**
 * A part of a recording, in seconds since the recording started (the start of its earliest
 * chunk): samples taken at {@code fromSec} or later and before {@code toSec} are counted.
 *
 * <p>A sample's weight is what its thread allocated since its previous sample, so the first
 * samples inside a window may carry some bytes allocated just before it.
 *
 * @param fromSec where the window starts, 0 or more
 * @param toSec   where it ends, after {@code fromSec}; {@code Double.POSITIVE_INFINITY} for the recording's end
 */
public record TimeWindow(double fromSec, double toSec) {
    /** The whole recording. */
    public static final TimeWindow ALL = new TimeWindow(0, Double.POSITIVE_INFINITY);

    public TimeWindow {
        if (!(fromSec >= 0) || Double.isInfinite(fromSec)) {
            throw new IllegalArgumentException("a window starts at 0 s or later, not " + fromSec);
        }
        if (!(toSec > fromSec)) {
            throw new IllegalArgumentException("a window ends after it starts: " + fromSec + " s to " + toSec + " s");
        }
    }

    public boolean isAll() {
        return fromSec == 0 && toSec == Double.POSITIVE_INFINITY;
    }

    /** The window's start on the clock of a recording that started at {@code recordingStart}. */
    Instant from(Instant recordingStart) {
        return recordingStart.plus(seconds(fromSec));
    }

    /** Its end on that clock; null for the recording's end. */
    Instant to(Instant recordingStart) {
        return toSec == Double.POSITIVE_INFINITY ? null : recordingStart.plus(seconds(toSec));
    }

    private static Duration seconds(double sec) {
        return Duration.ofNanos(Math.round(sec * 1e9));
    }
}
