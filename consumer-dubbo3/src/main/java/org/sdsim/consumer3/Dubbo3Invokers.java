package org.sdsim.consumer3;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.client.migration.MigrationInvoker;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.ClusterInvoker;
import org.apache.dubbo.rpc.cluster.Directory;
import org.sdsim.consumer.jvm.InvokerTree;

import java.util.List;

/**
 * Dubbo 3's invoker tree for the shared address census, the same in every 3.x release sdsim runs: a
 * reference's invoker is a cluster (zone-aware from 3.0 on) over one MigrationInvoker per registry,
 * which holds an interface-level invoker ({@code getInvoker}), an application-level one
 * ({@code getServiceDiscoveryInvoker}) and the one calls use ({@code getCurrentAvailableInvoker}).
 * The three getters and {@code getRegistryUrl} are public in each ({@code MigrationInvoker} L109-127 at
 * dubbo-3.0.1, L112-130 and L358 at dubbo-3.1.4 and dubbo-3.1.5), and this class compiles unchanged
 * against each generation module's own Dubbo.
 */
final class Dubbo3Invokers implements InvokerTree<Invoker<?>> {

    @Override
    public Registry<Invoker<?>> registry(Invoker<?> node) {
        if (!(node instanceof MigrationInvoker<?> migration)) {
            return null;
        }
        // 3.0.1 answers with the current invoker's registry URL (L346-356), interface- or
        // application-level: both carry the registry's host:port, which is what the census matches.
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
