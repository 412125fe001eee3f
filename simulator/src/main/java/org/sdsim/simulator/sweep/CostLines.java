package org.sdsim.simulator.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * What a registry member pays per push as a line against its subscribers, fitted over a sweep's complete points: the
 * busiest server's CPU seconds, the bytes the registry sent and the requests its clients made, each {@code intercept +
 * slope × subscribers} with the fit's error. The intercept is what a push costs whatever the subscribers (its writes,
 * the real consumer's reads, the JIT and housekeeping of a lightly loaded server); the slope is the marginal
 * subscriber, the figure that carries to a larger fleet. A point counts only where its subscribers read every push in
 * full ({@code verdict.Completeness}: reads owed and done, requests within the calibrated ratio, nothing limited by the
 * machine or the load generator) over at least {@link #MIN_PUSHES} pushes; with fewer than {@link #MIN_POINTS} such
 * points nothing is fitted, and {@code notFitted} says why.
 *
 * @param points     the complete points fitted, by their subscribers per registry
 * @param cpuSeconds the busiest server's CPU seconds per push; null where not fitted
 * @param bytes      bytes the registry sent per push; null where not fitted
 * @param requests   requests per push, every subscribing client together; null where not fitted
 * @param notFitted  why nothing was fitted, in one line; null when the lines were
 */
public record CostLines(List<Integer> points, FittedLine cpuSeconds, FittedLine bytes, FittedLine requests,
        String notFitted) {

    /** A line through fewer points has too little to show its error. */
    public static final int MIN_POINTS = 3;
    /** A point over fewer pushes is one or two waves' accident. */
    public static final int MIN_PUSHES = 5;

    public CostLines {
        points = points == null ? List.of() : List.copyOf(points);
    }

    /**
     * One fitted line with its error.
     *
     * @param intercept      per push with no subscriber
     * @param interceptError its standard error
     * @param slope          per push and subscriber
     * @param slopeError     its standard error
     * @param r2             the fit's R²
     * @param worstResidualPct the largest miss at a fitted point, in per cent of what was measured there
     */
    public record FittedLine(double intercept, double interceptError, double slope, double slopeError, double r2,
            double worstResidualPct) {

        static FittedLine of(LinearFit f) {
            return new FittedLine(f.intercept(), f.interceptStandardError(), f.slope(), f.slopeStandardError(), f.r2(),
                    f.worstRelativeResidual() * 100);
        }

        /** The line itself, for the capacity. */
        public org.sdsim.simulator.verdict.CostLine line() {
            return new org.sdsim.simulator.verdict.CostLine(intercept, slope);
        }

        /** "520 ± 40 + 15.4 ± 0.3 per subscriber (R² 0.999, worst miss 3 %)", each figure divided by {@code unit}. */
        public String describe(double unit, int decimals) {
            String f = "%,." + decimals + "f";
            return String.format(Locale.ROOT, f + " ± " + f + " + " + f + " ± " + f + " per subscriber (R² %.3f, worst miss"
                    + " %.0f %%)", intercept / unit, interceptError / unit, slope / unit, slopeError / unit, r2,
                    worstResidualPct);
        }
    }

    /** The lines of {@code mode} over {@code grid}'s complete points. */
    static CostLines of(String mode, List<RegistrySweepPoint> grid) {
        List<RegistrySweepPoint> usable = new ArrayList<>();
        List<String> left = new ArrayList<>();
        for (RegistrySweepPoint p : grid) {
            RegistrySweepPoint.Figures f = p.modes().get(mode);
            if (f == null) {
                continue;
            }
            Long pushes = f.registry() == null ? null : f.registry().pushes();
            if (!f.complete()) {
                left.add(String.format(Locale.ROOT, "%,d incomplete", p.subscribers()));
            } else if (pushes == null || pushes < MIN_PUSHES) {
                left.add(String.format(Locale.ROOT, "%,d over %s pushes", p.subscribers(), pushes == null ? "no" : pushes));
            } else {
                usable.add(p);
            }
        }
        List<Integer> xs = usable.stream().map(RegistrySweepPoint::subscribers).toList();
        if (usable.size() < MIN_POINTS) {
            return new CostLines(xs, null, null, null, String.format(Locale.ROOT, "%d complete point%s with %d pushes or"
                    + " more, under the %d a line needs%s", usable.size(), usable.size() == 1 ? "" : "s", MIN_PUSHES,
                    MIN_POINTS, left.isEmpty() ? "" : " (left out: " + String.join(", ", left) + ")"));
        }
        return new CostLines(xs, line(usable, mode, RegistrySweepPoint.Registry::cpuSecondsPerPush),
                line(usable, mode, RegistrySweepPoint.Registry::bytesPerPush),
                line(usable, mode, RegistrySweepPoint.Registry::requestsPerPush), null);
    }

    private static FittedLine line(List<RegistrySweepPoint> points, String mode,
            Function<RegistrySweepPoint.Registry, Double> figure) {
        List<double[]> xy = new ArrayList<>();
        for (RegistrySweepPoint p : points) {
            Double y = figure.apply(p.modes().get(mode).registry());
            if (y != null) {
                xy.add(new double[] {p.subscribers(), y});
            }
        }
        if (xy.size() < MIN_POINTS || xy.stream().mapToDouble(a -> a[0]).distinct().count() < 2) {
            return null;
        }
        return FittedLine.of(LinearFit.of(xy.stream().mapToDouble(a -> a[0]).toArray(),
                xy.stream().mapToDouble(a -> a[1]).toArray()));
    }
}
