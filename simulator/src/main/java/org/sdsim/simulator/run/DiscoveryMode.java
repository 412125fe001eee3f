package org.sdsim.simulator.run;

import java.util.Locale;

/**
 * How the consumer discovers providers, mapped onto Dubbo 3's migration steps.
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

    /** The lower-case name used on the command line, in folders and in summary.json. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static DiscoveryMode parse(String text) {
        for (DiscoveryMode m : values()) {
            if (m.id().equals(text.trim().toLowerCase(Locale.ROOT))) {
                return m;
            }
        }
        throw new IllegalArgumentException("unknown mode '" + text + "': expected one of baseline, interface, application, dual");
    }
}
