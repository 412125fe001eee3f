package org.sdsim.analyzers.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sdsim.analyzers.event.GcEvent;

class ChartHeapTest {
    private final ChartRenderer renderer = new ChartRenderer();

    private SvgChartContents render(List<GcEvent> events, LogChartOptions options) throws Exception {
        return SvgChartContents.parse(renderer.toSvgElement(HeapChart.create(events, options), "heap"));
    }

    @Test
    void heapChartShowsBeforeAfterOldGenAndFullGcSeriesWithOnePointPerEvent() throws Exception {
        List<GcEvent> events = ChartTestEvents.withUptime()
                .young(1.0, 100, 40, 20, 3.1)
                .young(2.5, 120, 45, 24, 2.9)
                .concurrentCycle(3.0, 50) // no heap figures: must not become a point
                .full(4.0, 130, 30, 28, 180)
                .young(6.0, 110, 38, 29, 2.5)
                .list();
        SvgChartContents c = render(events, LogChartOptions.DEFAULT.withSubtitle("test.log"));

        assertEquals(HeapChart.TITLE, c.title());
        assertTrue(c.showsText(HeapChart.TITLE), c.texts().toString());
        assertTrue(c.showsText("Heap used (MB)"), c.texts().toString());
        assertTrue(c.showsText("Time since JVM start (s)"), c.texts().toString());
        assertTrue(c.showsText("test.log"));
        for (String legend : List.of(HeapChart.BEFORE, HeapChart.AFTER, HeapChart.OLD_AFTER, HeapChart.FULL_AFTER)) {
            assertTrue(c.showsText(legend), legend + " missing from the legend: " + c.texts());
        }
        assertEquals(4, c.items(HeapChart.BEFORE));
        assertEquals(4, c.items(HeapChart.AFTER));
        assertEquals(4, c.items(HeapChart.OLD_AFTER));
        assertEquals(1, c.items(HeapChart.FULL_AFTER));
        assertEquals(4, c.itemsPerSeries().size(), "no probe series without probes: " + c.itemsPerSeries());
    }

    @Test
    void probesBecomeTheirOwnSeriesAndPushesBecomeMarkersWithALegendEntry() throws Exception {
        List<GcEvent> events = ChartTestEvents.withUptime()
                .young(10, 100, 40, 20, 3).young(20, 120, 45, 24, 3).young(30, 110, 44, 25, 3).list();
        ChartOverlays overlays = new ChartOverlays(
                List.of(new TimeMarker(12, "Address push (churn)"), new TimeMarker(22, "Address push (churn)"),
                        new TimeMarker(25, "Probe")),
                List.of(new ProbeReading(15, 38.5, 30.1), new ProbeReading(28, 39.0, Double.NaN)));
        SvgChartContents c = render(events, LogChartOptions.DEFAULT.withOverlays(overlays));

        assertEquals(2, c.items(HeapChart.PROBE_HEAP));
        assertEquals(1, c.items(HeapChart.PROBE_OLD), "a probe without an old-gen reading adds no old-gen point");
        assertEquals(2, c.markersPerGroup().get("Address push (churn)"));
        assertEquals(1, c.markersPerGroup().get("Probe"));
        assertTrue(c.showsText("Address push (churn) (2)"), c.texts().toString());
        assertTrue(c.showsText(HeapChart.PROBE_HEAP), c.texts().toString());
    }

    @Test
    void aMarkersOwnLabelIsDrawnAtItsLine() throws Exception {
        List<GcEvent> events = ChartTestEvents.withUptime().young(10, 100, 40, 20, 3).young(30, 110, 44, 25, 3).list();
        ChartOverlays overlays = new ChartOverlays(List.of(new TimeMarker(12, "Fault", "F1"),
                new TimeMarker(20, "Fault", "F2"), new TimeMarker(25, "Fault over")), List.of());
        SvgChartContents c = render(events, LogChartOptions.DEFAULT.withOverlays(overlays));
        assertTrue(c.showsText("F1") && c.showsText("F2"), c.texts().toString());
        assertEquals(2, c.markersPerGroup().get("Fault"));
    }

