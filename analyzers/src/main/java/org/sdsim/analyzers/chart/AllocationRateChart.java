package org.sdsim.analyzers.chart;

import java.util.List;
import java.util.Locale;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.sdsim.analyzers.event.GcEvent;

/**
 * Allocation rate over time. Between two collections the application allocated what the heap
 * grew from the end of the first to the start of the second, so each point is
 * {@code max(0, before(n) - after(n-1)) / (start(n) - end(n-1))}; a heap that shrank between two
 * logged collections (an unlogged concurrent cycle freed memory) counts as 0, as in
 * {@code gclog summary}'s allocation rate, whose average the subtitle repeats. Only collections
 * that state heap before and after take part.
 */
public final class AllocationRateChart {
    public static final String TITLE = "Allocation rate over time";
    public static final String Y_LABEL = "Allocation rate (MB/s)";
    public static final String SERIES = "Allocation rate between GCs";

    private AllocationRateChart() {
    }

    /** Rates as (seconds on the log's clock, MB/s), plus the average over the whole window. */
    record Rates(Points points, double allocatedMb, double windowSec) {
        double averageMbPerSec() {
            return windowSec > 0 ? allocatedMb / windowSec : Double.NaN;
        }
    }

    /** Empty when the log has no clock. */
    static Rates rates(List<GcEvent> events, GcTimeline timeline) {
        return rates(events, timeline, List.of());
    }

    /**
     * @param jvmStarts uptimes where another JVM's events begin ({@link ChartOverlays#jvmStarts}): no
     *                  rate spans one (the new JVM's heap grew from empty, not from the last one's
     *                  occupancy), and the window of the average leaves out the time between JVMs
     */
    static Rates rates(List<GcEvent> events, GcTimeline timeline, List<Double> jvmStarts) {
        Points out = new Points();
        if (!timeline.hasClock()) {
            return new Rates(out, 0, 0);
        }
        List<Double> starts = timeline.clock() == GcTimeline.Clock.UPTIME ? jvmStarts : List.of();
        int nextStart = 0;
        double allocated = 0;
        double window = 0;
        double segmentStart = Double.NaN;
        double lastStart = Double.NaN;
        double prevEnd = Double.NaN;
        double prevAfterMb = Double.NaN;
        for (GcEvent e : events) {
            if (e.heap().beforeKb() < 0 || !e.heap().hasAfter()) {
                continue;
            }
            double start = timeline.seconds(e.time());
            if (Double.isNaN(start)) {
                continue;
            }
            boolean newJvm = false;
            while (nextStart < starts.size() && starts.get(nextStart) <= start) {
                newJvm = true;
                nextStart++;
            }
            if (newJvm && !Double.isNaN(segmentStart)) {
                window += lastStart - segmentStart;
                segmentStart = Double.NaN;
                prevAfterMb = Double.NaN;
            }
            if (!Double.isNaN(prevAfterMb)) {
                double grown = Math.max(0, e.heap().beforeKb() / 1024.0 - prevAfterMb);
                allocated += grown;
                double gap = start - prevEnd;
                if (gap > 0) {
                    out.add(start, grown / gap);
                }
            } else {
                segmentStart = start;
            }
            lastStart = start;
            double duration = Double.isFinite(e.durationMs()) ? e.durationMs() / 1000.0 : 0;
            prevEnd = start + duration;
            prevAfterMb = e.heap().afterMb();
        }
        if (!Double.isNaN(segmentStart)) {
            window += lastStart - segmentStart;
        }
        return new Rates(out, allocated, window);
    }

    private static String seconds(double s) {
        return s < 10 ? String.format(Locale.ROOT, "%.2f", s) : String.format(Locale.ROOT, "%,.0f", s);
    }

    public static JFreeChart create(List<GcEvent> events, LogChartOptions options) {
        GcTimeline timeline = GcTimeline.of(events, options.overlays());
        Rates rates = rates(events, timeline, options.overlays().jvmStarts());
        Points onAxis = new Points();
        for (int i = 0; i < rates.points().size(); i++) {
            onAxis.add(timeline.toAxis(rates.points().x(i)), rates.points().y(i));
        }
        TimeChart chart = new TimeChart(timeline, options);
        chart.add(SERIES, onAxis, TimeChart.Look.line(0));
        if (rates.windowSec() > 0) {
            chart.note(String.format(Locale.ROOT, "average %.1f MB/s (%,.0f MB allocated in %s s)",
                    rates.averageMbPerSec(), rates.allocatedMb(), seconds(rates.windowSec())));
        }
        NumberAxis y = new NumberAxis(Y_LABEL);
        y.setAutoRangeIncludesZero(true);
        String noData = timeline.hasClock()
                ? "Fewer than two GC events state heap before and after"
                : "The log has no timestamps: a rate needs them";
        return chart.build(TITLE, options.subtitle(), y, noData, options.overlays().markers());
    }
}
