package org.sdsim.simulator.sweep;

import java.util.ArrayList;
import java.util.List;

/**
 * Fits one mode's line through a sweep's grid points and answers the capacity question with it.
 * Only points whose mode completed with a measured heap are fitted; the others are named in
 * {@link ModeFit#excluded()}, because a consumer that ran out of heap measured no heap after full
 * GC and would bend the line.
 */
public final class CapacityModel {

    private CapacityModel() {
    }

    /**
     * @param grid            the grid points, in any order
     * @param mode            the mode to fit
     * @param urlsPerProvider interface-level URLs one provider puts in all registries together
     * @param heapLimitMb     the heap after full GC the answer must stay within
     * @param heldOut         the held-out point, or null when it has not run yet
     * @param heldOutProviders the held-out fleet size; 0 when unknown (no check is made)
     * @return the fit, or null when fewer than two points could be fitted
     */
    public static ModeFit fit(List<SweepPoint> grid, String mode, int urlsPerProvider, double heapLimitMb,
                              SweepPoint heldOut, int heldOutProviders) {
        List<Double> x = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        List<String> excluded = new ArrayList<>();
        for (SweepPoint p : grid) {
            Double heap = p.heapMb().get(mode);
            String outcome = p.outcomes().getOrDefault(mode, "not run");
            if (heap != null && "completed".equals(outcome)) {
                x.add((double) p.providers());
                y.add(heap);
            } else {
                excluded.add(p.providers() + " providers: " + outcome + (heap == null ? ", no heap measured" : ""));
            }
        }
        if (x.size() < 2) {
            return null;
        }
        LinearFit fit = LinearFit.of(x.stream().mapToDouble(Double::doubleValue).toArray(),
                y.stream().mapToDouble(Double::doubleValue).toArray());
        // A refitted sweep that stopped before its held-out point and recorded no size for it has nothing to check.
        ModeFit.HeldOut check = heldOutProviders <= 0 ? null : new ModeFit.HeldOut(heldOutProviders,
                fit.predict(heldOutProviders), heldOut == null ? null : heldOut.heapMb().get(mode));
        java.util.OptionalLong max = fit.largestXWithin(heapLimitMb);
        return new ModeFit(mode, fit.intercept(), fit.slope() * 1024, fit.slope() * 1024 / urlsPerProvider, fit.r2(),
                fit.points(), check, max.isPresent() ? max.getAsLong() : null, excluded);
    }
}
