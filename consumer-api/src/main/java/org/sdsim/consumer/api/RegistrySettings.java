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
 * @param fileCache Dubbo's registry file cache, on by default in Dubbo: {@code AbstractRegistry}
 *                  keeps every notified URL rendered in an in-heap Properties and rewrites the
 *                  cache file on every notify. Each mode's consumer has its own {@code user.home},
 *                  so a run never starts from another run's file.
 * @param notifyDelayMs the registry's {@code delay-notification} parameter; null leaves Dubbo's own (5 s in 3.x)
 * @param parameters    further registry parameters, set last (a mode's remedies: {@code file-cache=false},
 *                      {@code enable-empty-protection=true}); empty for none
 */
public record RegistrySettings(int timeoutMs, int sessionMs, boolean check, boolean fileCache, Long notifyDelayMs,
                               Map<String, String> parameters) {

    /** 30 s, 60 s, no start-up check, and the file cache and notify delay as Dubbo has them. */
    public static final RegistrySettings DEFAULT = new RegistrySettings(30_000, 60_000, false, true, null, Map.of());

    public RegistrySettings {
        // a spec written before remedies had none
        parameters = parameters == null ? Map.of() : Map.copyOf(parameters);
    }

    /** The registry parameter Dubbo 3 reads its notify delay from ({@code CommonConstants.REGISTRY_DELAY_NOTIFICATION_KEY}). */
    public static final String NOTIFY_DELAY_KEY = "delay-notification";

    public RegistrySettings withNotifyDelay(Long ms) {
        return new RegistrySettings(timeoutMs, sessionMs, check, fileCache, ms, parameters);
    }

    /**
     * The registry parameter that turns the file cache off. Dubbo 2.7 reads {@code file.cache};
     * 3.x reads {@code file-cache} (2.7.23's {@code registry/Constants}, 3.3's
     * {@code CommonConstants.REGISTRY_LOCAL_FILE_CACHE_ENABLED}). Each ignores the other's key, so
     * both are set: the same setting then means the same thing in both consumers.
     */
    static final String[] FILE_CACHE_KEYS = {"file-cache", "file.cache"};

    public RegistrySettings withFileCache(boolean on) {
        return new RegistrySettings(timeoutMs, sessionMs, check, on, notifyDelayMs, parameters);
    }

    /** These settings with {@code more} registry parameters set after the others (a later value wins). */
    public RegistrySettings withParameters(Map<String, String> more) {
        Map<String, String> all = new LinkedHashMap<>(parameters);
        all.putAll(more);
        return new RegistrySettings(timeoutMs, sessionMs, check, fileCache, notifyDelayMs, all);
    }

    /**
     * The registry's properties as Dubbo's {@code RegistryConfig} bean names them (the same in 2.7
     * and 3.x), in the order they are set. With the file cache on and no notify delay given, no
     * parameter is set at all: Dubbo's own defaults are what runs.
     */
    public Map<String, Object> configProperties() {
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("timeout", timeoutMs);
        properties.put("session", sessionMs);
        properties.put("check", check);
        Map<String, String> parameters = new LinkedHashMap<>();
        if (!fileCache) {
            for (String key : FILE_CACHE_KEYS) {
                parameters.put(key, "false");
            }
        }
        if (notifyDelayMs != null) {
            parameters.put(NOTIFY_DELAY_KEY, Long.toString(notifyDelayMs));
        }
        parameters.putAll(this.parameters);
        if (!parameters.isEmpty()) {
            properties.put("parameters", parameters);
        }
        return properties;
    }
}
