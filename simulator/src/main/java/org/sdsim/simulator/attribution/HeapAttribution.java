package org.sdsim.simulator.attribution;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.netbeans.lib.profiler.heap.Heap;
import org.netbeans.lib.profiler.heap.HeapFactory;
import org.netbeans.lib.profiler.heap.Instance;
import org.netbeans.lib.profiler.heap.JavaClass;

/**
 * Splits a heap dump's live objects into {@link Component}s by the dominator tree: each object's
 * shallow size (as the JVM lays it out: {@link ObjectLayout}) goes to the component of its nearest
 * anchor (itself or a dominator). The parts add
 * up to the whole dump by construction, so the check that matters is the dump against the heap the
 * probes measured (the report shows both).
 */
public final class HeapAttribution {

    /** How deep a dominator chain may be before the walk gives up on it (a cycle would be a library bug). */
    private static final int MAX_CHAIN = 100_000;

    /**
     * @param bytes     shallow bytes per component, in {@link Component} order, all components present
     * @param totalBytes the dump's live bytes (the sum of {@code bytes})
     * @param objects   live objects in the dump
     * @param seconds   time to parse the dump, compute the dominators and attribute
     * @param fileCache {@link Component#FILE_CACHE} by the registry holding each copy, in the order found
     */
    public record Result(Map<Component, Long> bytes, long totalBytes, long objects, double seconds,
            List<FileCacheCopies.Copy> fileCache) {

        public Result {
            fileCache = fileCache == null ? List.of() : List.copyOf(fileCache);
        }

        /** component id → MB, in component order: summary.json's {@code attribution}. */
        public Map<String, Double> megabytes() {
            Map<String, Double> out = new java.util.LinkedHashMap<>();
            bytes.forEach((c, b) -> out.put(c.id(), b / (1024.0 * 1024.0)));
            return out;
        }

        public double totalMb() {
            return totalBytes / (1024.0 * 1024.0);
        }

        /** The largest components other than {@link Component#OTHER}, largest first. */
        public List<Component> top(int n) {
            return bytes.entrySet().stream().filter(e -> e.getKey() != Component.OTHER)
                    .sorted((a, b) -> Long.compare(b.getValue(), a.getValue()))
                    .limit(n).map(Map.Entry::getKey).toList();
        }
    }

    private final Heap heap;
    private final Map<Long, Component> classComponent = new HashMap<>();
    private final Map<Long, Component> fieldAnchors = new HashMap<>();
    private final ObjectLayout layout;
    private final FileCacheCopies fileCacheCopies;
    /** Resolved component per object id. */
    private final ComponentMemo resolved = new ComponentMemo();

    private final Anchors anchors;

    private HeapAttribution(Heap heap, Anchors anchors, ObjectHeaders headers) {
        this.heap = heap;
        this.anchors = anchors;
        this.layout = new ObjectLayout(headers);
        this.fileCacheCopies = new FileCacheCopies(heap);
    }

    /** {@link #analyze(Path, Anchors, ObjectHeaders)} of a JVM with the default headers (compressed class pointers). */
    public static Result analyze(Path hprof, Anchors anchors) throws IOException {
        return analyze(hprof, anchors, ObjectHeaders.COMPRESSED_CLASS_POINTERS);
    }

    /**
     * Parses the dump (the library keeps its index files beside it) and attributes every live object
     * by the consumer's Dubbo generation's {@code anchors}, each sized with the {@code headers} the
     * consumer's JVM laid it out with.
     */
    public static Result analyze(Path hprof, Anchors anchors, ObjectHeaders headers) throws IOException {
        long start = System.nanoTime();
        Heap heap = HeapFactory.createHeap(hprof.toFile());
        HeapAttribution a = new HeapAttribution(heap, anchors, headers);
        a.classifyClasses();
        a.findFieldAnchors();
        return a.attribute(start);
    }

    /** Deletes a dump and the index files the library wrote beside it ({@code NAME.*}). */
    public static void deleteWithIndex(Path dump) {
        try (var siblings = java.nio.file.Files.list(dump.getParent())) {
            for (Path p : (Iterable<Path>) siblings::iterator) {
                String name = p.getFileName().toString();
                if (name.equals(dump.getFileName().toString()) || name.startsWith(dump.getFileName() + ".")) {
                    deleteTree(p);
                }
            }
        } catch (IOException e) {
            System.err.println("sdsim: cannot delete " + dump + ": " + e.getMessage());
        }
    }

    private static void deleteTree(Path p) throws IOException {
        if (java.nio.file.Files.isDirectory(p)) {
            try (var children = java.nio.file.Files.list(p)) {
                for (Path c : (Iterable<Path>) children::iterator) {
                    deleteTree(c);
                }
            }
        }
        java.nio.file.Files.deleteIfExists(p);
    }

    private void classifyClasses() {
        for (Object o : heap.getAllClasses()) {
            JavaClass c = (JavaClass) o;
            Component component = componentOfClass(c);
            if (component != null) {
                classComponent.put(c.getJavaClassId(), component);
            }
        }
    }

