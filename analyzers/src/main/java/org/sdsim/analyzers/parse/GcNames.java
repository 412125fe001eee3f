package org.sdsim.analyzers.parse;

import org.sdsim.analyzers.event.GcKind;

/**
 * Splits a collection's logged text into name, cause and kind. "Pause Young (Normal) (G1
 * Evacuation Pause)" is name "Pause Young (Normal)", cause "G1 Evacuation Pause", kind YOUNG:
 * groups that qualify the collection (Normal, Concurrent Start, Prepare Mixed, Mixed, young,
 * initial-mark...) stay in the name, the last other group is the cause.
 */
final class GcNames {
    static final String SERIAL = "Serial";
    static final String PARALLEL = "Parallel";
    static final String CMS = "CMS";
    static final String G1 = "G1";
    static final String SHENANDOAH = "Shenandoah";
    static final String ZGC = "ZGC";
    static final String ZGC_GENERATIONAL = "ZGC (generational)";
    static final String EPSILON = "Epsilon";

    private GcNames() {
    }

    /** Result of a split: name and cause ("" when none). */
    record Split(String name, String cause) {
    }

    /** Normalises "Using ..." texts and JDK 8 flags to one collector vocabulary. */
    static String collectorFromUsing(String rest) {
        switch (rest) {
            case "G1": return G1;
            case "Serial": return SERIAL;
            case "Parallel": return PARALLEL;
            case "Concurrent Mark Sweep": return CMS;
            case "Shenandoah": return SHENANDOAH;
            case "The Z Garbage Collector": return ZGC;
            case "Epsilon": return EPSILON;
            default: return null;
        }
    }

    private static boolean isQualifier(String group) {
        if (group.startsWith("Evacuation Failure")) {
            return true; // JDK 17+ G1: "(Evacuation Failure)", JDK 21+: "(Evacuation Failure: Allocation)"
        }
        switch (group) {
            case "Normal":
            case "Concurrent Start":
            case "Prepare Mixed":
            case "Mixed":
            case "young":
            case "mixed":
            case "initial-mark":
            case "to-space exhausted":
            case "to-space overflow":
            case "promotion failed":
            case "concurrent mode failure":
            case "Major":
            case "Minor":
                return true;
            default:
                return false;
        }
    }

    /**
     * Splits {@code text} (name followed by parenthesised groups). With {@code hasCause} the last
     * non-qualifier group is the cause; otherwise every group is part of the name.
     */
    static Split split(String text, boolean hasCause) {
        if (!hasCause) {
            return new Split(text, "");
        }
        int first = text.indexOf(" (");
        if (first < 0) {
            return new Split(text, "");
        }
        java.util.List<String> groups = new java.util.ArrayList<>(4);
        String tail = null;
        int i = first;
        int n = text.length();
        while (i < n) {
            while (i < n && text.charAt(i) == ' ') {
                i++;
            }
            if (i >= n) {
                break;
            }
            int j = text.charAt(i) == '(' ? closingParen(text, i) : -1;
            if (j < 0) {
                tail = text.substring(i); // text after the groups stays in the name
                break;
            }
            groups.add(text.substring(i + 1, j));
            i = j + 1;
        }
        int causeAt = -1;
        for (int g = groups.size() - 1; g >= 0; g--) {
            if (!isQualifier(groups.get(g))) {
                causeAt = g;
                break;
            }
        }
        StringBuilder name = new StringBuilder(text.length()).append(text, 0, first);
        for (int g = 0; g < groups.size(); g++) {
            if (g != causeAt) {
                name.append(" (").append(groups.get(g)).append(')');
            }
        }
        if (tail != null) {
            name.append(' ').append(tail);
        }
        return new Split(name.toString(), causeAt < 0 ? "" : groups.get(causeAt));
    }

    /** Index of the ')' closing the '(' at {@code open} (nesting aware), or -1. */
    static int closingParen(String text, int open) {
        int depth = 0;
        for (int j = open; j < text.length(); j++) {
            char c = text.charAt(j);
            if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return j;
            }
        }
        return -1;
    }

    /** Kind of a unified-logging pause ("Pause ..."); {@code collector} may be null. */
    static GcKind unifiedPauseKind(String name, String cause, String collector) {
        if (name.startsWith("Pause Young")) {
            return name.contains("(Mixed)") ? GcKind.MIXED : GcKind.YOUNG;
        }
        if (name.startsWith("Pause Mixed")) {
            return GcKind.MIXED;
        }
        if (name.startsWith("Pause Full")) {
            return GcKind.FULL;
        }
        if (name.startsWith("Pause Remark")) {
            return GcKind.REMARK;
        }
        if (name.startsWith("Pause Cleanup")) {
            return GcKind.CLEANUP;
        }
        if (name.startsWith("Pause Degenerated")) {
            return GcKind.DEGENERATED;
        }
        if (name.startsWith("Pause Initial Mark")) {
            // JDK 9/10 G1 names its concurrent-start young pause "Pause Initial Mark (cause)";
            // CMS's initial mark has no cause.
            if (CMS.equals(collector)) {
                return GcKind.INITIAL_MARK;
            }
            return G1.equals(collector) || !cause.isEmpty() ? GcKind.YOUNG : GcKind.INITIAL_MARK;
        }
        return GcKind.OTHER_PAUSE;
    }

    /** Whether a unified "Pause ..." text carries a cause group (young, mixed, full, G1 initial mark). */
    static boolean unifiedPauseHasCause(String text) {
        return text.startsWith("Pause Young") || text.startsWith("Pause Full") || text.startsWith("Pause Mixed")
                || text.startsWith("Pause Initial Mark");
    }

    /** The collector a unified event implies, or null when it says nothing certain. */
    static String inferUnified(String name, String cause, char generation) {
        if (generation != 0 || name.startsWith("Minor Collection") || name.startsWith("Major Collection")) {
            return ZGC_GENERATIONAL;
        }
        if (name.startsWith("Garbage Collection")) {
            return ZGC;
        }
        if (name.startsWith("Pause Young (") || name.startsWith("Pause Mixed") || cause.startsWith("G1 ")
                || name.startsWith("Concurrent Mark Cycle") || name.startsWith("Concurrent Cycle")) {
            return G1;
        }
        if (name.startsWith("Pause Init Mark") || name.startsWith("Pause Final Mark")
                || name.startsWith("Pause Init Update Refs") || name.startsWith("Pause Final Update Refs")
                || name.startsWith("Pause Degenerated")) {
            return SHENANDOAH;
        }
        if (name.startsWith("Pause Mark Start") || name.startsWith("Pause Relocate Start")) {
            return ZGC;
        }
        return null;
    }
}
