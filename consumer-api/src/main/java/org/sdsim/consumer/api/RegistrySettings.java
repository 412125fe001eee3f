package org.sdsim.consumer.api;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How the consumer configures each registry, whatever its Dubbo generation: part of consumer-spec.json, so a run's
 * folder says what its consumer ran with. The orchestrator's mode plan merges it (sdsim's own settings, then the
 * mode's remedies in the order the mode names them) and the consumer JVM sets it as written: nothing is added or
 * rewritten per generation here, and each Dubbo release's own key for a setting (the file cache's {@code file},
 * {@code file.cache} or {@code file-cache}) is the remedy catalogue's to know.
 *
 * @param timeoutMs  registry operation timeout ({@code RegistryConfig#setTimeout})
 * @param sessionMs  ZooKeeper session timeout ({@code RegistryConfig#setSession})
 * @param check      whether start-up fails when a registry is unreachable
 * @param parameters registry parameters, in the order set ({@code file-cache=false},
 *                   {@code enable-empty-protection=true}); empty for none, so that Dubbo's own defaults run
 */
public record RegistrySettings(int timeoutMs, int sessionMs, boolean check, Map<String, String> parameters) {

    /** 30 s, 60 s, no start-up check, and no registry parameter: Dubbo's own file cache and notify delay. */
    public static final RegistrySettings DEFAULT = new RegistrySettings(30_000, 60_000, false, Map.of());

    public RegistrySettings {
        parameters = parameters == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
    }

    /** These settings with {@code more} registry parameters set after the others (a later value wins). */
    public RegistrySettings withParameters(Map<String, String> more) {
        Map<String, String> all = new LinkedHashMap<>(parameters);
        all.putAll(more);
        return new RegistrySettings(timeoutMs, sessionMs, check, all);
    }

    /**
     * The registry's properties as Dubbo's {@code RegistryConfig} bean names them (the same in 2.6, 2.7 and 3.x), in
     * the order they are set; {@code parameters} only when there are any.
     */
    public Map<String, Object> configProperties() {
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("timeout", timeoutMs);
        properties.put("session", sessionMs);
        properties.put("check", check);
        if (!parameters.isEmpty()) {
            properties.put("parameters", new LinkedHashMap<>(parameters));
        }
        return properties;
    }
}
