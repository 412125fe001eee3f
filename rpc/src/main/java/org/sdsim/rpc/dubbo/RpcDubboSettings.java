package org.sdsim.rpc.dubbo;

import org.sdsim.consumer.jvm.DubboSettings;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What every generation's provider and reference are configured with, as bean properties of
 * Dubbo's config classes ({@code ApplicationConfig}, {@code ProtocolConfig}, {@code ServiceConfig},
 * {@code ReferenceConfig} have these setters from 2.7 on), set through {@link DubboSettings#apply}:
 * the generations are configured alike by construction, and each adds only what its own Dubbo has
 * and another lacks (3.x's preferred serialization, a bootstrap of its own).
 */
public final class RpcDubboSettings {

    /** Long enough for a 1 MB echo on a loaded machine: a slow call must count as slow, not fail. */
    static final int TIMEOUT_MS = 60_000;

    private RpcDubboSettings() {
    }

    /** The applications' names (a generation without QoS, 2.5, names its configs with these alone). */
    public static final String PROVIDER = "sdsim-rpc-provider";
    public static final String CONSUMER = "sdsim-rpc-consumer";

    /** {@code config} (a new ApplicationConfig) as the provider's application, QoS off. */
    public static <A> A providerApplication(A config) {
        return application(PROVIDER, config);
    }

    /** {@code config} (a new ApplicationConfig) as the consumer's application, QoS off. */
    public static <A> A consumerApplication(A config) {
        return application(CONSUMER, config);
    }

    private static <A> A application(String name, A config) {
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("name", name);
        // QoS would open a port of its own on every provider and consumer fork.
        properties.put("qosEnable", false);
        return DubboSettings.apply(config, properties);
    }

    /** {@code config} (a new ProtocolConfig): the endpoint's protocol on its host name and port, its serialization pinned. */
    public static <P> P protocol(DubboEndpoint endpoint, P config) {
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("name", endpoint.stack().protocol());
        properties.put("port", endpoint.port());
        // A host name, not 127.0.0.1: Dubbo would bind 0.0.0.0 and advertise the machine's address.
        properties.put("host", endpoint.host());
        if (endpoint.serialization() != null) {
            properties.put("serialization", endpoint.serialization());
        }
        if (endpoint.server() != null) {
            properties.put("server", endpoint.server());
        }
        return DubboSettings.apply(config, properties);
    }

    /**
     * {@code config} (a ProtocolConfig of Dubbo 3.2 or later, from {@link #protocol}) with the endpoint's
     * serialization, where it names one, as the preferred one: from 3.2 a consumer that offers fastjson2
     * is answered in it unless the provider prefers another, so the one measured is pinned.
     */
    public static <P> P preferSerialization(DubboEndpoint endpoint, P config) {
        return endpoint.serialization() == null ? config
                : DubboSettings.apply(config, Map.of("preferSerialization", endpoint.serialization()));
    }

    /** {@code config} (a new ServiceConfig) exporting {@code impl} as {@code iface}. */
    public static <S, T> S service(Class<T> iface, T impl, S config) {
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("interface", iface);
        properties.put("ref", impl);
        return DubboSettings.apply(config, properties);
    }

    /**
     * {@code config} (a new ServiceConfig) exporting {@code impl} as {@code iface} with the configs a 2.x
     * service carries itself, where 3.x's bootstrap holds them: its {@code application}, its
     * {@code registry} (a RegistryConfig of {@code N/A}: none) and the endpoint's protocol, made by
     * {@link #protocol} on {@code protocol} (a new ProtocolConfig). The setters are the same in 2.5's
     * com.alibaba configs and 2.7's org.apache ones.
     */
    public static <S, T> S service(Class<T> iface, T impl, S config, Object application, Object registry,
                                   DubboEndpoint endpoint, Object protocol) {
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("application", application);
        properties.put("registry", registry);
        properties.put("protocol", protocol(endpoint, protocol));
        return DubboSettings.apply(service(iface, impl, config), properties);
    }

    /** {@code config} (a new ReferenceConfig) to {@code iface} straight at the endpoint, one try per call. */
    public static <R> R reference(Class<?> iface, DubboEndpoint endpoint, R config) {
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("interface", iface);
        properties.put("url", endpoint.url(iface));
        properties.put("timeout", TIMEOUT_MS);
        // A failed call is a failed call: a retry would hide it and count twice on the provider.
        properties.put("retries", 0);
        return DubboSettings.apply(config, properties);
    }
}
