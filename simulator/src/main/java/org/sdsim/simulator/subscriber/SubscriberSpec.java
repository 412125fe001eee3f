package org.sdsim.simulator.subscriber;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.sdsim.fixtures.fleet.FleetService;
import org.sdsim.fixtures.fleet.RegistryLayout;
import org.sdsim.fixtures.subscriber.SubscribedFleet;
import org.sdsim.fixtures.subscriber.SubscriberFleet;
import org.sdsim.fixtures.subscriber.SubscriberPattern;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a subscriber process runs, written by whoever starts it as {@code subscribers/spec.json}:
 * the orchestrator for a run's own subscribers, {@code sdsim load} for a fleet of them on
 * another machine.
 *
 * @param registries    registry label → connect string, in the run's order
 * @param interfaceRoot the layout's interface root ({@code <namespace>/dubbo})
 * @param instanceRoot  the layout's instance root ({@code <namespace>/services})
 * @param dubbo         the release the subscribers impersonate
 * @param discovery     interface, application or dual
 * @param services      what they subscribe to
 * @param providerApps  the providers' applications
 * @param consumerApp   the application name their configuration keys carry
 * @param perRegistry   subscribers on each registry
 * @param sessionTimeoutMs the session timeout they ask for
 * @param loops         selector threads
 * @param outDir        where the process writes
 * @param notifyDelayMs the registry's {@code delay-notification}, as the mode's consumer has it; null for Dubbo's
 * @param subscriberPattern the variant of the pattern the mode's remedies name ({@code cached-instances}); null for
 *                      the consumer as released
 */
public record SubscriberSpec(Map<String, String> registries, String interfaceRoot, String instanceRoot, String dubbo,
        String discovery, List<FleetService> services, List<String> providerApps, String consumerApp, int perRegistry,
        int sessionTimeoutMs, int loops, String outDir, Long notifyDelayMs,
        String subscriberPattern) {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The fixtures' settings for this spec. */
    public SubscriberFleet.Settings settings() {
        List<SubscriberFleet.Target> targets = registries.entrySet().stream()
                .map(e -> new SubscriberFleet.Target(e.getKey(), e.getValue())).toList();
        return new SubscriberFleet.Settings(targets, pattern(),
                new SubscribedFleet(new RegistryLayout(interfaceRoot, instanceRoot), services, providerApps, consumerApp),
                perRegistry, sessionTimeoutMs, loops);
    }

    /** Whom the subscribers impersonate. */
    public SubscriberPattern pattern() {
        return new SubscriberPattern(dubbo, discovery,
                notifyDelayMs == null ? SubscriberPattern.DEFAULT_NOTIFY_DELAY_MS : notifyDelayMs,
                SubscriberPattern.Variant.named(subscriberPattern));
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
