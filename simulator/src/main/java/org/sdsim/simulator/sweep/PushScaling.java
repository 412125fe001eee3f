package org.sdsim.simulator.sweep;

import java.util.ArrayList;
import java.util.List;

/**
 * How one mode's cost per push grows with the fleet: a power law per {@link PushFigure} through the
 * sweep's grid points. Under a rolling restart of a fixed fraction of N instances a push carries about
 * 2 · fraction · N instance events; a consumer that re-reads all N instances on each pays N² per push,
 * one that reads only what changed pays N.
 *
 * @param mode                the mode
 * @param allocatedMbPerPush  the consumer's allocation per push against N; null with fewer than two points
 * @param registryKbPerClient the registry's KB per push and client against N
 * @param getDataPerPush      the registry's getData per push against N
 */
public record PushScaling(String mode, PowerFit allocatedMbPerPush, PowerFit registryKbPerClient,
                          PowerFit getDataPerPush) {

    /**
     * Fits each figure over the grid points where the mode completed and measured it (a consumer that ran
     * out of heap or never held the fleet paid for another fleet); null when no figure has two points.
     */
    static PushScaling fit(List<SweepPoint> grid, String mode) {
        PowerFit allocation = fit(grid, mode, PushFigure.ALLOCATION);
        PowerFit bytes = fit(grid, mode, PushFigure.REGISTRY_BYTES);
        PowerFit getData = fit(grid, mode, PushFigure.REGISTRY_GET_DATA);
        return allocation == null && bytes == null && getData == null ? null
                : new PushScaling(mode, allocation, bytes, getData);
    }

    private static PowerFit fit(List<SweepPoint> grid, String mode, PushFigure figure) {
        List<double[]> xy = measured(grid, mode, figure);
        return PowerFit.of(xy.stream().mapToDouble(p -> p[0]).toArray(), xy.stream().mapToDouble(p -> p[1]).toArray());
    }

    /** (providers, figure) of the grid points where the mode completed and measured the figure, in grid order. */
    static List<double[]> measured(List<SweepPoint> grid, String mode, PushFigure figure) {
        List<double[]> out = new ArrayList<>();
        for (SweepPoint p : grid) {
            Double v = p.perPush() == null ? null : figure.of(p.perPush().get(mode));
            if (v != null && "completed".equals(p.outcomes().get(mode))) {
                out.add(new double[] {p.providers(), v});
            }
        }
        return out;
    }
}
