package org.sdsim.simulator.consumer;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.client.migration.MigrationInvoker;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.ClusterInvoker;
import org.apache.dubbo.rpc.cluster.Directory;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Counts the addresses a reference holds, per registry and per directory kind, by walking
 * Dubbo's invoker tree: ReferenceConfig#getInvoker is a zone-aware cluster over one
 * MigrationInvoker per registry, and each MigrationInvoker keeps an interface-level and/or an
 * application-level cluster invoker whose directory lists the provider invokers.
 */
final class AddressCensus {

    private final List<String> registries;

    AddressCensus(List<String> registries) {
        this.registries = registries;
    }

    /** registry label → counts, for one reference's invoker. */
    Map<String, AddressCounts> count(Invoker<?> root) {
        Map<String, AddressCounts> out = new TreeMap<>();
        if (root != null) {
            walk(root, out, 0);
        }
        return out;
    }

    private void walk(Invoker<?> invoker, Map<String, AddressCounts> out, int depth) {
        if (depth > 6) {
            return; // guards against an unexpected cycle in a future Dubbo's wrappers
        }
        if (invoker instanceof MigrationInvoker<?> migration) {
            out.put(labelOf(migration), new AddressCounts(
                    size(migration.getInvoker()),
                    size(migration.getServiceDiscoveryInvoker()),
                    size(migration.getCurrentAvailableInvoker())));
            return;
        }
        if (invoker instanceof ClusterInvoker<?> cluster) {
            Directory<?> directory = cluster.getDirectory();
            if (directory != null) {
                for (Invoker<?> child : directory.getAllInvokers()) {
                    walk(child, out, depth + 1);
                }
            }
        }
    }

    private String labelOf(MigrationInvoker<?> migration) {
        URL registryUrl = migration.getRegistryUrl();
        return ConsumerSpec.registryLabelOf(registries, registryUrl == null ? "" : registryUrl.getAddress());
    }

    private static int size(ClusterInvoker<?> invoker) {
        if (invoker == null || invoker.isDestroyed() || invoker.getDirectory() == null) {
            return -1;
        }
        return invoker.getDirectory().getAllInvokers().size();
    }
}
