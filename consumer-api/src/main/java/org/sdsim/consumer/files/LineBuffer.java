package org.sdsim.consumer.files;

import java.io.IOException;
import java.io.Writer;

/**
 * One line of a file the consumer JVM writes while it is measured (calls.csv, metrics.jsonl), built
 * and written without garbage: the same builder and char buffer serve every line, numbers are
 * appended as digits rather than through {@code String.format}. The consumer under test is what
 * sdsim measures; what sdsim writes from inside it should not show up in its allocation. Not
 * thread-safe: one per writer, used under the writer's lock. JDK only (the metrics class loader sees
 * nothing else).
 */
public final class LineBuffer {

    private final StringBuilder line = new StringBuilder(256);
    private char[] chars = new char[256];

    /** The builder, emptied, for the next line. */
    public StringBuilder start() {
        line.setLength(0);
        return line;
    }

    /** Writes the line built since {@link #start()} and a newline to {@code out}, and flushes it. */
    public void writeTo(Writer out) throws IOException {
        int n = line.length();
        if (chars.length < n + 1) {
            chars = new char[Math.max(n + 1, chars.length * 2)];
        }
        line.getChars(0, n, chars, 0);
        chars[n] = '\n';
        out.write(chars, 0, n + 1);
        out.flush();
    }

    /**
     * Appends {@code v} with three decimals, as {@code String.format(Locale.ROOT, "%.3f", v)} does
     * (half up); "null" for NaN and the infinities, which JSON cannot hold.
     */
    public static StringBuilder appendDecimal3(StringBuilder b, double v) {
        if (!Double.isFinite(v)) {
            return b.append("null");
        }
        long thousandths = Math.round(Math.abs(v) * 1000);
        if (v < 0 && thousandths != 0) {
            b.append('-');
        }
        b.append(thousandths / 1000).append('.');
        long frac = thousandths % 1000;
        if (frac < 100) {
            b.append('0');
        }
        if (frac < 10) {
            b.append('0');
        }
        return b.append(frac);
    }
}
