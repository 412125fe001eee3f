package org.sdsim.simulator.attribution;

import java.util.List;

/**
 * The object headers of the consumer's 64-bit HotSpot heap, which decide where an object's fields and an array's
 * elements start. Read from the consumer's JVM options ({@link #of}); a heap dump records neither.
 *
 * <p>Measured on Temurin 25.0.3 with {@code Unsafe#objectFieldOffset} and {@code #arrayBaseOffset} and checked
 * against the JVM's class histogram ({@code jcmd GC.class_histogram}: {@code new Object()} 16 and 8 bytes,
 * {@code new byte[4]} 24 and 16), as JEP 519 and HotSpot's {@code arrayOopDesc} lay them out.
 */
public enum ObjectHeaders {

    /**
     * Compressed class pointers, the default on Java 17 and 25: a mark word and a 4-byte class pointer, fields from
     * offset 12; an array's length at 12 and its elements from 16.
     */
    COMPRESSED_CLASS_POINTERS(12, 16, 16),
    /**
     * JEP 519's compact headers ({@code -XX:+UseCompactObjectHeaders}, JDK 25): the class pointer inside the 8-byte
     * mark word, fields from offset 8; an array's length at 8 and its elements from 12, or 16 for {@code long} and
     * {@code double}, which stay 8-byte aligned.
     */
    COMPACT(8, 12, 16);

    /** The JVM option that turns compact headers on; {@code -XX:-UseCompactObjectHeaders} turns them off. */
    public static final String COMPACT_OPTION = "UseCompactObjectHeaders";

    private final int fieldsStart;
    private final int arrayElementsStart;
    private final int wideArrayElementsStart;

    ObjectHeaders(int fieldsStart, int arrayElementsStart, int wideArrayElementsStart) {
        this.fieldsStart = fieldsStart;
        this.arrayElementsStart = arrayElementsStart;
        this.wideArrayElementsStart = wideArrayElementsStart;
    }

    /** The headers a JVM started with {@code jvmOptions} lays out: the last {@code -XX:±UseCompactObjectHeaders} wins. */
    public static ObjectHeaders of(List<String> jvmOptions) {
        ObjectHeaders headers = COMPRESSED_CLASS_POINTERS;
        for (String option : jvmOptions) {
            if (option.equals("-XX:+" + COMPACT_OPTION)) {
                headers = COMPACT;
            } else if (option.equals("-XX:-" + COMPACT_OPTION)) {
                headers = COMPRESSED_CLASS_POINTERS;
            }
        }
        return headers;
    }

    /** Where an instance's fields start: the instance header's bytes. */
    int fieldsStart() {
        return fieldsStart;
    }

    /** Where an array's elements of {@code elementBytes} each start: the array header's bytes, aligned for them. */
    int arrayElementsStart(int elementBytes) {
        return elementBytes == 8 ? wideArrayElementsStart : arrayElementsStart;
    }

    /** "8-byte headers", for the progress line. */
    public String label() {
        return fieldsStart + "-byte headers";
    }
}
