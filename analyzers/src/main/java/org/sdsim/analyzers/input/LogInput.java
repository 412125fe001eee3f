package org.sdsim.analyzers.input;

import java.io.FileInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

/**
 * One physical input: a file (plain or gzip, detected from its bytes) or standard input.
 *
 * @param name  how diagnostics name it: the path as given, or "-" for stdin
 * @param path  the file, or null for stdin
 */
public record LogInput(String name, Path path) {

    public static final String STDIN = "-";

    public static LogInput stdin() {
        return new LogInput(STDIN, null);
    }

    public static LogInput file(Path path) {
        return new LogInput(path.toString(), path);
    }

    public boolean isStdin() {
        return path == null;
    }

    /** The raw bytes, not yet decompressed. Stdin is wrapped so closing it leaves System.in open. */
    public InputStream openRaw() throws IOException {
        if (path == null) {
            return new FilterInputStream(System.in) {
                @Override
                public void close() {
                    // System.in belongs to the process, not to us.
                }
            };
        }
        return new FileInputStream(path.toFile());
    }

    /** {@link #openRaw()}, counted by {@code meter} when one is given. */
    public InputStream openRaw(ReadMeter meter) throws IOException {
        InputStream raw = openRaw();
        return meter == null ? raw : meter.count(raw);
    }
}
