package org.sdsim.consumer.jvm;

import java.util.List;

/**
 * How one Dubbo generation's invoker tree is read, for {@link AddressCensus}: the only part of the
 * census walk that names Dubbo types. {@code N} is that Dubbo's {@code Invoker<?>}.
 */
public interface InvokerTree<N> {

    /**
     * One registry's MigrationInvoker, as the census reads it.
     *
     * @param address          the registry's address (host:port of its first host); "" if unknown
     * @param interfaceLevel   its interface-level cluster invoker, or null
     * @param applicationLevel its application-level cluster invoker, or null
     * @param current          the cluster invoker calls use now (a Dubbo without that choice: the
     *                         interface-level one), or null
     * @param step             the MigrationInvoker's migration step by name ({@code FORCE_APPLICATION} ...), or
     *                         null where the generation has no migration rules or has applied none yet
     */
    record Registry<N>(String address, N interfaceLevel, N applicationLevel, N current, String step) {

        /** A registry without a migration step (Dubbo 2.x). */
        public Registry(String address, N interfaceLevel, N applicationLevel, N current) {
            this(address, interfaceLevel, applicationLevel, current, null);
        }
    }

    /** {@code node} as one registry's MigrationInvoker, whose directories the census counts; null for any other node. */
    Registry<N> registry(N node);

    /**
     * The provider invokers in a live cluster invoker's directory; null when {@code node} is no
     * cluster invoker, is destroyed, or has no directory.
     */
    List<? extends N> directory(N node);

    /** Where the walk goes below a node that is no registry's: its directory, by default. */
    default List<? extends N> children(N node) {
        List<? extends N> directory = directory(node);
        return directory == null ? List.of() : directory;
    }
}
