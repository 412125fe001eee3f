package org.sdsim.simulator.live;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Follows a file another process appends to (the consumer's calls.csv and metrics.jsonl): each
 * call returns the complete lines added since the last one. A line still being written (no newline
 * yet) waits for the next call; a file that shrank (rewritten from the start) is read again from
 * its beginning. Not thread-safe: one follower per file.
 */
final class LineTail {
    /** Enough for any line sdsim writes; a longer run of bytes without a newline is skipped. */
    private static final int MAX_CHUNK = 1 << 20;

    private final Path file;
    private long offset;

    LineTail(Path file) {
        this.file = file;
    }

    List<String> newLines() {
        List<String> lines = new ArrayList<>();
        try {
            if (!Files.isRegularFile(file)) {
                return lines;
            }
            long size = Files.size(file);
            if (size < offset) {
                offset = 0;
            }
            if (size == offset) {
                return lines;
            }
            byte[] chunk = new byte[(int) Math.min(size - offset, MAX_CHUNK)];
            try (RandomAccessFile in = new RandomAccessFile(file.toFile(), "r")) {
                in.seek(offset);
                in.readFully(chunk);
            }
            int start = 0;
            for (int i = 0; i < chunk.length; i++) {
                if (chunk[i] == '\n') {
                    lines.add(new String(chunk, start, i - start, StandardCharsets.UTF_8).strip());
                    start = i + 1;
                }
            }
            offset += start == 0 && chunk.length == MAX_CHUNK ? chunk.length : start;
        } catch (IOException e) {
            // the file is being replaced or was removed: try again on the next call
        }
        return lines;
    }
}
