package org.sdsim.analyzers.parse;

import java.time.Instant;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.GcKind;
import org.sdsim.analyzers.event.MemoryUse;
import org.sdsim.analyzers.event.SafepointEvent;
import org.sdsim.analyzers.event.Timestamp;

/**
 * JDK 8 (and older) logs: {@code -XX:+PrintGC[Details]} with or without date / time stamps,
 * {@code PrintGCID} ({@code #12:}), tenuring distribution, application-stopped time, G1 detail
 * and ergonomics blocks, RSet statistics, CMS phases, Parallel, Serial, the Shenandoah backport,
 * and GC output mixed with application output.
 *
 * <p>A record is the text between a stamp's {@code [} and its matching {@code ]}; it may span
 * lines because tenuring output, G1 ergonomics and RSet blocks are printed in the middle of it.
 * Those interposed lines are consumed, continuation lines (starting with {@code :}, {@code ,},
 * {@code [} or {@code (}) are appended, and the balanced record is read as a bracket tree
 * ({@link LegacyRecord}). CMS concurrent phases that another thread printed into the middle of a
 * line are cut out first. An emitted event waits for the indented detail block below it (G1's
 * {@code [Eden: ... Heap: ...]}) before it is passed on.
 *
 * <p>JDK 8 prints no line for a whole concurrent cycle; G1, CMS and Shenandoah cycles are derived
 * from the lines that start and end them ({@link G1LegacyCycle}, {@link CmsCycle},
 * {@link ShenandoahLegacyCycle}) and emitted when they end, in line order with the other events.
 *
 * <p>Non-GC lines (application output, banners) are skipped without being counted; fragments
 * that look like GC output but have lost their start become {@link org.sdsim.analyzers.event.UnparsedLine}s.
 */
final class LegacyParser {
    /** Lines of unrelated output tolerated inside an open record before it is given up. */
    private static final int MAX_INTERPOSED_LINES = 2000;
    private static final int MAX_RECORD_CHARS = 64 * 1024;

    private final ParseState st;

    // stamps of the line being read
    private double stampUptime;
    private long stampWall;
    private long stampGcId;

    // an open (multi-line) record
    private StringBuilder open;
    private long openLine;
    private Timestamp openTime;
    private long openGcId;
    private int openDepth;
    private int interposed;
    private boolean rsetBlock;

    // the last event, waiting for its indented detail block, and the collector it implies
    private GcEvent pending;
    private String pendingCollector;

    // concurrent cycles, which JDK 8 logs do not name: derived from their phases
    private final G1LegacyCycle g1Cycle = new G1LegacyCycle();
    private final CmsCycle cmsCycle = new CmsCycle();
    private final ShenandoahLegacyCycle shenandoahCycle = new ShenandoahLegacyCycle();

    LegacyParser(ParseState st) {
        this.st = st;
    }

    void accept(String s, long lineNo) {
        if (open != null) {
            continueRecord(s, lineNo);
            return;
        }
        if (pending != null) {
            if (s.isEmpty() || s.charAt(0) == ' ' || s.charAt(0) == '\t') {
                detailLine(s);
                return;
            }
            flushPending();
        }
        freshLine(s, lineNo);
    }

    void endOfInput() {
        if (open != null) {
            st.unparsed(open.toString(), "GC record cut off at end of input (started here, never closed)", openLine);
            open = null;
        }
        flushPending();
    }

    /**
     * End of the whole log (after the last member of a rotated set; cycles may span members): a
     * G1 cycle past its cleanup pause is emitted, cycles still running are not.
     */
    void finish() {
        emitCycle(g1Cycle.endOfLog(), GcNames.G1);
        flushPending();
    }

    // ---------------------------------------------------------------- line kinds