    @Test
    void lineSeriesBreakWhereAnotherJvmStartsAndNowhereElse() {
        // two JVMs' events on one clock: the second started at 50 s
        List<GcEvent> events = ChartTestEvents.withUptime()
                .young(10, 100, 40, 20, 3).young(30, 110, 44, 25, 3)
                .young(55, 20, 5, 1, 3).young(70, 30, 8, 2, 3).list();
        org.jfree.data.xy.XYDataset data = HeapChart.create(events, LogChartOptions.DEFAULT.withOverlays(
                new ChartOverlays(List.of(), List.of(), List.of(50.0)))).getXYPlot().getDataset();
        int after = -1;
        for (int i = 0; i < data.getSeriesCount(); i++) {
            if (HeapChart.AFTER.equals(data.getSeriesKey(i))) {
                after = i;
            }
        }
        assertEquals(5, data.getItemCount(after), "four readings and one gap");
        assertEquals(50.0, data.getXValue(after, 2));
        assertTrue(Double.isNaN(data.getYValue(after, 2)), "no line from the first JVM's last reading to the second's first");
        int full = -1;
        for (int i = 0; i < data.getSeriesCount(); i++) {
            if (HeapChart.BEFORE.equals(data.getSeriesKey(i))) {
                full = i;
            }
        }
        assertEquals(5, data.getItemCount(full));
        org.jfree.data.xy.XYDataset one = HeapChart.create(events, LogChartOptions.DEFAULT).getXYPlot().getDataset();
        assertEquals(4, one.getItemCount(after), "one JVM: no gap");
    }

    @Test
    void longRunsSwitchTheTimeAxisToMinutesOrHours() throws Exception {
        List<GcEvent> minutes = ChartTestEvents.withUptime().young(60, 100, 40, 20, 3).young(3000, 120, 45, 24, 3).list();
        assertTrue(render(minutes, LogChartOptions.DEFAULT).showsText("Time since JVM start (min)"));
        List<GcEvent> hours = ChartTestEvents.withUptime().young(60, 100, 40, 20, 3).young(200_000, 120, 45, 24, 3).list();
        assertTrue(render(hours, LogChartOptions.DEFAULT).showsText("Time since JVM start (h)"));
    }

    @Test
    void aLogWithoutUptimeIsChartedOnItsWallClockAndSaysMarkersCannotBePlaced() throws Exception {
        List<GcEvent> events = ChartTestEvents.wallClockOnly()
                .young(1, 100, 40, 20, 3).young(2, 120, 45, 24, 3).list();
        SvgChartContents c = render(events, LogChartOptions.DEFAULT.withOverlays(
                new ChartOverlays(List.of(new TimeMarker(1.5, "Push")), List.of())));
        assertTrue(c.showsText("Time since first logged GC (s)"), c.texts().toString());
        assertEquals(2, c.items(HeapChart.AFTER));
        assertTrue(c.markersPerGroup().isEmpty());
        assertTrue(c.texts().stream().anyMatch(t -> t.contains("1 event markers not drawn")), c.texts().toString());
    }

    @Test
    void aLogWithoutAnyClockIsChartedByGcNumber() throws Exception {
        List<GcEvent> events = ChartTestEvents.noClock()
                .young(1, 100, 40, 20, 3).young(2, 120, 45, 24, 3).young(3, 90, 41, 22, 3).list();
        SvgChartContents c = render(events, LogChartOptions.DEFAULT);
        assertTrue(c.showsText("GC number (the log has no timestamps)"), c.texts().toString());
        assertEquals(3, c.items(HeapChart.AFTER));
    }

    @Test
    void anEmptyLogGivesAChartThatSaysSoInsteadOfFailing() throws Exception {
        SvgChartContents c = render(List.of(), LogChartOptions.DEFAULT);
        assertEquals(HeapChart.TITLE, c.title());
        assertTrue(c.showsText("No GC event in this log states heap occupancy"), c.texts().toString());
        assertTrue(c.itemsPerSeries().isEmpty());
    }

    @Test
    void aSeriesLongerThanTheLimitIsThinnedAndTheChartStatesHowMuch() throws Exception {
        ChartTestEvents many = ChartTestEvents.withUptime();
        for (int i = 0; i < 5000; i++) {
            many.young(i * 0.5, 100 + i % 37, 40 + i % 11, 20, 2);
        }
        SvgChartContents c = render(many.list(), LogChartOptions.DEFAULT.withMaxPointsPerSeries(400));
        assertTrue(c.items(HeapChart.AFTER) <= 400 && c.items(HeapChart.AFTER) >= 300, c.itemsPerSeries().toString());
        String note = String.join(" ", c.texts());
        assertTrue(note.contains("Points drawn (each time slice's lowest and highest): "), c.texts().toString());
        assertTrue(note.contains(HeapChart.AFTER + " " + c.items(HeapChart.AFTER) + " of 5,000"), c.texts().toString());
        assertFalse(c.showsText(HeapChart.FULL_AFTER));
    }
}
