package org.sdsim.analyzers.parse;

import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.GcKind;
import org.sdsim.analyzers.event.Origin;
import org.sdsim.analyzers.event.Timestamp;

/**
 * The G1 concurrent cycle in progress in a JDK 8 log, which prints its phases but no cycle line.
 * It is delimited as one pass of {@code ConcurrentMarkThread::run()} (JDK 8u
 * {@code concurrentMarkThread.cpp}), the same loop body that JDK 9+ wraps in the "Concurrent
 * Cycle" line, so durations compare across versions. The cycle has its own GC id ({@code #4:}
 * with PrintGCID, while the initial-mark pause that requested it is {@code #3:}); the pause is a
 * young collection of its own and is not part of the span.
 *
 * <ul>
 * <li>Start: {@code [GC concurrent-root-region-scan-start]}, or {@code [GC concurrent-mark-start]}
 * when the root-region scan was skipped (the cycle had already been aborted) or its line was
 * lost.
 * <li>Counted once its {@code [GC cleanup ...]} pause is logged (the last stop-the-world step of
 * the cycle), or at {@code [GC concurrent-mark-abort]} (a full GC aborted the marking; no remark
 * or cleanup follows).
 * <li>End: after the cleanup pause the thread frees the regions found empty, printing
 * {@code [GC concurrent-cleanup-start]} / {@code -end} only when there are some, then prints
 * {@code [GC concurrent-mark-abort]} if a full GC interfered. Whether those lines follow is known
 * only from the next line, so the cycle is emitted when the next record that is not one of them
 * arrives (or at the end of the log), ending at the last of its lines. JDK 8 then clears the next
 * marking bitmap without logging it, so the span is slightly shorter than JDK 9+'s.
 * </ul>
 *
 * A cycle without cleanup or abort at the end of the log, or whose start precedes the log, is not
 * reported.
 */
final class G1LegacyCycle {
    static final String NAME = "Concurrent Cycle";

    private static final int IDLE = 0;
    /** Marking: started, neither cleanup pause nor abort seen. */
    private static final int MARKING = 1;
    /** Cleanup pause seen: counted, its end may still grow. */
    private static final int CLEANED = 2;
    /** Between concurrent-cleanup-start and -end. */
    private static final int FREEING = 3;

    private int state = IDLE;
    private Timestamp start;
    private long gcId;
    private Timestamp end;
    private Origin endOrigin;

    /**
     * A cycle's first line; {@code rootRegionScan} false for "concurrent-mark-start", which is
     * the second line of a cycle that scanned its root regions. Returns the previous cycle if
     * this settles that it is complete, else null.
     */
    GcEvent start(boolean rootRegionScan, Timestamp t, long gcId) {
        if (!rootRegionScan && state == MARKING) {
            return null;
        }
        GcEvent previous = state >= CLEANED ? close(NAME) : null;
        state = MARKING;
        start = t;
        this.gcId = gcId;
        return previous;
    }

    /** The cleanup pause, ending at {@code pauseEnd}, of the cycle being marked. */
    void cleanupPause(Timestamp pauseEnd, Origin origin) {
        if (state == MARKING) {
            state = CLEANED;
            end = pauseEnd;
            endOrigin = origin;
        }
    }

    /** "[GC concurrent-cleanup-start]": the freeing of empty regions, after the cleanup pause. */
    void freeingStarted(Timestamp t) {
        if (state == CLEANED) {
            state = FREEING;
            end = t;
        }
    }

    /** "[GC concurrent-cleanup-end, N secs]", printed at {@code t}. */
    void freeingEnded(Timestamp t, Origin origin) {
        if (state == FREEING) {
            state = CLEANED;
            end = t;
            endOrigin = origin;
        }
    }

    /** "[GC concurrent-mark-abort]", printed at {@code t}: the cycle, aborted; null if none is open. */
    GcEvent abort(Timestamp t, Origin origin) {
        if (state == IDLE) {
            return null;
        }
        end = t;
        endOrigin = origin;
        return close(NAME + " (aborted)");
    }

    /** Whether a record other than the cycle's own tail lines would settle that the cycle ended. */
    boolean awaitsNextRecord() {
        return state == CLEANED;
    }

    /** Another record arrived after the cleanup pause: the cycle ended with its last line. */
    GcEvent nextRecord() {
        return state == CLEANED ? close(NAME) : null;
    }

    /** End of the whole log: a cycle past its cleanup pause is reported, one still marking is not. */
    GcEvent endOfLog() {
        GcEvent e = state >= CLEANED ? close(NAME) : null;
        state = IDLE;
        return e;
    }

    private GcEvent close(String name) {
        state = IDLE;
        return new GcEvent(start, gcId, GcKind.CONCURRENT_CYCLE, name, "", CycleTime.spanMs(start, end), null, null,
                null, null, endOrigin);
    }
}