    private void freshLine(String s, long lineNo) {
        s = cutConcurrentPhases(s, lineNo);
        if (!s.isEmpty() && (s.charAt(0) == ' ' || s.charAt(0) == '\t')) {
            // Indented: a detail block (G1 phases, heap dump at exit, Shenandoah workers) whose
            // event, if any, was already handled. JDK 8 never starts a record indented, except
            // G1 ergonomics lines, which carry nothing we need.
            return;
        }
        int q = stamps(s, 0);
        boolean stamped = q > 0;
        int n = s.length();
        q = Num.skipSpaces(s, q, n);
        if (q >= n) {
            return;
        }
        char c = s.charAt(q);
        if (c == '[') {
            if (isRecordStart(s, q)) {
                startRecord(s, q, lineNo);
            } else if (s.startsWith("[G1Ergonomics", q) || s.startsWith("[Times:", q)) {
                st.recognised();
            } else if (stamped || isGenerationFragment(s, q)) {
                st.unparsed(s, "JDK 8 GC fragment: bracket group without a known record start before it", lineNo);
            }
            return;
        }
        if (s.startsWith("Total time for which application threads were stopped: ", q)) {
            safepoint(s, q, lineNo);
            return;
        }
        if (s.startsWith("Application time: ", q)) {
            st.recognised();
            return;
        }
        if ((c == ':' || c == ',') && looksLikeRecordTail(s, q)) {
            st.unparsed(s, "JDK 8 GC fragment: continuation of a record whose start is missing", lineNo);
            return;
        }
        if (stamped && (s.indexOf("threads were stopped", q) >= 0 || s.indexOf("Application time", q) >= 0)) {
            st.unparsed(s, "JDK 8 safepoint line garbled (expected \"Total time for which application threads were stopped: N seconds\")", lineNo);
            return;
        }
        if (isTenuringRemnant(s, q)) {
            st.unparsed(s, "JDK 8 GC fragment: truncated tenuring-distribution line", lineNo);
            return;
        }
        if (!stamped) {
            banner(s, lineNo);
        }
    }

    private void continueRecord(String s, long lineNo) {
        if (s.startsWith("Desired survivor size") || s.startsWith("- age")) {
            return;
        }
        if (s.startsWith("After GC RS summary") || s.startsWith("Before GC RS summary")) {
            rsetBlock = true;
            return;
        }
        if (rsetBlock && (s.isEmpty() || s.charAt(0) == ' ')) {
            return;
        }
        s = cutConcurrentPhases(s, lineNo);
        if (open == null) {
            freshLine(s, lineNo); // cannot happen, kept for safety
            return;
        }
        int q = stamps(s, 0);
        int n = s.length();
        int t = Num.skipSpaces(s, q, n);
        if (t >= n) {
            countInterposed(lineNo);
            return;
        }
        char c = s.charAt(t);
        if (c == '[' && s.startsWith("[G1Ergonomics", t)) {
            return;
        }
        if (c == '[' && isRecordStart(s, t)) {
            st.unparsed(open.toString(), "JDK 8 GC record not finished before the next record started (line " + lineNo + ")", openLine);
            open = null;
            freshLine(s, lineNo);
            return;
        }
        if (c == ':' || c == ',' || c == '[' || c == '(') {
            append(s, 0, lineNo);
            return;
        }
        countInterposed(lineNo);
    }

    private void countInterposed(long lineNo) {
        if (++interposed > MAX_INTERPOSED_LINES) {
            st.unparsed(open.toString(), "JDK 8 GC record never closed (gave up after " + MAX_INTERPOSED_LINES
                    + " unrelated lines, at line " + lineNo + ")", openLine);
            open = null;
        }
    }

    private void startRecord(String s, int q, long lineNo) {
        flushPending(); // a new record ends the previous one's detail block
        openTime = lineTimestamp();
        openGcId = stampGcId;
        openLine = lineNo;
        open = new StringBuilder(256);
        openDepth = 0;
        interposed = 0;
        rsetBlock = false;
        String text = s;
        int rs = text.indexOf("Before GC RS summary", q);
        if (rs > 0) {
            text = text.substring(0, rs);
            rsetBlock = true;
        }
        append(text, q, lineNo);
    }

