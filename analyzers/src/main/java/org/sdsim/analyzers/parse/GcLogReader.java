package org.sdsim.analyzers.parse;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import org.sdsim.analyzers.input.InputResolver;
import org.sdsim.analyzers.input.ReadMeter;

/**
 * Entry point: open GC logs of any supported format as one stream of events.
 *
 * <p>Formats are detected from content, line by line: JDK 9-25 unified logging with any
 * decorations, and JDK 8 (and older) {@code -XX:+PrintGC[Details]} output. Inputs may be gzip
 * compressed (detected from the bytes). Bad content never throws: it comes out as
 * {@link org.sdsim.analyzers.event.UnparsedLine} with file and line.
 */
public final class GcLogReader {
    private GcLogReader() {
    }

    /**
     * Opens files, rotated sets (name the base file, e.g. {@code gc.log}; {@code gc.log.0..N},
     * {@code .00..}, JDK 8 {@code gc.log.N.current} and {@code .gz} members are found and read
     * oldest first), or {@code "-"} for stdin. Inputs are read one after the other in the order
     * given; each starts with a fresh parser.
     *
     * @throws GcLogInputException (an IOException) naming the input when it is missing, a
     *                             directory or unreadable; nothing is opened in that case
     */
    public static EventSource open(List<Path> inputs) throws IOException {
        return open(inputs, null);
    }

    /** {@link #open(List)}, with the bytes read counted into {@code meter} (null for none) for a progress display. */
    public static EventSource open(List<Path> inputs, ReadMeter meter) throws IOException {
        return new LogEventStream(InputResolver.resolve(inputs), meter);
    }

    /**
     * The format the first lines of {@code file} (plain or gzip) show, for display. The parser
     * itself does not need it: it decides line by line, so unified logging written to stdout among
     * application output, or a JDK 8 log with a unified-logging tail, still parse.
     *
     * @throws GcLogInputException naming the file when it cannot be opened
     */
    public static LogFormat detectFormat(Path file) throws IOException {
        return FormatDetector.detect(file);
    }

    /** Reads one already-open stream (plain or gzip); {@code sourceName} names it in diagnostics. */
    public static EventSource open(InputStream in, String sourceName) throws IOException {
        if (in == null) {
            throw new GcLogInputException(String.valueOf(sourceName), "no input stream given");
        }
        return new LogEventStream(in, sourceName == null ? "-" : sourceName);
    }
}
