package org.sdsim.simulator.attribution;

import java.util.List;
import java.util.Map;

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
 * <p>A heap dump records each class's superclass but not its interfaces, hence rules on class
 * names. They cover Dubbo 3.3 and 2.7 alike: both live under {@code org.apache.dubbo}.
 */
public enum Component {
    /** {@code AbstractRegistry.properties}: every URL rendered into one in-heap Properties per registry. */
    FILE_CACHE("fileCache", "registry file cache", List.of(), Map.of(
            "org.apache.dubbo.registry.support.AbstractRegistry", List.of("properties"))),
    /** Dubbo 3's URL caches in {@code CacheableFailbackRegistry} and every registry's {@code notified} lists. */
    REGISTRY_CACHES("registryCaches", "registry caches (stringUrls, stringParam, stringAddress, notified)", List.of(),
            Map.of("org.apache.dubbo.registry.support.CacheableFailbackRegistry",
                    List.of("stringUrls", "stringParam", "stringAddress"),
                    "org.apache.dubbo.registry.support.AbstractRegistry", List.of("notified"))),
    /** URL objects and their parsed parts, wherever they are held. */
    URLS("urls", "URL objects", List.of(
            ClassRule.exact("org.apache.dubbo.common.URL"),
            ClassRule.exact("org.apache.dubbo.common.url.component.URLParam"),
            ClassRule.exact("org.apache.dubbo.common.url.component.URLAddress")), Map.of()),
    /** Application-level discovery: metadata per revision, instances, their listeners and caches. */
    METADATA("metadata", "metadata and instances", List.of(
            ClassRule.exact("org.apache.dubbo.metadata.MetadataInfo"),
            ClassRule.exact("org.apache.dubbo.metadata.MetadataInfo$ServiceInfo"),
            ClassRule.exact("org.apache.dubbo.registry.client.metadata.store.MetaCacheManager"),
            ClassRule.exact("org.apache.dubbo.registry.client.DefaultServiceInstance"),
            ClassRule.exact("org.apache.dubbo.registry.client.event.listener.ServiceInstancesChangedListener"),
            ClassRule.exact("org.apache.curator.x.discovery.ServiceInstance"),
            ClassRule.exact("org.apache.curator.x.discovery.details.ServiceCacheImpl")), Map.of()),
    /** Directories, the invokers in them and the cluster and migration wrappers around them. */
    DIRECTORIES("directories", "directories and invokers", List.of(
            ClassRule.suffix("org.apache.dubbo.", "Directory"),
            ClassRule.suffix("org.apache.dubbo.", "Invoker"),
            ClassRule.suffix("org.apache.dubbo.", "InvokerDelegate"),
            ClassRule.suffix("org.apache.dubbo.", "InvokerWrapper")), Map.of()),
    /** Netty clients, channels, event loops and buffer pools; Dubbo's exchange clients over them. */
    NETTY("netty", "Netty clients and connections", List.of(
            ClassRule.prefix("io.netty."),
            ClassRule.suffix("org.apache.dubbo.remoting.", "Client"),
            ClassRule.suffix("org.apache.dubbo.remoting.", "Connection"),
            ClassRule.suffix("org.apache.dubbo.remoting.", "Channel")), Map.of()),
    /** The ZooKeeper and Curator clients (their sessions, watches and caches). */
    ZOOKEEPER("zookeeper", "ZooKeeper and Curator clients", List.of(
            ClassRule.prefix("org.apache.zookeeper."),
            ClassRule.prefix("org.apache.curator."),
            ClassRule.prefix("org.apache.dubbo.remoting.zookeeper.")), Map.of()),
    /** Everything no anchor retains: the JVM's and Dubbo's framework objects, the harness. */
    OTHER("other", "other", List.of(), Map.of());

    private final String id;
    private final String label;
    final List<ClassRule> classes;
    /** Declaring class (the instance's class or a superclass) → fields whose values are anchors. */
    final Map<String, List<String>> fields;

    Component(String id, String label, List<ClassRule> classes, Map<String, List<String>> fields) {
        this.id = id;
        this.label = label;
        this.classes = classes;
        this.fields = fields;
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
        for (Component c : values()) {
            if (c.id.equals(id)) {
                return c.label;
            }
        }
        return id;
    }

    /** A test on one class name of an object's superclass chain. */
    record ClassRule(String prefix, String suffix, boolean exact) {
        static ClassRule exact(String name) {
            return new ClassRule(name, "", true);
        }

        static ClassRule prefix(String packagePrefix) {
            return new ClassRule(packagePrefix, "", false);
        }

        static ClassRule suffix(String packagePrefix, String simpleNameSuffix) {
            return new ClassRule(packagePrefix, simpleNameSuffix, false);
        }

        boolean matches(String className) {
            if (exact) {
                return className.equals(prefix);
            }
            // A nested class ($) of a matching class is not itself a directory or a client.
            return className.startsWith(prefix) && className.endsWith(suffix)
                    && (suffix.isEmpty() || className.indexOf('$') < 0);
        }
    }
}
