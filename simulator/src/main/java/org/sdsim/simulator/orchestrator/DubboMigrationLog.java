package org.sdsim.simulator.orchestrator;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What Dubbo's MigrationRuleHandler says in the consumer's log after a rule write: one warning
 * "Migrate to STEP mode failed. Probably not satisfy the threshold you set ..." per MigrationInvoker
 * that refused the switch and kept its old step (3.0.15 and 3.3.6 alike; its success line is at INFO,
 * which the consumer does not log). The invoker's state cannot tell a refusal from a switch still
 * waiting for its {@code delay}; this line can.
 */
final class DubboMigrationLog {

    private Path log;
    private long offset;
    private int failed;
    private final String failure;

    /** Counts the failures of a switch to {@code step} written to {@code log} from now on. */
    DubboMigrationLog(Path log, String step) {
        this.log = log;
        this.offset = size(log);
        this.failure = "Migrate to " + step + " mode failed";
    }

    /**
     * The failure warnings so far. {@code current} is the consumer's log now: a consumer started
     * again after a scripted kill writes a log of its own, read from its start.
     */
    int failures(Path current) {
        if (!current.equals(log)) {
            log = current;
            offset = 0;
        }
        long size = size(log);
        if (size <= offset) {
            return failed;
        }
        try (RandomAccessFile in = new RandomAccessFile(log.toFile(), "r")) {
            in.seek(offset);
            byte[] bytes = new byte[(int) Math.min(size - offset, 64L << 20)];
            in.readFully(bytes);
            String text = new String(bytes, StandardCharsets.UTF_8);
            // count whole lines only; a line still being written is read next time
            int end = text.lastIndexOf('\n') + 1;
            for (String line : text.substring(0, end).split("\n")) {
                if (line.contains(failure)) {
                    failed++;
                }
            }
            offset += text.substring(0, end).getBytes(StandardCharsets.UTF_8).length;
        } catch (IOException e) {
            // the log is the consumer's: unreadable now, perhaps readable at the next poll
        }
        return failed;
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return 0;
        }
    }
}
