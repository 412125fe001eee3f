package org.sdsim.simulator.summary;

import org.sdsim.analyzers.summary.OrderStatistics;

import java.util.Arrays;
import java.util.List;

/**
 * How far a mode's heap after full GC moves from probe to probe around its own course: the noise
 * that {@link HeapTrend} weighs a change of level against.
 *
 * <p>Two things make the plain spread of the probes the wrong measure. A heap that really grows
 * spreads its probes along the rise, so its own trend would widen the band meant to detect it (150,
 * 170, ... 250 MB would read as ±30 MB of noise). And under churn the probes are skewed, not
 * Gaussian: most sit on the settled live set, a third or so catch a restart wave in flight and read 20
 * to 75 MB higher. The median absolute deviation would see only the probes on the floor and call the
 * noise a few MB, and a band that narrow calls a level heap "shrinking" as soon as one more probe of
 * the earlier half than of the later caught a wave (interface@3.0.1 of the published run: 6.8 MB).
 *
 * <p>So the probes are first taken off their course: the slope is the median of the slopes between
 * each probe of the earlier half and its counterpart half the series later (one outlier spoils at most
 * one of them), and the residuals are each probe less that slope times its index (probes are evenly
 * spaced, so an index is a time). The noise is the residuals' interquartile range scaled to a standard
 * deviation (a normal distribution's IQR is {@value #IQR_PER_SIGMA} σ): the quartiles reach into the
 * wave probes when there are enough of them to matter, and leave out the lowest and highest probe of
 * six, so one outlier does not move them. Nearest-rank quartiles, as everywhere in sdsim
 * ({@link OrderStatistics}).
 */
final class ProbeNoise {

    /** The interquartile range of a normal distribution, in standard deviations (2 × 0.6745). */
    static final double IQR_PER_SIGMA = 1.349;

    private ProbeNoise() {
    }

    /** The robust standard deviation of these probes (oldest first, evenly spaced) about their course; at least two. */
    static double sigma(List<Double> heapMb) {
        int n = heapMb.size();
        if (n < 2) {
            throw new IllegalArgumentException("a spread takes at least two probes, not " + n);
        }
        int pairs = n / 2;
        int apart = n - pairs;
        double[] slopes = new double[pairs];
        for (int i = 0; i < pairs; i++) {
            slopes[i] = (heapMb.get(i + apart) - heapMb.get(i)) / apart;
        }
        double slope = OrderStatistics.median(slopes);
        double[] residuals = new double[n];
        for (int i = 0; i < n; i++) {
            residuals[i] = heapMb.get(i) - slope * i;
        }
        Arrays.sort(residuals);
        double iqr = OrderStatistics.percentile(residuals, 75) - OrderStatistics.percentile(residuals, 25);
        return iqr / IQR_PER_SIGMA;
    }
}
