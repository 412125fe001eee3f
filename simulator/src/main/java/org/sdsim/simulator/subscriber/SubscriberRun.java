package org.sdsim.simulator.subscriber;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.sdsim.consumer.api.SubscribersReply;
import org.sdsim.fixtures.subscriber.PushFanout;
import org.sdsim.fixtures.subscriber.SubscriberFleet;
import org.sdsim.fixtures.subscriber.SubscriberRecovery;
import org.sdsim.simulator.folder.JsonFiles;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A subscriber fleet and its folder: started from a {@link SubscriberSpec}, it appends each push's
 * fan-out to pushes.jsonl as it is tallied (flushed, so a killed process keeps every line) and writes
 * sessions.json once every subscriber is ready. The subscriber JVM runs one; so does
 * {@code sdsim load}.
 */
public final class SubscriberRun implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path dir;
    private final BufferedWriter pushes;
    private final BufferedWriter reconnects;
    /** How many session ids sessions.json holds (-1 before it is written): it is written again when that grows. */
    private int sessionsInFile = -1;
    private final SubscriberFleet fleet;
    private SubscribersReply progressWritten;

    private SubscriberRun(SubscriberSpec spec, Path dir) throws IOException {
        this.dir = dir;
        Files.createDirectories(dir);
        this.pushes = Files.newBufferedWriter(SubscriberFolder.PUSHES.in(dir), StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        this.reconnects = Files.newBufferedWriter(SubscriberFolder.RECONNECTS.in(dir), StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        this.fleet = SubscriberFleet.start(spec.settings(), new SubscriberFleet.Listener() {
            @Override
            public void pushed(PushFanout fanout) {
                append(pushes, fanout, SubscriberFolder.PUSHES.in(dir));
            }

            @Override
            public void reconnecting(SubscriberRecovery recovery) {
                append(reconnects, recovery, SubscriberFolder.RECONNECTS.in(dir));
            }

            @Override
            public void lost(String registry, int subscriber, String why) {
                System.err.println("subscriber " + registry + "#" + subscriber + " lost its session: " + why);
            }
        });
    }

    public static SubscriberRun start(SubscriberSpec spec) throws IOException {
        return new SubscriberRun(spec, Path.of(spec.outDir()));
    }

    private synchronized void append(BufferedWriter to, Object line, Path file) {
        try {
            to.write(JSON.writeValueAsString(line));
            to.newLine();
            to.flush();
        } catch (IOException e) {
            System.err.println("cannot write " + file + ": " + e.getMessage());
        }
    }

    /**
     * Where the fleet stands; once every subscriber is ready, sessions.json is written, and again whenever a
     * subscriber or feed replaced an expired session.
     */
    public synchronized SubscribersReply status() {
        SubscriberFleet.Status s = fleet.status();
        if (s.allReady()) {
            writeSessionsIfChanged();
        }
        SubscribersReply reply = new SubscribersReply(s.target(), s.ready(), s.lost(), s.fullReads(), s.pushesTimed());
        writeProgress(reply);
        return reply;
    }

    /**
     * progress.json, for the live view (sdsim status, the Prometheus endpoint): rewritten (write, then
     * rename) when the subscribers' ready or lost count changed since the last one.
     */
    private void writeProgress(SubscribersReply now) {
        if (progressWritten != null && progressWritten.ready() == now.ready() && progressWritten.lost() == now.lost()
                && progressWritten.target() == now.target()) {
            return;
        }
        try {
            JsonFiles.writeReplacing(dir, SubscriberFolder.PROGRESS, now);
            progressWritten = now;
        } catch (IOException e) {
            // the live view misses one update; the run's own records are the other files
        }
    }

    /** sessions.json, written whole, when the number of session ids it would hold changed. */
    private void writeSessionsIfChanged() {
        SubscriberSessions sessions = new SubscriberSessions(fleet.sessionIds(), fleet.feedSessionIds());
        int count = sessions.all().size();
        if (count == sessionsInFile) {
            return;
        }
        try {
            JsonFiles.writeReplacing(dir, SubscriberFolder.SESSIONS, sessions);
            sessionsInFile = count;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + SubscriberFolder.SESSIONS.in(dir), e);
        }
    }

    /** Ends every session on the server and closes the files; health.json first, its backlog the one at the end. */
    @Override
    public synchronized void close() throws IOException {
        SubscribersReply last = status();
        JSON.writerWithDefaultPrettyPrinter().writeValue(SubscriberFolder.HEALTH.in(dir).toFile(), fleet.health());
        fleet.close();
        pushes.close();
        reconnects.close();
        JSON.writerWithDefaultPrettyPrinter().writeValue(SubscriberFolder.STATUS.in(dir).toFile(), last);
    }
}
