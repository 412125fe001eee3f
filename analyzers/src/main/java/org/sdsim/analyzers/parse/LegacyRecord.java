package org.sdsim.analyzers.parse;

import java.util.ArrayList;
import java.util.List;

/**
 * A JDK 8 GC record as a tree of bracket groups: {@code [GC (Allocation Failure) 0.170: [ParNew:
 * 8678K->1081K(9792K), 0.0088 secs] 8678K->8064K(31680K), 0.0106 secs]} is a node whose own text
 * is {@code GC (Allocation Failure) 0.170:  8678K->8064K(31680K), 0.0106 secs} with one child
 * {@code ParNew: 8678K->1081K(9792K), 0.0088 secs}. Parentheses are text, only square brackets
 * nest. Depth is bounded so corrupt input cannot overflow the stack.
 */
final class LegacyRecord {
    private static final int MAX_DEPTH = 16;

    final String own;
    final List<LegacyRecord> children;

    private LegacyRecord(String own, List<LegacyRecord> children) {
        this.own = own;
        this.children = children;
    }

    /** Parses the group opening at {@code s.charAt(from) == '['}; null if unbalanced or too deep. */
    static LegacyRecord parse(String s, int from) {
        int[] pos = {from};
        return node(s, pos, 0);
    }

    /** Index just past the group opening at {@code from}, or -1 when it is not closed. */
    static int groupEnd(String s, int from) {
        int depth = 0;
        for (int i = from; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '[') {
                depth++;
            } else if (c == ']' && --depth == 0) {
                return i + 1;
            }
        }
        return -1;
    }

    private static LegacyRecord node(String s, int[] pos, int depth) {
        if (depth > MAX_DEPTH) {
            return null;
        }
        int i = pos[0] + 1;
        StringBuilder own = new StringBuilder();
        List<LegacyRecord> kids = List.of();
        int n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            if (c == ']') {
                pos[0] = i + 1;
                return new LegacyRecord(own.toString(), kids);
            }
            if (c == '[') {
                pos[0] = i;
                LegacyRecord kid = node(s, pos, depth + 1);
                if (kid == null) {
                    return null;
                }
                if (kids.isEmpty()) {
                    kids = new ArrayList<>(4);
                }
                kids.add(kid);
                own.append(' ');
                i = pos[0];
                continue;
            }
            own.append(c);
            i++;
        }
        return null;
    }

    /**
     * The record's label: its own text up to where figures begin ("GC (Allocation Failure)",
     * "GC pause (G1 Evacuation Pause) (young)", "CMS-concurrent-mark", "Pause Init Mark").
     */
    String label() {
        return own.substring(0, labelEnd());
    }

    int labelEnd() {
        int depth = 0;
        int n = own.length();
        int i = 0;
        for (; i < n; i++) {
            char c = own.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth = Math.max(0, depth - 1);
            } else if (depth == 0) {
                if (c == ',' || c == ':' || c == '#') {
                    break;
                }
                if (Num.isDigit(c) && i > 0 && own.charAt(i - 1) == ' ') {
                    break;
                }
            }
        }
        return Num.trimEnd(own, 0, i);
    }

    /** Name of a generation child: text before ':' ("ParNew", "ParNew (promotion failed)", "1 CMS-initial-mark"). */
    String generationName() {
        int colon = own.indexOf(':');
        return (colon < 0 ? own : own.substring(0, colon)).trim();
    }

    /** Duration in ms from the trailing "0.0106 secs", "0.005/0.013 secs" or "3.341 ms"; NaN if none. */
    double durationMs() {
        int end = Num.trimEnd(own, 0, own.length());
        double factor;
        if (own.startsWith("secs", end - 4)) {
            factor = 1000;
            end -= 4;
        } else if (own.startsWith(" ms", end - 3)) {
            factor = 1;
            end -= 3;
        } else {
            return Double.NaN;
        }
        end = Num.trimEnd(own, 0, end);
        int start = end;
        while (start > 0) {
            char c = own.charAt(start - 1);
            if (Num.isDigit(c) || c == '.' || c == ',') {
                start--;
            } else {
                break;
            }
        }
        // "0.001/0.001 secs": the wall time is after the slash; ", 0.0106 secs": skip the comma
        while (start < end && own.charAt(start) == ',') {
            start++;
        }
        double v = Num.decimal(own, start, end);
        return Double.isNaN(v) ? v : v * factor;
    }

    /**
     * The whole-heap transition in the own text after the label ("8678K->8064K(31680K)"), or for
     * CMS marks the occupancy "18533K(31680K)"; null when absent.
     */
    org.sdsim.analyzers.event.MemoryUse heap() {
        int from = labelEnd();
        int arrow = own.indexOf("->", from);
        if (arrow > 0) {
            int a = arrow;
            while (a > from && own.charAt(a - 1) != ' ') {
                a--;
            }
            int b = arrow + 2;
            while (b < own.length() && own.charAt(b) != ',' && own.charAt(b) != ' ') {
                b++;
            }
            return Transition.parse(own, a, b);
        }
        // occupancy only: last "NNNK(NNNK)" token before the duration
        int comma = own.lastIndexOf(',');
        if (comma < 0) {
            return null;
        }
        int b = Num.trimEnd(own, from, comma);
        int a = own.lastIndexOf(' ', b - 1) + 1;
        if (a < from || b - a < 4 || own.charAt(b - 1) != ')') {
            return null;
        }
        return Transition.parse(own, a, b);
    }
}
