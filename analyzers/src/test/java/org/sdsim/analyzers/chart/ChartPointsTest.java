package org.sdsim.analyzers.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ChartPointsTest {
    @Test
    void thinningKeepsEachSlicesLowestAndHighestPointSoPeaksSurvive() {
        Points p = new Points();
        for (int i = 0; i < 10_000; i++) {
            p.add(i, i == 7777 ? 5000 : (i == 1234 ? -50 : i % 10));
        }
        Points d = p.decimate(200);
        assertTrue(d.size() <= 200, "size " + d.size());
        double max = Double.NEGATIVE_INFINITY;
        double min = Double.POSITIVE_INFINITY;
        double lastX = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < d.size(); i++) {
            max = Math.max(max, d.y(i));
            min = Math.min(min, d.y(i));
            assertTrue(d.x(i) > lastX, "x order kept");
            lastX = d.x(i);
        }
        assertEquals(5000, max);
        assertEquals(-50, min);
    }

    @Test
    void smallSeriesAreLeftAlone() {
        Points p = new Points();
        p.add(1, 1);
        p.add(2, 2);
        assertSame(p, p.decimate(100));
    }

    @Test
    void pointsAtOneInstantCollapseToTheirExtremes() {
        Points p = new Points();
        for (int i = 0; i < 100; i++) {
            p.add(5, i);
        }
        Points d = p.decimate(10);
        assertEquals(2, d.size());
        assertEquals(0, d.y(0));
        assertEquals(99, d.y(1));
    }
}
