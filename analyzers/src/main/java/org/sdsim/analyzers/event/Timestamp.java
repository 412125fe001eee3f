package org.sdsim.analyzers.event;

import java.time.Instant;

/**
 * When an event happened. A log may carry uptime, wall-clock time, both or (rarely) neither;
 * absent parts are {@code NaN} / {@code null} rather than guessed.
 *
 * @param uptimeSec seconds since JVM start, or NaN when the log has no uptime decoration
 * @param wallClock absolute time, or null when the log has no time decoration
 */
public record Timestamp(double uptimeSec, Instant wallClock) {

    public static final Timestamp UNKNOWN = new Timestamp(Double.NaN, null);

    public boolean hasUptime() {
        return !Double.isNaN(uptimeSec);
    }

    public boolean hasWallClock() {
        return wallClock != null;
    }
}
