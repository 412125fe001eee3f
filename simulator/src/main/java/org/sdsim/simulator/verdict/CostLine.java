package org.sdsim.simulator.verdict;

/**
 * What one registry server pays per address push against the subscribers it serves: {@code intercept + slope ×
 * subscribers}, in CPU seconds or bytes. From a registry sweep it is the fitted line (the intercept: the push's writes,
 * the real consumer's reads and what JIT and housekeeping cost whatever the subscribers; the slope: the marginal
 * subscriber); from one run it is that run's cost per subscriber through the origin, which charges each subscriber its
 * share of the fixed part too, so it over-states the marginal subscriber where the fixed part is large.
 *
 * @param intercept per push with no subscriber
 * @param slope     per push and subscriber
 */
public record CostLine(double intercept, double slope) {

    /** One run's cost per subscriber, as a line through the origin. */
    public static CostLine perSubscriber(double perPushAndSubscriber) {
        return new CostLine(0, perPushAndSubscriber);
    }

    /** The cost per push at {@code subscribers}. */
    public double at(double subscribers) {
        return intercept + slope * subscribers;
    }

    /**
     * The most subscribers whose cost per push stays within {@code budget} per push: 0 when the intercept alone is past
     * it; null when the cost does not grow with subscribers (a slope of 0 or less: nothing bounds them here).
     */
    public Long largestWithin(double budget) {
        if (slope <= 0) {
            return null;
        }
        return intercept >= budget ? 0L : (long) Math.floor((budget - intercept) / slope);
    }
}
