package org.sdsim.analyzers.summary;

import java.time.Instant;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.GcKind;
import org.sdsim.analyzers.event.JvmInfo;
import org.sdsim.analyzers.event.MemoryUse;
import org.sdsim.analyzers.event.Origin;
import org.sdsim.analyzers.event.Timestamp;
import org.sdsim.analyzers.event.UnparsedLine;

/** Hand-built events for aggregator tests: sizes in MB for readability, stored in KiB as the model wants. */
final class Events {
    static final Origin ORIGIN = new Origin("test.log", 1);

    private Events() {
    }

    static GcEvent pause(GcKind kind, double uptimeSec, double durationMs) {
        return new GcEvent(new Timestamp(uptimeSec, null), -1, kind, kind.name(), "", durationMs,
                MemoryUse.ABSENT, MemoryUse.ABSENT, MemoryUse.ABSENT, MemoryUse.ABSENT, ORIGIN);
    }

    static GcEvent pause(GcKind kind, double uptimeSec, double durationMs, MemoryUse heap) {
        return pause(kind, uptimeSec, durationMs, heap, MemoryUse.ABSENT, MemoryUse.ABSENT);
    }

    static GcEvent pause(GcKind kind, double uptimeSec, double durationMs, MemoryUse heap, MemoryUse young, MemoryUse old) {
        return new GcEvent(new Timestamp(uptimeSec, null), -1, kind, kind.name(), "", durationMs,
                heap, young, old, MemoryUse.ABSENT, ORIGIN);
    }

    static GcEvent wallClockPause(GcKind kind, Instant at, double durationMs) {
        return new GcEvent(new Timestamp(Double.NaN, at), -1, kind, kind.name(), "", durationMs,
                MemoryUse.ABSENT, MemoryUse.ABSENT, MemoryUse.ABSENT, MemoryUse.ABSENT, ORIGIN);
    }

    /** before -> after (capacity), in MB. */
    static MemoryUse mb(double before, double after, double capacity) {
        return new MemoryUse(kb(before), kb(after), kb(capacity));
    }

    private static long kb(double mb) {
        return mb < 0 ? -1 : Math.round(mb * 1024);
    }

    static UnparsedLine unparsed(long line, String text) {
        return new UnparsedLine(text, "expected a GC line", new Origin("test.log", line));
    }

    static JvmInfo jvm(String collector, String version, long maxHeapKb) {
        return new JvmInfo(collector, version, maxHeapKb, ORIGIN);
    }
}
