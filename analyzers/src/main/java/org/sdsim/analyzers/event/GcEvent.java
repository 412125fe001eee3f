package org.sdsim.analyzers.event;

/**
 * One garbage-collection event: a pause, a concurrent phase or a concurrent cycle.
 *
 * @param time       when it started (uptime and/or wall clock as the log gives them)
 * @param gcId       the JVM's GC id ({@code GC(12)}), or -1 when the log has none
 * @param kind       what it was; decides how summaries count it
 * @param name       the log's own name for it, e.g. "Pause Young (Normal)", "Pause Full", "ZGC Minor"
 * @param cause      the GC cause, e.g. "G1 Evacuation Pause", "Allocation Failure", or "" when absent
 * @param durationMs wall duration in milliseconds, or NaN when the log does not state it
 * @param heap       whole-heap occupancy before/after/capacity
 * @param young      young generation, or ABSENT
 * @param old        old generation (tenured), or ABSENT
 * @param metaspace  metaspace, or ABSENT
 * @param origin     where in the input it was read
 */
public record GcEvent(
        Timestamp time,
        long gcId,
        GcKind kind,
        String name,
        String cause,
        double durationMs,
        MemoryUse heap,
        MemoryUse young,
        MemoryUse old,
        MemoryUse metaspace,
        Origin origin) implements LogEvent {

    public GcEvent {
        if (kind == null || name == null || time == null || origin == null) {
            throw new IllegalArgumentException("kind, name, time and origin are required");
        }
        cause = cause == null ? "" : cause;
        heap = heap == null ? MemoryUse.ABSENT : heap;
        young = young == null ? MemoryUse.ABSENT : young;
        old = old == null ? MemoryUse.ABSENT : old;
        metaspace = metaspace == null ? MemoryUse.ABSENT : metaspace;
    }

    public boolean isPause() {
        return kind.isPause();
    }
}
