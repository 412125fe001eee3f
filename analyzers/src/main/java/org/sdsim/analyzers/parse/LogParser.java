package org.sdsim.analyzers.parse;

import java.util.function.Consumer;
import org.sdsim.analyzers.event.LogEvent;

/**
 * Parses one log (a file or a rotated set) line by line, whatever its format: a line that starts
 * with unified-logging decorations goes to {@link UnifiedParser}, any other line to
 * {@link LegacyParser}. Deciding per line rather than once per file keeps a JDK 9+ log written
 * to stdout among application output readable, and costs one bracket check per line.
 */
final class LogParser {
    private final ParseState state;
    private final UnifiedParser unified;
    private final LegacyParser legacy;

    LogParser(Consumer<LogEvent> sink, String source) {
        this.state = new ParseState(sink, source);
        this.unified = new UnifiedParser(state);
        this.legacy = new LegacyParser(state);
    }

    /** The file now being read (rotated sets change it between members). */
    void source(String source) {
        state.source(source);
    }

    void line(String s, long lineNo) {
        if (!s.isEmpty() && (s.charAt(0) == '[' || s.charAt(0) == 'G') && unified.accept(s, lineNo)) {
            return;
        }
        legacy.accept(s, lineNo);
    }

    /** End of one file: JDK 8 records never span files, unified pending pauses may. */
    void endOfFile() {
        legacy.endOfInput();
    }

    /** End of the whole log: emits what only the end can settle (Shenandoah's last cycle, a JDK 8 G1 cycle's end). */
    void finish() {
        legacy.finish();
        unified.finish();
    }

    void unparsed(String text, String reason, long lineNo) {
        state.unparsed(text, reason, lineNo);
    }

    /** Lines recognised as GC output so far (events, GC details, banners). */
    long recognisedLines() {
        return state.recognisedLines();
    }

    long unparsedLines() {
        return state.unparsedLines();
    }

    long gcEvents() {
        return state.gcEvents();
    }

    boolean sawUnified() {
        return unified.seen();
    }
}
