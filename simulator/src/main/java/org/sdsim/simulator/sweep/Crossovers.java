package org.sdsim.simulator.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.Mode;

/**
 * Finds, for each stock application-level mode against each interface-level mode of a sweep, the fleet
 * size where application's cost per push passes interface's ({@link Crossover}): for the consumer's
 * allocation and the registry's bytes, the figures a planner weighs.
 */
final class Crossovers {

    /** Exponents closer than this are the same: the curves are parallel in log-log and never cross. */
    private static final double SAME_EXPONENT = 1e-9;

    private Crossovers() {
    }

    static List<Crossover> of(List<SweepPoint> grid, Map<String, PushScaling> scaling) {
        List<Crossover> out = new ArrayList<>();
        if (grid.isEmpty()) {
            return out;
        }
        int smallest = grid.stream().mapToInt(SweepPoint::providers).min().getAsInt();
        int largest = grid.stream().mapToInt(SweepPoint::providers).max().getAsInt();
        for (String application : scaling.keySet()) {
            if (!isStock(application, DiscoveryMode.APPLICATION)) {
                continue;
            }
            for (String iface : scaling.keySet()) {
                if (!isDiscovery(iface, DiscoveryMode.INTERFACE)) {
                    continue;
                }
                for (PushFigure figure : List.of(PushFigure.ALLOCATION, PushFigure.REGISTRY_BYTES)) {
                    PowerFit app = figure.of(scaling.get(application));
                    PowerFit other = figure.of(scaling.get(iface));
                    if (app != null && other != null) {
                        out.add(cross(figure, application, app, iface, other, smallest, largest, grid));
                    }
                }
            }
        }
        return out;
    }

    /** Solves a1 · N^k1 = a2 · N^k2: N = (a2 / a1)^(1 / (k1 − k2)). */
    static Crossover cross(PushFigure figure, String application, PowerFit app, String iface, PowerFit other,
                           int smallest, int largest, List<SweepPoint> grid) {
        double gap = app.exponent() - other.exponent();
        boolean overlap = Math.abs(gap) < Math.hypot(app.exponentError(), other.exponentError());
        List<Integer> at = new ArrayList<>();
        Integer firstDearer = null;
        List<double[]> appPoints = PushScaling.measured(grid, application, figure);
        List<double[]> otherPoints = PushScaling.measured(grid, iface, figure);
        for (double[] a : appPoints) {
            for (double[] o : otherPoints) {
                if (a[0] == o[0]) {
                    at.add((int) a[0]);
                    if (firstDearer == null && a[1] > o[1]) {
                        firstDearer = (int) a[0];
                    }
                }
            }
        }
        if (Math.abs(gap) < SAME_EXPONENT) {
            String cheaper = app.coefficient() <= other.coefficient() ? application : iface;
            return new Crossover(figure, application, iface, Crossover.Where.NEVER, null, cheaper, cheaper, overlap, at,
                    firstDearer);
        }
        double n = Math.pow(other.coefficient() / app.coefficient(), 1 / gap);
        // The steeper curve is the lower one below the crossing and the higher one above it.
        String cheaperBelow = gap > 0 ? application : iface;
        String cheaperAbove = gap > 0 ? iface : application;
        Crossover.Where where = n < smallest ? Crossover.Where.BELOW_GRID
                : n > largest ? Crossover.Where.ABOVE_GRID : Crossover.Where.WITHIN_GRID;
        return new Crossover(figure, application, iface, where, n, cheaperBelow, cheaperAbove, overlap, at, firstDearer);
    }

    private static boolean isStock(String id, DiscoveryMode discovery) {
        Mode m = Mode.byId(id);
        return m != null && m.discovery() == discovery && !m.hasRemedies();
    }

    private static boolean isDiscovery(String id, DiscoveryMode discovery) {
        Mode m = Mode.byId(id);
        return m != null && m.discovery() == discovery;
    }
}
