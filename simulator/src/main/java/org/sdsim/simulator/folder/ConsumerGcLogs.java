package org.sdsim.simulator.folder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.LogEvent;
import org.sdsim.analyzers.event.SafepointEvent;
import org.sdsim.analyzers.event.Timestamp;
import org.sdsim.analyzers.parse.EventSource;
import org.sdsim.analyzers.parse.GcLogReader;

/**
 * The GC logs of every consumer a mode ran: {@code gc.log}, then {@code gc-2.log}, {@code gc-3.log},
 * ... for the consumers a scripted consumer-kill started, read as one stream on the first consumer's
 * clock. A mode's GC figures and charts then cover the whole mode, not only the first consumer's
 * part of it.
 *
 * <p>Each JVM's uptime counts from its own start, so a later consumer's events are moved onto the
 * first one's uptime axis by wall clock ({@code uptime = wallClock - firstJvmStart}); the consumer
 * profile decorates its log with both {@code time} and {@code uptime}. An event without a wall
 * clock keeps its own uptime (it cannot be placed). {@link Stream#lifetime()} says which consumer
 * the last event came from, so a reader can restart what must not span two JVMs (the heap a
 * collection started from).
 */
public final class ConsumerGcLogs {

    private ConsumerGcLogs() {
    }

    /**
     * The GC logs present in {@code modeDir}, first consumer first. A lifetime's log counts when it
     * or one of its rotations ({@code gc-2.log.0}, ...) exists; the scan stops at the first later
     * lifetime with neither.
     */
    public static List<Path> of(Path modeDir) {
        List<Path> logs = new ArrayList<>();
        for (int lifetime = 1; ; lifetime++) {
            Path log = ModeFolder.ofLifetime(ModeFolder.GC_LOG, lifetime).in(modeDir);
            if (exists(log)) {
                logs.add(log);
            } else if (lifetime > 1) {
                return logs;
            }
        }
    }

    /** How the logs are named in a chart subtitle or a finding: "gc.log + gc-2.log". */
    public static String names(List<Path> logs, String prefix) {
        return String.join(" + ", logs.stream().map(p -> prefix + p.getFileName()).toList());
    }

    /** Opens {@code logs} (from {@link #of}) as one stream; nothing is read before {@code next()}. */
    public static Stream open(List<Path> logs) throws IOException {
        List<EventSource> sources = new ArrayList<>();
        try {
            for (Path log : logs) {
                sources.add(GcLogReader.open(List.of(log)));
            }
        } catch (IOException | RuntimeException e) {
            sources.forEach(EventSource::close);
            throw e;
        }
        return new Stream(sources);
    }

    private static boolean exists(Path log) {
        return Files.isRegularFile(log) || Files.isRegularFile(log.resolveSibling(log.getFileName() + ".0"))
                || Files.isRegularFile(log.resolveSibling(log.getFileName() + ".00"));
    }

    /** The events of every lifetime, in order, on the first consumer's clock. */
    public static final class Stream implements EventSource {
        private final List<EventSource> sources;
        private int current;
        /** The first consumer's start, by wall clock: null until an event with both decorations is seen. */
        private Instant firstStart;
        /** Where each later consumer started, in seconds on the first one's clock. */
        private final List<Double> laterStarts = new ArrayList<>();

        private Stream(List<EventSource> sources) {
            this.sources = sources;
        }

        /**
         * When each consumer after the first started, in seconds on the first one's uptime clock
         * (its first event with both decorations, minus its own uptime), as far as read so far.
         */
        public List<Double> laterStarts() {
            return List.copyOf(laterStarts);
        }

        /** 1 for the first consumer present, 2 for the next, ...: where the last event returned came from. */
        public int lifetime() {
            return current + 1;
        }

        @Override
        public boolean hasNext() {
            while (current < sources.size()) {
                if (sources.get(current).hasNext()) {
                    return true;
                }
                if (current + 1 == sources.size()) {
                    return false;
                }
                current++;
            }
            return false;
        }

        @Override
        public LogEvent next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            LogEvent e = sources.get(current).next();
            if (current == 0) {
                noteStart(e);
                return e;
            }
            return retimed(e);
        }

        private void noteStart(LogEvent e) {
            Timestamp t = time(e);
            if (firstStart == null && t != null && t.hasUptime() && t.hasWallClock()) {
                firstStart = t.wallClock().minusNanos(Math.round(t.uptimeSec() * 1e9));
            }
        }

        private LogEvent retimed(LogEvent e) {
            Timestamp t = time(e);
            if (t == null || !t.hasWallClock()) {
                return e;
            }
            if (firstStart == null) {
                // no earlier consumer on the clock: this one's own uptime is the axis
                noteStart(e);
                return e;
            }
            java.time.Duration since = java.time.Duration.between(firstStart, t.wallClock());
            double uptime = since.getSeconds() + since.getNano() / 1e9;
            if (laterStarts.size() + 1 < lifetime() && t.hasUptime()) {
                laterStarts.add(uptime - t.uptimeSec()); // this lifetime's first event with both clocks
            }
            Timestamp moved = new Timestamp(uptime, t.wallClock());
            if (e instanceof GcEvent gc) {
                return new GcEvent(moved, gc.gcId(), gc.kind(), gc.name(), gc.cause(), gc.durationMs(), gc.heap(),
                        gc.young(), gc.old(), gc.metaspace(), gc.origin());
            }
            SafepointEvent s = (SafepointEvent) e;
            return new SafepointEvent(moved, s.operation(), s.totalMs(), s.reachMs(), s.origin());
        }

        private static Timestamp time(LogEvent e) {
            if (e instanceof GcEvent gc) {
                return gc.time();
            }
            if (e instanceof SafepointEvent s) {
                return s.time();
            }
            return null;
        }

        @Override
        public void close() {
            sources.forEach(EventSource::close);
        }
    }
}
