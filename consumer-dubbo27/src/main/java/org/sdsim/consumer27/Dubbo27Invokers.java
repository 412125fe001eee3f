package org.sdsim.consumer27;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.List;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.registry.client.migration.MigrationInvoker;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.ClusterInvoker;
import org.sdsim.consumer.jvm.InvokerTree;

/**
 * Dubbo 2.7's invoker tree for the shared address census. 2.7.23 already has a MigrationInvoker
 * per registry under a zone-aware cluster, as 3.x does, with three differences: a 2.7
 * MigrationInvoker has no "current" invoker (the interface-level one is the one in use), the
 * reference's root (an interceptor node) keeps no directory but wraps the cluster invoker in a
 * field, and {@code ReferenceConfig#getInvoker} is not public.
 */
final class Dubbo27Invokers implements InvokerTree<Invoker<?>> {
    private static final Method GET_INVOKER;

    static {
        try {
            GET_INVOKER = ReferenceConfig.class.getDeclaredMethod("getInvoker");
            GET_INVOKER.setAccessible(true);
        } catch (NoSuchMethodException e) {
            throw new ExceptionInInitializerError("Dubbo 2.7's ReferenceConfig#getInvoker is gone: " + e);
        }
    }

    /** A reference's root invoker; null when it is not referred yet (or destroyed). */
    static Invoker<?> root(ReferenceConfig<?> reference) {
        try {
            return GET_INVOKER.invoke(reference) instanceof Invoker<?> invoker ? invoker : null;
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }

    /** A 2.7 MigrationInvoker has no choice of invoker to make: calls use the interface-level one. */
    @Override
    public Registry<Invoker<?>> registry(Invoker<?> node) {
        if (!(node instanceof MigrationInvoker<?> migration)) {
            return null;
        }
        URL url = migration.getRegistryUrl();
        ClusterInvoker<?> interfaceLevel = migration.getInvoker();
        return new Registry<>(url == null ? "" : url.getAddress(), interfaceLevel,
                migration.getServiceDiscoveryInvoker(), interfaceLevel);
    }

    /** Below the interceptor node, which has no directory, the walk goes on into the invoker it wraps. */
    @Override
    public List<Invoker<?>> children(Invoker<?> node) {
        List<Invoker<?>> directory = directory(node);
        if (directory != null) {
            return directory;
        }
        Invoker<?> wrapped = wrappedInvoker(node);
        return wrapped == null ? List.of() : List.of(wrapped);
    }

    @Override
    public List<Invoker<?>> directory(Invoker<?> node) {
        if (!(node instanceof ClusterInvoker<?> cluster) || cluster.isDestroyed() || cluster.getDirectory() == null) {
            return null;
        }
        // RegistryDirectory#destroyAllInvokers sets its invokers to null when a service's last provider goes
        // (a captured fleet's service with one provider, restarted by churn): the directory holds none
        List<? extends Invoker<?>> all = cluster.getDirectory().getAllInvokers();
        return all == null ? List.of() : List.copyOf(all);
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
}
