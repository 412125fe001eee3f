package org.sdsim.simulator.orchestrator;

import org.sdsim.consumer.api.StatusReply;

import java.time.Duration;
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.fail;

/** The wait every test of a real consumer shares: its status, polled until it shows what the test expects. */
final class ConsumerStatusWait {

    private static final Duration POLL = Duration.ofMillis(250);

    private ConsumerStatusWait() {
    }

    /**
     * The first status of {@code consumer} that satisfies {@code expected}, asked every 250 ms; fails, naming
     * {@code what} (what the test waits until: "dual holds the whole fleet") and the last status, when the
     * consumer dies or {@code timeout} passes first.
     */
    static StatusReply until(ConsumerProcess consumer, Duration timeout, Predicate<StatusReply> expected, String what)
            throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            StatusReply status = consumer.status();
            assertNotNull(status, "the consumer died while waiting until " + what);
            if (expected.test(status)) {
                return status;
            }
            if (System.nanoTime() > deadline) {
                fail("waited " + timeout.toSeconds() + " s in vain until " + what + "; last status " + status);
            }
            Thread.sleep(POLL.toMillis());
        }
    }
}
