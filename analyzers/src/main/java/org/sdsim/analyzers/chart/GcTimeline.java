package org.sdsim.analyzers.chart;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.Timestamp;

/**
 * The x axis of a per-log chart: which clock the log offers (JVM uptime, else wall clock, else
 * only the order of events) and a unit that keeps tick labels short (s, min or h).
 */
final class GcTimeline {
    enum Clock { UPTIME, WALL_CLOCK, SEQUENCE }

    enum Unit {
        SECONDS(1, "s"), MINUTES(60, "min"), HOURS(3600, "h");

        final double seconds;
        final String symbol;

        Unit(double seconds, String symbol) {
            this.seconds = seconds;
            this.symbol = symbol;
        }
    }

    private final Clock clock;
    private final Instant wallOrigin;
    private final Unit unit;

    private GcTimeline(Clock clock, Instant wallOrigin, Unit unit) {
        this.clock = clock;
        this.wallOrigin = wallOrigin;
        this.unit = unit;
    }

    /** Picks the clock from the events and the unit from the time span the chart must show. */
    static GcTimeline of(List<GcEvent> events, ChartOverlays overlays) {
        Clock clock = Clock.SEQUENCE;
        Instant origin = null;
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (GcEvent e : events) {
            if (e.time().hasUptime()) {
                clock = Clock.UPTIME;
                break;
            }
            if (e.time().hasWallClock() && origin == null) {
                clock = Clock.WALL_CLOCK;
                origin = e.time().wallClock();
            }
        }
        if (clock != Clock.SEQUENCE) {
            GcTimeline seconds = new GcTimeline(clock, origin, Unit.SECONDS);
            for (GcEvent e : events) {
                double x = seconds.seconds(e.time());
                if (!Double.isNaN(x)) {
                    min = Math.min(min, x);
                    max = Math.max(max, x);
                }
            }
            if (clock == Clock.UPTIME) {
                for (TimeMarker m : overlays.markers()) {
                    max = Math.max(max, m.uptimeSec());
                }
                for (ProbeReading p : overlays.probes()) {
                    max = Math.max(max, p.uptimeSec());
                }
                min = Math.min(min, 0);
            }
        } else if (!overlays.isEmpty()) {
            // no GC events with a clock, but overlays come on the uptime clock: chart them on it
            clock = Clock.UPTIME;
            min = 0;
            max = 0;
            for (TimeMarker m : overlays.markers()) {
                max = Math.max(max, m.uptimeSec());
            }
            for (ProbeReading p : overlays.probes()) {
                max = Math.max(max, p.uptimeSec());
            }
        }
        double span = max > min ? max - min : 0;
        Unit unit = span > 20 * 3600 ? Unit.HOURS : span > 20 * 60 ? Unit.MINUTES : Unit.SECONDS;
        return new GcTimeline(clock, origin, unit);
    }

    Clock clock() {
        return clock;
    }

    /** x of an event, in axis units; {@code index} is its position, used when the log has no clock. NaN if unplaceable. */
    double x(GcEvent e, int index) {
        if (clock == Clock.SEQUENCE) {
            return index + 1;
        }
        return seconds(e.time()) / unit.seconds;
    }

    /** Seconds on this clock (uptime, or since the first wall-clock event), or NaN when the event lacks it. */
    double seconds(Timestamp t) {
        return switch (clock) {
            case UPTIME -> t.uptimeSec();
            case WALL_CLOCK -> t.hasWallClock()
                    ? Duration.between(wallOrigin, t.wallClock()).toNanos() / 1e9 : Double.NaN;
            case SEQUENCE -> Double.NaN;
        };
    }

    /** x of a moment given in JVM uptime seconds; NaN when this chart is not on the uptime clock. */
    double xOfUptime(double uptimeSec) {
        return clock == Clock.UPTIME ? uptimeSec / unit.seconds : Double.NaN;
    }

    /** Converts a duration in seconds to axis units (for rates and gaps). */
    double toAxis(double seconds) {
        return seconds / unit.seconds;
    }

    boolean hasClock() {
        return clock != Clock.SEQUENCE;
    }

    String axisLabel() {
        return switch (clock) {
            case UPTIME -> "Time since JVM start (" + unit.symbol + ")";
            case WALL_CLOCK -> "Time since first logged GC (" + unit.symbol + ")";
            case SEQUENCE -> "GC number (the log has no timestamps)";
        };
    }
}
