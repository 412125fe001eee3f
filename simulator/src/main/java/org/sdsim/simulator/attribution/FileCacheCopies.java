package org.sdsim.simulator.attribution;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.netbeans.lib.profiler.heap.Heap;
import org.netbeans.lib.profiler.heap.Instance;
import org.netbeans.lib.profiler.heap.JavaClass;
import org.netbeans.lib.profiler.heap.ObjectArrayInstance;

/**
 * The {@link Component#FILE_CACHE} component split by the registry that holds each copy. Every
 * {@code AbstractRegistry} loads the cache file named after its application and address into its own
 * {@code properties} (Dubbo 3.3.6 {@code AbstractRegistry} L171, {@code loadProperties} L344), so a
 * consumer that migrated holds one copy in the {@code ZookeeperRegistry} and another in the
 * {@code ServiceDiscoveryRegistry} created at the APPLICATION_FIRST switch, both read from the same
 * file. Which copy weighs what, and how many keys each holds, is what tells a dead copy from entries
 * {@code unsubscribe} (L463–479) never removes.
 */
public final class FileCacheCopies {

    /**
     * One registry's copy of the file cache.
     *
     * @param owner the class of the registry whose field holds it ({@code org.apache.dubbo.registry.zookeeper.ZookeeperRegistry})
     * @param file  the cache file the registry reads and writes (its {@code file} field), or null when it has none
     * @param keys  the entries of the {@code Properties}: one per service key the registry saved or loaded
     * @param bytes what this copy alone holds, sized as the rest of the attribution is
     */
    public record Copy(String owner, String file, long keys, long bytes) {
    }

    /** A copy being summed: its anchor's id and what is known of it. */
    private static final class Tally {
        final String owner;
        final String file;
        final long keys;
        long bytes;

        Tally(String owner, String file, long keys) {
            this.owner = owner;
            this.file = file;
            this.keys = keys;
        }
    }

    private final Heap heap;
    /** Anchor object id → its copy, in the order the registries were found. */
    private final Map<Long, Tally> byAnchor = new LinkedHashMap<>();
    /** Object id → the anchor it was found under; file-cache objects are few (a handful of huge strings). */
    private final Map<Long, Long> anchorOf = new HashMap<>();

    FileCacheCopies(Heap heap) {
        this.heap = heap;
    }

    /** Notes that {@code owner}'s field holds {@code anchor}, a file-cache anchor. */
    void anchor(Instance owner, Instance anchor) {
        byAnchor.computeIfAbsent(anchor.getInstanceId(), id -> new Tally(owner.getJavaClass().getName(),
                fileOf(owner), keysOf(anchor)));
    }

    /** Adds one object the attribution gave to the file cache to the copy whose anchor dominates it. */
    void add(Instance object, long bytes, DominatorTree tree) {
        List<Long> path = new ArrayList<>();
        Long anchor = null;
        for (Instance current = object; current != null; ) {
            long id = current.getInstanceId();
            if (byAnchor.containsKey(id)) {
                anchor = id;
                break;
            }
            Long known = anchorOf.get(id);
            if (known != null) {
                anchor = known;
                break;
            }
            path.add(id);
            long idom = tree.idom(id);
            current = idom <= 0 || idom == id ? null : heap.getInstanceByID(idom);
        }
        if (anchor == null) {
            return; // a static field's value: anchored in a class, owned by no registry instance
        }
        for (Long id : path) {
            anchorOf.put(id, anchor);
        }
        byAnchor.get(anchor).bytes += bytes;
    }

    /** The copies, in the order their registries were found. */
    List<Copy> copies() {
        return byAnchor.values().stream().map(t -> new Copy(t.owner, t.file, t.keys, t.bytes)).toList();
    }

    /** The registry's cache file: {@code AbstractRegistry#file} (2.6 to 3.3 alike), a java.io.File. */
    private static String fileOf(Instance registry) {
        for (JavaClass k = registry.getJavaClass(); k != null; k = k.getSuperClass()) {
            if (k.getName().endsWith(".AbstractRegistry")) {
                Object file = registry.getValueOfField("file");
                return file instanceof Instance f ? HeapStrings.read(f.getValueOfField("path")) : null;
            }
        }
        return null;
    }

    /**
     * The entries of a Properties: on JDK 9+ they live in its ConcurrentHashMap {@code map}, whose size is
     * {@code baseCount} plus its {@code counterCells}; on JDK 8 in the Hashtable's own {@code count}.
     */
    static long keysOf(Instance properties) {
        if (properties.getValueOfField("map") instanceof Instance map) {
            long n = map.getValueOfField("baseCount") instanceof Number base ? base.longValue() : 0;
            if (map.getValueOfField("counterCells") instanceof ObjectArrayInstance cells) {
                for (Object cell : cells.getValues()) {
                    if (cell instanceof Instance c && c.getValueOfField("value") instanceof Number v) {
                        n += v.longValue();
                    }
                }
            }
            return n;
        }
        return properties.getValueOfField("count") instanceof Number count ? count.longValue() : -1;
    }
}
