package org.sdsim.simulator.orchestrator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.sdsim.simulator.consumer.ControlProtocol;

import java.io.IOException;
import java.time.Duration;

/** The orchestrator's handle on one consumer JVM: typed commands over {@link ChildJvm}. */
final class ConsumerProcess implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final ChildJvm jvm;

    ConsumerProcess(ChildJvm jvm) {
        this.jvm = jvm;
    }

    /** Waits for the "ready" reply; null if the consumer died or timed out first. */
    JsonNode awaitReady(Duration timeout) throws InterruptedException {
        return awaitReply(ControlProtocol.READY, timeout);
    }

    JsonNode status() throws InterruptedException {
        return ask(ControlProtocol.STATUS, Duration.ofSeconds(60));
    }

    JsonNode probe() throws InterruptedException {
        // A full GC of a 768 MB heap on one CPU can take seconds; give it room.
        return ask(ControlProtocol.PROBE, Duration.ofMinutes(2));
    }

    JsonNode histogram() throws InterruptedException {
        return ask(ControlProtocol.HISTOGRAM, Duration.ofMinutes(2));
    }

    /** Asks the consumer to stop and waits for its exit code (null if it had to be killed). */
    Integer stop(Duration timeout) throws InterruptedException {
        if (jvm.isAlive() && jvm.send(ControlProtocol.STOP)) {
            awaitReply(ControlProtocol.STOP, Duration.ofSeconds(30));
        }
        Integer code = jvm.waitFor(timeout);
        if (code == null) {
            jvm.close();
        }
        return code;
    }

    boolean isAlive() {
        return jvm.isAlive();
    }

    Integer exitCode() throws InterruptedException {
        return jvm.waitFor(Duration.ZERO);
    }

    ChildJvm jvm() {
        return jvm;
    }

    private JsonNode ask(String command, Duration timeout) throws InterruptedException {
        if (!jvm.send(command)) {
            return null;
        }
        return awaitReply(command, timeout);
    }

    /** Next reply of the given kind; other kinds (late answers to earlier commands) are skipped. */
    private JsonNode awaitReply(String kind, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return null;
            }
            String line = jvm.nextReply(Duration.ofNanos(left));
            if (line == null) {
                return null;
            }
            try {
                JsonNode reply = JSON.readTree(line);
                if (kind.equals(reply.path("reply").asText())) {
                    return reply;
                }
            } catch (IOException e) {
                // not JSON: ignore, the consumer logs its own errors to consumer.log
            }
        }
    }

    @Override
    public void close() {
        jvm.close();
    }
}
