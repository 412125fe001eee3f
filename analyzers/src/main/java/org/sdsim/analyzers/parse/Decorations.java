package org.sdsim.analyzers.parse;

import java.time.Instant;
import org.sdsim.analyzers.event.Timestamp;

/**
 * The decorations at the start of a unified-logging line, read by a small tokenizer, reused for
 * every line (no allocation unless an event is emitted). Understands every decorator HotSpot has,
 * in whatever subset was configured: uptime {@code [0.123s]} (also {@code [2,048s]}), uptimemillis
 * {@code [123ms]}, uptimenanos {@code [123ns]}, time / utctime {@code [2024-01-02T03:04:05.678+0000]},
 * timemillis / timenanos (told apart from the uptime forms by magnitude), level (also padded
 * {@code [info ]}), tags (also padded), pid, tid and hostname.
 */
final class Decorations {
    static final int NONE = 0;
    static final int TRACE = 1;
    static final int DEBUG = 2;
    static final int INFO = 3;
    static final int WARNING = 4;
    static final int ERROR = 5;

    /** Epoch millis below this are an uptime (3 years), above it a wall clock. */
    private static final double WALL_MS_THRESHOLD = 1e11;

    private static final String[] KNOWN_FIRST_TAGS = {
        "gc", "safepoint", "os", "cpu", "jvm", "class", "cds", "jit", "compilation", "codecache",
        "logging", "startuptime", "heap", "metaspace", "stringdedup", "handshake", "jni",
        "exceptions", "module", "modules", "thread", "threads", "init", "jfr", "nmt", "arguments",
        "pagesize", "container", "monitorinflation", "biasedlocking", "vmthread", "stacktrace",
        "perf", "ref", "redefine", "protectiondomain", "cset", "age", "ergo", "task", "phases",
        "start", "stats", "alloc", "marking", "remset", "verify", "tlab", "plab", "region",
        "exit", "reloc", "load", "mmu", "nmethod", "director", "sweep", "deoptimization", "vmoperation",
    };

    /**
     * Whether a lone {@code [...ns]} decoration is uptimenanos (true) or timenanos (false, a
     * System.nanoTime() value whose origin is arbitrary, on Linux the machine's boot): decided once
     * per log from its first such value, which for uptimenanos is the JVM's first seconds.
     */
    private Boolean loneNanosIsUptime;
    private static final double LONE_NANOS_UPTIME_LIMIT = 60e9;
    private double nanosSeen = Double.NaN;

    double uptimeSec;
    long wallMillis;
    int level;
    int tagsFrom;
    int tagsTo;
    int messageFrom;
    private int count;

    private boolean nanosPair;

    /** A line with one ns decoration: uptime or not, decided by the log's first one. */
    private void settleNanos() {
        double v = nanosSeen;
        nanosSeen = Double.NaN;
        if (nanosPair) {
            return;
        }
        if (loneNanosIsUptime == null) {
            loneNanosIsUptime = v < LONE_NANOS_UPTIME_LIMIT;
        }
        if (loneNanosIsUptime && Double.isNaN(uptimeSec)) {
            uptimeSec = v / 1e9;
        }
    }

    private void reset() {
        nanosSeen = Double.NaN;
        nanosPair = false;
        uptimeSec = Double.NaN;
        wallMillis = Long.MIN_VALUE;
        level = NONE;
        tagsFrom = -1;
        tagsTo = -1;
        messageFrom = 0;
        count = 0;
    }

    /** Reads the decorations of {@code s}; false when the line does not start with any. */
    boolean parse(String s) {
        int n = s.length();
        int i = resumeAfterSamePrefix(s);
        if (i == 0) {
            reset();
        }
        while (i < n && s.charAt(i) == '[') {
            int close = s.indexOf(']', i + 1);
            if (close < 0 || !classify(s, i + 1, close)) {
                break;
            }
            count++;
            i = close + 1;
            if (tagsFrom >= 0) {
                break; // tags are always the last decoration
            }
            rememberPrefix(s, i);
        }
        if (!Double.isNaN(nanosSeen)) {
            settleNanos();
        }
        if (count == 0) {
            return false;
        }
        messageFrom = i < n && s.charAt(i) == ' ' ? i + 1 : i;
        return true;
    }

