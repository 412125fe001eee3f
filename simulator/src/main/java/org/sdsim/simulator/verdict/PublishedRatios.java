package org.sdsim.simulator.verdict;

import org.sdsim.simulator.summary.ModeSummary;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Heap after full GC of each published bar's mode as a share of Dubbo 2.7's, beside the published
 * shares (2.6: 740/606 = 1.22; 3.0 interface: 334/606 = 0.55; 3.0 application: 160/606 = 0.26).
 * Ratios travel across JVMs and machines where megabytes do not.
 */
public final class PublishedRatios {

    /**
     * One bar's share of Dubbo 2.7's heap, measured and published.
     *
     * @param pairing   the bar and the mode that measured it
     * @param reference the Dubbo 2.7 mode the share is of
     */
    public record Ratio(PublishedBar.Pairing pairing, ModeSummary reference, double measured, double published) {
    }

    private PublishedRatios() {
    }

    /** The ratios of the bars the run measured; empty without a measured Dubbo 2.7 interface-level mode. */
    public static List<Ratio> of(List<ModeSummary> modes) {
        List<Ratio> out = new ArrayList<>();
        Optional<PublishedBar.Pairing> reference = PublishedBar.DUBBO27_INTERFACE.pairIn(modes);
        Double base = reference.map(p -> p.mode().heap().afterFullGcMb()).orElse(null);
        if (base == null || base <= 0) {
            return out;
        }
        for (PublishedBar bar : PublishedBar.values()) {
            if (bar == PublishedBar.DUBBO27_INTERFACE) {
                continue;
            }
            bar.pairIn(modes).filter(p -> p.mode().heap().afterFullGcMb() != null).ifPresent(p -> out.add(new Ratio(p,
                    reference.get().mode(), p.mode().heap().afterFullGcMb() / base,
                    bar.heapAfterFullGcMb() / PublishedBar.DUBBO27_INTERFACE.heapAfterFullGcMb())));
        }
        return out;
    }

    /**
     * "heap after full GC against interface@2.7 (2.7.23): interface@2.6 (2.6.12) 1.18 (published 2.6 1.22), ...";
     * null without ratios.
     */
    public static String sentence(List<ModeSummary> modes) {
        List<Ratio> ratios = of(modes);
        if (ratios.isEmpty()) {
            return null;
        }
        List<String> parts = new ArrayList<>();
        for (Ratio r : ratios) {
            parts.add(String.format(Locale.ROOT, "%s %.2f (published %s %.2f%s)", r.pairing().mode().label(),
                    r.measured(), r.pairing().bar().label(), r.published(),
                    r.pairing().standIn() ? "; no 3.0 mode ran, so today's Dubbo stands in" : ""));
        }
        return "heap after full GC against " + ratios.get(0).reference().label() + ": " + String.join(", ", parts);
    }
}
