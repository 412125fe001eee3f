package org.sdsim.analyzers.parse;

import java.util.function.Consumer;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.JvmInfo;
import org.sdsim.analyzers.event.LogEvent;
import org.sdsim.analyzers.event.Origin;
import org.sdsim.analyzers.event.UnparsedLine;

/**
 * What the parsers of one log (one file or one rotated set) share: where events go, which file
 * is being read, and the JVM facts learnt so far (the collector decides how some pause names are
 * counted, e.g. "Pause Initial Mark" is a young pause on G1 but a CMS initial mark on CMS).
 */
final class ParseState {
    private final Consumer<LogEvent> sink;
    private String source;
    private String collector;
    private boolean collectorInferred;
    private boolean versionSeen;
    private boolean maxHeapSeen;
    private boolean explicitCycles;
    private long gcEvents;
    private long recognisedLines;
    private long unparsedLines;

    ParseState(Consumer<LogEvent> sink, String source) {
        this.sink = sink;
        this.source = source;
    }

    void source(String source) {
        this.source = source;
    }

    String source() {
        return source;
    }

    Origin origin(long line) {
        return new Origin(source, line);
    }

    void emit(LogEvent e) {
        sink.accept(e);
    }

    void gcEvent(GcEvent e, String inferredCollector) {
        if (collector == null && inferredCollector != null) {
            collector = inferredCollector;
            collectorInferred = true;
            sink.accept(new JvmInfo(inferredCollector, null, -1, e.origin()));
        }
        gcEvents++;
        sink.accept(e);
    }

    /** A concurrent cycle the log itself names (G1 "Concurrent Cycle" line, ZGC collection) was read. */
    void explicitCycleSeen() {
        explicitCycles = true;
    }

    /**
     * Whether this log names its concurrent cycles itself. Cycles derived from phase lines (CMS,
     * JDK 8 G1, Shenandoah) are then not emitted: they would count the same cycles twice.
     */
    boolean hasExplicitCycles() {
        return explicitCycles;
    }

    void unparsed(String text, String reason, long line) {
        unparsedLines++;
        sink.accept(new UnparsedLine(text, reason, origin(line)));
    }

    /** The collector the log names ("Using G1", -XX:+UseG1GC) or that its events imply; null if unknown. */
    String collector() {
        return collector;
    }

    /** Records the collector the log states; the first statement wins and is emitted once. */
    void statedCollector(String name, long line) {
        if (name == null || (collector != null && !collectorInferred)) {
            return;
        }
        boolean sameAsInferred = name.equals(collector);
        collector = name;
        collectorInferred = false;
        if (!sameAsInferred) {
            sink.accept(new JvmInfo(name, null, -1, origin(line)));
        }
    }

    /**
     * A more precise name for the collector already stated ("ZGC" turns out to be generational
     * once "Minor Collection" appears): emitted as a further JvmInfo, once.
     */
    void refineCollector(String name, long line) {
        if (name != null && !name.equals(collector)) {
            collector = name;
            collectorInferred = false;
            sink.accept(new JvmInfo(name, null, -1, origin(line)));
        }
    }

    void version(String version, long line) {
        if (!versionSeen && version != null && !version.isEmpty()) {
            versionSeen = true;
            sink.accept(new JvmInfo(null, version, -1, origin(line)));
        }
    }

    void maxHeapKb(long kb, long line) {
        if (!maxHeapSeen && kb > 0) {
            maxHeapSeen = true;
            sink.accept(new JvmInfo(null, null, kb, origin(line)));
        }
    }

    /** Counts a line that was recognised as GC log output (event, detail or banner). */
    void recognised() {
        recognisedLines++;
    }

    long recognisedLines() {
        return recognisedLines;
    }

    long unparsedLines() {
        return unparsedLines;
    }

    long gcEvents() {
        return gcEvents;
    }
}
