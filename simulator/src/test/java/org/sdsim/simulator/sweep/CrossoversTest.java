package org.sdsim.simulator.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Where stock application level's cost per push passes interface level's, on points made to cross at a known N. */
class CrossoversTest {

    /** A grid point where each mode allocated the given MB per push, all completed. */
    private static SweepPoint point(int providers, Map<String, Double> allocated) {
        Map<String, String> outcomes = new LinkedHashMap<>();
        Map<String, PushFigures> perPush = new LinkedHashMap<>();
        allocated.forEach((mode, mb) -> {
            outcomes.put(mode, "completed");
            perPush.put(mode, new PushFigures(mb, null, null));
        });
        return new SweepPoint(providers, "points/p" + providers, Map.of(), outcomes, false, perPush);
    }

    /** application 0.001 · N², interface 0.05 · N (and a remedy as cheap as interface): they cross at N = 50. */
    private static List<SweepPoint> grid(int... sizes) {
        return java.util.Arrays.stream(sizes).mapToObj(n -> point(n, Map.of("application", 0.001 * n * n,
                "interface", 0.05 * n, "application+cached-instances", 0.05 * n))).toList();
    }

    private static List<Crossover> crossovers(List<SweepPoint> grid) {
        Map<String, PushScaling> scaling = new LinkedHashMap<>();
        for (String mode : List.of("interface", "application", "application+cached-instances")) {
            scaling.put(mode, PushScaling.fit(grid, mode));
        }
        return Crossovers.of(grid, scaling);
    }

    @Test
    void aSteeperApplicationCurveCrossesInsideTheGridCheaperBelowAndDearerAbove() {
        List<Crossover> all = crossovers(grid(10, 20, 40, 80));
        assertEquals(1, all.size(), "only the stock application mode, only the figures measured: " + all);
        Crossover c = all.get(0);
        assertEquals(PushFigure.ALLOCATION, c.figure());
        assertEquals("application", c.application());
        assertEquals("interface", c.interfaceMode());
        assertEquals(50.0, c.providers(), 1e-6);
        assertEquals(Crossover.Where.WITHIN_GRID, c.where());
        assertEquals("application", c.cheaperBelow());
        assertEquals("interface", c.cheaperAbove());
        assertFalse(c.exponentsOverlap(), "exact points: k 2 ± 0 against 1 ± 0");
        assertEquals(List.of(10, 20, 40, 80), c.measuredAt());
        assertEquals(80, c.firstMeasuredDearer(), "0.1 < 0.5, 0.4 < 1, 1.6 < 2, 6.4 > 4");
    }

    @Test
    void aCrossingBeyondTheLargestSizeIsAboveTheGridAndNoMeasuredPointCrosses() {
        Crossover c = crossovers(grid(5, 10, 20, 30)).get(0);
        assertEquals(Crossover.Where.ABOVE_GRID, c.where());
        assertEquals(50.0, c.providers(), 1e-6);
        assertNull(c.firstMeasuredDearer());
        assertTrue(PushScalingReport.crossover(c, result(grid(5, 10, 20, 30))).contains("an extrapolation"));
    }

    @Test
    void equalExponentsNeverCrossAndTheSmallerCoefficientIsCheaperEverywhere() {
        List<SweepPoint> grid = java.util.stream.IntStream.of(10, 20, 40).mapToObj(n -> point(n,
                Map.of("application", 0.02 * n, "interface", 0.05 * n))).toList();
        Map<String, PushScaling> scaling = new LinkedHashMap<>();
        scaling.put("interface", PushScaling.fit(grid, "interface"));
        scaling.put("application", PushScaling.fit(grid, "application"));
        Crossover c = Crossovers.of(grid, scaling).get(0);
        assertEquals(Crossover.Where.NEVER, c.where());
        assertNull(c.providers());
        assertEquals("application", c.cheaperBelow());
        assertEquals("application", c.cheaperAbove());
    }

    private static SweepResult result(List<SweepPoint> grid) {
        return new SweepResult(768, 0.5, 384, 80, grid, Map.of(), 1, null);
    }
}
