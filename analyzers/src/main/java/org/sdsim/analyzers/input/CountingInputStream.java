package org.sdsim.analyzers.input;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.function.LongConsumer;

/** A stream that hands the number of bytes each read took to a counter (progress, offsets). */
final class CountingInputStream extends FilterInputStream {
    private final LongConsumer counter;

    CountingInputStream(InputStream in, LongConsumer counter) {
        super(in);
        this.counter = counter;
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b >= 0) {
            counter.accept(1);
        }
        return b;
    }

    @Override
    public int read(byte[] buf, int off, int len) throws IOException {
        int n = super.read(buf, off, len);
        if (n > 0) {
            counter.accept(n);
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        long skipped = super.skip(n);
        counter.accept(skipped);
        return skipped;
    }
}
