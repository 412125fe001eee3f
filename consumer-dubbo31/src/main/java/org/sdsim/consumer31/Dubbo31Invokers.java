package org.sdsim.consumer31;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.client.migration.MigrationInvoker;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.ClusterInvoker;
import org.apache.dubbo.rpc.cluster.Directory;
import org.sdsim.consumer.jvm.InvokerTree;

import java.util.List;

/**
 * Dubbo 3.1's invoker tree for the shared address census, the same on 3.1.4 and 3.1.5: a
 * reference's invoker is a cluster over one MigrationInvoker per registry, which holds an
 * interface-level invoker ({@code getInvoker}), an application-level one
 * ({@code getServiceDiscoveryInvoker}) and the one calls use ({@code getCurrentAvailableInvoker});
 * all three getters and {@code getRegistryUrl} are public in both releases ({@code MigrationInvoker}
 * L112-130 and L358 at dubbo-3.1.4 and dubbo-3.1.5).
 */
final class Dubbo31Invokers implements InvokerTree<Invoker<?>> {

    @Override
    public Registry<Invoker<?>> registry(Invoker<?> node) {
        if (!(node instanceof MigrationInvoker<?> migration)) {
            return null;
        }
        URL registryUrl = migration.getRegistryUrl();
        String address = registryUrl == null ? "" : registryUrl.getAddress();
        return new Registry<>(address, migration.getInvoker(), migration.getServiceDiscoveryInvoker(),
                migration.getCurrentAvailableInvoker(),
                migration.getMigrationStep() == null ? null : migration.getMigrationStep().name());
    }

    @Override
    public List<Invoker<?>> directory(Invoker<?> node) {
        if (node instanceof ClusterInvoker<?> cluster && !cluster.isDestroyed()) {
            Directory<?> directory = cluster.getDirectory();
            return directory == null ? null : java.util.Collections.unmodifiableList(directory.getAllInvokers());
        }
        return null;
    }
}
