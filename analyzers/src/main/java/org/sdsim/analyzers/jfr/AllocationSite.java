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
 * @param topClasses   the classes allocated there with the largest weight, largest first
 */
public record AllocationSite(Frame frame, SiteRule.Via via, long weightBytes, double sharePercent, long samples,
        List<ClassShare> topClasses) {
    public AllocationSite {
        topClasses = List.copyOf(topClasses);
    }

    /** The weight in MiB (1 MiB = 1024 × 1024 bytes, what the JVM's logs mean by "M"). */
    public double weightMb() {
        return weightBytes / (1024.0 * 1024.0);
    }
}
