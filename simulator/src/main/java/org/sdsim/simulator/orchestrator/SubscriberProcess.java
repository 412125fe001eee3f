package org.sdsim.simulator.orchestrator;

import org.sdsim.consumer.api.Command;
import org.sdsim.consumer.api.ErrorReply;
import org.sdsim.consumer.api.ReadyReply;
import org.sdsim.consumer.api.Reply;
import org.sdsim.consumer.api.StoppedReply;
import org.sdsim.consumer.api.SubscribersReply;
import org.sdsim.fixtures.registry.ZooKeeperClients;
import org.sdsim.simulator.subscriber.SubscriberFolder;
import org.sdsim.simulator.subscriber.SubscriberMain;
import org.sdsim.simulator.subscriber.SubscriberSpec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * A mode's subscribers: the JVM of {@link SubscriberMain}, started beside the mode's consumer once
 * that has converged, watched until every subscriber has subscribed, stopped (every session ended on
 * the server) when the mode ends. Its folder is the mode's {@code subscribers/}.
 */
final class SubscriberProcess implements AutoCloseable {

    /** A thousand lean sessions take a few MB; the rest is room for bursts of replies being read. */
    static final String HEAP = "-Xmx512m";
    private static final Duration START_TIMEOUT = Duration.ofMinutes(1);
    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(60);

    private final ChildJvm jvm;
    private final Path dir;

    private SubscriberProcess(ChildJvm jvm, Path dir) {
        this.jvm = jvm;
        this.dir = dir;
    }

    static SubscriberProcess start(SubscriberSpec spec, String classPath) throws IOException, InterruptedException {
        Path dir = Path.of(spec.outDir());
        Files.createDirectories(dir);
        Path specFile = SubscriberFolder.SPEC.in(dir);
        spec.write(specFile);
        List<String> options = List.of(HEAP, "-XX:+UseSerialGC", "-XX:+ExitOnOutOfMemoryError",
                "-Xlog:gc*:file=" + SubscriberFolder.GC_LOG.in(dir) + ":time,uptime,level,tags",
                ZooKeeperClients.juteMaxBufferJvmOption(), "-Djava.net.preferIPv4Stack=true");
        ChildJvm jvm = ChildJvm.start(options, classPath, SubscriberMain.class.getName(), List.of(specFile.toString()),
                SubscriberFolder.LOG.in(dir));
        Reply ready = jvm.nextReply(START_TIMEOUT);
        if (!(ready instanceof ReadyReply)) {
            jvm.close();
            String why = ready instanceof ErrorReply e ? e.message() : "no ready reply within " + START_TIMEOUT.toSeconds() + " s";
            throw new IOException("the subscriber JVM did not start: " + why + "; see " + SubscriberFolder.LOG.in(dir));
        }
        return new SubscriberProcess(jvm, dir);
    }

    long pid() {
        return jvm.pid();
    }

    /** Where the subscribers stand; null when the JVM does not answer (it died). */
    SubscribersReply status() throws InterruptedException {
        if (!jvm.isAlive() || !jvm.send(Command.STATUS)) {
            return null;
        }
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (System.nanoTime() < deadline) {
            Reply r = jvm.nextReply(Duration.ofSeconds(30));
            if (r instanceof SubscribersReply s) {
                return s;
            }
            if (r == null) {
                return null;
            }
        }
        return null;
    }

    /**
     * Polls until every subscriber has subscribed (or lost its session), saying how far they are;
     * false when the JVM died or {@code limit} passed first.
     */
    boolean awaitReady(String mode, Progress progress, Duration limit) throws InterruptedException {
        long start = System.nanoTime();
        while (System.nanoTime() - start < limit.toNanos()) {
            SubscribersReply s = status();
            if (s == null) {
                return false;
            }
            if (s.allReady()) {
                progress.say(String.format("[%s] %,d subscribers subscribed in %.1f s%s", mode, s.ready(),
                        (System.nanoTime() - start) / 1e9, s.lost() == 0 ? "" : String.format(" (%,d lost their session)", s.lost())));
                return true;
            }
            progress.update(String.format("[%s] subscribers: %,d / %,d subscribed (%.0f s)", mode, s.ready(), s.target(),
                    (System.nanoTime() - start) / 1e9));
            Thread.sleep(500);
        }
        return false;
    }

    Path folder() {
        return dir;
    }

    /** Ends every subscriber's session and the JVM. */
    @Override
    public void close() {
        try {
            if (jvm.isAlive() && jvm.send(Command.STOP)) {
                long deadline = System.nanoTime() + STOP_TIMEOUT.toNanos();
                while (System.nanoTime() < deadline) {
                    Reply r = jvm.nextReply(STOP_TIMEOUT);
                    if (r == null || r instanceof StoppedReply) {
                        break;
                    }
                }
                jvm.waitFor(Duration.ofSeconds(10));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            jvm.close();
        }
    }
}
