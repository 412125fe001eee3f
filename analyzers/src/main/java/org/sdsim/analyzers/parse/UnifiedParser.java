package org.sdsim.analyzers.parse;

import java.time.Instant;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.GcKind;
import org.sdsim.analyzers.event.MemoryUse;
import org.sdsim.analyzers.event.SafepointEvent;
import org.sdsim.analyzers.event.Timestamp;

/**
 * JDK 9+ unified logging ({@code -Xlog:gc}, {@code -Xlog:gc*}, any decorations), all collectors.
 *
 * <p>One line at a time: decorations first ({@link Decorations}), then an optional {@code GC(n)}
 * id and generational-ZGC {@code Y:}/{@code O:} prefix, then the message, dispatched on its first
 * characters. No regular expressions. With {@code gc*} a pause has a start line (no duration) and
 * an end line (heap and duration); only the end line emits, taking its start time from the start
 * line and its generation / metaspace figures from the {@code gc,heap} lines of the same GC id.
 * Collectors that log no cycle line get derived cycles: Shenandoah one per GC id, CMS one from its
 * initial mark to its concurrent reset or to the full pause that takes it over ({@link CmsCycle}).
 *
 * <p>What is not understood: a line tagged exactly {@code gc} or {@code gc,start} at info level
 * or above, or (when tags are not decorated) a line that looks like a pause / collection /
 * concurrent phase, becomes an {@link org.sdsim.analyzers.event.UnparsedLine}. Detail tags
 * ({@code gc,phases}, {@code gc,heap}, {@code gc,age}, {@code gc,cpu}, {@code gc,init}...) and
 * debug/trace lines are consumed without being counted: they are benign by construction.
 */
final class UnifiedParser {
    private static final int MAX_PENDING = 64;
    private static final int MAX_SPLIT_NAMES = 256;

