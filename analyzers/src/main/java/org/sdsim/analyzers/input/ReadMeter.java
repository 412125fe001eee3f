package org.sdsim.analyzers.input;

import java.io.InputStream;

/**
 * How far reading has got, for a progress display on another thread: bytes read from the file
 * (compressed bytes for a .gz, so the share of the file is right), out of how many, in which input.
 * The reading thread counts once per buffer fill (64 KiB), so the parser's per-line path is not
 * touched. One thread writes, others only read, so volatile fields suffice.
 */
public final class ReadMeter {
    private volatile String input = "";
    private volatile long bytesRead;
    private volatile long totalBytes = -1;
    private volatile long readBefore;

    /** A new input (a file, or all members of a rotated set) of {@code totalBytes}, or -1 when unknown (stdin). */
    public void startInput(String name, long totalBytes) {
        this.readBefore = 0;
        this.bytesRead = 0;
        this.totalBytes = totalBytes;
        this.input = name;
    }

    /** The input now being read, as the user named it. */
    public String input() {
        return input;
    }

    /** Bytes of the current input read so far (across the members of a rotated set). */
    public long bytesRead() {
        return readBefore + bytesRead;
    }

    /** Size of the current input, or -1 when unknown. */
    public long totalBytes() {
        return totalBytes;
    }

    /** The next member of a rotated set: what was read so far stays counted. */
    void nextMember() {
        readBefore += bytesRead;
        bytesRead = 0;
    }

    /** {@code raw}, counting every byte read through it into this meter. */
    InputStream count(InputStream raw) {
        nextMember();
        return new CountingInputStream(raw, n -> bytesRead += n); // single writer: the reading thread
    }
}
