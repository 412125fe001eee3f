package org.sdsim.simulator.orchestrator;

import java.nio.file.Path;

/**
 * What Dubbo's MigrationRuleHandler says in the consumer's log after a rule write: one warning
 * "Migrate to STEP mode failed. Probably not satisfy the threshold you set ..." per MigrationInvoker
 * that refused the switch and kept its old step (3.0.15 and 3.3.6 alike; its success line is at INFO,
 * which the consumer does not log). The invoker's state cannot tell a refusal from a switch still
 * waiting for its {@code delay}; this line can.
 */
final class DubboMigrationLog {

    private final ConsumerLogTail tail;
    private final String failure;
    private int failed;

    /** Counts the failures of a switch to {@code step} written to {@code log} from now on. */
    DubboMigrationLog(Path log, String step) {
        this.tail = ConsumerLogTail.fromNow(log);
        this.failure = "Migrate to " + step + " mode failed";
    }

    /**
     * The failure warnings so far. {@code current} is the consumer's log now: a consumer started
     * again after a scripted kill writes a log of its own, read from its start.
     */
    int failures(Path current) {
        for (String line : tail.newLines(current)) {
            if (line.contains(failure)) {
                failed++;
            }
        }
        return failed;
    }
}
