package org.sdsim.simulator.remedy;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sdsim.fixtures.subscriber.SubscriberPattern;

/**
 * What one mode's remedies do to its consumer, merged in the order the mode names them: the mode's plan hands it to
 * the consumer launcher and the manifest.
 *
 * @param remedies           the remedies, in the order the mode names them
 * @param registryParameters parameters set on every registry, in the order set (a later remedy's value wins)
 * @param jvmOptions         options added to the consumer JVM's
 * @param java               the JDK feature release the consumer runs on; null for sdsim's own
 * @param modules            modules of this checkout whose classes go on the consumer's class path
 * @param subscriberChanges  what the remedies change in what the consumer asks the registry, as the subscribers
 *                           follow it; {@link SubscriberPattern.Changes#NONE} where they change nothing there
 */
public record AppliedRemedies(List<Remedy> remedies, Map<String, String> registryParameters, List<String> jvmOptions,
                              Integer java, List<String> modules, SubscriberPattern.Changes subscriberChanges) {

    public static final AppliedRemedies NONE = new AppliedRemedies(List.of(), Map.of(), List.of(), null, List.of(),
            SubscriberPattern.Changes.NONE);

    public AppliedRemedies {
        remedies = List.copyOf(remedies);
        // in the order set: the consumer's registry URL and the manifest list them so
        registryParameters = Collections.unmodifiableMap(new LinkedHashMap<>(registryParameters));
        jvmOptions = List.copyOf(jvmOptions);
        modules = List.copyOf(modules);
        subscriberChanges = subscriberChanges == null ? SubscriberPattern.Changes.NONE : subscriberChanges;
    }
}
