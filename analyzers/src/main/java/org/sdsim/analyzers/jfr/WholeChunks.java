package org.sdsim.analyzers.jfr;

import java.io.EOFException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.function.Consumer;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.sdsim.analyzers.parse.GcLogInputException;

/**
 * The events of a recording's whole chunks. A recording is a sequence of self-contained chunks; a
 * JVM killed while writing leaves the last one cut off, and RecordingFile would throw on reaching
 * it and lose the event it was returning, so the whole chunks are then read from a copy of the
 * file's leading part. Every reader of recordings goes through here, so they all treat a damaged
 * file the same way: a user error when nothing can be read, else what was read plus one sentence
 * saying where it ends.
 */
final class WholeChunks {
    private final Path file;
    private final JfrFiles.ChunkScan scan;

    private WholeChunks(Path file, JfrFiles.ChunkScan scan) {
        this.file = file;
        this.scan = scan;
    }

    /**
     * Checks the file and scans its chunk headers; no event is read yet.
     *
     * @throws GcLogInputException when the file is missing, not a JFR recording, or its first chunk is cut off
     */
    static WholeChunks of(Path file) throws IOException {
        JfrFiles.checkReadable(file);
        JfrFiles.ChunkScan scan = JfrFiles.scanChunks(file);
        if (!scan.isJfr()) {
            throw new GcLogInputException(file.toString(),
                    "not a JFR recording (it does not start with JFR's chunk header, the bytes FLR\\0)");
        }
        if (scan.completeBytes() == 0) {
            throw JfrFiles.unreadable(file, new EOFException("the first chunk is cut off at byte " + scan.fileBytes()));
        }
        return new WholeChunks(file, scan);
    }

    /** When the earliest whole chunk started, from its header. */
    Instant start() {
        return scan.start();
    }

    /** When the latest whole chunk ended, from its header (its start, for a chunk the JVM never finished). */
    Instant end() {
        return scan.end();
    }

    /**
     * Hands every event of the whole chunks to {@code sink}, in file order.
     *
     * @return null when the whole file was read, else a sentence saying what could not be
     * @throws GcLogInputException when not a single event can be read
     */
    String read(Consumer<RecordedEvent> sink) throws IOException {
        if (scan.whole()) {
            return readEvents(file, sink);
        }
        Path complete = JfrFiles.copyPrefix(file, scan.completeBytes());
        String damage;
        try {
            damage = readEvents(complete, sink);
        } finally {
            Files.deleteIfExists(complete);
        }
        return damage != null ? damage
                : "recording ends early: the chunk starting at byte " + scan.completeBytes()
                        + " is cut off at byte " + scan.fileBytes() + "; the chunks before it were read";
    }

    private String readEvents(Path readFrom, Consumer<RecordedEvent> sink) throws IOException {
        RecordingFile recording = JfrFiles.open(readFrom);
        long read = 0;
        try (recording) {
            while (recording.hasMoreEvents()) {
                RecordedEvent event = recording.readEvent();
                read++;
                sink.accept(event);
            }
        } catch (IOException | RuntimeException e) {
            // Damage the chunk headers do not show (corrupt bytes inside a chunk): what was read
            // so far is still valid.
            if (read == 0) {
                throw JfrFiles.unreadable(file, e);
            }
            return "recording unreadable after " + read + " events (" + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ")";
        }
        return null;
    }
}
