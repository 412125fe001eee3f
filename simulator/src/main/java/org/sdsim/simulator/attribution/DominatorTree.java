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

    /** The id of the object's immediate dominator; 0 or -1 for an object only a GC root dominates. */
    long idom(long instanceId) {
        try {
            return (long) idom.invoke(tree, instanceId, null);
        } catch (Throwable t) {
            throw new IllegalStateException("dominator lookup failed for object " + instanceId, t);
        }
    }
}
