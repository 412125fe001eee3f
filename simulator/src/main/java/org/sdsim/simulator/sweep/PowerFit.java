package org.sdsim.simulator.sweep;

import java.util.ArrayList;
import java.util.List;

/**
 * A power law cost = coefficient · N^exponent through a sweep's per-push figures: how a push's cost
 * grows with the fleet. The exponent is the answer a planner needs (1: each push costs in proportion
 * to the fleet; 2: to its square, as when every instance event of a rolling restart re-reads every
 * instance), the coefficient only places the curve.
 *
 * <p>Fitted as a least-squares line through (log N, log cost), so each point weighs by its relative
 * error rather than its size: the largest fleet would otherwise decide the fit alone.
 *
 * @param exponent      k, the slope of log cost against log N
 * @param exponentError k's standard error from the residuals of the log-log line; NaN with two points,
 *                      which any line fits exactly
 * @param coefficient   a, the cost at N = 1 on the fitted curve
 * @param points        the points fitted: grid sizes with a positive figure
 */
public record PowerFit(double exponent, double exponentError, double coefficient, int points) {

    /**
     * Fits the power law through the points whose N and cost are both positive (a logarithm needs them);
     * null when fewer than two such points with distinct N remain.
     */
    public static PowerFit of(double[] n, double[] cost) {
        if (n.length != cost.length) {
            throw new IllegalArgumentException("n and cost differ in length: " + n.length + " vs " + cost.length);
        }
        List<double[]> logs = new ArrayList<>();
        for (int i = 0; i < n.length; i++) {
            if (n[i] > 0 && cost[i] > 0 && Double.isFinite(cost[i])) {
                logs.add(new double[] {Math.log(n[i]), Math.log(cost[i])});
            }
        }
        if (logs.stream().mapToDouble(p -> p[0]).distinct().count() < 2) {
            return null;
        }
        LinearFit line = LinearFit.of(logs.stream().mapToDouble(p -> p[0]).toArray(),
                logs.stream().mapToDouble(p -> p[1]).toArray());
        return new PowerFit(line.slope(), line.slopeStandardError(), Math.exp(line.intercept()), logs.size());
    }

    /** The fitted cost at fleet size n. */
    public double predict(double n) {
        return coefficient * Math.pow(n, exponent);
    }
}
