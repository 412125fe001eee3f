package org.sdsim.analyzers.parse;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.List;
import java.util.NoSuchElementException;
import org.sdsim.analyzers.event.LogEvent;
import org.sdsim.analyzers.event.Origin;
import org.sdsim.analyzers.event.UnparsedLine;
import org.sdsim.analyzers.input.BoundedLineReader;
import org.sdsim.analyzers.input.ContentKind;
import org.sdsim.analyzers.input.InputGroup;
import org.sdsim.analyzers.input.LogInput;
import org.sdsim.analyzers.input.OpenedInput;
import org.sdsim.analyzers.input.ReadMeter;

/**
 * The {@link EventSource} behind {@link GcLogReader}: pulls lines only when the consumer asks for
 * the next event, so memory stays bounded whatever the log size. Problems with content (binary,
 * empty, unreadable mid-way, overlong lines, NUL bytes, nothing that looks like a GC log) become
 * {@link UnparsedLine} diagnostics naming the file and line; nothing here throws on bad content.
 */
final class LogEventStream implements EventSource {
    private final List<InputGroup> groups;
    private final ReadMeter meter;
    private final ArrayDeque<LogEvent> queue = new ArrayDeque<>();
    private InputStream preOpened;

    private int groupIndex = -1;
    private int memberIndex;
    private LogParser parser;
    private boolean groupHadText;
    private boolean groupHadProblem;
    /** An empty member of a rotated set, left unreported unless no member of the set had text. */
    private UnparsedLine groupEmptyMember;

    private LogInput member;
    private OpenedInput current;
    private BoundedLineReader reader;
    private boolean closed;
    /** The line a truncated gzip input was cut through, 0 for none. */
    private long droppedPartialLine;
    private boolean finished;

    /** @param meter counts the bytes read, for a progress display; null for none */
    LogEventStream(List<InputGroup> groups, ReadMeter meter) {
        this.groups = groups;
        this.meter = meter;
    }

    /** A single already-open stream. */
    LogEventStream(InputStream in, String name) {
        this(List.of(new InputGroup(name, List.of(new LogInput(name, null)))), null);
        this.preOpened = in;
    }

    @Override
    public boolean hasNext() {
        while (queue.isEmpty() && !closed) {
            if (!step()) {
                break;
            }
        }
        return !queue.isEmpty();
    }

