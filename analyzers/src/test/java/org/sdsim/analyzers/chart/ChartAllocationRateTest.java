package org.sdsim.analyzers.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sdsim.analyzers.event.GcEvent;

class ChartAllocationRateTest {
    private final ChartRenderer renderer = new ChartRenderer();

    @Test
    void rateBetweenCollectionsIsHeapGrowthOverTheGapBetweenThem() {
        // after 40 MB at 1.0 s (10 ms pause), before 140 MB at 2.01 s: 100 MB in 1.0 s
        // then after 50 MB at 2.01 s (10 ms), before 30 MB at 3.02 s: the heap shrank, counts as 0
        List<GcEvent> events = ChartTestEvents.withUptime()
                .young(1.0, 90, 40, 20, 10)
                .young(2.01, 140, 50, 20, 10)
                .young(3.02, 30, 20, 20, 10)
                .list();
        GcTimeline t = GcTimeline.of(events, ChartOverlays.NONE);
        AllocationRateChart.Rates r = AllocationRateChart.rates(events, t);
        assertEquals(2, r.points().size());
        assertEquals(100.0, r.points().y(0), 1e-6);
        assertEquals(0.0, r.points().y(1), 1e-6);
        assertEquals(100.0 / 2.02, r.averageMbPerSec(), 1e-6);
    }

    @Test
    void noRateSpansTheStartOfAnotherJvmAndTheAverageLeavesOutTheTimeBetween() {
        // JVM 1: 100 MB in the 1.0 s after 1.0 s; JVM 2 starts at 50 s: 20 MB in the 1.0 s after 60 s
        List<GcEvent> events = ChartTestEvents.withUptime()
                .young(1.0, 90, 40, 20, 0)
                .young(2.0, 140, 50, 20, 0)
                .young(60.0, 30, 10, 5, 0)
                .young(61.0, 30, 12, 5, 0)
                .list();
        GcTimeline t = GcTimeline.of(events, ChartOverlays.NONE);
        AllocationRateChart.Rates r = AllocationRateChart.rates(events, t, List.of(50.0));
        assertEquals(2, r.points().size(), "no point for the interval from 2 s to 60 s");
        assertEquals(100.0, r.points().y(0), 1e-6);
        assertEquals(20.0, r.points().y(1), 1e-6);
        assertEquals(120.0 / 2.0, r.averageMbPerSec(), 1e-6, "120 MB over 1 s of each JVM");
        AllocationRateChart.Rates joined = AllocationRateChart.rates(events, t);
        assertEquals(3, joined.points().size(), "without the JVM start the gap is one long interval");
    }

    @Test
    void chartHasOnePointPerIntervalAndStatesTheAverage() throws Exception {
        List<GcEvent> events = ChartTestEvents.withUptime()
                .young(1.0, 90, 40, 20, 0)
                .concurrentCycle(1.5, 30)
                .young(2.0, 140, 50, 20, 0)
                .young(4.0, 150, 50, 20, 0)
                .list();
        SvgChartContents c = SvgChartContents.parse(
                renderer.toSvgElement(AllocationRateChart.create(events, LogChartOptions.DEFAULT), "alloc"));
        assertEquals(AllocationRateChart.TITLE, c.title());
        assertTrue(c.showsText(AllocationRateChart.Y_LABEL), c.texts().toString());
        assertTrue(c.showsText("Time since JVM start (s)"));
        assertTrue(c.showsText(AllocationRateChart.SERIES));
        assertEquals(2, c.items(AllocationRateChart.SERIES));
        // (100 + 100) MB over 3 s
        assertTrue(c.texts().stream().anyMatch(t -> t.contains("average 66.7 MB/s (200 MB allocated in 3.00 s)")),
                c.texts().toString());
    }

    @Test
    void aLogWithoutTimestampsSaysARateNeedsThem() throws Exception {
        List<GcEvent> events = ChartTestEvents.noClock().young(1, 90, 40, 20, 1).young(2, 140, 50, 20, 1).list();
        SvgChartContents c = SvgChartContents.parse(
                renderer.toSvgElement(AllocationRateChart.create(events, LogChartOptions.DEFAULT), "alloc"));
        assertTrue(c.showsText("The log has no timestamps: a rate needs them"), c.texts().toString());
        assertEquals(0, c.items(AllocationRateChart.SERIES));
    }
}