    // Consecutive lines mostly start with the same time, uptime and level text (HotSpot logs a
    // whole GC's detail lines within one millisecond): when a line starts exactly like the
    // previous one up to its tags, the decorations read so far are the same, so they are copied
    // rather than read again. The tags bracket, which changes from line to line, is always read.
    private String prefixLine;
    private int prefixLen;
    private double prefixUptimeSec;
    private long prefixWallMillis;
    private int prefixLevel;
    private int prefixCount;
    private double prefixNanosSeen;
    private boolean prefixNanosPair;

    /**
     * Records the state after the decorations in [0, {@code resume}) of {@code s}. The prefix
     * compared later includes the character at {@code resume} too, because reading the last
     * bracket looked at it (a hostname must be followed by '[' or ' ').
     */
    private void rememberPrefix(String s, int resume) {
        if (resume >= s.length()) {
            return;
        }
        prefixLine = s;
        prefixLen = resume + 1;
        prefixUptimeSec = uptimeSec;
        prefixWallMillis = wallMillis;
        prefixLevel = level;
        prefixCount = count;
        prefixNanosSeen = nanosSeen;
        prefixNanosPair = nanosPair;
    }

    /** Where reading resumes: after the previous line's untagged decorations if {@code s} repeats them, else 0. */
    private int resumeAfterSamePrefix(String s) {
        String prev = prefixLine;
        int len = prefixLen;
        prefixLine = null;
        if (prev == null || s.length() < len || !s.regionMatches(0, prev, 0, len)) {
            return 0;
        }
        reset();
        uptimeSec = prefixUptimeSec;
        wallMillis = prefixWallMillis;
        level = prefixLevel;
        count = prefixCount;
        nanosSeen = prefixNanosSeen;
        nanosPair = prefixNanosPair;
        prefixLine = prev; // still the same prefix; re-recorded below if the loop goes on
        return len - 1;
    }

    boolean hasTags() {
        return tagsFrom >= 0;
    }

    boolean tagsAre(String s, String tags) {
        return tagsTo - tagsFrom == tags.length() && s.startsWith(tags, tagsFrom);
    }

    boolean tagsStartWith(String s, String prefix) {
        return tagsTo - tagsFrom >= prefix.length() && s.startsWith(prefix, tagsFrom);
    }

    boolean hasTime() {
        return !Double.isNaN(uptimeSec) || wallMillis != Long.MIN_VALUE;
    }

    Timestamp timestamp() {
        if (!hasTime()) {
            return Timestamp.UNKNOWN;
        }
        return new Timestamp(uptimeSec, wallMillis == Long.MIN_VALUE ? null : Instant.ofEpochMilli(wallMillis));
    }

    private boolean classify(String s, int from, int to) {
        int end = Num.trimEnd(s, from, to);
        if (end == from) {
            return false;
        }
        char c0 = s.charAt(from);
        if (Num.isDigit(c0)) {
            return classifyNumeric(s, from, end);
        }
        if (c0 >= 'a' && c0 <= 'z') {
            int lv = levelOf(s, from, end);
            if (lv != NONE) {
                level = lv;
                return true;
            }
            if (isTagList(s, from, end) && (hasComma(s, from, end) || knownFirstTag(s, from, end))) {
                tagsFrom = from;
                tagsTo = end;
                return true;
            }
        }
        return isHostname(s, from, end) && followedByDecorationOrMessage(s, to);
    }

    private boolean classifyNumeric(String s, int from, int end) {
        int isoLen = WallClock.length(s, from, end);
        if (isoLen == end - from) {
            long ms = cachedEpochMillis(s, from, isoLen);
            if (ms == Long.MIN_VALUE) {
                return false;
            }
            if (wallMillis == Long.MIN_VALUE) {
                wallMillis = ms; // time and utctime name the same instant; keep the first
            }
            return true;
        }
        int numEnd = Num.decimalEnd(s, from, end);
        int suffix = end - numEnd;
        if (suffix == 0) {
            return Num.integer(s, from, end) >= 0; // pid or tid
        }
        double v = Num.decimal(s, from, numEnd);
        if (Double.isNaN(v)) {
            return false;
        }
        if (suffix == 1 && s.charAt(numEnd) == 's') {
            uptimeSec = v;
            return true;
        }
        if (suffix == 2 && s.charAt(numEnd + 1) == 's') {
            char u = s.charAt(numEnd);
            if (u == 'm') {
                if (v >= WALL_MS_THRESHOLD) {
                    if (wallMillis == Long.MIN_VALUE) {
                        wallMillis = (long) v;
                    }
                } else if (Double.isNaN(uptimeSec)) {
                    uptimeSec = v / 1e3;
                }
                return true;
            }
            if (u == 'n') {
                // timenanos and uptimenanos look alike; HotSpot prints timenanos first.
                if (!Double.isNaN(nanosSeen)) {
                    nanosSeen = Double.NaN;
                    nanosPair = true;
                    if (Double.isNaN(uptimeSec)) {
                        uptimeSec = v / 1e9;
                    }
                } else {
                    nanosSeen = v;
                }
                return true;
            }
        }
        return false;
    }

