package org.sdsim.simulator.run;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How the consumer discovers providers, mapped onto Dubbo's migration steps. Which Dubbo runs the
 * consumer is the other half of a {@link Mode}.
 *
 * <p>{@link #BASELINE} is not a Dubbo mode: the same consumer, connected to the same two
 * registries, subscribes to the same interfaces under an empty registry root, so it holds zero
 * addresses. Its heap is the harness's and Dubbo's own cost; every other mode is reported as
 * cost over it.
 */
public enum DiscoveryMode {
    BASELINE("FORCE_INTERFACE", false, false),
    INTERFACE("FORCE_INTERFACE", true, false),
    APPLICATION("FORCE_APPLICATION", false, true),
    DUAL("APPLICATION_FIRST", true, true);

    private final String migrationStep;
    private final boolean interfaceDirectory;
    private final boolean applicationDirectory;

    DiscoveryMode(String migrationStep, boolean interfaceDirectory, boolean applicationDirectory) {
        this.migrationStep = migrationStep;
        this.interfaceDirectory = interfaceDirectory;
        this.applicationDirectory = applicationDirectory;
    }
    /** Value of {@code dubbo.application.service-discovery.migration} for this mode. */
    public String migrationStep() {
        return migrationStep;
    }

    /** Whether the consumer keeps an interface-level directory that must see every address. */
    public boolean expectsInterfaceAddresses() {
        return interfaceDirectory;
    }

    /** Whether the consumer keeps an application-level directory that must see every address. */
    public boolean expectsApplicationAddresses() {
        return applicationDirectory;
    }

    public boolean holdsAddresses() {
        return interfaceDirectory || applicationDirectory;
    }

    /**
     * What summary.json's {@code discovery} says: interface, application, dual, or none for the
     * baseline (which discovers nothing).
     */
    public String discovery() {
        return this == BASELINE ? "none" : id();
    }

    /** "interface-level discovery", "dual discovery (interface and application level at once)", ... */
    public String describe() {
        return switch (this) {
            case BASELINE -> "baseline";
            case INTERFACE, APPLICATION -> id() + "-level discovery";
            case DUAL -> "dual discovery (interface and application level at once)";
        };
    }

    /** The lower-case name used on the command line, in folders and in summary.json. */
    @JsonValue
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The mode with this id (as {@link #id()} writes it; case and spaces ignored). */
    @JsonCreator
    public static DiscoveryMode parse(String text) {
        DiscoveryMode m = byId(text);
        if (m == null) {
            throw new UserError("unknown mode '" + text + "': expected one of "
                    + Arrays.stream(values()).map(DiscoveryMode::id).collect(Collectors.joining(", ")));
        }
        return m;
    }

    /** The mode with this id, or null when there is none (a folder sdsim did not name, a damaged file). */
    public static DiscoveryMode byId(String text) {
        if (text == null) {
            return null;
        }
        for (DiscoveryMode m : values()) {
            if (m.id().equals(text.trim().toLowerCase(Locale.ROOT))) {
                return m;
            }
        }
        return null;
    }
}
