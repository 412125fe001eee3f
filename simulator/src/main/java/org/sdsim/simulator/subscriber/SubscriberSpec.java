package org.sdsim.simulator.subscriber;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sdsim.consumer.api.RegistrySettings;
import org.sdsim.fixtures.subscriber.SubscribedFleet;
import org.sdsim.fixtures.subscriber.SubscriberFleet;
import org.sdsim.fixtures.subscriber.SubscriberPattern;

/**
 * What a subscriber process runs, written by whoever starts it as {@code subscribers/spec.json}: the orchestrator for
 * a run's own subscribers, {@code sdsim load} for a fleet of them on another machine. Both build it with
 * {@link #of} from the mode's plan (its {@link SubscriberPattern}) and where the run's fleet is.
 *
 * @param registries registry label → connect string, in the run's order
 * @param pattern    whom the subscribers impersonate: the mode's release, discovery, notify delay and what its
 *                   remedies change in what it asks the registry
 * @param fleet      what they subscribe to, where it lives, and the names of the configuration keys they watch
 * @param sessions   how many, and how their sessions are run
 * @param outDir     where the process writes
 */
public record SubscriberSpec(Map<String, String> registries, SubscriberPattern pattern, SubscribedFleet fleet,
        Sessions sessions, String outDir) {

    /**
     * How many subscribers, and how their sessions are run.
     *
     * @param perRegistry      subscribers on each registry
     * @param sessionTimeoutMs the session timeout they ask for: the consumer's own ({@link RegistrySettings#DEFAULT})
     * @param loops            selector threads
     */
    public record Sessions(int perRegistry, int sessionTimeoutMs, int loops) {
        /** {@code perRegistry} subscribers on each registry, with the consumer's session timeout, on two loops. */
        public static Sessions of(int perRegistry) {
            return new Sessions(perRegistry, RegistrySettings.DEFAULT.sessionMs(), 2);
        }
    }

    /**
     * The fixtures' records hold derived getters ({@code RegistryLayout#isPlain}) that are written but are no part of
     * them: reading ignores what it does not know.
     */
    private static final ObjectMapper JSON = new ObjectMapper()
            .disable(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    /** The spec of {@code perRegistry} subscribers per registry impersonating {@code pattern}, writing into {@code outDir}. */
    public static SubscriberSpec of(SubscriberPattern pattern, Map<String, String> registries, SubscribedFleet fleet,
            int perRegistry, Path outDir) {
        return new SubscriberSpec(registries, pattern, fleet, Sessions.of(perRegistry), outDir.toAbsolutePath().toString());
    }

    /**
     * The spec as a file holds it: in its parts, or as a spec written before they were named holds it (one flat
     * object: {@code dubbo}, {@code discovery}, {@code perRegistry}, {@code subscriberPattern} ...), so that a run
     * folder recorded by an older sdsim still reports its subscribers.
     */
    @com.fasterxml.jackson.annotation.JsonCreator
    static SubscriberSpec fromFile(@JsonProperty("registries") Map<String, String> registries,
            @JsonProperty("pattern") SubscriberPattern pattern, @JsonProperty("fleet") SubscribedFleet fleet,
            @JsonProperty("sessions") Sessions sessions, @JsonProperty("outDir") String outDir,
            @JsonProperty("dubbo") String dubbo, @JsonProperty("discovery") String discovery,
            @JsonProperty("notifyDelayMs") Long notifyDelayMs, @JsonProperty("subscriberPattern") String variant,
            @JsonProperty("interfaceRoot") String interfaceRoot, @JsonProperty("instanceRoot") String instanceRoot,
            @JsonProperty("services") List<org.sdsim.fixtures.fleet.FleetService> services,
            @JsonProperty("providerApps") List<String> providerApps, @JsonProperty("consumerApp") String consumerApp,
            @JsonProperty("perRegistry") Integer perRegistry, @JsonProperty("sessionTimeoutMs") Integer sessionTimeoutMs,
            @JsonProperty("loops") Integer loops) {
        if (pattern == null && dubbo != null && discovery != null) {
            pattern = new SubscriberPattern(dubbo, discovery,
                    notifyDelayMs == null ? SubscriberPattern.DEFAULT_NOTIFY_DELAY_MS : notifyDelayMs,
                    new SubscriberPattern.Changes("cached-instances".equals(variant)));
        }
        if (fleet == null && services != null) {
            fleet = new SubscribedFleet(new org.sdsim.fixtures.fleet.RegistryLayout(interfaceRoot, instanceRoot), services,
                    providerApps == null ? List.of() : providerApps, consumerApp);
        }
        if (sessions == null && perRegistry != null) {
            sessions = new Sessions(perRegistry, sessionTimeoutMs == null ? RegistrySettings.DEFAULT.sessionMs()
                    : sessionTimeoutMs, loops == null ? 2 : loops);
        }
        return new SubscriberSpec(registries, pattern, fleet, sessions, outDir);
    }

    /** The subscribers on each registry; 0 for a spec that does not say. */
    public int perRegistry() {
        return sessions == null ? 0 : sessions.perRegistry();
    }

    /** The fixtures' settings for this spec. */
    public SubscriberFleet.Settings settings() {
        List<SubscriberFleet.Target> targets = registries.entrySet().stream()
                .map(e -> new SubscriberFleet.Target(e.getKey(), e.getValue())).toList();
        return new SubscriberFleet.Settings(targets, pattern, fleet, sessions.perRegistry(), sessions.sessionTimeoutMs(),
                sessions.loops());
    }

    public static SubscriberSpec read(Path file) throws IOException {
        return JSON.readValue(file.toFile(), SubscriberSpec.class);
    }

    public void write(Path file) throws IOException {
        JSON.writerWithDefaultPrettyPrinter().writeValue(file.toFile(), this);
    }

    /** A registry map in the run's order. */
    public static Map<String, String> labelled(List<String> connectStrings) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < connectStrings.size(); i++) {
            m.put(org.sdsim.consumer.api.ConsumerSpec.registryLabel(i), connectStrings.get(i));
        }
        return m;
    }
}
