package org.sdsim.simulator.sweep;

import java.util.function.Function;

/**
 * The per-push figures a sweep fits a power law to, each with what a table and a sentence call it, so
 * that the fit, the crossover and the report walk the same list.
 */
public enum PushFigure {
    ALLOCATION("consumer allocation", "MB per push", PushFigures::allocatedMbPerPush, PushScaling::allocatedMbPerPush),
    REGISTRY_BYTES("registry bytes", "KB sent per push and client", PushFigures::registryKbPerClient,
            PushScaling::registryKbPerClient),
    REGISTRY_GET_DATA("registry getData", "requests per push", PushFigures::getDataPerPush, PushScaling::getDataPerPush);

    private final String title;
    private final String unit;
    private final Function<PushFigures, Double> measured;
    private final Function<PushScaling, PowerFit> fitted;

    PushFigure(String title, String unit, Function<PushFigures, Double> measured, Function<PushScaling, PowerFit> fitted) {
        this.title = title;
        this.unit = unit;
        this.measured = measured;
        this.fitted = fitted;
    }

    /** "consumer allocation", "registry bytes", ... */
    public String title() {
        return title;
    }

    /** "MB per push", ... */
    public String unit() {
        return unit;
    }

    /** This figure of one point's mode; null when not measured. */
    public Double of(PushFigures figures) {
        return figures == null ? null : measured.apply(figures);
    }

    /** This figure's fit in a mode's scaling; null when it had too few points. */
    public PowerFit of(PushScaling scaling) {
        return scaling == null ? null : fitted.apply(scaling);
    }
}