    // Consecutive lines mostly share the second: the date arithmetic is done once per second.
    private final char[] secondKey = new char[40];
    private int secondKeyLen = -1;
    private long secondEpochMillis;

    private long cachedEpochMillis(String s, int from, int len) {
        int fracStart = from + 19;
        int fracEnd = fracStart;
        if (fracEnd < from + len && (s.charAt(fracEnd) == '.' || s.charAt(fracEnd) == ',')) {
            fracEnd++;
            while (fracEnd < from + len && Num.isDigit(s.charAt(fracEnd))) {
                fracEnd++;
            }
        }
        int zoneLen = from + len - fracEnd;
        int keyLen = 19 + zoneLen;
        boolean hit = keyLen == secondKeyLen && keyLen <= secondKey.length;
        for (int i = 0; hit && i < 19; i++) {
            hit = secondKey[i] == s.charAt(from + i);
        }
        for (int i = 0; hit && i < zoneLen; i++) {
            hit = secondKey[19 + i] == s.charAt(fracEnd + i);
        }
        long fraction = 0;
        int digits = 0;
        for (int i = fracStart + 1; i < fracEnd && digits < 3; i++, digits++) {
            fraction = fraction * 10 + (s.charAt(i) - '0');
        }
        for (; digits < 3 && fracEnd > fracStart; digits++) {
            fraction *= 10;
        }
        if (hit) {
            return secondEpochMillis + fraction;
        }
        long ms = WallClock.epochMillis(s, from, len);
        if (ms != Long.MIN_VALUE && keyLen <= secondKey.length) {
            for (int i = 0; i < 19; i++) {
                secondKey[i] = s.charAt(from + i);
            }
            for (int i = 0; i < zoneLen; i++) {
                secondKey[19 + i] = s.charAt(fracEnd + i);
            }
            secondKeyLen = keyLen;
            secondEpochMillis = ms - fraction;
        }
        return ms;
    }

    private static int levelOf(String s, int from, int end) {
        int len = end - from;
        if (len == 4 && s.startsWith("info", from)) {
            return INFO;
        }
        if (len == 5 && s.startsWith("debug", from)) {
            return DEBUG;
        }
        if (len == 5 && s.startsWith("trace", from)) {
            return TRACE;
        }
        if (len == 7 && s.startsWith("warning", from)) {
            return WARNING;
        }
        if (len == 5 && s.startsWith("error", from)) {
            return ERROR;
        }
        return NONE;
    }

    private static boolean isTagList(String s, int from, int end) {
        char prev = ',';
        for (int i = from; i < end; i++) {
            char c = s.charAt(i);
            boolean word = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
            if (!word && !(c == ',' && prev != ',')) {
                return false;
            }
            prev = c;
        }
        return prev != ',';
    }

    private static boolean hasComma(String s, int from, int end) {
        int i = s.indexOf(',', from);
        return i >= 0 && i < end;
    }

    private static boolean knownFirstTag(String s, int from, int end) {
        int comma = s.indexOf(',', from);
        int firstEnd = comma >= 0 && comma < end ? comma : end;
        int len = firstEnd - from;
        for (String t : KNOWN_FIRST_TAGS) {
            if (t.length() == len && s.startsWith(t, from)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isHostname(String s, int from, int end) {
        for (int i = from; i < end; i++) {
            char c = s.charAt(i);
            boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.'
                    || c == '-' || c == '_';
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    private static boolean followedByDecorationOrMessage(String s, int close) {
        int next = close + 1;
        return next < s.length() && (s.charAt(next) == '[' || s.charAt(next) == ' ');
    }
}
