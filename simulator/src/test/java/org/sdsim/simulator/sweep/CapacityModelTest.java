package org.sdsim.simulator.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The fit a sweep makes of its points, on points made up to have a known answer. */
class CapacityModelTest {

    private static SweepPoint point(int providers, Double heap, String outcome) {
        return new SweepPoint(providers, "points/p" + providers, heap == null ? Map.of() : Map.of("interface", heap),
                Map.of("interface", outcome), false);
    }

    @Test
    void aLineThroughTheGridAnswersInMegabytesPerProviderAndPerUrlAndChecksTheHeldOutPoint() {
        // 20 MB + 0.2 MB per provider; 80 URLs per provider.
        List<SweepPoint> grid = List.of(point(100, 40.0, "completed"), point(200, 60.0, "completed"),
                point(300, 80.0, "completed"));
        SweepPoint heldOut = new SweepPoint(500, "points/p500", Map.of("interface", 125.0),
                Map.of("interface", "completed"), true);
        ModeFit fit = CapacityModel.fit(grid, "interface", 80, 384, heldOut, 500);
        assertEquals(20.0, fit.fixedMb(), 1e-9);
        assertEquals(0.2 * 1024, fit.perProviderKb(), 1e-9);
        assertEquals(0.2 * 1024 / 80, fit.perUrlKb(), 1e-9);
        assertEquals(120.0, fit.heldOut().predictedMb(), 1e-9);
        assertEquals(100 * (120.0 - 125.0) / 125.0, fit.heldOut().errorPct(), 1e-9);
        assertEquals(1820L, fit.maxProviders(), "(384 - 20) / 0.2");
    }

    @Test
    void aPointWhoseConsumerRanOutOfHeapIsLeftOutAndNamed() {
        List<SweepPoint> grid = List.of(point(100, 40.0, "completed"), point(200, 60.0, "completed"),
                point(300, 80.0, "completed"), point(4000, null, "oom"));
        ModeFit fit = CapacityModel.fit(grid, "interface", 80, 384, null, 500);
        assertEquals(3, fit.points().size());
        assertEquals(List.of("4000 providers: oom, no heap measured"), fit.excluded());
        assertNull(fit.heldOut().measuredMb(), "the held-out point has not run");
        assertNull(fit.heldOut().errorPct());
    }

    @Test
    void fewerThanTwoUsablePointsMakeNoFit() {
        assertNull(CapacityModel.fit(List.of(point(100, 40.0, "completed"), point(200, null, "crashed")), "interface",
                80, 384, null, 500));
    }

    @Test
    void aLineThatNeverReachesTheLimitAnswersNoLimitRatherThanInfinity() {
        List<SweepPoint> grid = List.of(point(100, 40.0, "completed"), point(200, 40.0, "completed"),
                point(300, 40.0, "completed"));
        assertNull(CapacityModel.fit(grid, "interface", 80, 384, null, 500).maxProviders());
        assertTrue(SweepReport.sentences(new SweepResult(768, 0.5, 384, 80, grid,
                Map.of("interface", CapacityModel.fit(grid, "interface", 80, 384, null, 500)), 1)).get(0)
                .contains("no fleet size is limited"));
    }
}
