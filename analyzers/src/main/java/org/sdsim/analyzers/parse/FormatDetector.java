package org.sdsim.analyzers.parse;

import java.io.IOException;
import java.nio.file.Path;
import org.sdsim.analyzers.input.BoundedLineReader;
import org.sdsim.analyzers.input.ContentKind;
import org.sdsim.analyzers.input.LogInput;
import org.sdsim.analyzers.input.OpenedInput;

/** Looks at the opening lines of a log to name its format (see {@link GcLogReader#detectFormat}). */
final class FormatDetector {
    private static final int MAX_LINES = 2000;

    private FormatDetector() {
    }

    static LogFormat detect(Path file) throws IOException {
        if (!java.nio.file.Files.isReadable(file) || java.nio.file.Files.isDirectory(file)) {
            throw new GcLogInputException(file.toString(), "cannot be read as a GC log file");
        }
        try (OpenedInput in = OpenedInput.open(LogInput.file(file))) {
            if (in.kind() != ContentKind.TEXT) {
                return LogFormat.UNKNOWN;
            }
            BoundedLineReader reader = new BoundedLineReader(in.stream(), 4096);
            Decorations d = new Decorations();
            String line;
            int n = 0;
            while ((line = reader.readLine()) != null && n++ < MAX_LINES) {
                LogFormat f = classify(line, d);
                if (f != LogFormat.UNKNOWN) {
                    return f;
                }
            }
        }
        return LogFormat.UNKNOWN;
    }

    /** What one line proves, if anything. */
    static LogFormat classify(String line, Decorations d) {
        if (d.parse(line)) {
            String msg = line.substring(d.messageFrom);
            if (d.hasTags() || msg.startsWith("GC(") || msg.startsWith("Using ")) {
                return LogFormat.UNIFIED;
            }
        }
        if (line.startsWith("GC(")) {
            return LogFormat.UNIFIED;
        }
        if (line.startsWith("CommandLine flags: ") || line.contains(": [GC") || line.contains(": [Full GC")
                || line.startsWith("[GC ") || line.startsWith("[GC (") || line.startsWith("[Full GC")
                || line.contains("Total time for which application threads were stopped: ")) {
            return LogFormat.JDK8;
        }
        return LogFormat.UNKNOWN;
    }
}
