package org.sdsim.analyzers.chart;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.axis.ValueAxis;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.GcKind;

/**
 * GC pauses over time, one point series per pause kind. Pauses span four orders of magnitude
 * (a 0.3 ms young pause, a 2 s full GC), so a log scale is offered and is the default.
 */
public final class PauseChart {
    public static final String TITLE = "GC pauses over time";
    public static final String Y_LABEL = "Pause (ms)";
    public static final String Y_LABEL_LOG = "Pause (ms, log scale)";
    /** Log axes cannot show 0: shorter pauses are drawn at this floor, and the chart says how many. */
    public static final double LOG_FLOOR_MS = 0.01;

    private PauseChart() {
    }

    /** Legend name of the series that holds pauses of this kind. */
    public static String seriesName(GcKind kind) {
        return switch (kind) {
            case YOUNG -> "Young pause";
            case MIXED -> "Mixed pause";
            case FULL -> "Full pause";
            case REMARK -> "Remark pause";
            case CLEANUP -> "Cleanup pause";
            case INITIAL_MARK -> "Initial mark pause";
            case DEGENERATED -> "Degenerated pause";
            case OTHER_PAUSE -> "Other pause";
            case CONCURRENT_PHASE, CONCURRENT_CYCLE -> throw new IllegalArgumentException(kind + " is not a pause");
        };
    }

    /**
     * A log axis from the decade below the shortest pause to the decade above the longest, with a
     * labelled tick at each power of ten: JFreeChart's automatic log ticks give labels such as
     * "398.107", and a range inside one decade would get no labelled tick at all.
     */
    private static LogAxis decadeAxis(double minMs, double maxMs) {
        LogAxis axis = new LogAxis(Y_LABEL_LOG);
        axis.setBase(10);
        axis.setSmallestValue(LOG_FLOOR_MS);
        axis.setTickUnit(new NumberTickUnit(1.0, ChartStyle.number("0.###")), false, false);
        axis.setNumberFormatOverride(ChartStyle.number("0.###"));
        axis.setAutoTickUnitSelection(false);
        if (minMs <= maxMs) {
            double lower = Math.pow(10, Math.floor(Math.log10(minMs)));
            double upper = Math.pow(10, Math.ceil(Math.log10(maxMs)));
            if (upper <= lower) {
                upper = lower * 10;
            }
            axis.setRange(lower * 0.999, upper * 1.001); // a hair wider, so the end decades get their labels
        } else {
            axis.setRange(0.1, 1000);
        }
        return axis;
    }

    public static JFreeChart create(List<GcEvent> events, LogChartOptions options) {
        GcTimeline timeline = GcTimeline.of(events, options.overlays());
        boolean log = options.logScalePauses();
        Map<GcKind, Points> byKind = new EnumMap<>(GcKind.class);
        int index = 0;
        double minMs = Double.POSITIVE_INFINITY;
        double maxMs = Double.NEGATIVE_INFINITY;
        int floored = 0;
        int unplaced = 0;
        for (GcEvent e : events) {
            double x = timeline.x(e, index++);
            if (!e.isPause() || !Double.isFinite(e.durationMs())) {
                continue;
            }
            if (Double.isNaN(x)) {
                unplaced++;
                continue;
            }
            double ms = e.durationMs();
            if (log && ms < LOG_FLOOR_MS) {
                ms = LOG_FLOOR_MS;
                floored++;
            }
            byKind.computeIfAbsent(e.kind(), k -> new Points()).add(x, ms);
            minMs = Math.min(minMs, ms);
            maxMs = Math.max(maxMs, ms);
        }
        TimeChart chart = new TimeChart(timeline, options);
        for (Map.Entry<GcKind, Points> k : byKind.entrySet()) {
            // the kind's ordinal fixes its colour and shape: "Full pause" looks the same in every chart
            chart.add(seriesName(k.getKey()), k.getValue(), TimeChart.Look.points(k.getKey().ordinal(), 6));
        }
        if (floored > 0) {
            chart.note(floored + " pauses under " + LOG_FLOOR_MS + " ms drawn at " + LOG_FLOOR_MS + " ms");
        }
        if (unplaced > 0) {
            chart.note(unplaced + " pauses without a timestamp not drawn");
        }
        ValueAxis y;
        if (log) {
            y = decadeAxis(minMs, maxMs);
        } else {
            NumberAxis axis = new NumberAxis(Y_LABEL);
            axis.setAutoRangeIncludesZero(true);
            y = axis;
        }
        return chart.build(TITLE, options.subtitle(), y, "No GC pause with a duration in this log",
                options.overlays().markers());
    }
}
