package org.sdsim.simulator.summary;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.sdsim.simulator.run.DiscoveryMode;

/**
 * Heap after full GC of the Dubbo 3 modes as a share of Dubbo 2.7's, beside the published shares
 * (606 MB for 2.7, 334 MB interface-level and 160 MB application-level: 0.55 and 0.26). Ratios
 * travel across JVMs and machines where megabytes do not.
 */
public final class PublishedRatios {

    /** Published heap used after full GC, MB (registry-mem.svg). */
    static final double PUBLISHED_27 = 606;
    static final double PUBLISHED_INTERFACE = 334;
    static final double PUBLISHED_APPLICATION = 160;

    /** One mode's share of Dubbo 2.7's heap, measured and published. */
    public record Ratio(DiscoveryMode mode, double measured, double published) {
    }

    private PublishedRatios() {
    }

    /** The interface and application ratios, for those measured; empty without a measured dubbo27 mode. */
    public static List<Ratio> of(List<ModeSummary> modes) {
        Double base = heap(modes, DiscoveryMode.DUBBO27);
        List<Ratio> out = new ArrayList<>();
        if (base == null || base <= 0) {
            return out;
        }
        Double iface = heap(modes, DiscoveryMode.INTERFACE);
        Double app = heap(modes, DiscoveryMode.APPLICATION);
        if (iface != null) {
            out.add(new Ratio(DiscoveryMode.INTERFACE, iface / base, PUBLISHED_INTERFACE / PUBLISHED_27));
        }
        if (app != null) {
            out.add(new Ratio(DiscoveryMode.APPLICATION, app / base, PUBLISHED_APPLICATION / PUBLISHED_27));
        }
        return out;
    }

    /** "heap after full GC against Dubbo 2.7: interface 0.52 (published 0.55), application 0.21 (published 0.26)". */
    public static String sentence(List<ModeSummary> modes) {
        List<Ratio> ratios = of(modes);
        if (ratios.isEmpty()) {
            return null;
        }
        List<String> parts = new ArrayList<>();
        for (Ratio r : ratios) {
            parts.add(String.format(Locale.ROOT, "%s %.2f (published %.2f)", r.mode().id(), r.measured(), r.published()));
        }
        return "heap after full GC against Dubbo 2.7: " + String.join(", ", parts);
    }

    private static Double heap(List<ModeSummary> modes, DiscoveryMode mode) {
        return modes.stream().filter(m -> m.mode() == mode).map(ModeSummary::heapAfterFullGcMb)
                .filter(java.util.Objects::nonNull).findFirst().orElse(null);
    }
}
