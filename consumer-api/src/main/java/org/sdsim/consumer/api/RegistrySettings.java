package org.sdsim.consumer.api;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How the consumer configures each registry, whatever its Dubbo generation. Part of
 * consumer-spec.json, so a run's folder says what its consumer ran with.
 *
 * @param timeoutMs registry operation timeout ({@code RegistryConfig#setTimeout})
 * @param sessionMs ZooKeeper session timeout ({@code RegistryConfig#setSession})
 * @param check     whether start-up fails when a registry is unreachable
 * @param fileCache Dubbo's registry {@code file-cache}: the address cache file it rewrites on every
 *                  notify (on by default in Dubbo); off here so far, so each run starts from the
 *                  registry and not from the last run's file
 */
public record RegistrySettings(int timeoutMs, int sessionMs, boolean check, boolean fileCache) {

    /** What every mode ran with before these settings were data (30 s, 60 s, no check, no file cache). */
    public static final RegistrySettings DEFAULT = new RegistrySettings(30_000, 60_000, false, false);

    /**
     * The registry's properties as Dubbo's {@code RegistryConfig} bean names them (the same in 2.7
     * and 3.x), in the order they are set.
     */
    public Map<String, Object> configProperties() {
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("timeout", timeoutMs);
        properties.put("session", sessionMs);
        properties.put("check", check);
        properties.put("parameters", Map.of("file-cache", String.valueOf(fileCache)));
        return properties;
    }
}
