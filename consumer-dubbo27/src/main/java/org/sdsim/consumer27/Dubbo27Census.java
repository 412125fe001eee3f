package org.sdsim.consumer27;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.registry.client.migration.MigrationInvoker;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.ClusterInvoker;
import org.apache.dubbo.rpc.cluster.Directory;
import org.sdsim.simulator.consumer.AddressCounts;
import org.sdsim.simulator.consumer.ConsumerSpec;

/**
 * Counts the addresses a 2.7 reference holds per registry, walking the same shape of invoker tree
 * as Dubbo 3's (2.7.23 already has a MigrationInvoker per registry under a zone-aware cluster),
 * with two differences: {@code ReferenceConfig#getInvoker} is not public in 2.7, and a 2.7
 * MigrationInvoker has no "current" invoker, so the interface-level one is the one in use.
 */
final class Dubbo27Census {
    private static final Method GET_INVOKER;

    static {
        try {
            GET_INVOKER = ReferenceConfig.class.getDeclaredMethod("getInvoker");
            GET_INVOKER.setAccessible(true);
        } catch (NoSuchMethodException e) {
            throw new ExceptionInInitializerError("Dubbo 2.7's ReferenceConfig#getInvoker is gone: " + e);
        }
    }

    private final List<String> registries;

    Dubbo27Census(List<String> registries) {
        this.registries = registries;
    }

    /** registry label → counts, for one reference. */
    Map<String, AddressCounts> count(ReferenceConfig<?> reference) {
        Map<String, AddressCounts> out = new TreeMap<>();
        try {
            Object root = GET_INVOKER.invoke(reference);
            if (root instanceof Invoker<?> invoker) {
                walk(invoker, out, 0);
            }
        } catch (ReflectiveOperationException e) {
            // a reference not referred yet (or destroyed): no counts rather than a failed census
        }
        return out;
    }

    private void walk(Invoker<?> invoker, Map<String, AddressCounts> out, int depth) {
        if (depth > 6) {
            return;
        }
        if (invoker instanceof MigrationInvoker<?> migration) {
            int interfaceLevel = size(migration.getInvoker());
            out.put(labelOf(migration.getRegistryUrl()),
                    new AddressCounts(interfaceLevel, size(migration.getServiceDiscoveryInvoker()), interfaceLevel));
            return;
        }
        Directory<?> directory = invoker instanceof ClusterInvoker<?> cluster ? cluster.getDirectory() : null;
        if (directory != null) {
            for (Invoker<?> child : directory.getAllInvokers()) {
                walk(child, out, depth + 1);
            }
            return;
        }
        // 2.7's interceptor node (the root of a reference) keeps no directory of its own: it wraps
        // the zone-aware cluster invoker in a field, which is where the registries are.
        Invoker<?> wrapped = wrappedInvoker(invoker);
        if (wrapped != null) {
            walk(wrapped, out, depth + 1);
        }
    }

    private static Invoker<?> wrappedInvoker(Invoker<?> invoker) {
        for (Class<?> c = invoker.getClass(); c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers()) && Invoker.class.isAssignableFrom(f.getType())) {
                    try {
                        f.setAccessible(true);
                        Object value = f.get(invoker);
                        if (value instanceof Invoker<?> inner && inner != invoker) {
                            return inner;
                        }
                    } catch (ReflectiveOperationException | RuntimeException e) {
                        return null;
                    }
                }
            }
        }
        return null;
    }

    private String labelOf(URL registryUrl) {
        return ConsumerSpec.registryLabelOf(registries, registryUrl == null ? "" : registryUrl.getAddress());
    }

    private static int size(ClusterInvoker<?> invoker) {
        if (invoker == null || invoker.isDestroyed() || invoker.getDirectory() == null) {
            return -1;
        }
        return invoker.getDirectory().getAllInvokers().size();
    }
}