    /** The first component (in enum order) with a rule matching the class or one of its superclasses. */
    private Component componentOfClass(JavaClass c) {
        for (Component component : Component.values()) {
            for (JavaClass k = c; k != null; k = k.getSuperClass()) {
                String name = k.getName();
                for (Anchors.ClassRule rule : anchors.classes.get(component)) {
                    if (rule.matches(name)) {
                        return component;
                    }
                }
            }
        }
        return null;
    }

    private void findFieldAnchors() {
        for (Component component : Component.values()) {
            for (Map.Entry<String, List<String>> declared : anchors.fields.get(component).entrySet()) {
                JavaClass owner = heap.getJavaClassByName(declared.getKey());
                if (owner == null) {
                    continue; // that Dubbo class was never loaded in this consumer
                }
                for (String field : declared.getValue()) {
                    // A static field's value lives in the class, not in an instance: Dubbo 3.0.0-3.0.2 keep
                    // CacheableFailbackRegistry's stringParam and stringAddress static, one pair for all registries.
                    if (owner.getValueOfStaticField(field) instanceof Instance anchor) {
                        fieldAnchors.putIfAbsent(anchor.getInstanceId(), component);
                    }
                }
                for (JavaClass c : withSubclasses(owner)) {
                    for (Object i : c.getInstances()) {
                        for (String field : declared.getValue()) {
                            Object value = ((Instance) i).getValueOfField(field);
                            if (value instanceof Instance anchor) {
                                fieldAnchors.putIfAbsent(anchor.getInstanceId(), component);
                                if (component == Component.FILE_CACHE) {
                                    fileCacheCopies.anchor((Instance) i, anchor);
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    private static List<JavaClass> withSubclasses(JavaClass c) {
        List<JavaClass> all = new java.util.ArrayList<>();
        java.util.ArrayDeque<JavaClass> todo = new java.util.ArrayDeque<>(List.of(c));
        while (!todo.isEmpty()) {
            JavaClass k = todo.pop();
            all.add(k);
            for (Object sub : k.getSubClasses()) {
                todo.push((JavaClass) sub);
            }
        }
        return all;
    }

    private Result attribute(long start) {
        Iterator<?> all = heap.getAllInstancesIterator();
        if (!all.hasNext()) {
            return new Result(emptyBytes(), 0, 0, (System.nanoTime() - start) / 1e9, List.of());
        }
        Instance first = (Instance) all.next();
        DominatorTree tree = DominatorTree.of(heap, first);
        long[] bytes = new long[Component.values().length];
        long objects = 0;
        for (Instance i = first; i != null; i = all.hasNext() ? (Instance) all.next() : null) {
            Component component = componentOf(i, tree);
            long size = layout.size(i);
            bytes[component.ordinal()] += size;
            if (component == Component.FILE_CACHE) {
                fileCacheCopies.add(i, size, tree);
            }
            objects++;
        }
        // Class objects (static fields live in them) are no instances to the library; they belong
        // to no component.
        JavaClass javaLangClass = heap.getJavaClassByName("java.lang.Class");
        for (Object c : heap.getAllClasses()) {
            bytes[Component.OTHER.ordinal()] += layout.mirrorSize((JavaClass) c, javaLangClass);
        }
        Map<Component, Long> out = new EnumMap<>(Component.class);
        long total = 0;
        for (Component c : Component.values()) {
            out.put(c, bytes[c.ordinal()]);
            total += bytes[c.ordinal()];
        }
        return new Result(out, total, objects, (System.nanoTime() - start) / 1e9, fileCacheCopies.copies());
    }

    private static Map<Component, Long> emptyBytes() {
        Map<Component, Long> out = new EnumMap<>(Component.class);
        for (Component c : Component.values()) {
            out.put(c, 0L);
        }
        return out;
    }

    /** Walks up the dominator chain to the nearest anchor, remembering the answer for every object passed. */
    private Component componentOf(Instance object, DominatorTree tree) {
        long[] path = new long[16];
        int depth = 0;
        Instance current = object;
        Component found = Component.OTHER;
        while (current != null && depth < MAX_CHAIN) {
            long id = current.getInstanceId();
            Component known = resolved.get(id);
            if (known != null) {
                found = known;
                break;
            }
            Component anchor = anchorOf(current);
            if (depth == path.length) {
                path = Arrays.copyOf(path, depth * 2);
            }
            path[depth++] = id;
            if (anchor != null) {
                found = anchor;
                break;
            }
            long idom = tree.idom(current.getInstanceId());
            current = idom <= 0 || idom == current.getInstanceId() ? null : heap.getInstanceByID(idom);
        }
        for (int k = 0; k < depth; k++) {
            resolved.put(path[k], found);
        }
        return found;
    }

    private Component anchorOf(Instance i) {
        Component byField = fieldAnchors.get(i.getInstanceId());
        return byField != null ? byField : classComponent.get(i.getJavaClass().getJavaClassId());
    }
}
