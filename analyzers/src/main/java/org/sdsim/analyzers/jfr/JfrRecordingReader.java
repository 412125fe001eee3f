package org.sdsim.analyzers.jfr;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedObject;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.GcKind;
import org.sdsim.analyzers.event.JvmInfo;
import org.sdsim.analyzers.event.LogEvent;
import org.sdsim.analyzers.event.MemoryUse;
import org.sdsim.analyzers.event.Origin;
import org.sdsim.analyzers.event.Timestamp;
import org.sdsim.analyzers.event.UnparsedLine;

/**
 * Reads the GC-related events of one recording and turns them into the event model, ordered by
 * start time. A collection is spread over several JFR events (jdk.GarbageCollection,
 * jdk.GCHeapSummary before/after, jdk.G1HeapSummary, jdk.PSHeapSummary, jdk.MetaspaceSummary,
 * jdk.G1GarbageCollection, jdk.GCPhasePause) that share its gcId and are written from different
 * threads, so they are joined by gcId first. Only these small facts are kept, a few hundred bytes
 * per collection, never the recorded events themselves.
 */
final class JfrRecordingReader {
    private final Path file;
    private final String sourceName;
    private final Map<Long, Collection> collections = new HashMap<>();
    private Instant jvmStart;
    private String jvmVersion;
    private String collector;
    private long maxHeapBytes = -1;
    private String truncation;

    private JfrRecordingReader(Path file) {
        this.file = file;
        this.sourceName = file.toString();
    }

    /** Reads the whole recording; a recording cut short yields what was read plus one UnparsedLine saying so. */
    static List<LogEvent> read(Path file) throws IOException {
        JfrRecordingReader reader = new JfrRecordingReader(file);
        reader.readAll();
        return reader.toEvents();
    }

    private void readAll() throws IOException {
        truncation = WholeChunks.of(file).read(this::onEvent);
    }

    private void onEvent(RecordedEvent event) {
        switch (event.getEventType().getName()) {
            case "jdk.GarbageCollection" -> {
                Collection c = collection(event);
                c.name = event.getString("name");
                c.cause = event.getString("cause");
                c.start = event.getStartTime();
                c.durationMs = millis(event.getDuration());
                if (event.hasField("sumOfPauses")) {
                    c.sumOfPausesMs = millis(event.getDuration("sumOfPauses"));
                }
            }
            case "jdk.G1GarbageCollection" -> collection(event).g1Type = event.getString("type");
            case "jdk.GCHeapSummary" -> collection(event).heap.set(isBefore(event),
                    event.getLong("heapUsed"), nestedLong(event, "heapSpace", "committedSize"));
            case "jdk.G1HeapSummary" -> onG1HeapSummary(event);
            case "jdk.PSHeapSummary" -> onPsHeapSummary(event);
            case "jdk.MetaspaceSummary" -> collection(event).metaspace.set(isBefore(event),
                    nestedLong(event, "metaspace", "used"), nestedLong(event, "metaspace", "committed"));
            case "jdk.GCPhasePause" -> collection(event).pauses.add(new Collection.PhasePause(
                    event.getString("name"), event.getStartTime(), millis(event.getDuration())));
            case "jdk.GCConfiguration" -> {
                String name = JfrCollectorNames.collector(event.getString("youngCollector"), event.getString("oldCollector"));
                if (collector == null && name != null) {
                    collector = name;
                }
            }
            case "jdk.JVMInformation" -> {
                if (jvmVersion == null) {
                    jvmVersion = versionNumber(event.getString("jvmVersion"));
                }
                if (jvmStart == null && event.hasField("jvmStartTime")) {
                    jvmStart = event.getInstant("jvmStartTime");
                }
            }
            case "jdk.GCHeapConfiguration" -> maxHeapBytes = Math.max(maxHeapBytes, event.getLong("maxSize"));
            default -> {
                // not a GC fact
            }
        }
    }

    private void onG1HeapSummary(RecordedEvent event) {
        Collection c = collection(event);
        long young = event.getLong("edenUsedSize") + event.getLong("survivorUsedSize");
        c.young.set(isBefore(event), young, -1);
        if (event.hasField("oldGenUsedSize")) {
            c.old.set(isBefore(event), event.getLong("oldGenUsedSize"), -1);
        } else {
            c.oldDerivedFromHeap = true;
        }
    }

    private void onPsHeapSummary(RecordedEvent event) {
        Collection c = collection(event);
        boolean before = isBefore(event);
        c.old.set(before, nestedLong(event, "oldObjectSpace", "used"), nestedLong(event, "oldSpace", "committedSize"));
        c.young.set(before, nestedLong(event, "edenSpace", "used") + nestedLong(event, "fromSpace", "used"),
                nestedLong(event, "youngSpace", "committedSize"));
    }

    private Collection collection(RecordedEvent event) {
        return collections.computeIfAbsent(event.getLong("gcId"), Collection::new);
    }

