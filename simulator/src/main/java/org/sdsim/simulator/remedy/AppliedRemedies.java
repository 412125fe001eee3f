package org.sdsim.simulator.remedy;

import java.util.List;
import java.util.Map;

/**
 * What one mode's remedies do to its consumer, merged: the consumer launcher applies it, the manifest
 * records it.
 *
 * @param remedies           the remedies, in the order the mode names them
 * @param registryParameters parameters set on every registry (a later remedy's value wins)
 * @param jvmOptions         options added to the consumer JVM's
 * @param java               the JDK feature release the consumer runs on; null for sdsim's own
 * @param modules            modules of this checkout whose classes go on the consumer's class path
 * @param subscriberPattern  the subscribers' variant of the access pattern for this consumer; null for stock
 */
public record AppliedRemedies(List<Remedy> remedies, Map<String, String> registryParameters, List<String> jvmOptions,
                              Integer java, List<String> modules, String subscriberPattern) {

    public static final AppliedRemedies NONE = new AppliedRemedies(List.of(), Map.of(), List.of(), null, List.of(),
            null);

    public AppliedRemedies {
        remedies = List.copyOf(remedies);
        registryParameters = Map.copyOf(registryParameters);
        jvmOptions = List.copyOf(jvmOptions);
        modules = List.copyOf(modules);
    }

    /** The registry's notify delay a remedy sets ({@code notify-delay=30s}), in ms; null where none sets it. */
    public Long notifyDelayMs() {
        String ms = registryParameters.get(org.sdsim.consumer.api.RegistrySettings.NOTIFY_DELAY_KEY);
        return ms == null ? null : Long.valueOf(ms);
    }
}
