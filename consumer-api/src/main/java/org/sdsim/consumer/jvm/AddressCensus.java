package org.sdsim.consumer.jvm;

import org.sdsim.consumer.api.AddressCounts;
import org.sdsim.consumer.api.ConsumerSpec;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Counts the addresses a reference holds, per registry and per directory kind, by walking Dubbo's
 * invoker tree: a reference's invoker is a zone-aware cluster over one MigrationInvoker per
 * registry (in 2.7.23 as in 3.x), and each MigrationInvoker keeps an interface-level and/or an
 * application-level cluster invoker whose directory lists the provider invokers. The walk is the
 * same for every Dubbo; what differs is read through an {@link InvokerTree}.
 */
public final class AddressCensus<N> {

    /** Deeper than any Dubbo's wrappers go; guards against an unexpected cycle in a future one. */
    private static final int MAX_DEPTH = 6;

    private final List<String> registries;
    private final InvokerTree<N> tree;

    public AddressCensus(List<String> registries, InvokerTree<N> tree) {
        this.registries = registries;
        this.tree = tree;
    }

    /** registry label → counts, for one reference's root invoker (none for null). */
    public Map<String, AddressCounts> count(N root) {
        Map<String, AddressCounts> out = new TreeMap<>();
        if (root != null) {
            walk(root, out, 0);
        }
        return out;
    }

    private void walk(N node, Map<String, AddressCounts> out, int depth) {
        if (depth > MAX_DEPTH) {
            return;
        }
        InvokerTree.Registry<N> registry = tree.registry(node);
        if (registry != null) {
            out.put(ConsumerSpec.registryLabelOf(registries, registry.address()), new AddressCounts(
                    size(registry.interfaceLevel()), size(registry.applicationLevel()), size(registry.current()),
                    registry.step(), serving(registry)));
            return;
        }
        for (N child : tree.children(node)) {
            walk(child, out, depth + 1);
        }
    }

    /**
     * Which directory calls use: the current invoker is the very interface-level or application-level
     * one (identity, not equal counts: in dual mode both hold the whole fleet); null when it is neither.
     */
    private static <N> String serving(InvokerTree.Registry<N> registry) {
        N current = registry.current();
        if (current == null) {
            return null;
        }
        if (current == registry.applicationLevel()) {
            return AddressCounts.APPLICATION;
        }
        return current == registry.interfaceLevel() ? AddressCounts.INTERFACE : null;
    }

    /** Providers in a cluster invoker's directory; -1 when that directory does not exist. */
    private int size(N cluster) {
        List<? extends N> directory = cluster == null ? null : tree.directory(cluster);
        return directory == null ? -1 : directory.size();
    }
}