    /** Appends s[from..] to the open record; completes it when its brackets balance. */
    private void append(String s, int from, long lineNo) {
        int n = s.length();
        for (int i = from; i < n; i++) {
            char c = s.charAt(i);
            if (c == '[') {
                openDepth++;
            } else if (c == ']') {
                openDepth--;
                if (openDepth == 0) {
                    open.append(s, from, i + 1);
                    String record = open.toString();
                    open = null;
                    complete(record, lineNo);
                    rest(s, i + 1, lineNo);
                    return;
                }
            }
        }
        if (open.length() + (n - from) > MAX_RECORD_CHARS) {
            st.unparsed(open.toString(), "JDK 8 GC record longer than " + MAX_RECORD_CHARS + " characters", openLine);
            open = null;
            return;
        }
        open.append(s, from, n);
    }

    /** What follows a closed record on the same line: usually "[Times: ...]", sometimes the next record. */
    private void rest(String s, int from, long lineNo) {
        int n = s.length();
        int i = Num.skipSpaces(s, from, n);
        if (i >= n || s.startsWith("[Times:", i)) {
            return;
        }
        int q = stamps(s, i);
        q = Num.skipSpaces(s, q, n);
        if (q < n && s.charAt(q) == '[' && isRecordStart(s, q)) {
            startRecord(s, q, lineNo);
        }
    }

    // ---------------------------------------------------------------- record reading

    private void complete(String record, long lineNo) {
        LegacyRecord r = LegacyRecord.parse(record, 0);
        if (r == null) {
            st.unparsed(record, "JDK 8 GC record with unbalanced brackets", openLine);
            return;
        }
        if (!interpret(r, openTime, openGcId, openLine)) {
            st.unparsed(record, "JDK 8 GC record not understood", openLine);
        } else {
            st.recognised();
        }
    }

    private boolean interpret(LegacyRecord r, Timestamp time, long gcId, long line) {
        String label = r.label();
        boolean concurrentLine = label.startsWith("CMS-concurrent-") || label.startsWith("GC concurrent-");
        if (!concurrentLine && g1Cycle.awaitsNextRecord()) {
            emitCycle(g1Cycle.nextRecord(), GcNames.G1); // no freeing or abort line followed the cleanup pause
        }
        if (concurrentLine) {
            if (label.endsWith("-start") || label.endsWith("-abort") || label.endsWith("-for-overflow")) {
                if (label.charAt(0) == 'G') {
                    g1CycleMarker(label, time, gcId, line);
                }
                return true;
            }
            String name = label.startsWith("GC ") ? label.substring(3) : label;
            if (name.endsWith("-end")) {
                name = name.substring(0, name.length() - 4);
            }
            double ms = r.durationMs();
            if (Double.isNaN(ms)) {
                return false;
            }
            // A phase is stamped when it ends ("12.384: [CMS-concurrent-mark: 0.016/0.017 secs]").
            Timestamp phaseStart = CycleTime.minus(time, ms);
            boolean cms = label.charAt(0) == 'C';
            emit(new GcEvent(phaseStart, gcId, GcKind.CONCURRENT_PHASE, name, "", ms, null, null, null, null,
                    st.origin(line)), cms ? GcNames.CMS : GcNames.G1);
            if (cms && name.equals("CMS-concurrent-reset")) {
                emitCycle(cmsCycle.reset(time, st.origin(line)), GcNames.CMS);
            } else if (!cms && name.equals("concurrent-cleanup")) {
                g1Cycle.freeingEnded(time, st.origin(line));
            }
            return true;
        }
        if (label.startsWith("Pause ") || label.startsWith("Concurrent ")) {
            return shenandoah(r, label, time, gcId, line);
        }
        if (label.startsWith("GC pause")) {
            GcNames.Split split = GcNames.split(label, true);
            GcKind kind = split.name().contains("(mixed)") ? GcKind.MIXED : GcKind.YOUNG;
            double ms = r.durationMs();
            if (Double.isNaN(ms)) {
                return false;
            }
            emit(new GcEvent(time, gcId, kind, split.name(), split.cause(), ms, r.heap(), null, null, null,
                    st.origin(line)), GcNames.G1);
            return true;
        }
        if (label.equals("GC remark") || label.equals("GC cleanup")) {
            double ms = r.durationMs();
            if (Double.isNaN(ms)) {
                return false;
            }
            GcKind kind = label.equals("GC remark") ? GcKind.REMARK : GcKind.CLEANUP;
            emit(new GcEvent(time, gcId, kind, label, "", ms, r.heap(), null, null, null, st.origin(line)), GcNames.G1);
            if (kind == GcKind.CLEANUP) {
                g1Cycle.cleanupPause(CycleTime.plus(time, ms), st.origin(line));
            }
            return true;
        }
        boolean full = label.startsWith("Full GC");
        if (!full && !label.startsWith("GC")) {
            return false;
        }
        return collection(r, label, full, time, gcId, line);
    }

