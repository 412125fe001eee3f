package org.sdsim.simulator.sweep;

import java.util.List;

/**
 * One mode's capacity model: heap after full GC against fleet size, and what it answers.
 *
 * @param mode            the discovery mode
 * @param fixedMb         heap after full GC at zero providers (Dubbo, the JVM, the harness)
 * @param perProviderKb   KB of heap after full GC per provider instance
 * @param perUrlKb        the same per interface-level URL held (providers × interfaces × protocols × registries)
 * @param r2              how well the line fits the grid
 * @param points          the grid's measurements with their residuals
 * @param heldOut         the held-out point: predicted against measured; null when it was not measured
 * @param maxProviders    the largest fleet whose predicted heap after full GC stays within the limit;
 *                        null when no fleet does, or when the line does not grow
 * @param excluded        grid points left out of the fit, with why (a consumer that ran out of heap)
 */
public record ModeFit(String mode, double fixedMb, double perProviderKb, double perUrlKb, double r2,
                      List<LinearFit.Point> points, HeldOut heldOut, Long maxProviders, List<String> excluded) {

    /** The held-out check: what the fit predicted for a fleet it had not seen, and what was measured. */
    public record HeldOut(int providers, double predictedMb, Double measuredMb) {
        /** (predicted − measured) / measured, in percent; null when nothing was measured. */
        public Double errorPct() {
            return measuredMb == null || measuredMb == 0 ? null : 100 * (predictedMb - measuredMb) / measuredMb;
        }
    }
}