    /**
     * "OpenJDK 64-Bit Server VM (17.0.15+6-Debian-1deb12u1) for linux-amd64 JRE (...), built on ..."
     * becomes "17.0.15+6-Debian-1deb12u1", the form GC logs state; anything else is kept whole.
     */
    static String versionNumber(String banner) {
        if (banner == null) {
            return null;
        }
        int open = banner.indexOf('(');
        int close = open < 0 ? -1 : banner.indexOf(')', open);
        return close > open + 1 ? banner.substring(open + 1, close) : banner;
    }

    private static boolean isBefore(RecordedEvent event) {
        return "Before GC".equals(event.getString("when"));
    }

    private static long nestedLong(RecordedObject event, String object, String field) {
        RecordedObject inner = event.getValue(object);
        return inner == null ? -1 : inner.getLong(field);
    }

    private static double millis(Duration d) {
        return d == null ? Double.NaN : d.toNanos() / 1e6;
    }

    private List<LogEvent> toEvents() {
        Origin origin = new Origin(sourceName, 0);
        List<Timed> timed = new ArrayList<>(collections.size() + 8);
        for (Collection c : collections.values()) {
            addEvents(c, origin, timed);
        }
        timed.sort(Comparator.comparing(Timed::start).thenComparingInt(Timed::order));
        List<LogEvent> events = new ArrayList<>(timed.size() + 2);
        if (collector != null || jvmVersion != null || maxHeapBytes >= 0) {
            events.add(new JvmInfo(collector, jvmVersion, maxHeapBytes < 0 ? -1 : maxHeapBytes / 1024, origin));
        }
        for (Timed t : timed) {
            events.add(t.event());
        }
        if (truncation != null) {
            events.add(new UnparsedLine("", truncation, origin));
        }
        return events;
    }

    private record Timed(Instant start, int order, LogEvent event) {
    }

    private void addEvents(Collection c, Origin origin, List<Timed> out) {
        if (c.name == null) {
            // The recording ended before the collection's jdk.GarbageCollection was written
            // (typically a concurrent cycle still running): its named phase pauses still happened.
            for (Collection.PhasePause p : c.pauses) {
                if (!"GC Pause".equals(p.name())) {
                    out.add(new Timed(p.start(), 1, pauseEvent(c, p, origin)));
                }
            }
            return;
        }
        GcKind kind = JfrCollectorNames.collectionKind(c.name);
        if (kind == GcKind.YOUNG && c.g1Type != null && c.g1Type.equals("Mixed")) {
            kind = GcKind.MIXED;
        }
        MemoryUse heap = c.heap.toMemoryUse();
        MemoryUse young = c.young.toMemoryUse();
        MemoryUse old = c.oldDerivedFromHeap ? derivedOld(c) : c.old.toMemoryUse();
        String name = c.g1Type == null ? c.name : c.name + " (" + c.g1Type + ")";
        double duration = kind.isPause() && !Double.isNaN(c.sumOfPausesMs) ? c.sumOfPausesMs : c.durationMs;
        out.add(new Timed(c.start, 0, new GcEvent(timestamp(c.start), c.gcId, kind, name, c.cause, duration,
                heap, young, old, c.metaspace.toMemoryUse(), origin)));
        if (!kind.isPause()) {
            for (Collection.PhasePause p : c.pauses) {
                out.add(new Timed(p.start(), 1, pauseEvent(c, p, origin)));
            }
        }
    }

    private GcEvent pauseEvent(Collection c, Collection.PhasePause p, Origin origin) {
        return new GcEvent(timestamp(p.start()), c.gcId, JfrCollectorNames.phasePauseKind(p.name()), p.name(),
                c.cause, p.durationMs(), MemoryUse.ABSENT, MemoryUse.ABSENT, MemoryUse.ABSENT, MemoryUse.ABSENT, origin);
    }

    /** G1 before JDK 21 records eden and survivor only; old (incl. humongous) is the rest of the used heap. */
    private static MemoryUse derivedOld(Collection c) {
        long before = c.heap.before >= 0 && c.young.before >= 0 ? c.heap.before - c.young.before : -1;
        long after = c.heap.after >= 0 && c.young.after >= 0 ? c.heap.after - c.young.after : -1;
        if (before < 0 && after < 0) {
            return MemoryUse.ABSENT;
        }
        return new MemoryUse(before < 0 ? -1 : before / 1024, after < 0 ? -1 : after / 1024, -1);
    }

    private Timestamp timestamp(Instant start) {
        if (start == null) {
            return Timestamp.UNKNOWN;
        }
        double uptime = Double.NaN;
        if (jvmStart != null) {
            Duration since = Duration.between(jvmStart, start);
            uptime = since.getSeconds() + since.getNano() / 1e9;
        }
        return new Timestamp(uptime, start);
    }
}