    /** Parallel / Serial / CMS young and full collections, CMS initial mark and remark. */
    private boolean collection(LegacyRecord r, String label, boolean full, Timestamp time, long gcId, long line) {
        GcNames.Split split = GcNames.split(label, true);
        String cause = split.cause();
        double ms = r.durationMs();
        if (Double.isNaN(ms)) {
            return false;
        }
        MemoryUse young = null;
        MemoryUse old = null;
        MemoryUse meta = null;
        boolean oldCollected = false;
        boolean initialMark = false;
        boolean remark = false;
        String takeover = null;
        String implied = null;
        for (LegacyRecord kid : r.children) {
            String gen = kid.generationName();
            if (gen.startsWith("GC")) {
                nestedCollection(kid, time, gcId, line);
                continue;
            }
            MemoryUse use = transitionAfterColon(kid.own);
            switch (baseGeneration(gen)) {
                case "ParNew":
                    implied = GcNames.CMS;
                    young = use;
                    break;
                case "DefNew":
                    implied = GcNames.SERIAL;
                    young = use;
                    break;
                case "PSYoungGen":
                    implied = GcNames.PARALLEL;
                    young = use;
                    break;
                case "Tenured":
                    oldCollected = true;
                    old = use;
                    break;
                case "CMS":
                    oldCollected = true;
                    old = use;
                    takeover = cycleTakeover(gen);
                    break;
                case "ParOldGen":
                case "PSOldGen":
                    old = use;
                    break;
                case "1 CMS-initial-mark":
                    initialMark = true;
                    implied = GcNames.CMS;
                    old = use;
                    break;
                case "1 CMS-remark":
                    remark = true;
                    implied = GcNames.CMS;
                    old = use;
                    break;
                case "Metaspace":
                case "Perm":
                case "PSPermGen":
                case "CMS Perm":
                    meta = use;
                    break;
                default:
                    break; // sub-phases: YG occupancy, Rescan, weak refs processing, ...
            }
        }
        GcKind kind;
        String name = split.name();
        // JDK 8 names the CMS pauses in the cause; JDK 6/7 only in the generation group.
        if (cause.equals("CMS Initial Mark") || initialMark && !oldCollected) {
            kind = GcKind.INITIAL_MARK;
            implied = GcNames.CMS;
            name = "GC (CMS Initial Mark)";
            cause = "";
        } else if (cause.equals("CMS Final Remark") || remark && !oldCollected) {
            kind = GcKind.REMARK;
            implied = GcNames.CMS;
            name = "GC (CMS Final Remark)";
            cause = "";
        } else {
            kind = full || oldCollected ? GcKind.FULL : GcKind.YOUNG;
        }
        emit(new GcEvent(time, gcId, kind, name, cause, ms, r.heap(), young, old, meta, st.origin(line)), implied);
        if (kind == GcKind.INITIAL_MARK) {
            cmsCycle.initialMark(time, gcId);
        } else if (takeover != null) {
            emitCycle(cmsCycle.abort(CycleTime.plus(time, ms), takeover, st.origin(line)), GcNames.CMS);
        }
        return true;
    }

