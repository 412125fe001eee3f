package org.sdsim.analyzers.summary;

import java.time.Duration;
import java.time.Instant;
import org.sdsim.analyzers.event.Timestamp;

/**
 * Puts event timestamps on one time axis, in seconds. The axis is chosen by the first event that
 * has any time at all: JVM uptime when that event has it (immune to clock changes, and what most
 * logs carry), the wall clock otherwise (logs decorated with {@code time} only). Events that lack
 * the chosen decoration have no time on this axis ({@code NaN}); mixing axes would produce spans
 * of decades.
 */
final class RunClock {
    private enum Axis { UNDECIDED, UPTIME, WALL_CLOCK }

    private Axis axis = Axis.UNDECIDED;
    private Instant wallOrigin;

    /** Seconds on this run's axis, or NaN when the timestamp lacks the axis' decoration. */
    double seconds(Timestamp time) {
        if (axis == Axis.UNDECIDED) {
            if (time.hasUptime()) {
                axis = Axis.UPTIME;
            } else if (time.hasWallClock()) {
                axis = Axis.WALL_CLOCK;
                wallOrigin = time.wallClock();
            } else {
                return Double.NaN;
            }
        }
        if (axis == Axis.UPTIME) {
            return time.uptimeSec();
        }
        if (!time.hasWallClock()) {
            return Double.NaN;
        }
        Duration since = Duration.between(wallOrigin, time.wallClock());
        return since.getSeconds() + since.getNano() / 1e9;
    }
}
