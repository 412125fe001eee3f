package org.sdsim.analyzers.jfr;

import java.util.List;

/**
 * The samples one frame was chosen for (by a {@link SiteRule}) and what they weigh.
 *
 * @param frame        the frame that names the site ({@link Frame#NO_STACK_TRACE} for samples without a stack)
 * @param via          how the rule chose it
 * @param weightBytes  the sum of its samples' weights, in bytes: an estimate of the bytes allocated there
 * @param sharePercent its weight as a share of all samples' weight (in the window), 0 to 100
 * @param samples      how many samples were charged to it (samples, not objects)
 * @param allSquaredWeightBytes the sum of the squared weights of every sample counted (every
 *                     site's, in the window), in bytes² (a double: one weight of a few GB squared
 *                     is past a long), for {@link #uncertaintyBytes()}
 * @param topClasses   the classes allocated there with the largest weight, largest first
 */
public record AllocationSite(Frame frame, SiteRule.Via via, long weightBytes, double sharePercent, long samples,
        double allSquaredWeightBytes, List<ClassShare> topClasses) {
    public AllocationSite {
        topClasses = List.copyOf(topClasses);
    }

    /**
     * The standard error of {@link #weightBytes()}: √(p · (1 − p) · Σ w²), with p the site's share
     * and w the weights of every sample counted.
     *
     * <p>Why: a sample's weight is the bytes its thread allocated since its previous sample, and all
     * of it is charged to the site where the sample is taken. If the site at a sample point is
     * site s with probability p (its share of the bytes, as when sites interleave at random
     * relative to the sampler), the site's weight is Σ wᵢ·Xᵢ over all samples, Xᵢ ~ Bernoulli(p),
     * whose variance is p(1 − p)·Σ wᵢ². With equal weights it is the familiar MB·√((1 − p)/n)
     * for the site's n samples; a few heavy samples (a thread's first, carrying its start-up; the first
     * after a throttled stretch) widen it as they should. A site with all the bytes has none: the
     * weights add up to what was allocated.
     *
     * <p>Σ w² is taken over every sample, not the site's own: the site's own Σ w² estimates p·Σ wᵢ²
     * too (it is what a bootstrap over the samples gives), but at 150/s a few samples weigh most,
     * and a site that missed them reads low and states a ± too narrow for it at once. On a
     * workload of four sites called in random order, the site's own Σ w² put the true MB outside
     * 3 ± in 2 of 5 recordings (at 3.5 and 4.4 ±); every sample's Σ w² does not
     * (AllocationUncertaintyTest).
     *
     * <p>What it does not capture: bias. When a site runs in a fixed order relative to the
     * sampler's throttle window (always right after a pause, or in lock-step with another site),
     * the samples are not taken at random points and the site's MB can be off by more than this
     * says; a workload with a fixed call order read +74 % for one site.
     */
    public double uncertaintyBytes() {
        double p = Double.isFinite(sharePercent) ? sharePercent / 100.0 : 0;
        return Math.sqrt(Math.max(0, p * (1 - p)) * allSquaredWeightBytes);
    }

    /** {@link #uncertaintyBytes()} in MiB. */
    public double uncertaintyMb() {
        return uncertaintyBytes() / (1024.0 * 1024.0);
    }

    /** The weight in MiB (1 MiB = 1024 × 1024 bytes, what the JVM's logs mean by "M"). */
    public double weightMb() {
        return weightBytes / (1024.0 * 1024.0);
    }
}