    /**
     * "CMS (concurrent mode failure)" / "CMS (concurrent mode interrupted)": the old-generation
     * group of a foreground collection that took a background cycle over; null for a plain "CMS".
     */
    private static String cycleTakeover(String generation) {
        if (generation.length() == 3) {
            return null;
        }
        if (generation.contains("concurrent mode failure")) {
            return "concurrent mode failure";
        }
        return generation.contains("concurrent mode interrupted") ? "concurrent mode interrupted" : null;
    }

    /** A G1 concurrent-thread line without duration: cycle start, freeing start, abort. */
    private void g1CycleMarker(String label, Timestamp time, long gcId, long line) {
        switch (label) {
            case "GC concurrent-root-region-scan-start":
                emitCycle(g1Cycle.start(true, time, gcId), GcNames.G1);
                break;
            case "GC concurrent-mark-start":
                emitCycle(g1Cycle.start(false, time, gcId), GcNames.G1);
                break;
            case "GC concurrent-cleanup-start":
                g1Cycle.freeingStarted(time);
                break;
            case "GC concurrent-mark-abort":
                emitCycle(g1Cycle.abort(time, st.origin(line)), GcNames.G1);
                break;
            default:
                break; // "GC concurrent-mark-reset-for-overflow" / "-restart-for-overflow": marking goes on
        }
    }

    /** A derived cycle, unless there is none or the log names its cycles itself. */
    private void emitCycle(GcEvent cycle, String collector) {
        if (cycle != null && !st.hasExplicitCycles()) {
            emit(cycle, collector);
        }
    }

    /** A young collection inside another record (CMS scavenge before remark). */
    private void nestedCollection(LegacyRecord kid, Timestamp time, long gcId, long line) {
        MemoryUse young = null;
        for (LegacyRecord k : kid.children) {
            String g = baseGeneration(k.generationName());
            if (g.equals("ParNew") || g.equals("DefNew") || g.equals("PSYoungGen")) {
                young = transitionAfterColon(k.own);
            }
        }
        double ms = kid.durationMs();
        if (young == null || Double.isNaN(ms)) {
            return; // a sub-phase such as G1's "GC ref-proc", not a collection
        }
        GcNames.Split split = GcNames.split(kid.label(), true);
        emit(new GcEvent(time, gcId, GcKind.YOUNG, split.name(), split.cause(), ms, kid.heap(), young, null, null,
                st.origin(line)), null);
    }

    private static String baseGeneration(String gen) {
        int paren = gen.indexOf(" (");
        String base = paren > 0 ? gen.substring(0, paren) : gen;
        if (base.startsWith("AS")) { // ASParNew, ASCMS: adaptive-size variants
            base = base.substring(2);
        }
        return base;
    }

    private static MemoryUse transitionAfterColon(String own) {
        int colon = own.indexOf(':');
        if (colon < 0) {
            return null;
        }
        int from = Num.skipSpaces(own, colon + 1, own.length());
        int to = from;
        while (to < own.length() && own.charAt(to) != ',' && own.charAt(to) != ' ') {
            to++;
        }
        return Transition.parse(own, from, to);
    }

    /** Shenandoah backport: "[Pause Init Mark (process weakrefs), 3.341 ms]", "[Concurrent marking, start]". */
    private boolean shenandoah(LegacyRecord r, String label, Timestamp time, long gcId, long line) {
        int end = Num.trimEnd(r.own, 0, r.own.length());
        if (r.own.startsWith("start", end - 5)) {
            shenandoahCycle.record(time, time);
            return true;
        }
        double ms = r.durationMs();
        if (Double.isNaN(ms)) {
            return false;
        }
        // The end line is stamped when the pause or phase ends; its start line may be missing.
        Timestamp start = CycleTime.minus(time, ms);
        shenandoahCycle.record(start, time);
        GcKind kind;
        if (label.startsWith("Concurrent ")) {
            kind = GcKind.CONCURRENT_PHASE;
        } else if (label.startsWith("Pause Degenerated")) {
            kind = GcKind.DEGENERATED;
        } else if (label.startsWith("Pause Full")) {
            kind = GcKind.FULL;
        } else {
            kind = GcKind.OTHER_PAUSE;
        }
        emit(new GcEvent(start, gcId, kind, label, "", ms, r.heap(), null, null, null, st.origin(line)), GcNames.SHENANDOAH);
        return true;
    }

