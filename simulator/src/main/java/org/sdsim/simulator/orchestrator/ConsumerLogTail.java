package org.sdsim.simulator.orchestrator;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The consumer's log read on from where the last read stopped, whole lines only, across consumer
 * lifetimes: a consumer started again after a scripted kill writes a log of its own, read from its
 * start once the old one's rest has been read.
 */
final class ConsumerLogTail {

    /** At most this much is read per call: the rest comes next time. */
    private static final long MAX_READ = 64L << 20;

    private Path log;
    private long offset;

    /** A tail of {@code log} from {@code offset} (0: from its start; its size: from now on). */
    ConsumerLogTail(Path log, long offset) {
        this.log = log;
        this.offset = offset;
    }

    /** A tail of {@code log} from its end now. */
    static ConsumerLogTail fromNow(Path log) {
        return new ConsumerLogTail(log, size(log));
    }

    /** The whole lines written since the last call; {@code current} is the consumer's log now. */
    List<String> newLines(Path current) {
        List<String> lines = new ArrayList<>();
        if (!current.equals(log)) {
            read(lines);
            log = current;
            offset = 0;
        }
        read(lines);
        return lines;
    }

    private void read(List<String> into) {
        long size = size(log);
        if (size <= offset) {
            return;
        }
        try (RandomAccessFile in = new RandomAccessFile(log.toFile(), "r")) {
            in.seek(offset);
            byte[] bytes = new byte[(int) Math.min(size - offset, MAX_READ)];
            in.readFully(bytes);
            // a line still being written is read next time
            int end = bytes.length;
            while (end > 0 && bytes[end - 1] != '\n') {
                end--;
            }
            String text = new String(bytes, 0, end, StandardCharsets.UTF_8);
            for (String line : text.split("\n")) {
                if (!line.isEmpty()) {
                    into.add(line);
                }
            }
            offset += end;
        } catch (IOException e) {
            // the log is the consumer's: unreadable now, perhaps readable at the next read
        }
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return 0;
        }
    }
}
