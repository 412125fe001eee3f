package org.sdsim.simulator.remedy;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import org.sdsim.fixtures.subscriber.SubscriberPattern;
import org.sdsim.simulator.generation.Generations;
import org.sdsim.simulator.run.DiscoveryMode;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One change to the consumer under test, as data (like a generation's descriptor): what it changes, where
 * it applies, what it rests on, and what it does to the consumer on each Dubbo release. A mode carries it as
 * {@code MODE[@VERSION]+NAME} and runs beside its stock mode on the same fleet.
 *
 * @param name      the name after {@code +}: {@code cached-instances}, {@code no-file-cache}
 * @param changes   one line on what it changes in the consumer
 * @param costs     one line on what a user gives up with it (a fallback lost, a JDK to move to); null for nothing known
 * @param discovery the discovery modes it applies to ({@code interface}, {@code application}, {@code dual})
 * @param since     the first Dubbo release it applies to ({@code 3.1.5}); null for every release
 * @param source    the Dubbo or JVM source lines it rests on, in the released jars sdsim runs
 * @param parameter what the value after {@code =} is ({@code duration}), or null for a remedy that takes none
 * @param subscribersFollow whether {@code --subscribers} can impersonate a consumer with this remedy: false where it
 *                  changes what the consumer asks the registry in a way the subscribers do not model; null is true
 * @param subscriberPattern what the remedy changes in what the consumer asks the registry, as the subscribers that
 *                  impersonate it follow it ({@code {"instancesFromCache": true}}: registry-fixtures'
 *                  {@code SubscriberPattern.Changes}); null where it leaves the reads as they were (or changes them
 *                  only by a registry parameter the subscribers already follow, such as the notify delay)
 * @param effects   release prefix ({@code 2.7}, {@code 3.3}, {@code ""} for all) → what it does there; the
 *                  longest prefix of the release's version wins, and a release no key prefixes is not one it
 *                  applies to
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Remedy(String name, String changes, String costs, List<String> discovery, String since,
                     List<String> source, String parameter, Boolean subscribersFollow,
                     SubscriberPattern.Changes subscriberPattern,
                     Map<String, RemedyEffect> effects) {

    public Remedy {
        discovery = discovery == null ? List.of() : List.copyOf(discovery);
        source = source == null ? List.of() : List.copyOf(source);
        effects = effects == null ? Map.of() : Map.copyOf(effects);
    }

    /** The parameter kind whose value is a duration ({@code notify-delay=30s}). */
    static final String DURATION = "duration";

    /** Whether {@code --subscribers} can impersonate a consumer with this remedy. */
    public boolean subscribersCanFollow() {
        return subscribersFollow == null || subscribersFollow;
    }

    public boolean takesValue() {
        return parameter != null;
    }

    public boolean appliesTo(DiscoveryMode mode) {
        return discovery.contains(mode.id());
    }

    /** What the remedy does on {@code version}, or empty where it does not apply to that release. */
    public Optional<RemedyEffect> effectOn(String version) {
        if (since != null && Generations.compareVersions(version, since) < 0) {
            return Optional.empty();
        }
        return effects.keySet().stream()
                .filter(prefix -> prefix.isEmpty() || version.equals(prefix) || version.startsWith(prefix + "."))
                .max(java.util.Comparator.comparingInt(String::length))
                .map(effects::get);
    }

    /** "3.1.5 and later", "2.7, 3.0, 3.1, 3.3": where it applies, for errors and --help. */
    public String where() {
        String releases = since != null ? since + " and later"
                : effects.containsKey("") ? "every release"
                : String.join(", ", effects.keySet().stream().sorted(Generations::compareVersions)
                        .map(p -> p.contains(".") ? p : p + ".x").toList());
        return String.join(", ", discovery) + " on " + releases;
    }
}