    private void emit(GcEvent e, String impliedCollector) {
        flushPending();
        pending = e;
        pendingCollector = impliedCollector;
    }

    private void flushPending() {
        if (pending != null) {
            GcEvent e = pending;
            pending = null;
            st.gcEvent(e, pendingCollector);
        }
    }

    /** An indented line below an event: G1's "[Eden: ... Heap: ...]" enriches it, "[Times: ...]" ends the block. */
    private void detailLine(String s) {
        int eden = s.indexOf("[Eden: ");
        if (eden >= 0 && pending.isPause()) {
            enrichFromG1Details(s, eden);
        }
        if (s.indexOf("[Times: ") >= 0) {
            flushPending();
        }
    }

    private void enrichFromG1Details(String s, int eden) {
        MemoryUse edenUse = token(s, eden + 7);
        int sv = s.indexOf("Survivors: ", eden);
        MemoryUse surv = sv > 0 ? token(s, sv + 11) : null;
        int hp = s.indexOf("Heap: ", eden);
        MemoryUse heap = hp > 0 ? token(s, hp + 6) : null;
        int mp = s.indexOf("[Metaspace: ", eden);
        MemoryUse meta = mp > 0 ? token(s, mp + 12) : pending.metaspace();
        MemoryUse young = null;
        MemoryUse old = null;
        if (edenUse != null && surv != null) {
            long cap = edenUse.capacityKb() >= 0 ? edenUse.capacityKb() + surv.afterKb() : -1;
            young = new MemoryUse(edenUse.beforeKb() + surv.beforeKb(), edenUse.afterKb() + surv.afterKb(), cap);
            if (heap != null) {
                old = new MemoryUse(heap.beforeKb() - young.beforeKb(), heap.afterKb() - young.afterKb(), -1);
            }
        }
        GcEvent e = pending;
        pending = new GcEvent(e.time(), e.gcId(), e.kind(), e.name(), e.cause(), e.durationMs(),
                heap != null ? heap : e.heap(), young != null ? young : e.young(), old != null ? old : e.old(),
                meta, e.origin());
    }

    /** Transition starting at {@code from} up to the next space, ']' or ','. */
    private static MemoryUse token(String s, int from) {
        int to = from;
        while (to < s.length()) {
            char c = s.charAt(to);
            if (c == ' ' || c == ']' || c == ',') {
                break;
            }
            to++;
        }
        return Transition.parse(s, from, to);
    }

    // ---------------------------------------------------------------- small recognisers

    private static boolean isRecordStart(String s, int q) {
        if (s.startsWith("[GC", q)) {
            int i = q + 3;
            if (i >= s.length()) {
                return false;
            }
            char c = s.charAt(i);
            return c == ' ' || c == '(' || c == '-' || c == ']';
        }
        return s.startsWith("[Full GC", q) || s.startsWith("[CMS-concurrent-", q) || s.startsWith("[Pause ", q)
                || s.startsWith("[Concurrent ", q);
    }

    private static boolean isGenerationFragment(String s, int q) {
        return s.startsWith("[PSYoungGen:", q) || s.startsWith("[ParNew", q) || s.startsWith("[DefNew", q)
                || s.startsWith("[Tenured:", q) || s.startsWith("[CMS:", q) || s.startsWith("[ParOldGen:", q)
                || s.startsWith("[YG occupancy", q) || s.startsWith("[Rescan", q) || s.startsWith("[1 CMS-", q);
    }

