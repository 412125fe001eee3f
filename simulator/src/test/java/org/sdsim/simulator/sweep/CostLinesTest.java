package org.sdsim.simulator.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A member's cost per push as a line against its subscribers, over complete points with enough pushes. */
class CostLinesTest {

    /** A point whose push costs 0.5 s + 15 ms per subscriber of CPU and 1 MB + 19 MB per subscriber, over {@code pushes}. */
    private static RegistrySweepPoint point(int n, String limitedBy, long pushes) {
        String incomplete = "none".equals(limitedBy) ? null : "limited by the " + limitedBy;
        return new RegistrySweepPoint(n, "points/s" + n, Map.of("interface", new RegistrySweepPoint.Figures("completed",
                limitedBy, new RegistrySweepPoint.Registry(1e6 + 19e6 * n, 7.0 * n, 200.0, 0.5 + 0.015 * n, pushes),
                new RegistrySweepPoint.FanOut(100.0, 200.0, 1.0, false, incomplete), null, null)), false);
    }

    @Test
    void theLineThroughCompletePointsGivesTheFixedPartAndTheMarginalSubscriberWithTheirErrors() {
        CostLines c = CostLines.of("interface", List.of(point(1, "none", 8), point(10, "none", 8), point(100, "none", 6),
                point(1000, "machine", 6)));
        assertNull(c.notFitted());
        assertEquals(List.of(1, 10, 100), c.points(), "the machine-limited point is left out");
        assertEquals(0.5, c.cpuSeconds().intercept(), 1e-9);
        assertEquals(0.015, c.cpuSeconds().slope(), 1e-12);
        assertEquals(0.0, c.cpuSeconds().slopeError(), 1e-12);
        assertEquals(19e6, c.bytes().slope(), 1e-3);
        assertEquals(7.0, c.requests().slope(), 1e-9);
        assertTrue(c.cpuSeconds().describe(1e-3, 1).startsWith("500.0 ± 0.0 + 15.0 ± 0.0 per subscriber"),
                c.cpuSeconds().describe(1e-3, 1));
    }

    @Test
    void theErrorsComeFromTheResiduals() {
        List<RegistrySweepPoint> noisy = new ArrayList<>();
        double[] miss = {0.02, -0.03, 0.01, 0.0};
        int[] ns = {1, 10, 100, 316};
        for (int i = 0; i < ns.length; i++) {
            RegistrySweepPoint p = point(ns[i], "none", 6);
            RegistrySweepPoint.Registry r = p.modes().get("interface").registry();
            noisy.add(new RegistrySweepPoint(ns[i], p.runDir(), Map.of("interface", new RegistrySweepPoint.Figures(
                    "completed", "none", new RegistrySweepPoint.Registry(r.bytesPerPush(), r.requestsPerPush(),
                    r.heapMb(), r.cpuSecondsPerPush() + miss[i], 6L), p.modes().get("interface").fanOut(), null, null)),
                    false));
        }
        CostLines c = CostLines.of("interface", noisy);
        assertTrue(c.cpuSeconds().slopeError() > 0 && c.cpuSeconds().interceptError() > 0, c.toString());
        assertEquals(0.015, c.cpuSeconds().slope(), 3 * c.cpuSeconds().slopeError());
    }

    @Test
    void fewerThanThreeCompletePointsWithFivePushesFitNothingAndSayWhy() {
        CostLines c = CostLines.of("interface", List.of(point(1, "none", 8), point(10, "none", 4),
                point(100, "load generator", 6), point(1000, "none", 8)));
        assertNull(c.cpuSeconds());
        assertEquals("2 complete points with 5 pushes or more, under the 3 a line needs (left out: 10 over 4 pushes,"
                + " 100 incomplete)", c.notFitted());
    }
}
