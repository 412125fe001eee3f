package org.sdsim.consumer33;

import org.apache.dubbo.registry.client.migration.MigrationInvoker;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.ClusterInvoker;
import org.apache.dubbo.rpc.cluster.Directory;
import org.sdsim.consumer.jvm.InvokerTree;

import java.util.List;

/**
 * Dubbo 3.3's invoker tree for the shared address census: {@code ReferenceConfig#getInvoker} is a
 * zone-aware cluster over one MigrationInvoker per registry, which keeps an interface-level and/or
 * an application-level cluster invoker and knows which of them calls use.
 */
final class Dubbo33Invokers implements InvokerTree<Invoker<?>> {

    @Override
    public Registry<Invoker<?>> registry(Invoker<?> node) {
        return node instanceof MigrationInvoker<?> m
                ? new Registry<>(m.getRegistryUrl() == null ? "" : m.getRegistryUrl().getAddress(),
                        m.getInvoker(), m.getServiceDiscoveryInvoker(), m.getCurrentAvailableInvoker(),
                        m.getMigrationStep() == null ? null : m.getMigrationStep().name())
                : null;
    }

    @Override
    public List<Invoker<?>> directory(Invoker<?> node) {
        Directory<?> directory = node instanceof ClusterInvoker<?> cluster && !cluster.isDestroyed()
                ? cluster.getDirectory() : null;
        return directory == null ? null : java.util.Collections.unmodifiableList(directory.getAllInvokers());
    }
}