    /** ": 69952K->4389K(78656K), 0.0062930 secs]..." or ", 0.0854230 secs]". */
    private static boolean looksLikeRecordTail(String s, int q) {
        if (s.startsWith(", [Metaspace: ", q)) {
            return false; // Shenandoah backport prints this trailer on its own line
        }
        return s.indexOf("secs]", q) > 0 || s.indexOf("->", q) > 0;
    }

    /** "17464 total": the end of a "- age N: ... bytes, N total" line whose start was lost. */
    private static boolean isTenuringRemnant(String s, int q) {
        int e = Num.decimalEnd(s, q, s.length());
        return e > q && s.startsWith(" total", e) && Num.trimEnd(s, e, s.length()) == e + 6;
    }

    private void safepoint(String s, int q, long lineNo) {
        int a = q + "Total time for which application threads were stopped: ".length();
        int b = s.indexOf(" seconds", a);
        double total = b > 0 ? Num.decimal(s, a, b) : Double.NaN;
        if (Double.isNaN(total)) {
            st.unparsed(s, "JDK 8 safepoint line without a readable time", lineNo);
            return;
        }
        double reach = Num.secondsAfter(s, "Stopping threads took: ", b) * 1000;
        st.recognised();
        st.emit(new SafepointEvent(lineTimestamp(), "", total * 1000, reach, st.origin(lineNo)));
    }

    /** JVM banner and flags: version, collector, max heap. */
    private void banner(String s, long lineNo) {
        if (s.startsWith(", [Metaspace: ")) {
            st.recognised(); // the Shenandoah backport closes every GC with this line
            emitCycle(shenandoahCycle.gcEnd(st.origin(lineNo)), GcNames.SHENANDOAH);
            return;
        }
        if (s.startsWith("Trigger: ")) {
            st.recognised();
            shenandoahCycle.trigger(s.substring(9).trim());
            return;
        }
        if (s.equals("Heap") || s.equals("GC STATISTICS:") || s.startsWith("Cancelling concurrent GC")
                || s.startsWith("GC log file ")) {
            st.recognised(); // end-of-run heap / Shenandoah statistics, rotation notices
            return;
        }
        if (s.equals("Shenandoah Heap")) {
            st.recognised();
            st.statedCollector(GcNames.SHENANDOAH, lineNo);
            return;
        }
        if (s.startsWith("CommandLine flags: ")) {
            st.recognised();
            String collector = s.contains("-XX:+UseG1GC") ? GcNames.G1
                    : s.contains("-XX:+UseConcMarkSweepGC") ? GcNames.CMS
                    : s.contains("-XX:+UseShenandoahGC") ? GcNames.SHENANDOAH
                    : s.contains("-XX:+UseParallelGC") || s.contains("-XX:+UseParallelOldGC") ? GcNames.PARALLEL
                    : s.contains("-XX:+UseSerialGC") ? GcNames.SERIAL : null;
            if (collector != null) {
                st.statedCollector(collector, lineNo);
            }
            int mh = s.indexOf("-XX:MaxHeapSize=");
            if (mh >= 0) {
                int a = mh + "-XX:MaxHeapSize=".length();
                int b = s.indexOf(' ', a);
                long bytes = Num.integer(s, a, b < 0 ? s.length() : b);
                if (bytes > 0) {
                    st.maxHeapKb(bytes / 1024, lineNo);
                }
            }
            return;
        }
        int jre = s.indexOf(" JRE (");
        if (jre > 0 && (s.startsWith("Java HotSpot(TM)") || s.startsWith("OpenJDK"))) {
            st.recognised();
            int a = jre + 6;
            int b = s.indexOf(')', a);
            if (b > a) {
                st.version(s.substring(a, b), lineNo);
            }
        }
    }

    // ---------------------------------------------------------------- stamps

