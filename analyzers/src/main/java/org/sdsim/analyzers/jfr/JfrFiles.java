package org.sdsim.analyzers.jfr;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import jdk.jfr.consumer.RecordingFile;
import org.sdsim.analyzers.parse.GcLogInputException;

/** Opens recordings with user-facing errors: the file named, and what is wrong with it in words. */
final class JfrFiles {
    private JfrFiles() {
    }

    static RecordingFile open(Path file) throws GcLogInputException {
        checkReadable(file);
        try {
            return new RecordingFile(file);
        } catch (IOException | RuntimeException e) {
            throw unreadable(file, e);
        }
    }

    /** Missing, a directory, or unreadable: the user's error, said in words. */
    static void checkReadable(Path file) throws GcLogInputException {
        if (!Files.exists(file)) {
            throw new GcLogInputException(file.toString(), "no such file");
        }
        if (!Files.isRegularFile(file)) {
            throw new GcLogInputException(file.toString(), "not a file");
        }
        if (!Files.isReadable(file)) {
            throw new GcLogInputException(file.toString(), "permission denied");
        }
    }

    static GcLogInputException unreadable(Path file, Exception e) {
        // JFR reads a chunk's metadata from the chunk's end, so a single-chunk recording cut short
        // (JVM killed before it finished writing) cannot be read at all.
        String what = e instanceof EOFException
                ? "JFR recording is truncated (was the JVM killed while writing it?)"
                : "not a readable JFR recording";
        String detail = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return new GcLogInputException(file.toString(), what + ": " + detail, e);
    }

    /**
     * JFR chunk header: magic "FLR\0", major and minor version (2 bytes each), then big-endian longs:
     * chunk size (at 8), constant pool and metadata offsets, start in epoch nanoseconds (at 32) and
     * duration in nanoseconds (at 40; 0 while the chunk is still being written).
     */
    private static final int MAGIC = 0x464C5200;
    private static final int SIZE_BYTES = 16;
    private static final int TIMES_BYTES = 48;

    /**
     * Where the recording's complete chunks end, and the time they cover, from the chunk headers alone.
     *
     * @param completeBytes length of the leading run of whole chunks
     * @param fileBytes     the file's length
     * @param isJfr         whether the file starts with a chunk header at all
     * @param start         the earliest start of a whole chunk (null when there is none)
     * @param end           the latest end of a whole chunk (its start plus duration; null when there is none)
     */
    record ChunkScan(long completeBytes, long fileBytes, boolean isJfr, Instant start, Instant end) {
        boolean whole() {
            return completeBytes == fileBytes;
        }
    }

    static ChunkScan scanChunks(Path file) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = channel.size();
            long offset = 0;
            boolean isJfr = false;
            long startNanos = Long.MAX_VALUE;
            long endNanos = Long.MIN_VALUE;
            ByteBuffer header = ByteBuffer.allocate(TIMES_BYTES);
            while (offset < size) {
                header.clear();
                while (header.hasRemaining() && channel.read(header, offset + header.position()) > 0) {
                    // read the whole header
                }
                if (header.position() < SIZE_BYTES || header.getInt(0) != MAGIC) {
                    break;
                }
                isJfr = true;
                long chunkSize = header.getLong(8);
                if (chunkSize <= SIZE_BYTES || chunkSize > size - offset || header.position() < TIMES_BYTES) {
                    break;
                }
                long chunkStart = header.getLong(32);
                startNanos = Math.min(startNanos, chunkStart);
                endNanos = Math.max(endNanos, chunkStart + header.getLong(40));
                offset += chunkSize;
            }
            return offset == 0
                    ? new ChunkScan(0, size, isJfr, null, null)
                    : new ChunkScan(offset, size, isJfr, epochNanos(startNanos), epochNanos(endNanos));
        }
    }

    private static Instant epochNanos(long nanos) {
        return Instant.ofEpochSecond(Math.floorDiv(nanos, 1_000_000_000L), Math.floorMod(nanos, 1_000_000_000L));
    }

    /** Copies the first {@code bytes} of {@code file} to a temporary file (the caller deletes it). */
    static Path copyPrefix(Path file, long bytes) throws IOException {
        Path copy = Files.createTempFile("gclog-complete-chunks-", ".jfr");
        try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ);
             FileChannel out = FileChannel.open(copy, StandardOpenOption.WRITE)) {
            long done = 0;
            while (done < bytes) {
                done += in.transferTo(done, bytes - done, out);
            }
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(copy);
            throw e;
        }
        return copy;
    }
}
