package org.sdsim.simulator.migration;

import org.sdsim.simulator.run.DiscoveryMode;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Dubbo 3's migration steps ({@code org.apache.dubbo.registry.client.migration.model.MigrationStep}),
 * each with the discovery mode a consumer at that step is in.
 */
public enum MigrationStep {
    /** Interface-level only; an application-level invoker, if any, is destroyed once the threshold is met. */
    FORCE_INTERFACE(DiscoveryMode.INTERFACE),
    /** Both invokers kept and refreshed; calls go to the application-level one while it has addresses. */
    APPLICATION_FIRST(DiscoveryMode.DUAL),
    /** Application-level only; the interface-level invoker is destroyed once the threshold is met. */
    FORCE_APPLICATION(DiscoveryMode.APPLICATION);

    private final DiscoveryMode discovery;

    MigrationStep(DiscoveryMode discovery) {
        this.discovery = discovery;
    }

    /** The discovery a consumer at this step keeps: what its directories must hold once it switched. */
    public DiscoveryMode discovery() {
        return discovery;
    }

    /** The step with this name, case ignored ({@code force_application}); empty for any other text. */
    public static Optional<MigrationStep> byName(String text) {
        String t = text == null ? "" : text.trim().toUpperCase(Locale.ROOT);
        return Arrays.stream(values()).filter(s -> s.name().equals(t)).findFirst();
    }

    /** The step a mode's consumer starts at ({@code DiscoveryMode#migrationStep}). */
    public static MigrationStep of(DiscoveryMode mode) {
        return valueOf(mode.migrationStep());
    }

    /** "FORCE_INTERFACE, APPLICATION_FIRST or FORCE_APPLICATION": what an error about a step lists. */
    public static String names() {
        String all = Arrays.stream(values()).map(Enum::name).collect(Collectors.joining(", "));
        int last = all.lastIndexOf(", ");
        return all.substring(0, last) + " or " + all.substring(last + 2);
    }
}
