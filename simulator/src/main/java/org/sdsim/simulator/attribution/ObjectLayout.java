package org.sdsim.simulator.attribution;

import java.util.HashMap;
import java.util.Map;
import org.netbeans.lib.profiler.heap.Field;
import org.netbeans.lib.profiler.heap.Instance;
import org.netbeans.lib.profiler.heap.JavaClass;
import org.netbeans.lib.profiler.heap.ObjectArrayInstance;
import org.netbeans.lib.profiler.heap.PrimitiveArrayInstance;

/**
 * An object's size in a 64-bit HotSpot heap with compressed oops, which every heap under 32 GB has
 * (the consumer's is 768 MB), and the consumer's {@link ObjectHeaders}. A heap dump records object
 * ids (and so references) as 8 bytes and no layout at all; the heap library sizes objects from
 * that, which overstates a reference-heavy heap by a fifth or more. Here: the header (12 bytes with
 * compressed class pointers, 8 with compact headers), fields at their Java sizes with 4-byte
 * references, arrays from where the headers put their first element (16; 12 with compact headers,
 * 16 for {@code long} and {@code double}), all rounded up to 8 bytes. (HotSpot may pack fields a
 * little tighter; the totals agree with the JVM's own "heap used" within a few per cent, which
 * docs/benchmarks.md shows.)
 */
final class ObjectLayout {

    private static final int REFERENCE = 4;

    private final ObjectHeaders headers;
    private final Map<Long, Long> instanceSizeByClass = new HashMap<>();

    ObjectLayout(ObjectHeaders headers) {
        this.headers = headers;
    }

    long size(Instance i) {
        if (i instanceof ObjectArrayInstance array) {
            return arraySize(REFERENCE, array.getLength());
        }
        if (i instanceof PrimitiveArrayInstance array) {
            return arraySize(elementSize(i.getJavaClass().getName()), array.getLength());
        }
        return instanceSizeByClass.computeIfAbsent(i.getJavaClass().getJavaClassId(), id -> instanceSize(i.getJavaClass()));
    }

    /**
     * A class's {@code java.lang.Class} object, which holds its static fields in HotSpot. The
     * library lists classes apart from instances, so these are counted here.
     */
    long mirrorSize(JavaClass c, JavaClass javaLangClass) {
        long statics = 0;
        for (Object o : c.getFields()) {
            Field f = (Field) o;
            if (f.isStatic()) {
                statics += fieldSize(f.getType().getName());
            }
        }
        long mirror = javaLangClass == null ? headers.fieldsStart() : instanceSizeByClass.computeIfAbsent(javaLangClass.getJavaClassId(),
                id -> instanceSize(javaLangClass));
        return align(mirror + statics);
    }

    private long instanceSize(JavaClass c) {
        long fields = 0;
        for (JavaClass k = c; k != null; k = k.getSuperClass()) {
            for (Object o : k.getFields()) {
                Field f = (Field) o;
                if (!f.isStatic()) {
                    fields += fieldSize(f.getType().getName());
                }
            }
        }
        return instanceSize(fields);
    }

    /** An instance whose fields (its own and its superclasses') take {@code fieldBytes}. */
    long instanceSize(long fieldBytes) {
        return align(headers.fieldsStart() + fieldBytes);
    }

    /** An array of {@code length} elements of {@code elementBytes} each. */
    long arraySize(int elementBytes, int length) {
        return align(headers.arrayElementsStart(elementBytes) + (long) elementBytes * length);
    }

    private static int fieldSize(String type) {
        return switch (type) {
            case "boolean", "byte" -> 1;
            case "char", "short" -> 2;
            case "int", "float" -> 4;
            case "long", "double" -> 8;
            default -> REFERENCE;
        };
    }

    /** "byte[]" → 1, "long[]" → 8. */
    private static int elementSize(String arrayClass) {
        return fieldSize(arrayClass.endsWith("[]") ? arrayClass.substring(0, arrayClass.length() - 2) : arrayClass);
    }

    private static long align(long bytes) {
        return (bytes + 7) & ~7L;
    }
}
