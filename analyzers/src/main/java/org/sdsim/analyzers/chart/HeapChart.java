package org.sdsim.analyzers.chart;

import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.GcKind;

/**
 * Heap used over time: before and after each collection, old generation after each collection,
 * full collections marked with their own shape, optional probe readings and event markers.
 * The "after" line is the live set plus floating garbage; its floor is what discovery data costs.
 */
public final class HeapChart {
    public static final String TITLE = "Heap used over time";
    public static final String Y_LABEL = "Heap used (MB)";
    public static final String BEFORE = "Heap before GC";
    public static final String AFTER = "Heap after GC";
    public static final String OLD_AFTER = "Old gen after GC";
    public static final String FULL_AFTER = "Heap after full GC";
    public static final String PROBE_HEAP = "Probe: heap after forced full GC";
    public static final String PROBE_OLD = "Probe: old gen after forced full GC";

    private HeapChart() {
    }

    public static JFreeChart create(List<GcEvent> events, LogChartOptions options) {
        GcTimeline timeline = GcTimeline.of(events, options.overlays());
        Points before = new Points();
        Points after = new Points();
        Points oldAfter = new Points();
        Points fullAfter = new Points();
        int index = 0;
        int unplaced = 0;
        for (GcEvent e : events) {
            double x = timeline.x(e, index++);
            if (Double.isNaN(x)) {
                unplaced++;
                continue;
            }
            if (e.heap().beforeKb() >= 0) {
                before.add(x, e.heap().beforeKb() / 1024.0);
            }
            if (e.heap().hasAfter()) {
                after.add(x, e.heap().afterMb());
                if (e.kind() == GcKind.FULL) {
                    fullAfter.add(x, e.heap().afterMb());
                }
            }
            if (e.old().hasAfter()) {
                oldAfter.add(x, e.old().afterMb());
            }
        }
        Points probeHeap = new Points();
        Points probeOld = new Points();
        for (ProbeReading p : options.overlays().probes()) {
            double x = timeline.xOfUptime(p.uptimeSec());
            if (Double.isFinite(x) && Double.isFinite(p.heapUsedMb())) {
                probeHeap.add(x, p.heapUsedMb());
            }
            if (Double.isFinite(x) && Double.isFinite(p.oldGenUsedMb())) {
                probeOld.add(x, p.oldGenUsedMb());
            }
        }
        TimeChart chart = new TimeChart(timeline, options);
        // fixed style index per meaning, so "after GC" looks the same on every heap chart
        chart.add(BEFORE, before, TimeChart.Look.line(1));
        chart.add(AFTER, after, TimeChart.Look.line(0));
        chart.add(OLD_AFTER, oldAfter, TimeChart.Look.line(2));
        chart.add(FULL_AFTER, fullAfter, TimeChart.Look.hollowPoints(3, 14));
        chart.add(PROBE_HEAP, probeHeap, TimeChart.Look.points(6, 8));
        chart.add(PROBE_OLD, probeOld, TimeChart.Look.hollowPoints(4, 8));
        if (unplaced > 0) {
            chart.note(unplaced + " events without a timestamp not drawn");
        }
        if (!options.overlays().probes().isEmpty() && timeline.clock() != GcTimeline.Clock.UPTIME) {
            chart.note("probe readings not drawn: the log has no JVM uptime to place them on");
        }
        NumberAxis y = new NumberAxis(Y_LABEL);
        y.setAutoRangeIncludesZero(true);
        return chart.build(TITLE, options.subtitle(), y,
                "No GC event in this log states heap occupancy", options.overlays().markers());
    }
}
