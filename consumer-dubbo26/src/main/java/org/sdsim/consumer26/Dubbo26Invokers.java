package org.sdsim.consumer26;

import com.alibaba.dubbo.config.ReferenceConfig;
import com.alibaba.dubbo.registry.integration.RegistryDirectory;
import com.alibaba.dubbo.rpc.Invoker;
import com.alibaba.dubbo.rpc.cluster.Directory;
import com.alibaba.dubbo.rpc.cluster.directory.StaticDirectory;
import com.alibaba.dubbo.rpc.cluster.support.wrapper.MockClusterInvoker;
import org.sdsim.consumer.jvm.InvokerTree;

import java.lang.reflect.Field;
import java.util.List;
import java.util.Map;

/**
 * Dubbo 2.6's invoker tree for the shared address census. 2.6 has no MigrationInvoker: with several
 * registries, {@code ReferenceConfig#createProxy} refers each registry on its own and joins the
 * results with the "available" cluster over a {@link StaticDirectory}
 * (dubbo-2.6.12:dubbo-config/dubbo-config-api/src/main/java/com/alibaba/dubbo/config/ReferenceConfig.java:399-416),
 * and every cluster invoker is a {@link MockClusterInvoker} around the real one (MockClusterWrapper).
 * So a reference's root is a MockClusterInvoker over a StaticDirectory of one MockClusterInvoker per
 * registry, each over that registry's {@link RegistryDirectory} (RegistryProtocol#doRefer, L297-318);
 * with one registry the root is that registry's invoker. A registry's invoker is its interface-level
 * directory and the one calls use.
 *
 * <p>None of it is public in 2.6.12: the directory of a MockClusterInvoker, the invokers of a
 * StaticDirectory and ReferenceConfig's invoker are private fields, read here.
 */
final class Dubbo26Invokers implements InvokerTree<Invoker<?>> {
    private static final Field REFERENCE_INVOKER = privateField(ReferenceConfig.class, "invoker");
    private static final Field MOCK_DIRECTORY = privateField(MockClusterInvoker.class, "directory");
    private static final Field STATIC_INVOKERS = privateField(StaticDirectory.class, "invokers");

    /** A reference's root invoker; null when it is not referred yet (or destroyed). */
    static Invoker<?> root(ReferenceConfig<?> reference) {
        return read(REFERENCE_INVOKER, reference) instanceof Invoker<?> invoker ? invoker : null;
    }

    @Override
    public Registry<Invoker<?>> registry(Invoker<?> node) {
        if (!(directoryOf(node) instanceof RegistryDirectory<?> directory)) {
            return null;
        }
        String address = directory.getUrl() == null ? "" : directory.getUrl().getAddress();
        return new Registry<>(address, node, null, node);
    }

    /** Below the root, the walk goes on into the per-registry invokers its StaticDirectory lists. */
    @Override
    public List<Invoker<?>> children(Invoker<?> node) {
        if (directoryOf(node) instanceof StaticDirectory<?> registries && !registries.isDestroyed()
                && read(STATIC_INVOKERS, registries) instanceof List<?> invokers) {
            return invokers.stream().filter(Invoker.class::isInstance).<Invoker<?>>map(Invoker.class::cast).toList();
        }
        return List.of();
    }

    /**
     * The provider invokers of a registry's directory: {@code urlInvokerMap}'s values (one per provider
     * URL of the consumer's protocol, keyed by the merged URL's full string), empty before the first
     * notification.
     */
    @Override
    public List<Invoker<?>> directory(Invoker<?> node) {
        if (!(directoryOf(node) instanceof RegistryDirectory<?> directory) || directory.isDestroyed()) {
            return null;
        }
        Map<String, ? extends Invoker<?>> invokers = directory.getUrlInvokerMap();
        return invokers == null ? List.of() : List.copyOf(invokers.values());
    }

    private static Directory<?> directoryOf(Invoker<?> node) {
        return node instanceof MockClusterInvoker<?> && read(MOCK_DIRECTORY, node) instanceof Directory<?> d ? d : null;
    }

    private static Object read(Field field, Object owner) {
        try {
            return field.get(owner);
        } catch (IllegalAccessException e) {
            return null;
        }
    }

    private static Field privateField(Class<?> owner, String name) {
        try {
            Field field = owner.getDeclaredField(name);
            field.setAccessible(true);
            return field;
        } catch (NoSuchFieldException e) {
            throw new ExceptionInInitializerError(owner.getName() + "#" + name + " is not in this Dubbo 2.6: " + e);
        }
    }
}
