package org.sdsim.simulator.sweep;

import java.util.ArrayList;
import java.util.List;

/**
 * An ordinary least-squares line y = intercept + slope · x through measured points, with what a
 * capacity review asks of it: how well it fits (R², residuals), what it predicts, and the largest x
 * whose prediction stays under a limit.
 *
 * <p>A straight line is the model because every per-address structure a consumer keeps (URL
 * strings, invokers, instances) grows with the count of its kind; what does not grow is the
 * intercept (Dubbo, the JVM, the harness). Curvature would show in the residuals, which are kept.
 *
 * @param intercept y at x = 0
 * @param slope     y per unit of x
 * @param r2        coefficient of determination, 1 for a perfect fit; NaN for fewer than 3 points
 *                  or no spread in y
 * @param points    the points fitted, with their residuals (measured − predicted)
 */
public record LinearFit(double intercept, double slope, double r2, List<Point> points) {

    /** One measured point and how far the line misses it. */
    public record Point(double x, double y, double residual) {
    }

    public LinearFit {
        points = List.copyOf(points);
    }

    /**
     * Fits the line.
     *
     * @throws IllegalArgumentException with fewer than two points or with every x equal
     */
    public static LinearFit of(double[] x, double[] y) {
        if (x.length != y.length) {
            throw new IllegalArgumentException("x and y differ in length: " + x.length + " vs " + y.length);
        }
        int n = x.length;
        if (n < 2) {
            throw new IllegalArgumentException("a line needs at least two points, got " + n);
        }
        double mx = mean(x);
        double my = mean(y);
        double sxx = 0;
        double sxy = 0;
        for (int i = 0; i < n; i++) {
            sxx += (x[i] - mx) * (x[i] - mx);
            sxy += (x[i] - mx) * (y[i] - my);
        }
        if (sxx == 0) {
            throw new IllegalArgumentException("every point has the same x (" + x[0] + "): no slope to fit");
        }
        double slope = sxy / sxx;
        double intercept = my - slope * mx;
        double ssRes = 0;
        double ssTot = 0;
        List<Point> points = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            double r = y[i] - (intercept + slope * x[i]);
            ssRes += r * r;
            ssTot += (y[i] - my) * (y[i] - my);
            points.add(new Point(x[i], y[i], r));
        }
        // With two points any line fits exactly: R² would claim a quality that was never tested.
        double r2 = n < 3 || ssTot == 0 ? Double.NaN : 1 - ssRes / ssTot;
        return new LinearFit(intercept, slope, r2, points);
    }

    public double predict(double x) {
        return intercept + slope * x;
    }

    /**
     * The slope's standard error from the residuals: √(SSres / (n − 2) / Σ(x − x̄)²). NaN for two
     * points, which any line fits exactly, so the residuals say nothing about the slope.
     */
    public double slopeStandardError() {
        double[] s = residualSums();
        return s == null ? Double.NaN : Math.sqrt(s[0] / s[1]);
    }

    /**
     * The intercept's standard error from the residuals: √(SSres / (n − 2) · (1/n + x̄² / Σ(x − x̄)²)). NaN for two
     * points, as {@link #slopeStandardError()}.
     */
    public double interceptStandardError() {
        double[] s = residualSums();
        return s == null ? Double.NaN : Math.sqrt(s[0] * (1.0 / points.size() + s[2] * s[2] / s[1]));
    }

    /** {SSres / (n − 2), Σ(x − x̄)², x̄}; null for fewer than three points. */
    private double[] residualSums() {
        int n = points.size();
        if (n < 3) {
            return null;
        }
        double mx = points.stream().mapToDouble(Point::x).average().orElse(0);
        double sxx = 0;
        double ssRes = 0;
        for (Point p : points) {
            sxx += (p.x() - mx) * (p.x() - mx);
            ssRes += p.residual() * p.residual();
        }
        return new double[] {ssRes / (n - 2), sxx, mx};
    }

    /** The largest residual in absolute value, relative to its measured y (0.05 = 5 %). */
    public double worstRelativeResidual() {
        double worst = 0;
        for (Point p : points) {
            if (p.y() != 0) {
                worst = Math.max(worst, Math.abs(p.residual() / p.y()));
            }
        }
        return worst;
    }

    /**
     * The largest x whose prediction is at most {@code limit}: floor((limit − intercept) / slope).
     * Empty when the line never gets under the limit, or never reaches it (a slope ≤ 0: no x is
     * limited by it, which the caller must say in words rather than print infinity).
     */
    public java.util.OptionalLong largestXWithin(double limit) {
        if (intercept > limit || slope <= 0) {
            return java.util.OptionalLong.empty();
        }
        return java.util.OptionalLong.of((long) Math.floor((limit - intercept) / slope));
    }

    private static double mean(double[] v) {
        double s = 0;
        for (double d : v) {
            s += d;
        }
        return s / v.length;
    }
}