    /**
     * Skips "2022-08-01T17:16:33.170+0000: ", "0.169: " and "#0: " in any combination, remembering
     * them; returns the index after them.
     */
    private int stamps(String s, int i) {
        stampUptime = Double.NaN;
        stampWall = Long.MIN_VALUE;
        stampGcId = -1;
        int n = s.length();
        while (true) {
            int j = Num.skipSpaces(s, i, n);
            if (j >= n) {
                return i;
            }
            char c = s.charAt(j);
            if (Num.isDigit(c)) {
                int iso = WallClock.length(s, j, n);
                if (iso > 0 && s.startsWith(": ", j + iso)) {
                    stampWall = WallClock.epochMillis(s, j, iso);
                    i = j + iso + 2;
                    continue;
                }
                int e = Num.decimalEnd(s, j, n);
                if (e > j && e < n && s.charAt(e) == ':' && (e + 1 == n || s.charAt(e + 1) == ' ') && hasSeparator(s, j, e)) {
                    stampUptime = Num.decimal(s, j, e);
                    i = Math.min(n, e + 2);
                    continue;
                }
                return i;
            }
            if (c == '#') {
                int e = j + 1;
                while (e < n && Num.isDigit(s.charAt(e))) {
                    e++;
                }
                if (e > j + 1 && s.startsWith(": ", e)) {
                    stampGcId = Num.integer(s, j + 1, e);
                    i = e + 2;
                    continue;
                }
            }
            return i;
        }
    }

    private static boolean hasSeparator(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c == '.' || c == ',') {
                return true;
            }
        }
        return false;
    }

    private Timestamp lineTimestamp() {
        if (Double.isNaN(stampUptime) && stampWall == Long.MIN_VALUE) {
            return Timestamp.UNKNOWN;
        }
        return new Timestamp(stampUptime, stampWall == Long.MIN_VALUE ? null : Instant.ofEpochMilli(stampWall));
    }

    /**
     * Cuts "[CMS-concurrent-...]" groups (with their stamps) that a concurrent thread printed into
     * the middle of another line, emits them, and returns the line without them.
     */
    private String cutConcurrentPhases(String s, long lineNo) {
        int at = s.indexOf("[CMS-concurrent-");
        while (at > 0) {
            int groupEnd = LegacyRecord.groupEnd(s, at);
            if (groupEnd < 0) {
                return s;
            }
            int recordEnd = groupEnd;
            if (s.startsWith(" [Times:", groupEnd)) {
                int timesEnd = LegacyRecord.groupEnd(s, groupEnd + 1);
                if (timesEnd > 0) {
                    recordEnd = timesEnd; // the phase's own [Times: ...] goes with it
                }
            }
            int stampStart = stampStartBefore(s, at);
            if (stampStart == 0 && open == null) {
                return s; // the line itself is this record: read it normally
            }
            double savedUp = stampUptime;
            long savedWall = stampWall;
            long savedId = stampGcId;
            stamps(s, stampStart);
            Timestamp t = lineTimestamp();
            LegacyRecord r = LegacyRecord.parse(s, at);
            if (r != null && !interpret(r, t, stampGcId, lineNo)) {
                st.unparsed(s.substring(at, groupEnd), "CMS concurrent phase not understood", lineNo);
            }
            stampUptime = savedUp;
            stampWall = savedWall;
            stampGcId = savedId;
            s = s.substring(0, stampStart) + s.substring(recordEnd);
            at = s.indexOf("[CMS-concurrent-", stampStart);
        }
        return s;
    }

    /** Start of the stamps directly before {@code at} ("1.234: " / date / "#5: "), or {@code at}. */
    private static int stampStartBefore(String s, int at) {
        int i = at;
        while (i > 0) {
            int j = i;
            while (j > 0 && s.charAt(j - 1) == ' ') {
                j--;
            }
            if (j < 2 || s.charAt(j - 1) != ':') {
                return i;
            }
            int k = j - 1;
            while (k > 0) {
                char c = s.charAt(k - 1);
                if (Num.isDigit(c) || c == '.' || c == ',' || c == '-' || c == 'T' || c == ':' || c == '+' || c == '#') {
                    k--;
                } else {
                    break;
                }
            }
            if (k == j - 1) {
                return i;
            }
            i = k;
        }
        return i;
    }
}
