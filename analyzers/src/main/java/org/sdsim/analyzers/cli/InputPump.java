package org.sdsim.analyzers.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;
import org.sdsim.analyzers.GcAnalysis;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.LogEvent;
import org.sdsim.analyzers.event.UnparsedLine;
import org.sdsim.analyzers.input.ReadMeter;
import org.sdsim.analyzers.parse.EventSource;
import org.sdsim.analyzers.parse.GcLogInputException;

/**
 * Reads one input argument to its end, handing each event to a sink, and turns what went wrong
 * into one clear stderr line and an exit code. The sink sees everything that was read even when
 * reading stops early, so callers always print partial results.
 */
final class InputPump {
    private InputPump() {
    }

    /**
     * @param input the argument as the user gave it (a file, a rotated set's base name, .jfr, or "-")
     * @param sink  gets every event in order; returns false to stop reading (e.g. stdout was closed)
     * @return {@link ExitCode#OK}, {@link ExitCode#WARNINGS} or {@link ExitCode#USAGE_OR_UNREADABLE}
     */
    static int pump(Path input, Predicate<LogEvent> sink, PrintWriter err) {
        return pump(input, sink, err, false);
    }

    /** {@link #pump(Path, Predicate, PrintWriter)}, drawing a {@link ProgressLine} on {@code err} if asked. */
    static int pump(Path input, Predicate<LogEvent> sink, PrintWriter err, boolean progress) {
        ReadMeter meter = progress ? new ReadMeter() : null;
        EventSource source;
        try {
            source = GcAnalysis.open(List.of(input), meter);
        } catch (IOException e) {
            err.println("gclog: " + describe(input, e));
            return ExitCode.USAGE_OR_UNREADABLE;
        }
        Reading reading;
        try (ProgressLine line = progress ? ProgressLine.start(meter, err) : null) {
            reading = read(source, sink);
        }
        // Reported once the progress line is erased, so warnings start on a clean line.
        return report(input, reading, err);
    }

    /** What reading one input saw: its GC events, its lines not understood, and how it ended. */
    private static final class Reading {
        long gcEvents;
        long unparsed;
        UnparsedLine firstUnparsed;
        /** Findings about an input as a whole (binary, no GC lines, cut short), each said on its own. */
        final java.util.List<UnparsedLine> aboutInputs = new java.util.ArrayList<>();
        boolean stoppedBySink;
        IOException failure;
    }

    private static Reading read(EventSource source, Predicate<LogEvent> sink) {
        Reading r = new Reading();
        try (source) {
            while (source.hasNext()) {
                LogEvent event = source.next();
                if (event instanceof GcEvent) {
                    r.gcEvents++;
                } else if (event instanceof UnparsedLine line && line.origin().line() <= 0) {
                    r.aboutInputs.add(line);
                } else if (event instanceof UnparsedLine line) {
                    if (r.unparsed++ == 0) {
                        r.firstUnparsed = line;
                    }
                }
                if (!sink.test(event)) {
                    r.stoppedBySink = true;
                    return r;
                }
            }
        } catch (UncheckedIOException e) {
            r.failure = e.getCause();
        }
        return r;
    }

    private static int report(Path input, Reading r, PrintWriter err) {
        if (r.stoppedBySink) {
            return ExitCode.OK;
        }
        int status = ExitCode.OK;
        if (r.failure != null) {
            err.println("gclog: " + describe(input, r.failure) + " (results cover the part read before that)");
            status = ExitCode.WARNINGS;
        }
        for (UnparsedLine about : r.aboutInputs) {
            err.println("gclog: warning: " + about.origin() + ": " + about.reason());
            status = ExitCode.WARNINGS;
        }
        if (r.unparsed > 0) {
            err.println("gclog: warning: " + input + ": " + r.unparsed + (r.unparsed == 1 ? " line" : " lines")
                    + " not understood; first at " + r.firstUnparsed.origin() + ": " + r.firstUnparsed.reason());
            status = ExitCode.WARNINGS;
        } else if (r.gcEvents == 0 && r.aboutInputs.isEmpty() && status == ExitCode.OK) {
            err.println("gclog: warning: " + input + ": no GC events found (expected a HotSpot GC log or a JFR recording)");
            status = ExitCode.WARNINGS;
        }
        return status;
    }

    /** One line naming the input and what is wrong, without exception class names where avoidable. */
    static String describe(Path input, IOException e) {
        if (e instanceof GcLogInputException) {
            return e.getMessage();
        }
        if (e instanceof NoSuchFileException) {
            return input + ": no such file";
        }
        if (e instanceof AccessDeniedException) {
            return input + ": permission denied";
        }
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            message = e.getClass().getSimpleName();
        }
        return message.startsWith(input.toString()) ? message : input + ": " + message;
    }
}
