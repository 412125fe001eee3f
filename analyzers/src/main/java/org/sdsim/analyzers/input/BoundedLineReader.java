package org.sdsim.analyzers.input;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Splits a byte stream into lines with bounded memory: a line longer than {@code maxLineBytes}
 * keeps only its first {@code maxLineBytes} bytes (the rest is skipped, not buffered), so a
 * 10 MB line costs 64 KiB, not 10 MB of String.
 *
 * <p>Why bytes rather than a {@link java.io.Reader}: GC logs are ASCII, and a pure-ASCII line
 * becomes a compact (Latin-1) String with one array copy; only lines with bytes above 0x7F are
 * decoded as UTF-8. NUL bytes (pre-allocated or crash-truncated files) are dropped and counted.
 * Accepts {@code \n}, {@code \r\n} and lone {@code \r} line ends.
 */
public final class BoundedLineReader implements Closeable {
    /** Longest line kept, in bytes. Real GC log lines stay below 2 KiB. */
    public static final int DEFAULT_MAX_LINE_BYTES = 64 * 1024;

    private final InputStream in;
    private final int maxLineBytes;
    private final byte[] buf = new byte[64 * 1024];
    private int pos;
    private int limit;
    private boolean eof;
    private boolean pendingCrLf;

    private byte[] lineBuf = new byte[256];
    private int lineLen;

    private long lineNumber;
    private long lastLineBytes;
    private int lastLineNuls;
    private long totalNuls;
    private long firstNulLine;
    private boolean lastLineUnterminated;

    public BoundedLineReader(InputStream in) {
        this(in, DEFAULT_MAX_LINE_BYTES);
    }

    public BoundedLineReader(InputStream in, int maxLineBytes) {
        this.in = in;
        this.maxLineBytes = maxLineBytes;
    }

    /** The next line without its line end, or null at end of input. */
    public String readLine() throws IOException {
        lineLen = 0;
        lastLineBytes = 0;
        lastLineNuls = 0;
        boolean highBit = false;
        boolean sawAny = false;
        lastLineUnterminated = false;
        while (true) {
            if (pos >= limit) {
                if (eof || !fill()) {
                    if (!sawAny) {
                        return null;
                    }
                    lastLineUnterminated = true;
                    break;
                }
            }
            if (pendingCrLf) {
                pendingCrLf = false;
                if (buf[pos] == '\n') {
                    pos++;
                    continue;
                }
            }
            sawAny = true;
            int start = pos;
            int end = start;
            int stop = limit;
            byte b = 0;
            // Hot loop: one signed compare catches NUL and every byte >= 0x80.
            while (end < stop) {
                b = buf[end];
                if (b == '\n' || b == '\r') {
                    break;
                }
                if (b <= 0) {
                    if (b == 0) {
                        lastLineNuls++;
                    } else {
                        highBit = true;
                    }
                }
                end++;
            }
            if (end < stop && lineLen == 0 && lastLineBytes == 0 && lastLineNuls == 0 && end - start <= maxLineBytes) {
                // Common case: the whole line is in the buffer; make the String straight from it.
                lastLineBytes = end - start;
                pos = end + 1;
                skipLfAfterCr(b);
                lineNumber++;
                return highBit
                        ? new String(buf, start, end - start, StandardCharsets.UTF_8)
                        : new String(buf, start, end - start, StandardCharsets.ISO_8859_1);
            }
            append(start, end);
            if (end < stop) {
                pos = end + 1;
                skipLfAfterCr(b);
                break;
            }
            pos = end;
        }
        lineNumber++;
        if (lastLineNuls > 0) {
            if (totalNuls == 0) {
                firstNulLine = lineNumber;
            }
            totalNuls += lastLineNuls;
            removeNuls();
        }
        return highBit
                ? new String(lineBuf, 0, lineLen, StandardCharsets.UTF_8)
                : new String(lineBuf, 0, lineLen, StandardCharsets.ISO_8859_1);
    }

    private void append(int start, int end) {
        int n = end - start;
        lastLineBytes += n;
        int room = maxLineBytes - lineLen;
        if (room <= 0 || n == 0) {
            return;
        }
        int take = Math.min(n, room);
        if (lineLen + take > lineBuf.length) {
            byte[] bigger = new byte[Math.min(maxLineBytes, Math.max(lineBuf.length * 2, lineLen + take))];
            System.arraycopy(lineBuf, 0, bigger, 0, lineLen);
            lineBuf = bigger;
        }
        System.arraycopy(buf, start, lineBuf, lineLen, take);
        lineLen += take;
    }

    private void removeNuls() {
        int w = 0;
        for (int r = 0; r < lineLen; r++) {
            if (lineBuf[r] != 0) {
                lineBuf[w++] = lineBuf[r];
            }
        }
        lineLen = w;
    }

    private boolean fill() throws IOException {
        int n = in.read(buf, 0, buf.length);
        while (n == 0) {
            n = in.read(buf, 0, buf.length);
        }
        if (n < 0) {
            eof = true;
            pos = limit = 0;
            return false;
        }
        pos = 0;
        limit = n;
        return true;
    }

    /** 1-based number of the line last returned. */
    /**
     * After a line ended by {@code terminator}: a '\r' may be the first half of "\r\n", so the
     * '\n' is skipped here, or remembered for the next fill when the buffer ends in between.
     */
    private void skipLfAfterCr(byte terminator) {
        if (terminator != '\r') {
            return;
        }
        if (pos < limit) {
            if (buf[pos] == '\n') {
                pos++;
            }
        } else {
            pendingCrLf = true;
        }
    }

    /** Whether the last line read ended with the input rather than a line end (a file cut mid-line). */
    public boolean lastLineUnterminated() {
        return lastLineUnterminated;
    }

    public long lineNumber() {
        return lineNumber;
    }

    /** Length in bytes of the line last returned, including any part cut off. */
    public long lastLineBytes() {
        return lastLineBytes;
    }

    /** True when the line last returned was cut to {@code maxLineBytes}. */
    public boolean lastLineOverlong() {
        return lastLineBytes > maxLineBytes;
    }

    public int maxLineBytes() {
        return maxLineBytes;
    }

    /** NUL bytes dropped so far in this input. */
    public long totalNulBytes() {
        return totalNuls;
    }

    /** Line where the first NUL byte was seen, or 0. */
    public long firstNulLine() {
        return firstNulLine;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
