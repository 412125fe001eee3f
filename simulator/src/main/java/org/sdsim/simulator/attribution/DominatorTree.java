package org.sdsim.simulator.attribution;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import org.netbeans.lib.profiler.heap.Heap;
import org.netbeans.lib.profiler.heap.Instance;

/**
 * The immediate dominator of each object, as the NetBeans profiler heap library computes it for
 * its retained sizes. The library offers retained sizes publicly but keeps the tree itself
 * package-private ({@code HprofHeap.domTree}, {@code DominatorTree.getIdomId}); this class reaches
 * it by reflection, which is why the library's version is pinned. A version whose internals moved
 * fails here with a message, not with wrong numbers (AttributionTest checks the tree against the
 * library's own retained sizes).
 */
final class DominatorTree {

    private final Object tree;
    private final MethodHandle idom;

    private DominatorTree(Object tree, MethodHandle idom) {
        this.tree = tree;
        this.idom = idom;
    }

    /** Computes the library's dominator tree (the first retained-size query does) and opens it. */
    static DominatorTree of(Heap heap, Instance any) {
        dropRootsWithoutObjects(heap);
        any.getRetainedSize();
        try {
            Field field = heap.getClass().getDeclaredField("domTree");
            field.setAccessible(true);
            Object tree = field.get(heap);
            if (tree == null) {
                throw new IllegalStateException("the heap library computed no dominator tree");
            }
            Class<?> entry = Class.forName("org.netbeans.lib.profiler.heap.LongMap$Entry");
            Method m = tree.getClass().getDeclaredMethod("getIdomId", long.class, entry);
            m.setAccessible(true);
            return new DominatorTree(tree, MethodHandles.lookup().unreflect(m));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the NetBeans profiler heap library's dominator tree is not where "
                    + "version RELEASE220 keeps it: " + e, e);
        }
    }

    /**
     * A JVM running Flight Recorder dumps "sticky class" GC roots for classes the dump does not
     * contain. The library's root index then fails with a NullPointerException on the first
     * retained-size query (RELEASE220, {@code HprofGCRoots.getGCRoot}). Such a root keeps nothing
     * in the dump alive, so it is left out of the library's root list before the query.
     */
    private static void dropRootsWithoutObjects(Heap heap) {
        java.util.List<Object> kept = new java.util.ArrayList<>();
        boolean any = false;
        for (Object root : heap.getGCRoots()) {
            if (((org.netbeans.lib.profiler.heap.GCRoot) root).getInstance() == null) {
                any = true;
            } else {
                kept.add(root);
            }
        }
        if (!any) {
            return;
        }
        try {
            Field rootsField = heap.getClass().getDeclaredField("gcRoots");
            rootsField.setAccessible(true);
            Object roots = rootsField.get(heap);
            // The library recomputes its root list until its id → root index exists: set both.
            java.util.Map<Long, Object> byId = new java.util.HashMap<>();
            for (Object root : kept) {
                byId.put(((org.netbeans.lib.profiler.heap.GCRoot) root).getInstance().getInstanceId(), root);
            }
            Field index = roots.getClass().getDeclaredField("gcRoots");
            index.setAccessible(true);
            Field list = roots.getClass().getDeclaredField("gcRootsList");
            list.setAccessible(true);
            list.set(roots, java.util.Collections.unmodifiableList(kept));
            index.set(roots, byId);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the NetBeans profiler heap library's GC roots are not where version "
                    + "RELEASE220 keeps them: " + e, e);
        }
    }

    /** The id of the object's immediate dominator; 0 or -1 for an object only a GC root dominates. */
    long idom(long instanceId) {
        try {
            return (long) idom.invoke(tree, instanceId, null);
        } catch (Throwable t) {
            throw new IllegalStateException("dominator lookup failed for object " + instanceId, t);
        }
    }
}
