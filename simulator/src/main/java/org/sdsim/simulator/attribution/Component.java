package org.sdsim.simulator.attribution;

/**
 * The parts of a Dubbo consumer that heap after full GC is attributed to. Each object of a heap
 * dump belongs to the component of its nearest <em>anchor</em> up the dominator tree: the object
 * itself if it is an anchor, else the first anchor among the objects that dominate it. An anchor is
 * an instance of one of a component's classes (a directory, a URL, a Netty channel), judged by the
 * class and its superclasses, or the value of one of its fields (a registry's {@code properties}).
 * So a URL's parameter map counts as URL objects, the URL an invoker holds alone as URL objects
 * too, and what only the directory keeps (its maps and lists) as the directory. What no anchor
 * retains (the JDK, Dubbo's framework models, the harness, objects shared by two components) is
 * {@link #OTHER}.
 *
 * <p>Which classes and fields are anchors depends on the Dubbo generation ({@code com.alibaba.dubbo}
 * in 2.6, {@code org.apache.dubbo} after; URL caches only in 3.x): each generation's module names
 * them ({@link Anchors}). The components are the same for all, so that generations compare.
 */
public enum Component {
    /** {@code AbstractRegistry.properties}: every URL rendered into one in-heap Properties per registry. */
    FILE_CACHE("fileCache", "registry file cache"),
    /** Dubbo 3's URL caches in {@code CacheableFailbackRegistry} and every registry's {@code notified} lists. */
    REGISTRY_CACHES("registryCaches", "registry caches (stringUrls, stringParam, stringAddress, notified)"),
    /** URL objects and their parsed parts, wherever they are held. */
    URLS("urls", "URL objects"),
    /** Application-level discovery: metadata per revision, instances, their listeners and caches. */
    METADATA("metadata", "metadata and instances"),
    /** Directories, the invokers in them and the cluster and migration wrappers around them. */
    DIRECTORIES("directories", "directories and invokers"),
    /** Netty clients, channels, event loops and buffer pools; Dubbo's exchange clients over them. */
    NETTY("netty", "Netty clients and connections"),
    /** The ZooKeeper and Curator clients (their sessions, watches and caches). */
    ZOOKEEPER("zookeeper", "ZooKeeper and Curator clients"),
    /** Everything no anchor retains: the JVM's and Dubbo's framework objects, the harness. */
    OTHER("other", "other");

    private final String id;
    private final String label;

    Component(String id, String label) {
        this.id = id;
        this.label = label;
    }

    /** The key in summary.json's {@code attribution}. */
    public String id() {
        return id;
    }

    /** What the report calls it. */
    public String label() {
        return label;
    }

    /** The label of the component with this id; the id itself for one this version does not know. */
    public static String labelOf(String id) {
        Component c = byId(id);
        return c == null ? id : c.label;
    }

    /** The component with this id, or null. */
    public static Component byId(String id) {
        for (Component c : values()) {
            if (c.id.equals(id)) {
                return c;
            }
        }
        return null;
    }
}
