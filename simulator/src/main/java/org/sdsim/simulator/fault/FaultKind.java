package org.sdsim.simulator.fault;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** What a scripted fault does; its id is how {@code --fault} and events.jsonl name it. */
public enum FaultKind {
    /** Kill one embedded registry and start it again at once, on the same port and data. */
    REGISTRY_RESTART("registry-restart:<name>@T"),
    /** Kill (crash) or freeze (hang, SIGSTOP: a network partition) one registry for a while. */
    REGISTRY_OUTAGE("registry-outage:<name>[:crash|hang]@T+D"),
    /** End the consumer's ZooKeeper sessions on the server (all, or those on one registry). */
    SESSION_EXPIRY("session-expiry[:<name>]@T"),
    /** kill -9 the consumer; the orchestrator starts a new one for the same mode. */
    CONSUMER_KILL("consumer-kill@T"),
    /** Restart every provider at once, in every registry: one storm wave of address pushes. */
    STORM("storm@T"),
    /**
     * Delete Dubbo's registry cache files in the mode's {@code user.home} ({@code ~/.dubbo/dubbo-registry-*.cache}):
     * a registry created after it (the ServiceDiscoveryRegistry of an APPLICATION_FIRST switch, a restarted
     * consumer's) finds no file to load, until a notify of a registry still running saves it again.
     */
    CACHE_FILE_DELETE("cache-file-delete@T");

    private final String usage;

    FaultKind(String usage) {
        this.usage = usage;
    }

    /** {@code registry-restart}, {@code session-expiry}, ... */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The flag's form for this kind, for --help and error messages. */
    public String usage() {
        return usage;
    }

    /** Whether the fault acts on a registry server sdsim owns. */
    public boolean needsOwnedRegistry() {
        return this == REGISTRY_RESTART || this == REGISTRY_OUTAGE;
    }

    public static Optional<FaultKind> byId(String id) {
        return Arrays.stream(values()).filter(k -> k.id().equals(id)).findFirst();
    }

    /** Every kind's form, comma-separated: what an error about an unknown kind lists. */
    public static String allUsages() {
        return Arrays.stream(values()).map(FaultKind::usage).collect(Collectors.joining(", "));
    }
}
