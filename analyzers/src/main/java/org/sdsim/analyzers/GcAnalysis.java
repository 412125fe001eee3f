package org.sdsim.analyzers;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;
import org.sdsim.analyzers.event.LogEvent;
import org.sdsim.analyzers.input.ReadMeter;
import org.sdsim.analyzers.jfr.JfrEventSource;
import org.sdsim.analyzers.parse.EventSource;
import org.sdsim.analyzers.parse.GcLogReader;
import org.sdsim.analyzers.summary.GcSummary;
import org.sdsim.analyzers.summary.GcSummaryAggregator;

/**
 * The analyzers' front door: GC logs and JFR recordings in, {@link GcSummary} out.
 *
 * <pre>{@code
 * GcSummary s = GcAnalysis.summarize(List.of(runDir.resolve("gc.log")));   // a rotated set by its base name
 * double p99 = s.pauses().all().p99Ms();
 * }</pre>
 */
public final class GcAnalysis {
    private GcAnalysis() {
    }

    /**
     * Summarises {@code inputs} as ONE run: GC logs (plain, {@code .gz}, a rotated set given by
     * its base name, {@code "-"} for stdin) and/or JFR recordings, in the order given. Give either
     * a run's log or its recording, not both: both describe the same collections and would be
     * counted twice.
     *
     * @throws org.sdsim.analyzers.parse.GcLogInputException (an IOException) naming the input that
     *         is missing or unreadable
     */
    public static GcSummary summarize(List<Path> inputs) throws IOException {
        try (EventSource events = open(inputs)) {
            return GcSummaryAggregator.summarize(describe(inputs), events);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /** Summarises events from any source (a parser, a JFR reader, or a hand-built list). */
    public static GcSummary summarize(Iterator<LogEvent> events) {
        return GcSummaryAggregator.summarize("events", events);
    }

    /**
     * Opens {@code inputs} as one stream of events. A {@code .jfr} file (by name, or by the JFR
     * magic bytes) is read by {@link JfrEventSource}; consecutive other inputs are handed together
     * to {@link GcLogReader#open(List)}, which knows rotated sets and compression. All inputs are
     * opened before this returns, so a missing file fails here and not half-way through.
     */
    public static EventSource open(List<Path> inputs) throws IOException {
        return open(inputs, null);
    }

    /**
     * {@link #open(List)}, with the bytes of GC logs counted into {@code meter} (null for none) as
     * they are read, for a progress display. JFR recordings are read whole when opened, so they
     * do not move the meter.
     */
    public static EventSource open(List<Path> inputs, ReadMeter meter) throws IOException {
        if (inputs.isEmpty()) {
            throw new IllegalArgumentException("no input given");
        }
        List<EventSource> parts = new ArrayList<>();
        List<Path> logs = new ArrayList<>();
        try {
            for (Path input : inputs) {
                if (isJfr(input)) {
                    if (!logs.isEmpty()) {
                        parts.add(GcLogReader.open(List.copyOf(logs), meter));
                        logs.clear();
                    }
                    parts.add(JfrEventSource.open(input));
                } else {
                    logs.add(input);
                }
            }
            if (!logs.isEmpty()) {
                parts.add(GcLogReader.open(List.copyOf(logs), meter));
            }
        } catch (IOException | RuntimeException e) {
            parts.forEach(EventSource::close);
            throw e;
        }
        return parts.size() == 1 ? parts.get(0) : new Concatenation(parts);
    }

    /** True for a JFR recording: named {@code *.jfr}, or starting with JFR's magic bytes "FLR\0". */
    public static boolean isJfr(Path input) {
        if (input.toString().toLowerCase(Locale.ROOT).endsWith(".jfr")) {
            return true;
        }
        if (input.toString().equals("-") || !Files.isRegularFile(input)) {
            return false;
        }
        try (InputStream in = Files.newInputStream(input)) {
            byte[] magic = in.readNBytes(4);
            return magic.length == 4 && magic[0] == 'F' && magic[1] == 'L' && magic[2] == 'R' && magic[3] == 0;
        } catch (IOException e) {
            return false;   // unreadable: let the log reader report it with its own message
        }
    }

    private static String describe(List<Path> inputs) {
        if (inputs.size() == 1) {
            return inputs.get(0).toString();
        }
        StringBuilder sb = new StringBuilder();
        for (Path p : inputs) {
            sb.append(sb.length() == 0 ? "" : " + ").append(p);
        }
        return sb.toString();
    }

    /** Several sources read one after the other. */
    private static final class Concatenation implements EventSource {
        private final List<EventSource> parts;
        private int current;

        Concatenation(List<EventSource> parts) {
            this.parts = parts;
        }

        @Override
        public boolean hasNext() {
            while (current < parts.size()) {
                if (parts.get(current).hasNext()) {
                    return true;
                }
                parts.get(current++).close();
            }
            return false;
        }

        @Override
        public LogEvent next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            return parts.get(current).next();
        }

        @Override
        public void close() {
            for (int i = current; i < parts.size(); i++) {
                parts.get(i).close();
            }
            current = parts.size();
        }
    }
}
