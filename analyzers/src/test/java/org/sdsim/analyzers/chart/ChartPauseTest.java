package org.sdsim.analyzers.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.GcKind;

class ChartPauseTest {
    private final ChartRenderer renderer = new ChartRenderer();

    private final List<GcEvent> events = ChartTestEvents.withUptime()
            .young(1, 100, 40, 20, 3.1)
            .gc(GcKind.MIXED, 2, 100, 40, 20, 5.5)
            .young(3, 100, 40, 20, 0.004)
            .concurrentCycle(3.5, 120) // concurrent: not a pause, must not be drawn
            .gc(GcKind.REMARK, 4, -1, -1, -1, 1.2)
            .full(5, 130, 30, 28, 850)
            .young(6, 100, 40, 20, Double.NaN) // pause without a stated duration: nothing to draw
            .list();

    @Test
    void pausesAreDrawnOnePointPerPauseInOneSeriesPerKindOnALogAxis() throws Exception {
        SvgChartContents c = SvgChartContents.parse(
                renderer.toSvgElement(PauseChart.create(events, LogChartOptions.DEFAULT), "pauses"));
        assertEquals(PauseChart.TITLE, c.title());
        assertTrue(c.showsText(PauseChart.Y_LABEL_LOG), c.texts().toString());
        assertTrue(c.showsText("Time since JVM start (s)"));
        assertEquals(2, c.items("Young pause"));
        assertEquals(1, c.items("Mixed pause"));
        assertEquals(1, c.items("Remark pause"));
        assertEquals(1, c.items("Full pause"));
        assertEquals(4, c.itemsPerSeries().size(), c.itemsPerSeries().toString());
        for (String legend : c.itemsPerSeries().keySet()) {
            assertTrue(c.showsText(legend), legend + " not in legend");
        }
        assertTrue(c.texts().stream().anyMatch(t -> t.contains("1 pauses under 0.01 ms drawn at 0.01 ms")),
                c.texts().toString());
    }

    @Test
    void linearScaleIsOfferedAndNeedsNoFloor() throws Exception {
        SvgChartContents c = SvgChartContents.parse(renderer.toSvgElement(
                PauseChart.create(events, LogChartOptions.DEFAULT.withLogScalePauses(false)), "pauses"));
        assertTrue(c.showsText(PauseChart.Y_LABEL), c.texts().toString());
        assertFalse(c.showsText(PauseChart.Y_LABEL_LOG));
        assertTrue(c.texts().stream().noneMatch(t -> t.contains("drawn at")));
        assertEquals(2, c.items("Young pause"));
    }
}
