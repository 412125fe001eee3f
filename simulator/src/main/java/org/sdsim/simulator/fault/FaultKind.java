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
    /**
     * Restart every provider at once, in every registry: one storm wave of address pushes; with {@code +D} they stay
     * gone from the registries that long while their JVM keeps serving (the registry empties, the providers do not).
     */
    STORM("storm@T[+D]"),
    /**
     * Every provider gone from every registry and the provider JVM killed for D, then started again on its port and
     * registered again: a storm in which the providers really stop, so an address a consumer kept refuses calls.
     */
    PROVIDER_KILL("provider-kill@T+D"),
    /**
     * Every registry the run owns down, the consumer killed and started again on the same home while they are down,
     * the registries back after D: what a consumer has to call with when no registry answers at its start (Dubbo's
     * registry cache file, where it keeps one).
     */
    COLD_RESTART("cold-restart@T+D"),
    /**
     * Delete Dubbo's registry cache files in the mode's {@code user.home} ({@code ~/.dubbo/dubbo-registry-*.cache}):
     * a registry created after it (the ServiceDiscoveryRegistry of an APPLICATION_FIRST switch, a restarted
     * consumer's) finds no file to load, until a notify of a registry still running saves it again.
     */
    CACHE_FILE_DELETE("cache-file-delete@T"),
    /**
     * With {@code --ensemble 3}: SIGKILL, by pid, of whichever member leads the ensemble of one registry (or of every
     * registry); the ensemble elects another, and the killed member is started again so that it is three again.
     */
    LEADER_KILL("leader-kill[:<name>]@T"),
    /**
     * With {@code --ensemble 3}: one member of one registry's ensemble (a follower unless its number is given; every
     * registry's without a name) killed and started again.
     */
    MEMBER_RESTART("member-restart[:<name>[.<member>]]@T");

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
        return this == REGISTRY_RESTART || this == REGISTRY_OUTAGE || this == COLD_RESTART;
    }

    /** Whether the fault acts on a member of an embedded ensemble ({@code --ensemble 3}). */
    public boolean needsEnsemble() {
        return this == LEADER_KILL || this == MEMBER_RESTART;
    }

    /** Whether the fault lasts ({@code +D}): required of an outage, a provider kill and a cold restart. */
    public boolean needsLength() {
        return this == REGISTRY_OUTAGE || this == PROVIDER_KILL || this == COLD_RESTART;
    }

    /** Whether the fault may last ({@code +D}). */
    public boolean takesLength() {
        return needsLength() || this == STORM;
    }

    public static Optional<FaultKind> byId(String id) {
        return Arrays.stream(values()).filter(k -> k.id().equals(id)).findFirst();
    }

    /** Every kind's form, comma-separated: what an error about an unknown kind lists. */
    public static String allUsages() {
        return Arrays.stream(values()).map(FaultKind::usage).collect(Collectors.joining(", "));
    }
}
