package org.sdsim.simulator.run;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How the consumer discovers providers, mapped onto Dubbo 3's migration steps.
 *
 * <p>{@link #BASELINE} is not a Dubbo mode: the same consumer, connected to the same two
 * registries, subscribes to the same interfaces under an empty registry root, so it holds zero
 * addresses. Its heap is the harness's and Dubbo's own cost; every other mode is reported as
 * cost over it.
 *
 * <p>{@link #DUBBO27} is the published benchmark's "before": the same consumer on Dubbo 2.7,
 * interface-level, in a consumer JVM of its own class path (module {@code consumer-dubbo27}).
 */
public enum DiscoveryMode {
    BASELINE("FORCE_INTERFACE", false, false, Client.DUBBO3),
    INTERFACE("FORCE_INTERFACE", true, false, Client.DUBBO3),
    APPLICATION("FORCE_APPLICATION", false, true, Client.DUBBO3),
    DUAL("APPLICATION_FIRST", true, true, Client.DUBBO3),
    DUBBO27("FORCE_INTERFACE", true, false, Client.DUBBO27);

    /** Which Dubbo the consumer JVM runs. */
    public enum Client {
        DUBBO3("org.sdsim.simulator.consumer.DubboConsumer"),
        DUBBO27("org.sdsim.consumer27.Dubbo27Consumer");

        private final String className;

        Client(String className) {
            this.className = className;
        }

        /** The DiscoveryClient implementation the consumer JVM starts (by name: it is not on every class path). */
        public String className() {
            return className;
        }
    }

    /** What {@code sdsim run} runs without --modes: everything that needs only this module. */
    public static final java.util.List<DiscoveryMode> DEFAULTS = java.util.List.of(BASELINE, INTERFACE, APPLICATION, DUAL);

    private final String migrationStep;
    private final boolean interfaceDirectory;
    private final boolean applicationDirectory;
    private final Client client;

    DiscoveryMode(String migrationStep, boolean interfaceDirectory, boolean applicationDirectory, Client client) {
        this.migrationStep = migrationStep;
        this.interfaceDirectory = interfaceDirectory;
        this.applicationDirectory = applicationDirectory;
        this.client = client;
    }

    public Client client() {
        return client;
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
