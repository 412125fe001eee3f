package org.sdsim.simulator.verdict;

import org.sdsim.simulator.summary.ModeSummary;

import org.sdsim.simulator.run.DiscoveryMode;

import java.util.List;
import java.util.Optional;

/**
 * The four bars of Dubbo's published memory figure (registry-mem.svg: used heap and tenured after
 * full GC, MB, on IBM J9 JDK 8 over 20 hours), each with the generation and discovery it measured,
 * so that a run's modes can be set beside the bar of the same Dubbo.
 */
public enum PublishedBar {
    DUBBO26_INTERFACE("2.6 interface", "2.6", DiscoveryMode.INTERFACE, 740, 562),
    DUBBO27_INTERFACE("2.7 interface", "2.7", DiscoveryMode.INTERFACE, 606, 553),
    DUBBO30_INTERFACE("3.0 interface", "3.0", DiscoveryMode.INTERFACE, 334, 313),
    DUBBO30_APPLICATION("3.0 application", "3.0", DiscoveryMode.APPLICATION, 160, 151);

    /** The generation the published figure runs on when no 3.0 mode was run: the next one, today's. */
    private static final String STAND_IN_FOR_30 = "3.3";

    private final String label;
    private final String generation;
    private final DiscoveryMode discovery;
    private final double heapAfterFullGcMb;
    private final double tenuredAfterFullGcMb;

    PublishedBar(String label, String generation, DiscoveryMode discovery, double heap, double tenured) {
        this.label = label;
        this.generation = generation;
        this.discovery = discovery;
        this.heapAfterFullGcMb = heap;
        this.tenuredAfterFullGcMb = tenured;
    }

    public String label() {
        return label;
    }

    public String generation() {
        return generation;
    }

    public double heapAfterFullGcMb() {
        return heapAfterFullGcMb;
    }

    public double tenuredAfterFullGcMb() {
        return tenuredAfterFullGcMb;
    }

    /**
     * The run's mode that measures this bar: the first of the same discovery on the same generation
     * ({@code interface@3.0.1} for "3.0 interface"), or, for the 3.0 bars only, today's Dubbo 3.3 as a
     * stand-in ({@link Pairing#standIn()}). Empty when the run has neither.
     */
    public Optional<Pairing> pairIn(List<ModeSummary> modes) {
        Optional<ModeSummary> own = first(modes, generation);
        if (own.isPresent()) {
            return own.map(m -> new Pairing(this, m, false));
        }
        return generation.equals("3.0") ? first(modes, STAND_IN_FOR_30).map(m -> new Pairing(this, m, true))
                : Optional.empty();
    }

    private Optional<ModeSummary> first(List<ModeSummary> modes, String gen) {
        // a remedied mode measures the remedy, not the published bar
        return modes.stream().filter(m -> m.mode() != null && !m.mode().hasRemedies() && m.mode().discovery() == discovery
                && m.dubbo() != null && m.dubbo().startsWith(gen + ".")).findFirst();
    }

    /**
     * A published bar and the mode that measures it.
     *
     * @param standIn whether the mode runs another generation than the bar's (Dubbo 3.3 for a 3.0 bar)
     */
    public record Pairing(PublishedBar bar, ModeSummary mode, boolean standIn) {
    }
}
