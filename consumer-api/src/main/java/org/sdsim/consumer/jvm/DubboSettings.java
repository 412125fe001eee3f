package org.sdsim.consumer.jvm;

import org.sdsim.consumer.api.ConsumerSpec;
import org.sdsim.consumer.api.ServiceRef;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * What every Dubbo generation's client configures, as bean properties of Dubbo's config classes:
 * {@code ApplicationConfig}, {@code RegistryConfig} and {@code ReferenceConfig} have the same
 * setters in 2.7 and 3.x. Written once here, from the spec, and set through those setters, so that
 * the clients are configured alike by construction rather than by two copies kept in step; a
 * client adds only what its own Dubbo has and the other lacks.
 */
public final class DubboSettings {

    /**
     * The consumer's application name in every registry; Dubbo 3 also reads its migration rule under it
     * ({@code <application>.migration}, MigrationRuleListener#init).
     */
    public static final String APPLICATION = "sdsim-consumer";

    private DubboSettings() {
    }

    /** {@code config} (a new ApplicationConfig) named and with QoS off. */
    public static <A> A application(A config) {
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("name", APPLICATION);
        properties.put("qosEnable", false);
        return apply(config, properties);
    }

    /**
     * One registry config per registry of the spec, made by {@code create} from its address (the
     * {@code RegistryConfig(String)} constructor), with id zk1, zk2, ..., the spec's roots (the
     * run's namespace) and its {@link org.sdsim.consumer.api.RegistrySettings}.
     *
     * <p>The interface root is the registry's {@code group}: both Dubbo generations take it as the
     * root of interface-level paths ({@code ZookeeperRegistry}) and give it to the metadata report
     * they build from the registry (metadata and mapping). The instance root is the registry
     * parameter {@code rootPath}, which 3.x's service discovery prefers to the group
     * (docs/dubbo-mechanisms.md, §10); 2.7 discovers interface-level only and ignores it.
     */
    @SuppressWarnings("unchecked")
    public static <R> List<R> registries(ConsumerSpec spec, Function<String, R> create) {
        List<R> out = new ArrayList<>();
        for (int i = 0; i < spec.registries().connect().size(); i++) {
            Map<String, Object> properties = new LinkedHashMap<>();
            properties.put("id", ConsumerSpec.registryLabel(i));
            if (spec.registries().root() != null) {
                properties.put("group", spec.registries().root());
            }
            properties.putAll(spec.registries().settings().configProperties());
            Map<String, String> parameters = new LinkedHashMap<>();
            Object settings = properties.remove("parameters");
            if (settings != null) {
                parameters.putAll((Map<String, String>) settings);
            }
            if (spec.registries().instanceRoot() != null) {
                parameters.put(INSTANCE_ROOT_PARAMETER, spec.registries().instanceRoot());
            }
            if (!parameters.isEmpty()) {
                properties.put("parameters", parameters);
            }
            out.add(apply(create.apply("zookeeper://" + spec.registries().connect().get(i)), properties));
        }
        return out;
    }

    /** 3.x's {@code CuratorFrameworkParams.ROOT_PATH}: where ZookeeperServiceDiscovery keeps instances. */
    static final String INSTANCE_ROOT_PARAMETER = "rootPath";

    /**
     * {@code config} (a new ReferenceConfig) as a generic, unchecked reference to {@code service}, naming the
     * spec's protocol (dubbo) unless the spec says any, as a consumer with Dubbo's defaults names none.
     */
    public static <T> T reference(ConsumerSpec spec, ServiceRef service, T config) {
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("interface", service.interfaceName());
        properties.put("generic", "true");
        if (!ConsumerSpec.ANY_PROTOCOL.equals(spec.referenceProtocol())) {
            properties.put("protocol", spec.referenceProtocol());
        }
        // no group or version is Dubbo's default: left unset rather than set to ""
        if (service.group() != null && !service.group().isEmpty()) {
            properties.put("group", service.group());
        }
        if (service.version() != null && !service.version().isEmpty()) {
            properties.put("version", service.version());
        }
        properties.put("check", false);
        properties.put("timeout", spec.pace().timeoutMs());
        return apply(config, properties);
    }

    /**
     * Calls {@code setName(value)} for each property, choosing the overload that takes the value's type.
     * Public for {@code sdsim rpc}'s Dubbo settings, which configure its services and references alike
     * in every generation the same way.
     */
    public static <T> T apply(T bean, Map<String, ?> properties) {
        properties.forEach((name, value) -> {
            Method setter = setter(bean.getClass(), name, value);
            try {
                setter.invoke(bean, value);
            } catch (InvocationTargetException e) {
                throw new IllegalArgumentException("cannot set " + name + "=" + value + " on "
                        + bean.getClass().getName() + ": " + e.getCause(), e.getCause());
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(setter + " is not accessible", e);
            }
        });
        return bean;
    }

    private static Method setter(Class<?> type, String property, Object value) {
        String name = "set" + Character.toUpperCase(property.charAt(0)) + property.substring(1);
        for (Method m : type.getMethods()) {
            if (m.getName().equals(name) && m.getParameterCount() == 1 && boxed(m.getParameterTypes()[0]).isInstance(value)) {
                return m;
            }
        }
        throw new IllegalArgumentException(type.getName() + " has no " + name + "("
                + (value == null ? "null" : value.getClass().getSimpleName()) + ")");
    }

    private static Class<?> boxed(Class<?> type) {
        if (!type.isPrimitive()) {
            return type;
        }
        return type == int.class ? Integer.class
                : type == boolean.class ? Boolean.class
                : type == long.class ? Long.class
                : type == double.class ? Double.class
                : type;
    }
}
