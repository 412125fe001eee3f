package org.sdsim.consumer.api;

import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Locale;
import java.util.Optional;

/**
 * What the orchestrator asks a child JVM, one command per line on the child's stdin. The consumer
 * obeys all of them but {@link #WATCHES}; the provider only {@link #STOP}, a registry {@link #WATCHES}, {@link #SESSION_BYTES} and {@link #STOP}. Each is answered by one {@link Reply}.
 */
public enum Command {
    /**
     * Answered by {@link StatusReply}: address census and calls so far; a subscriber JVM
     * answers with {@link SubscribersReply}.
     */
    STATUS,
    /** Force a full GC; answered by {@link ProbeReply} with the heap right after it. */
    PROBE,
    /** Write the class histogram (top 30) to histogram.csv; answered by {@link HistogramReply}. */
    HISTOGRAM,
    /**
     * Dump the live heap (after a full GC) to heap.hprof for attribution; answered by
     * {@link HeapDumpReply}. The line is {@code heap-dump}.
     */
    HEAP_DUMP,
    /**
     * List the consumer's open ZooKeeper sessions (id, password, server); answered by
     * {@link SessionsReply}. The orchestrator ends them on the server to script a session expiry.
     */
    SESSIONS,
    /**
     * Answered by {@link MeterReply}: calls served, bytes allocated and CPU used so far. Only the
     * provider of {@code sdsim rpc} meters itself; the discovery runs' JVMs answer with an error.
     */
    METER,
    /**
     * Answered by {@link WatchesReply}: an embedded registry's child watches by path. Only the
     * registry JVMs answer it (ZooKeeper's own {@code wchp} lists data watches only).
     */
    WATCHES,
    /**
     * Answered by {@link SessionBytesReply}: the bytes an embedded registry has sent each open session (replies and
     * watch notifications). Only the registry JVMs answer it (ZooKeeper counts bytes for the whole server only). The
     * line is {@code session-bytes}.
     */
    SESSION_BYTES,
    /**
     * Start the dense call probe: besides the regular calls, one call every
     * {@link #BURST_EVERY_MS} (round-robin, recorded in calls.csv like every call) until
     * {@link #BURST_STOP}. The orchestrator runs it while a migration rule takes effect, where a call
     * every few seconds would miss the moment of the flip. Answered by a {@link StatusReply} taken as
     * it starts. The line is {@code burst-start}.
     */
    BURST_START,
    /** End the dense call probe; answered by a {@link StatusReply}. The line is {@code burst-stop}. */
    BURST_STOP,
    /** Stop Dubbo, flush files, exit 0; answered by {@link StoppedReply} just before. */
    STOP;

    /**
     * The dense call probe's interval: ten calls a second see a flip of a fraction of a second that
     * the published workload's call every 5 s would pass over, and cost the consumer little (a
     * loopback call allocates a few KB).
     */
    public static final long BURST_EVERY_MS = 100;

    /** The line sent for this command (and its name inside an {@link ErrorReply}). */
    @JsonValue
    public String line() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The command a received line names; empty for anything else. */
    public static Optional<Command> parse(String line) {
        String word = line == null ? "" : line.trim();
        for (Command c : values()) {
            if (c.line().equals(word)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }
}
