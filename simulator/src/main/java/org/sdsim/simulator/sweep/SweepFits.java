package org.sdsim.simulator.sweep;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every fit of a sweep, made from its measured points alone: the heap line per mode, how cost per push
 * grows, and where application passes interface. One place, so that a sweep as it runs and a sweep
 * refitted from its folder ({@link SweepRefit}) give the same answers from the same points.
 */
final class SweepFits {

    private SweepFits() {
    }

    /**
     * @param measured         the sweep's settings and points (its fits are ignored)
     * @param modes            the modes to fit, in the order the report lists them
     * @param heldOutProviders the held-out fleet size the heap line predicts for; 0 when unknown
     */
    static SweepResult of(SweepResult measured, List<String> modes, int heldOutProviders) {
        List<SweepPoint> grid = measured.points().stream().filter(p -> !p.heldOut()).toList();
        SweepPoint heldOut = measured.points().stream().filter(SweepPoint::heldOut).findFirst().orElse(null);
        Map<String, ModeFit> heap = new LinkedHashMap<>();
        Map<String, PushScaling> scaling = new LinkedHashMap<>();
        for (String mode : modes) {
            ModeFit fit = CapacityModel.fit(grid, mode, measured.urlsPerProvider(), measured.heapLimitMb(), heldOut,
                    heldOutProviders);
            if (fit != null) {
                heap.put(mode, fit);
            }
            PushScaling push = PushScaling.fit(grid, mode);
            if (push != null) {
                scaling.put(mode, push);
            }
        }
        return new SweepResult(measured.xmxMb(), measured.heapShare(), measured.heapLimitMb(),
                measured.urlsPerProvider(), measured.points(), heap, measured.seconds(), measured.capturedProviders(),
                scaling, Crossovers.of(grid, scaling));
    }
}