    private final ParseState st;
    private final Decorations d = new Decorations();
    private final ArrayDeque<PendingStart> starts = new ArrayDeque<>();
    private final Map<Long, GcDetails> details = new LinkedHashMap<>(16, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, GcDetails> eldest) {
            return size() > MAX_PENDING;
        }
    };
    private final Map<String, GcNames.Split> splitNames = new HashMap<>();
    private long regionKb = -1;
    private boolean seen;

    // Shenandoah logs no cycle line, but each GC id is one cycle (its "Shenandoah Cycles" MXBean
    // counts exactly these): a cycle event is derived when the next GC id starts or the log ends.
    private long cycleId = -1;
    private Timestamp cycleStart;
    private long cycleLastLine;
    // The clocks of the GC id's last line, kept as numbers: copying two fields per line is cheaper
    // than a Timestamp per line, and only a Shenandoah cycle's end ever needs them as one.
    private double cycleLastUptimeSec = Double.NaN;
    private long cycleLastWallMillis = Long.MIN_VALUE;
    private String cycleCause = "";
    private String lastTrigger = "";

    // CMS logs no cycle line either: its cycle runs from "Pause Initial Mark" to "Concurrent Reset"
    // of the same GC id, or to a "Pause Full" that takes it over (see CmsCycle).
    private final CmsCycle cmsCycle = new CmsCycle();

    private record PendingStart(long gcId, String key, Timestamp time) {
    }

    UnifiedParser(ParseState st) {
        this.st = st;
    }

    /** True once a unified-logging line has been read in this log. */
    boolean seen() {
        return seen;
    }

    /**
     * Handles the line if it is unified logging; returns false (touching nothing) if it is not.
     */
    boolean accept(String s, long lineNo) {
        if (!d.parse(s)) {
            // "-Xlog:gc:file:none" (no decorations): only lines starting "GC(n) " are unambiguous.
            boolean usingLine = s.startsWith("Using ") && GcNames.collectorFromUsing(s.substring(6).trim()) != null;
            if (!usingLine && !(s.startsWith("GC(") && gcIdEnd(s, 0) > 0)) {
                return false;
            }
        }
        seen = true;
        handle(s, lineNo);
        return true;
    }

    private void newGcId(long gcId, long lineNo) {
        if (gcId < cycleId) {
            return; // a late line of an older collection (G1 concurrent cycles interleave ids)
        }
        endOfCycle();
        cycleId = gcId;
        cycleStart = d.timestamp();
        cycleLastLine = lineNo;
        cycleLastUptimeSec = d.uptimeSec;
        cycleLastWallMillis = d.wallMillis;
        cycleCause = lastTrigger;
        lastTrigger = "";
    }

    /**
     * Emits the derived Shenandoah cycle of the GC id just finished. Its duration runs from the GC
     * id's first line to its last: HotSpot stamps a line when it prints it, and the last one (the
     * end of "Concurrent cleanup", or of the degenerated / full pause) is printed as the GC ends.
     */
    private void endOfCycle() {
        if (cycleId >= 0 && GcNames.SHENANDOAH.equals(st.collector()) && !st.hasExplicitCycles()) {
            Timestamp last = new Timestamp(cycleLastUptimeSec,
                    cycleLastWallMillis == Long.MIN_VALUE ? null : Instant.ofEpochMilli(cycleLastWallMillis));
            st.gcEvent(new GcEvent(cycleStart, cycleId, GcKind.CONCURRENT_CYCLE, "Shenandoah Cycle", cycleCause,
                    CycleTime.spanMs(cycleStart, last), null, null, null, null, st.origin(cycleLastLine)), null);
        }
        cycleId = -1;
    }

    /** End of the whole log (after the last member of a rotated set). */
    void finish() {
        endOfCycle();
    }

    private static int gcIdEnd(String s, int p) {
        int close = s.indexOf(')', p + 3);
        if (close < 0 || close > p + 22 || Num.integer(s, p + 3, close) < 0) {
            return -1;
        }
        return close;
    }

    private void handle(String s, long lineNo) {
        int n = s.length();
        int p = d.messageFrom;
        long gcId = -1;
        if (s.startsWith("GC(", p)) {
            int close = gcIdEnd(s, p);
            if (close > 0) {
                gcId = Num.integer(s, p + 3, close);
                p = close + 1;
                if (p < n && s.charAt(p) == ' ') {
                    p++;
                }
            }
        }
        if (gcId >= 0 && gcId != cycleId) {
            newGcId(gcId, lineNo);
        }
        if (d.level == Decorations.DEBUG || d.level == Decorations.TRACE) {
            return; // detail output, benign by construction
        }
        char generation = 0;
        if (gcId >= 0 && p + 2 < n && s.charAt(p + 1) == ':' && s.charAt(p + 2) == ' ') {
            char g = s.charAt(p);
            if (g == 'Y' || g == 'O' || g == 'y' || g == 'o') {
                generation = Character.toUpperCase(g);
                p += 3;
            }
        }
        int end = Num.trimEnd(s, p, n);
        if (p >= end) {
            return;
        }
        if (gcId >= 0 && gcId == cycleId) {
            cycleLastLine = lineNo;
            cycleLastUptimeSec = d.uptimeSec;
            cycleLastWallMillis = d.wallMillis;
        }
        boolean handled = dispatch(s, p, end, gcId, generation, lineNo);
        if (!handled && mustUnderstand(s, p)) {
            st.unparsed(s, "unified-logging gc line not understood", lineNo);
        }
    }

    /** Whether a line nobody handled is a diagnostic rather than benign detail. */
    private boolean mustUnderstand(String s, int p) {
        if (d.hasTags()) {
            return d.tagsAre(s, "gc") || d.tagsAre(s, "gc,start");
        }
        return looksLikeEvent(s, p);
    }

    private static boolean looksLikeEvent(String s, int p) {
        return s.startsWith("Pause ", p) || s.startsWith("Garbage Collection", p) || s.startsWith("Minor Collection", p)
                || s.startsWith("Major Collection", p);
    }

    private boolean dispatch(String s, int p, int end, long gcId, char generation, long lineNo) {
        char c = s.charAt(p);
        switch (c) {
            case 'P':
                if (s.startsWith("Pause ", p)) {
                    return gcId >= 0 ? event(s, p, end, gcId, generation, lineNo) : benignStats(s, p, end);
                }
                if (gcId >= 0) {
                    return generationLine(s, p, end, gcId);
                }
                return false;
            case 'C':
                if (s.startsWith("Concurrent ", p)) {
                    return gcId >= 0 ? event(s, p, end, gcId, generation, lineNo) : benignStats(s, p, end);
                }
                if (gcId >= 0 && s.startsWith("CMS: ", p)) {
                    return generationLine(s, p, end, gcId);
                }
                return s.startsWith("Cancel", p) || s.startsWith("Consider ", p);
            case 'G':
                if (s.startsWith("Garbage Collection", p) && gcId >= 0) {
                    return event(s, p, end, gcId, generation, lineNo);
                }
                return false;
            case 'M':
                if (gcId >= 0 && (s.startsWith("Minor Collection", p) || s.startsWith("Major Collection", p))) {
                    return event(s, p, end, gcId, generation, lineNo);
                }
                if (s.startsWith("Metaspace: ", p)) {
                    return gcId < 0 || metaspaceLine(s, p, end, gcId);
                }
                return informational(s, p);
            case 'Y':
            case 'O':
                if (generation != 0 && (s.startsWith("Young Generation", p) || s.startsWith("Old Generation", p))) {
                    if (s.startsWith(" Statistics:", p + (c == 'Y' ? 16 : 14))) {
                        return true;
                    }
                    return event(s, p, end, gcId, generation, lineNo);
                }
                if (c == 'O' && gcId >= 0) {
                    return s.startsWith("Old regions: ", p) ? regionLine(s, p, end, gcId) : generationLine(s, p, end, gcId);
                }
                return false;
            case 'U':
                if (s.startsWith("Using ", p)) {
                    if (gcId < 0) {
                        String name = GcNames.collectorFromUsing(s.substring(p + 6, end));
                        if (name != null) {
                            st.statedCollector(name, lineNo);
                            return true;
                        }
                    }
                    return gcId >= 0; // "Using 4 workers of 4 for evacuation"
                }
                return s.startsWith("User=", p);
            case 'V':
                if (s.startsWith("Version: ", p)) {
                    int sp = s.indexOf(' ', p + 9);
                    st.version(s.substring(p + 9, sp > 0 && sp < end ? sp : end), lineNo);
                    return true;
                }
                return false;
            case 'S':
                if (s.startsWith("Safepoint \"", p)) {
                    return safepointJdk13(s, p, end, lineNo);
                }
                if (gcId >= 0 && s.startsWith("Survivor regions: ", p)) {
                    return regionLine(s, p, end, gcId);
                }
                return informational(s, p);
            case 'T':
                if (s.startsWith("Total time for which application threads were stopped: ", p)) {
                    return safepointJdk9(s, p, end, lineNo);
                }
                if (gcId >= 0 && s.startsWith("Tenured: ", p)) {
                    return generationLine(s, p, end, gcId);
                }
                if (s.startsWith("Trigger: ", p)) {
                    lastTrigger = s.substring(p + 9, Math.min(end, p + 9 + 120));
                    return true;
                }
                return s.startsWith("To-space exhausted", p);
            case 'F':
                return s.startsWith("Failed to allocate ", p); // Shenandoah: the allocation that triggers a degenerated GC
            case 'E':
                if (gcId >= 0 && s.startsWith("Eden regions: ", p)) {
                    return regionLine(s, p, end, gcId);
                }
                return false;
            case 'H':
                if (gcId >= 0 && s.startsWith("Humongous regions: ", p)) {
                    return regionLine(s, p, end, gcId);
                }
                return heapFacts(s, p, end, lineNo) || informational(s, p);
            case 'D':
                if (gcId >= 0 && s.startsWith("DefNew: ", p)) {
                    return generationLine(s, p, end, gcId);
                }
                return false;
            case 'A':
                return s.startsWith("Application time: ", p) || s.startsWith("Allocation Stall (", p)
                        || (gcId >= 0 && s.startsWith("Archive regions: ", p));
            case 'R':
                return s.startsWith("Relocation Stall (", p);
            case 'I':
                if (s.startsWith("Initializing ", p)) {
                    return true;
                }
                if (s.startsWith("Initialize Shenandoah heap: ", p)) {
                    int max = s.indexOf(" max", p);
                    int comma = s.lastIndexOf(", ", max);
                    if (max > 0 && comma > p) {
                        st.maxHeapKb(Num.sizeKb(s, comma + 2, max), lineNo);
                    }
                    return true;
                }
                return false;
            default:
                return informational(s, p);
        }
    }

    /** Start-up and heuristics notices the {@code gc} tag prints once; nothing to measure in them. */
    private static boolean informational(String s, int p) {
        return s.startsWith("Heuristics ergonomically sets", p) || s.startsWith("Soft Max Heap Size", p)
                || s.startsWith("Min heap equals to max heap", p) || s.startsWith("Serial collector GC overhead", p)
                || s.startsWith("Periodic GC", p);
    }

    /** Shenandoah's per-cycle statistics table ("Pause Init Mark (G)    78 us"): no GC id, benign. */
    private static boolean benignStats(String s, int p, int end) {
        return s.startsWith("us", end - 2) || s.indexOf('=', p) > 0 || s.indexOf(" us,", p) > 0;
    }

    // ---------------------------------------------------------------- events

    /**
     * A pause, collection or concurrent phase line: start (no heap, no duration) or end. Returns
     * false when the line has the shape of an end line that cannot be read.
     */
    private boolean event(String s, int p, int end, long gcId, char generation, long lineNo) {
        int bodyEnd = end;
        double durationMs = Double.NaN;
        int sp = s.lastIndexOf(' ', bodyEnd - 1);
        if (sp > p) {
            double v = durationMs(s, sp + 1, bodyEnd);
            if (!Double.isNaN(v)) {
                durationMs = v;
                bodyEnd = Num.trimEnd(s, p, sp);
            }
        }
        MemoryUse heap = null;
        sp = s.lastIndexOf(' ', bodyEnd - 1);
        int arrow = s.indexOf("->", sp + 1);
        if (sp > p && arrow > 0 && arrow < bodyEnd) {
            heap = Transition.parse(s, sp + 1, bodyEnd);
            if (heap == null) {
                return false;
            }
            bodyEnd = Num.trimEnd(s, p, sp);
        }
        String text = s.substring(p, bodyEnd);
        Timestamp now = d.timestamp();
        if (Double.isNaN(durationMs) && heap == null) {
            if (text.contains("->") || endsWithNumber(text)) {
                return false; // looks like an end line with a broken heap or duration
            }
            rememberStart(gcId, generation, text, now);
            st.recognised();
            return true;
        }
        GcKind kind;
        String name;
        String cause;
        if (text.startsWith("Pause ")) {
            GcNames.Split split = splitName(text);
            name = split.name();
            cause = split.cause();
            kind = GcNames.unifiedPauseKind(name, cause, st.collector());
        } else if (text.startsWith("Concurrent ")) {
            name = text;
            cause = "";
            kind = text.startsWith("Concurrent Cycle") || text.startsWith("Concurrent Mark Cycle")
                    || text.startsWith("Concurrent Undo Cycle") ? GcKind.CONCURRENT_CYCLE : GcKind.CONCURRENT_PHASE;
        } else if (generation != 0 && (text.startsWith("Young Generation") || text.startsWith("Old Generation"))) {
            name = text;
            cause = "";
            kind = GcKind.CONCURRENT_PHASE;
        } else {
            // ZGC "Garbage Collection (cause)", generational "Minor/Major Collection (cause)"
            GcNames.Split split = splitName(text);
            name = split.name();
            cause = split.cause();
            kind = GcKind.CONCURRENT_CYCLE;
        }
        Timestamp start = takeStart(gcId, generation, text);
        if (start == null) {
            start = CycleTime.minus(now, durationMs);
        }
        String shownName = generation == 0 ? name : generation + ": " + name;
        MemoryUse young = null;
        MemoryUse old = null;
        MemoryUse meta = null;
        String implied = GcNames.inferUnified(name, cause, generation);
        if (kind != GcKind.CONCURRENT_PHASE && kind != GcKind.REMARK && kind != GcKind.CLEANUP
                && kind != GcKind.OTHER_PAUSE && kind != GcKind.INITIAL_MARK) {
            GcDetails det = details.remove(gcId);
            if (det != null) {
                det.resolveRegions(regionKb);
                young = det.young;
                old = det.old;
                meta = det.metaspace;
                if (implied == null) {
                    implied = det.impliedCollector;
                }
            }
        }
        GcEvent e = new GcEvent(start, gcId, kind, shownName, cause, durationMs, heap, young, old, meta, st.origin(lineNo));
        st.recognised();
        if (GcNames.ZGC_GENERATIONAL.equals(implied) && GcNames.ZGC.equals(st.collector())) {
            st.refineCollector(implied, lineNo); // JDK 21+ says "Using The Z Garbage Collector" for both modes
        }
        st.gcEvent(e, implied);
        if (kind == GcKind.CONCURRENT_CYCLE) {
            st.explicitCycleSeen();
        } else if (kind == GcKind.INITIAL_MARK) {
            cmsCycle.initialMark(start, gcId);
        } else if (cmsCycle.isOpen()) {
            cmsCycleEnd(kind, name, cause, gcId, now, lineNo);
        }
        return true;
    }

    /**
     * With a CMS cycle open: its "Concurrent Reset" end line completes it, a full collection
     * (which resets the collector) aborts it. Only reached while a CMS cycle is open, so other
     * collectors' lines pay nothing here.
     */
    private void cmsCycleEnd(GcKind kind, String name, String cause, long gcId, Timestamp now, long lineNo) {
        GcEvent cycle = null;
        if (kind == GcKind.CONCURRENT_PHASE && gcId == cmsCycle.gcId() && name.equals("Concurrent Reset")) {
            cycle = cmsCycle.reset(now, st.origin(lineNo));
        } else if (kind == GcKind.FULL) {
            cycle = cmsCycle.abort(now, CmsCycle.takeoverReason(cause), st.origin(lineNo));
        }
        if (cycle != null && !st.hasExplicitCycles()) {
            st.gcEvent(cycle, GcNames.CMS);
        }
    }

    /**
     * Name and cause of an event text, remembered per text: a log repeats a handful of texts
     * ("Pause Young (Normal) (G1 Evacuation Pause)") tens of thousands of times, and splitting
     * one allocates a list, substrings and a builder. Whether the text has a cause group depends
     * only on the text ("Pause ..." texts decide by name, every other event text has one).
     */
    private GcNames.Split splitName(String text) {
        GcNames.Split split = splitNames.get(text);
        if (split == null) {
            split = GcNames.split(text, !text.startsWith("Pause ") || GcNames.unifiedPauseHasCause(text));
            if (splitNames.size() >= MAX_SPLIT_NAMES) {
                splitNames.clear(); // texts with ever-changing parts must not grow the memo without bound
            }
            splitNames.put(text, split);
        }
        return split;
    }

    private static boolean endsWithNumber(String text) {
        return !text.isEmpty() && Num.isDigit(text.charAt(text.length() - 1)) && !text.endsWith(")");
    }

    /** "3.456ms" -> 3.456, "0.123s" -> 123.0, anything else NaN. */
    private static double durationMs(String s, int from, int to) {
        if (to - from >= 3 && s.charAt(to - 1) == 's' && s.charAt(to - 2) == 'm') {
            return Num.decimal(s, from, to - 2);
        }
        if (to - from >= 2 && s.charAt(to - 1) == 's' && Num.isDigit(s.charAt(to - 2))) {
            double v = Num.decimal(s, from, to - 1);
            return Double.isNaN(v) ? v : v * 1000;
        }
        return Double.NaN;
    }

    private void rememberStart(long gcId, char generation, String key, Timestamp time) {
        if (starts.size() >= MAX_PENDING) {
            starts.removeFirst();
        }
        starts.addLast(new PendingStart(gcId * 4 + generationCode(generation), key, time));
    }

    private Timestamp takeStart(long gcId, char generation, String key) {
        long id = gcId * 4 + generationCode(generation);
        for (Iterator<PendingStart> it = starts.descendingIterator(); it.hasNext(); ) {
            PendingStart ps = it.next();
            if (ps.gcId == id && ps.key.equals(key)) {
                it.remove();
                return ps.time;
            }
        }
        return null;
    }

    private static int generationCode(char generation) {
        return generation == 'Y' ? 1 : generation == 'O' ? 2 : 0;
    }

    // ---------------------------------------------------------------- enrichment

    private GcDetails detailsFor(long gcId) {
        return details.computeIfAbsent(gcId, GcDetails::new);
    }

    /** "DefNew: 1000K->100K(2000K)", JDK 16+ "DefNew: 1000K(2000K)->100K(2000K) Eden: ...", "PSYoungGen: ...". */
    private boolean generationLine(String s, int p, int end, long gcId) {
        int colon = s.indexOf(": ", p);
        if (colon < 0 || colon >= end) {
            return false;
        }
        int from = colon + 2;
        int to = s.indexOf(' ', from);
        if (to < 0 || to > end) {
            to = end;
        }
        MemoryUse use = Transition.parse(s, from, to);
        if (use == null) {
            return false;
        }
        String gen = s.substring(p, colon);
        switch (gen) {
            case "DefNew":
            case "PSYoungGen":
            case "ParNew":
                detailsFor(gcId).young = use;
                detailsFor(gcId).impliedCollector = gen.equals("DefNew") ? GcNames.SERIAL
                        : gen.equals("ParNew") ? GcNames.CMS : GcNames.PARALLEL;
                return true;
            case "Tenured":
            case "ParOldGen":
            case "PSOldGen":
            case "CMS":
            case "Old":
                detailsFor(gcId).old = use;
                return true;
            default:
                return false;
        }
    }

    /** "Metaspace: 3644K->3644K(1056768K)", JDK 16+ "Metaspace: 1K(2K)->3K(4K) NonClass: ...", ZGC "Metaspace: 17M used, 17M committed, ...". */
    private boolean metaspaceLine(String s, int p, int end, long gcId) {
        int from = p + "Metaspace: ".length();
        int to = s.indexOf(' ', from);
        if (to < 0 || to > end) {
            to = end;
        }
        MemoryUse use;
        if (s.startsWith(" used, ", to)) {
            long used = Num.sizeKb(s, from, to);
            int cFrom = to + 7;
            int cTo = s.indexOf(' ', cFrom);
            long committed = cTo > 0 && s.startsWith(" committed", cTo) ? Num.sizeKb(s, cFrom, cTo) : -1;
            use = used < 0 ? null : new MemoryUse(-1, used, committed);
        } else {
            use = Transition.parse(s, from, to);
        }
        if (use == null) {
            return false;
        }
        detailsFor(gcId).metaspace = use;
        return true;
    }

    /** G1 "Eden regions: 14->0(8)", "Survivor regions: 0->2(2)", "Old regions: 0->11", "Humongous regions: 0->0". */
    private boolean regionLine(String s, int p, int end, long gcId) {
        int colon = s.indexOf(": ", p);
        int from = colon + 2;
        int arrow = s.indexOf("->", from);
        if (arrow < 0 || arrow > end) {
            return false;
        }
        long before = Num.integer(s, from, arrow);
        int paren = s.indexOf('(', arrow);
        int afterEnd = paren > 0 && paren < end ? paren : end;
        long after = Num.integer(s, arrow + 2, afterEnd);
        long target = paren > 0 && paren < end ? Num.integer(s, paren + 1, end - 1) : -1;
        if (before < 0 || after < 0) {
            return false;
        }
        GcDetails det = detailsFor(gcId);
        switch (s.charAt(p)) {
            case 'E':
                det.edenBefore = before;
                det.edenAfter = after;
                det.edenTarget = target;
                break;
            case 'S':
                det.survivorBefore = before;
                det.survivorAfter = after;
                det.survivorTarget = target;
                break;
            case 'O':
                det.oldBefore = before;
                det.oldAfter = after;
                break;
            default:
                det.humongousBefore = before;
                det.humongousAfter = after;
                break;
        }
        return true;
    }

    /** "Heap region size: 1M", "Heap Region Size: 1M", "Heap Max Capacity: 256M", "Heap address: ..., size: 128 MB, ...". */
    private boolean heapFacts(String s, int p, int end, long lineNo) {
        if (s.startsWith("Heap region size: ", p) || s.startsWith("Heap Region Size: ", p)) {
            regionKb = Num.sizeKb(s, p + 18, end);
            return true;
        }
        if (s.startsWith("Heap Max Capacity: ", p)) {
            st.maxHeapKb(Num.sizeKb(s, p + 19, end), lineNo);
            return true;
        }
        if (s.startsWith("Heap address: ", p)) {
            int size = s.indexOf(", size: ", p);
            int mb = size > 0 ? s.indexOf(" MB", size) : -1;
            if (mb > 0) {
                long v = Num.integer(s, size + 8, mb);
                if (v > 0) {
                    st.maxHeapKb(v * 1024, lineNo);
                }
            }
            return true;
        }
        return false;
    }

    // ---------------------------------------------------------------- safepoints

    /** JDK 13+: {@code Safepoint "G1CollectForAllocation", Time since last: 7 ns, Reaching safepoint: 3696 ns, ..., Total: 54243 ns}. */
    private boolean safepointJdk13(String s, int p, int end, long lineNo) {
        int q = s.indexOf('"', p + 11);
        if (q < 0) {
            return false;
        }
        String op = s.substring(p + 11, q);
        double reach = nanosField(s, "Reaching safepoint: ", q, end);
        double total = nanosField(s, "Total: ", q, end);
        if (Double.isNaN(total)) {
            return false;
        }
        st.recognised();
        st.emit(new SafepointEvent(d.timestamp(), op, total / 1e6, reach / 1e6, st.origin(lineNo)));
        return true;
    }

    private static double nanosField(String s, String label, int from, int end) {
        int i = s.indexOf(label, from);
        if (i < 0) {
            return Double.NaN;
        }
        int a = i + label.length();
        int b = s.indexOf(" ns", a);
        if (b < 0 || b > end) {
            return Double.NaN;
        }
        return Num.decimal(s, a, b);
    }

    /** JDK 9-12: "Total time for which application threads were stopped: 0.0072168 seconds, Stopping threads took: 0.0000337 seconds". */
    private boolean safepointJdk9(String s, int p, int end, long lineNo) {
        int a = p + "Total time for which application threads were stopped: ".length();
        int b = s.indexOf(" seconds", a);
        if (b < 0) {
            return false;
        }
        double total = Num.decimal(s, a, b);
        double reach = Num.secondsAfter(s, "Stopping threads took: ", b) * 1000;
        if (Double.isNaN(total)) {
            return false;
        }
        st.recognised();
        st.emit(new SafepointEvent(d.timestamp(), "", total * 1000, reach, st.origin(lineNo)));
        return true;
    }
}
