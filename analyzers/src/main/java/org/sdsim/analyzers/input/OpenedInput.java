package org.sdsim.analyzers.input;

import java.io.BufferedInputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.GZIPInputStream;

/**
 * An input opened for reading: gzip undone (whatever the file is called), and the first bytes
 * sniffed so that binary content is reported once instead of being read as thousands of
 * garbage "lines".
 */
public final class OpenedInput implements Closeable {
    /** How many leading bytes decide text versus binary. */
    static final int SNIFF_BYTES = 8 * 1024;

    private final String name;
    private final InputStream stream;
    private final ContentKind kind;
    private final String problem;
    private final boolean compressed;
    private GzipEnd gzipEnd;

    private OpenedInput(String name, InputStream stream, ContentKind kind, String problem, boolean compressed) {
        this.name = name;
        this.stream = stream;
        this.kind = kind;
        this.problem = problem;
        this.compressed = compressed;
    }

    public static OpenedInput open(LogInput input) throws IOException {
        return open(input.openRaw(), input.name());
    }

    /** Wraps an already open stream; it is closed with this object. */
    public static OpenedInput open(InputStream raw, String name) throws IOException {
        BufferedInputStream in = new BufferedInputStream(raw, 64 * 1024);
        byte[] head = peek(in, SNIFF_BYTES);
        boolean gz = head.length >= 2 && (head[0] & 0xff) == 0x1f && (head[1] & 0xff) == 0x8b;
        if (gz) {
            InputStream unzipped;
            GzipEnd end;
            try {
                GzipEnd.Counting compressedBytes = new GzipEnd.Counting();
                end = new GzipEnd(new GZIPInputStream(compressedBytes.wrap(in), 64 * 1024), compressedBytes);
                unzipped = new BufferedInputStream(end, 64 * 1024);
                head = peek(unzipped, SNIFF_BYTES);
            } catch (IOException e) {
                return new OpenedInput(name, in, ContentKind.BINARY,
                        "gzip data is corrupt (" + e.getMessage() + "); expected a gzip-compressed GC log", true);
            }
            OpenedInput opened = classify(name, unzipped, head, true);
            opened.gzipEnd = end;
            return opened;
        }
        return classify(name, in, head, false);
    }

    private static OpenedInput classify(String name, InputStream in, byte[] head, boolean compressed) {
        if (head.length == 0) {
            return new OpenedInput(name, in, ContentKind.EMPTY, "input is empty: no GC log lines", compressed);
        }
        String binary = binaryReason(head);
        if (binary != null) {
            return new OpenedInput(name, in, ContentKind.BINARY, binary, compressed);
        }
        return new OpenedInput(name, in, ContentKind.TEXT, null, compressed);
    }

    /** Why these leading bytes are not a text log, or null when they look like text. */
    static String binaryReason(byte[] head) {
        if (startsWith(head, "FLR\0")) {
            return "this is a JFR recording, not a text GC log (read .jfr files with the JFR reader)";
        }
        if (startsWith(head, "PK\u0003\u0004")) {
            return "this is a zip/jar archive, not a text GC log; unpack it first";
        }
        int nul = 0;
        int control = 0;
        int high = 0;
        int firstNul = -1;
        for (int i = 0; i < head.length; i++) {
            int b = head[i] & 0xff;
            if (b == 0) {
                nul++;
                if (firstNul < 0) {
                    firstNul = i;
                }
            } else if (b < 0x20 && b != '\n' && b != '\r' && b != '\t' && b != '\f' && b != 0x1b) {
                control++;
            } else if (b >= 0x80) {
                high++;
            }
        }
        int n = head.length;
        if (nul * 64 >= n || (nul + control) * 20 > n) {
            return "input is binary (" + (nul > 0 ? "NUL byte at offset " + firstNul : control + " control bytes")
                    + " in the first " + n + " bytes); expected a text GC log";
        }
        if (high * 10 > n * 3 && !mostlyUtf8(head)) {
            return "input is binary (" + high + " of the first " + n + " bytes are not ASCII); expected a text GC log";
        }
        return null;
    }

    private static boolean mostlyUtf8(byte[] b) {
        int bad = 0;
        int i = 0;
        while (i < b.length) {
            int c = b[i] & 0xff;
            int extra = c < 0x80 ? 0 : (c >> 5) == 0x6 ? 1 : (c >> 4) == 0xe ? 2 : (c >> 3) == 0x1e ? 3 : -1;
            if (extra < 0) {
                bad++;
                i++;
                continue;
            }
            int j = 1;
            while (j <= extra && i + j < b.length && (b[i + j] & 0xc0) == 0x80) {
                j++;
            }
            if (j <= extra && i + j < b.length) {
                bad++;
            }
            i += j;
        }
        return bad * 20 < b.length;
    }

    private static boolean startsWith(byte[] head, String magic) {
        if (head.length < magic.length()) {
            return false;
        }
        for (int i = 0; i < magic.length(); i++) {
            if (head[i] != (byte) magic.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private static byte[] peek(InputStream in, int max) throws IOException {
        in.mark(max);
        byte[] b = new byte[max];
        int n = 0;
        while (n < max) {
            int r = in.read(b, n, max - n);
            if (r < 0) {
                break;
            }
            n += r;
        }
        in.reset();
        if (n == max) {
            return b;
        }
        byte[] exact = new byte[n];
        System.arraycopy(b, 0, exact, 0, n);
        return exact;
    }

    public String name() {
        return name;
    }

    public InputStream stream() {
        return stream;
    }

    public ContentKind kind() {
        return kind;
    }

    /** Why this input is not read as text (binary, empty, corrupt gzip), or null. */
    public String problem() {
        return problem;
    }

    public boolean compressed() {
        return compressed;
    }

    /**
     * Null unless this is gzip whose compressed data ended before its stream did; then where, for a
     * warning. Known once the reading has reached that end.
     */
    public String truncation() {
        return gzipEnd == null ? null : gzipEnd.truncation();
    }

    @Override
    public void close() throws IOException {
        stream.close();
    }
}
