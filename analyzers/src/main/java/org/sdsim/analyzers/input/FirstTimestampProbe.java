package org.sdsim.analyzers.input;

import java.io.IOException;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

/**
 * Finds the first time stamp in the opening lines of a log, to order rotated files by content
 * (file times are lost when logs are copied). Understands unified-logging decorations
 * ({@code [2024-01-02T03:04:05.678+0000]}, {@code [1.234s]}) and JDK 8 prefixes
 * ({@code 2024-01-02T03:04:05.678+0000: 1.234: }).
 */
final class FirstTimestampProbe {
    /** Kind of stamp found, so files are only compared on a common kind. */
    enum Kind { WALL_CLOCK, UPTIME }

    /**
     * @param firstGcId the first "GC(n)" / "#n:" id in the opening lines, or -1: tiny rotated
     *                  files can start within the same millisecond, and ids still tell their order
     */
    record Stamp(Kind kind, double value, long firstGcId) {
    }

    private static final int MAX_LINES = 500;

    private FirstTimestampProbe() {
    }

    /** The first stamp in the file's opening lines, or null. Never throws on bad content. */
    static Stamp probe(LogInput input) {
        try (OpenedInput opened = OpenedInput.open(input)) {
            if (opened.kind() != ContentKind.TEXT) {
                return null;
            }
            BoundedLineReader reader = new BoundedLineReader(opened.stream(), 4096);
            String line;
            int n = 0;
            Stamp first = null;
            while ((line = reader.readLine()) != null && n++ < MAX_LINES) {
                if (first == null) {
                    first = fromLine(line);
                }
                long id = gcId(line);
                if (first != null && id >= 0) {
                    return new Stamp(first.kind(), first.value(), id);
                }
            }
            return first;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    static Stamp fromLine(String line) {
        int i = 0;
        if (line.startsWith("[")) {
            i = 1;
        }
        Double wall = isoSeconds(line, i);
        if (wall != null) {
            return new Stamp(Kind.WALL_CLOCK, wall, -1);
        }
        // uptime: "[1.234s]" / "[1234ms]" / "[1234ns]" (unified) or "1.234: " (JDK 8)
        int j = i;
        while (j < line.length() && Character.isDigit(line.charAt(j))) {
            j++;
        }
        if (j == i || j >= line.length()) {
            return null;
        }
        int k = j;
        if (line.charAt(j) == '.' || line.charAt(j) == ',') {
            k = j + 1;
            while (k < line.length() && Character.isDigit(line.charAt(k))) {
                k++;
            }
            if (k == j + 1 || k >= line.length()) {
                return null;
            }
        } else if (i == 0) {
            return null; // JDK 8 uptime stamps always have decimals
        }
        double scale = 1;
        boolean unified = false;
        if (i == 1) {
            // [1.234s], [1234ms], [1234567ns]: any uptime decorator
            if (line.startsWith("s]", k)) {
                unified = true;
            } else if (line.startsWith("ms]", k)) {
                unified = true;
                scale = 1e-3;
            } else if (line.startsWith("ns]", k)) {
                unified = true;
                scale = 1e-9;
            }
        }
        boolean legacy = i == 0 && k < line.length() && line.charAt(k) == ':';
        if (!unified && !legacy) {
            return null;
        }
        try {
            return new Stamp(Kind.UPTIME, Double.parseDouble(line.substring(i, k).replace(',', '.')) * scale, -1);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** The id of "GC(12)" (unified) or "#12: " (JDK 8 PrintGCID) in the line, or -1. */
    static long gcId(String line) {
        int at = line.indexOf("GC(");
        int from = at + 3;
        char close = ')';
        if (at < 0) {
            at = line.indexOf(": #");
            from = at + 3;
            close = ':';
        }
        if (at < 0) {
            return -1;
        }
        int to = from;
        while (to < line.length() && Character.isDigit(line.charAt(to)) && to - from < 18) {
            to++;
        }
        if (to == from || to >= line.length() || line.charAt(to) != close) {
            return -1;
        }
        return Long.parseLong(line.substring(from, to));
    }

    private static Double isoSeconds(String s, int i) {
        // yyyy-MM-ddTHH:mm:ss.SSS(+hhmm|Z)
        if (s.length() < i + 23 || s.charAt(i + 4) != '-' || s.charAt(i + 10) != 'T') {
            return null;
        }
        try {
            LocalDateTime t = LocalDateTime.parse(s.substring(i, i + 23));
            int z = i + 23;
            int offsetSec = 0;
            if (z + 5 <= s.length() && (s.charAt(z) == '+' || s.charAt(z) == '-')) {
                int h = Integer.parseInt(s.substring(z + 1, z + 3));
                int m = Integer.parseInt(s.substring(z + 3, z + 5));
                offsetSec = (h * 3600 + m * 60) * (s.charAt(z) == '-' ? -1 : 1);
            }
            return t.toEpochSecond(ZoneOffset.ofTotalSeconds(offsetSec)) + t.getNano() / 1e9;
        } catch (RuntimeException e) {
            return null;
        }
    }
}
