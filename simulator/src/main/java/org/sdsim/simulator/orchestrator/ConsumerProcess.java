package org.sdsim.simulator.orchestrator;

import org.sdsim.consumer.api.Command;
import org.sdsim.consumer.api.ErrorReply;
import org.sdsim.consumer.api.HeapDumpReply;
import org.sdsim.consumer.api.HistogramReply;
import org.sdsim.consumer.api.ProbeReply;
import org.sdsim.consumer.api.ReadyReply;
import org.sdsim.consumer.api.Reply;
import org.sdsim.consumer.api.SessionsReply;
import org.sdsim.consumer.api.StatusReply;
import org.sdsim.consumer.api.StoppedReply;

import java.time.Duration;

/**
 * The orchestrator's handle on a mode's consumer JVM: typed commands and replies over {@link ChildJvm}.
 * After a scripted consumer-kill the handle {@link #adopt}s the consumer started in its place, so
 * whoever holds it talks to whichever consumer is current. Used from one thread only: replies are
 * matched to commands by order.
 */
final class ConsumerProcess implements AutoCloseable {

    private ChildJvm jvm;
    /** 1 for the mode's first consumer JVM, 2 after the first restart, ... */
    private int lifetime = 1;
    private volatile java.util.function.Consumer<Reply> watcher = reply -> { };

    ConsumerProcess(ChildJvm jvm) {
        this.jvm = jvm;
    }

    /**
     * Shows every reply to {@code watcher} as it arrives, whoever asked for it (convergence, probes,
     * a fault's recovery wait): the live view's address counts follow every census taken.
     */
    ConsumerProcess watchedBy(java.util.function.Consumer<Reply> watcher) {
        this.watcher = java.util.Objects.requireNonNull(watcher);
        return this;
    }

    /** Waits for the consumer's ready reply; null if the consumer died or timed out first. */
    ReadyReply awaitReady(Duration timeout) throws InterruptedException {
        return awaitReply(ReadyReply.class, null, timeout);
    }

    /** The consumer's status; null if it died or did not answer. */
    StatusReply status() throws InterruptedException {
        return ask(Command.STATUS, StatusReply.class, Duration.ofSeconds(60));
    }

    /** Starts the consumer's dense call probe; the reply is its status as the probe starts (null if it did not answer). */
    StatusReply burstStart() throws InterruptedException {
        return ask(Command.BURST_START, StatusReply.class, Duration.ofSeconds(60));
    }

    /** Ends the dense call probe; the reply is the status as it ends. */
    StatusReply burstStop() throws InterruptedException {
        return ask(Command.BURST_STOP, StatusReply.class, Duration.ofSeconds(60));
    }

    ProbeReply probe() throws InterruptedException {
        // A full GC of a 768 MB heap on one CPU can take seconds; give it room.
        return ask(Command.PROBE, ProbeReply.class, Duration.ofMinutes(2));
    }

    HistogramReply histogram() throws InterruptedException {
        return ask(Command.HISTOGRAM, HistogramReply.class, Duration.ofMinutes(2));
    }

    /** Dumps the live heap to heap.hprof; null if the consumer did not answer. */
    HeapDumpReply heapDump() throws InterruptedException {
        // Writing a 768 MB heap to disk on one CPU takes a while.
        return ask(Command.HEAP_DUMP, HeapDumpReply.class, Duration.ofMinutes(5));
    }

    /** Asks the consumer to stop and waits for its exit code (null if it had to be killed). */
    Integer stop(Duration timeout) throws InterruptedException {
        if (jvm.isAlive() && jvm.send(Command.STOP)) {
            awaitReply(StoppedReply.class, Command.STOP, Duration.ofSeconds(30));
        }
        Integer code = jvm.waitFor(timeout);
        if (code == null) {
            jvm.close();
        }
        return code;
    }

    /** The consumer's open ZooKeeper sessions; null if it died, did not answer or could not tell. */
    SessionsReply sessions() throws InterruptedException {
        return ask(Command.SESSIONS, SessionsReply.class, Duration.ofSeconds(30));
    }

    /** kill -9; returns the exit code (null if the process did not die within 10 s). */
    Integer kill() throws InterruptedException {
        return jvm.kill();
    }

    /** Takes over the consumer started in place of a killed one: its JVM becomes this handle's. */
    void adopt(ConsumerProcess successor) {
        jvm.close();
        this.jvm = successor.jvm;
        this.lifetime++;
    }

    int lifetime() {
        return lifetime;
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

    private <R extends Reply> R ask(Command command, Class<R> type, Duration timeout) throws InterruptedException {
        if (!jvm.send(command)) {
            return null;
        }
        return awaitReply(type, command, timeout);
    }

    /**
     * The next reply of the given type; other replies (late answers to earlier commands) are
     * skipped. Null when the child dies, the time is up, or it reports that {@code command} failed.
     */
    private <R extends Reply> R awaitReply(Class<R> type, Command command, Duration timeout)
            throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return null;
            }
            Reply reply = jvm.nextReply(Duration.ofNanos(left));
            if (reply == null) {
                return null;
            }
            watcher.accept(reply);
            if (type.isInstance(reply)) {
                return type.cast(reply);
            }
            if (command != null && reply instanceof ErrorReply error && error.command() == command) {
                System.err.println("sdsim: consumer pid " + jvm.pid() + " could not " + command.line() + ": "
                        + error.message());
                return null;
            }
        }
    }

    @Override
    public void close() {
        jvm.close();
    }
}
