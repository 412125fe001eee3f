package org.sdsim.analyzers.input;

import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;

/**
 * The decompressed side of a gzip input that may have been cut short (a log copied while it was
 * written, a download that stopped). Where the compressed data ends before the gzip stream does,
 * {@link java.util.zip.GZIPInputStream} throws {@link EOFException}, and a buffered reader above it
 * would lose the bytes it had already decompressed into its buffer. Here that end is an ordinary end
 * of input instead, remembered with the offset where it happened, so everything before it is read
 * and the reader can say exactly where the file stopped. Corrupt data (not an early end) still throws.
 */
final class GzipEnd extends FilterInputStream {
    private final Counting compressed;
    private long decompressed;
    private boolean truncated;

    /** Counts the compressed bytes the gzip decoder has taken. */
    static final class Counting {
        private long count;

        InputStream wrap(InputStream compressed) {
            return new CountingInputStream(compressed, n -> count += n);
        }
    }

    GzipEnd(InputStream unzipping, Counting compressed) {
        super(unzipping);
        this.compressed = compressed;
    }

    @Override
    public int read() throws IOException {
        if (truncated) {
            return -1;
        }
        try {
            int b = super.read();
            if (b >= 0) {
                decompressed++;
            }
            return b;
        } catch (EOFException e) {
            truncated = true;
            return -1;
        }
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (truncated) {
            return -1;
        }
        try {
            int n = super.read(b, off, len);
            if (n > 0) {
                decompressed += n;
            }
            return n;
        } catch (EOFException e) {
            truncated = true;
            return -1;
        }
    }

    @Override
    public int available() throws IOException {
        return truncated ? 0 : super.available();
    }

    /** Null while the gzip stream is whole (so far); else where the file stopped, for a warning. */
    String truncation() {
        if (!truncated) {
            return null;
        }
        return String.format(Locale.ROOT, "gzip data cut short: the file ends at byte %,d before the gzip stream "
                + "does (%,d bytes of log read from it); the results cover what was read before that", compressed.count,
                decompressed);
    }
}