    @Override
    public LogEvent next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        return queue.removeFirst();
    }

    /** Reads one line, or opens / finishes an input; false when everything is read. */
    private boolean step() {
        try {
            if (reader != null) {
                readOneLine();
                return true;
            }
            return openNext();
        } catch (IOException | RuntimeException e) {
            if (finished) {
                return false;
            }
            // A read error (truncated gzip, I/O) or a parser bug must not lose what was read so far.
            long line = reader == null ? 0 : reader.lineNumber();
            String name = member == null ? "?" : member.name();
            groupHadProblem = true;
            queue.add(new UnparsedLine("", "reading stopped: " + describe(e), new Origin(name, line)));
            if (parser != null) {
                try {
                    parser.endOfFile();
                } catch (RuntimeException ignored) {
                    // already reported the first failure
                }
            }
            closeCurrent();
            if (e instanceof RuntimeException) {
                // A parser bug: give up on this input group instead of failing on it again forever
                // (a throwing finish() would otherwise be retried by every following step()).
                parser = null;
                if (groupIndex >= 0 && groupIndex < groups.size()) {
                    memberIndex = groups.get(groupIndex).members().size();
                }
            }
            return true;
        }
    }

    private void readOneLine() throws IOException {
        String line = reader.readLine();
        if (line == null) {
            finishMember();
            return;
        }
        long no = reader.lineNumber();
        if (reader.lastLineUnterminated() && current.truncation() != null) {
            // the line the cut went through: half a GC line could read as a wrong whole one
            droppedPartialLine = no;
            return;
        }
        if (reader.lastLineOverlong()) {
            parser.unparsed(line, "line is " + reader.lastLineBytes() + " bytes long (limit " + reader.maxLineBytes()
                    + " bytes); GC log lines are short, so this is not one", no);
        } else {
            parser.line(line, no);
        }
    }

    private static String describe(Exception e) {
        String m = e.getMessage();
        return e.getClass().getSimpleName() + (m == null ? "" : ": " + m);
    }

    private void finishMember() {
        parser.endOfFile();
        String truncation = current.truncation();
        if (truncation != null) {
            groupHadProblem = true;
            queue.add(new UnparsedLine("", truncation + (droppedPartialLine > 0
                    ? "; its last line (" + droppedPartialLine + "), cut in the middle, is left out" : ""),
                    new Origin(member.name(), 0)));
            droppedPartialLine = 0;
        }
        if (reader.totalNulBytes() > 0) {
            groupHadProblem = true;
            queue.add(new UnparsedLine("", reader.totalNulBytes() + " NUL bytes skipped (pre-allocated or crash-damaged file)",
                    new Origin(member.name(), reader.firstNulLine())));
        }
        closeCurrent();
    }

    private boolean openNext() throws IOException {
        if (finished) {
            return false;
        }
        if (groupIndex >= 0 && memberIndex < groups.get(groupIndex).members().size()) {
            openMember(groups.get(groupIndex).members().get(memberIndex++));
            return true;
        }
        if (parser != null) {
            parser.finish();
            reportIfNoGcContent();
            parser = null;
        }
        groupIndex++;
        memberIndex = 0;
        if (groupIndex >= groups.size()) {
            finished = true;
            return false;
        }
        InputGroup g = groups.get(groupIndex);
        if (meter != null) {
            meter.startInput(g.name(), g.totalBytes());
        }
        parser = new LogParser(queue::add, g.members().get(0).name());
        groupHadText = false;
        groupHadProblem = false;
        groupEmptyMember = null;
        return true;
    }

    /** Text in which nothing looked like GC output: say so rather than silently report zero. */
    private void reportIfNoGcContent() {
        if (!groupHadText && groupEmptyMember != null) {
            queue.add(groupEmptyMember);
            groupHadProblem = true;
        }
        if (groupHadText && !groupHadProblem && parser.recognisedLines() == 0 && parser.unparsedLines() == 0) {
            InputGroup g = groups.get(groupIndex);
            queue.add(new UnparsedLine("", "no GC log lines found: expected JDK 9+ unified logging (-Xlog:gc...) or "
                    + "JDK 8 -XX:+PrintGC / -XX:+PrintGCDetails output", new Origin(g.name(), 0)));
        }
    }

    private void openMember(LogInput input) throws IOException {
        member = input;
        parser.source(input.name());
        OpenedInput opened = preOpened != null ? OpenedInput.open(preOpened, input.name())
                : OpenedInput.open(input.openRaw(meter), input.name());
        preOpened = null;
        current = opened;
        if (opened.kind() == ContentKind.EMPTY && groups.get(groupIndex).members().size() > 1) {
            // A JVM that rotates its log can leave the current file empty (it rotated just before it exited):
            // that is a rotated set's normal end, not a problem, unless the whole set is empty.
            if (groupEmptyMember == null) {
                groupEmptyMember = new UnparsedLine("", opened.problem(), new Origin(input.name(), 0));
            }
            closeCurrent();
            return;
        }
        if (opened.kind() != ContentKind.TEXT) {
            groupHadProblem = true;
            queue.add(new UnparsedLine("", opened.problem(), new Origin(input.name(), 0)));
            closeCurrent();
            return;
        }
        groupHadText = true;
        reader = new BoundedLineReader(opened.stream());
    }

    private void closeCurrent() {
        if (current != null) {
            try {
                current.close();
            } catch (IOException ignored) {
                // the data is read; nothing useful to do
            }
        }
        current = null;
        reader = null;
    }

    @Override
    public void close() {
        closed = true;
        closeCurrent();
        if (preOpened != null) {
            try {
                preOpened.close();
            } catch (IOException ignored) {
                // never opened for reading
            }
        }
        queue.clear();
    }
}
