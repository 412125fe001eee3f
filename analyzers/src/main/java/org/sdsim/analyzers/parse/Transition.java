package org.sdsim.analyzers.parse;

import org.sdsim.analyzers.event.MemoryUse;

/**
 * Reads a memory transition in any of the shapes HotSpot prints:
 * {@code 24M->4M(256M)} (unified), {@code 1000K(2000K)->100K(2000K)} (JDK 16+ generations),
 * {@code 106M(0%)->88M(0%)} (ZGC), {@code 7168.0K(32768.0K)->6664.5K(32768.0K)} and
 * {@code 0.0B->1024.0K} (JDK 8 G1), {@code 35459K(51776K)} (CMS marks: occupancy only).
 */
final class Transition {
    private Transition() {
    }

    /** Parses the transition in [from, to), or returns null. */
    static MemoryUse parse(String s, int from, int to) {
        int arrow = s.indexOf("->", from);
        if (arrow < 0 || arrow >= to) {
            // occupancy only: "35459K(51776K)"
            long[] one = sizeWithCapacity(s, from, to);
            return one == null ? null : new MemoryUse(-1, one[0], one[1]);
        }
        long[] before = sizeWithCapacity(s, from, arrow);
        long[] after = sizeWithCapacity(s, arrow + 2, to);
        if (before == null || after == null) {
            return null;
        }
        long capacity = after[1] >= 0 ? after[1] : -1;
        return new MemoryUse(before[0], after[0], capacity);
    }

    /** {size, capacity or -1} for "24M", "24M(256M)" or "24M(12%)"; null if not a size. */
    private static long[] sizeWithCapacity(String s, int from, int to) {
        from = Num.skipSpaces(s, from, to);
        to = Num.trimEnd(s, from, to);
        int paren = s.indexOf('(', from);
        if (paren < 0 || paren >= to) {
            long v = Num.sizeKb(s, from, to);
            return v < 0 ? null : new long[] {v, -1};
        }
        long v = Num.sizeKb(s, from, Num.trimEnd(s, from, paren));
        if (v < 0 || s.charAt(to - 1) != ')') {
            return null;
        }
        int capFrom = Num.skipSpaces(s, paren + 1, to - 1);
        int capTo = Num.trimEnd(s, capFrom, to - 1);
        if (capTo > capFrom && s.charAt(capTo - 1) == '%') {
            return new long[] {v, -1};
        }
        long cap = Num.sizeKb(s, capFrom, capTo);
        if (cap < 0) {
            return null;
        }
        return new long[] {v, cap};
    }
}
