package org.sdsim.analyzers.parse;

import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.GcKind;
import org.sdsim.analyzers.event.Origin;
import org.sdsim.analyzers.event.Timestamp;

/**
 * The CMS background cycle in progress, for logs that name no cycle (JDK 8 {@code
 * -XX:+PrintGCDetails} and JDK 9-13 unified logging alike), delimited as HotSpot's
 * {@code CMSCollector} delimits it for its GC tracer:
 *
 * <ul>
 * <li>it starts with its initial-mark pause ({@code collect_in_background} calls
 * {@code register_gc_start} right before the initial mark, and the initial mark and every phase
 * of the cycle carry the cycle's GC id);
 * <li>it ends after its concurrent reset ({@code reset()} / {@code reset_concurrent()} call
 * {@code register_gc_end} when the reset phase is done, after its log line);
 * <li>or it is aborted by a foreground full collection ({@code acquire_control_and_collect}: a
 * background cycle past Idling is reported as "concurrent mode failure", or "concurrent mode
 * interrupted" for System.gc() and serviceability requests, then the full collection resets the
 * collector and ends the cycle within its pause).
 * </ul>
 *
 * A cycle whose end the log does not show (log cut off, or a JDK 8 log without PrintGCDetails,
 * which prints no reset line) is not reported; neither is one whose initial mark precedes the log.
 */
final class CmsCycle {
    static final String NAME = "CMS Concurrent Cycle";

    private boolean open;
    private Timestamp start;
    private long gcId;

    /** The initial-mark pause that starts a cycle; an unfinished earlier cycle is dropped. */
    void initialMark(Timestamp pauseStart, long gcId) {
        this.open = true;
        this.start = pauseStart;
        this.gcId = gcId;
    }

    boolean isOpen() {
        return open;
    }

    long gcId() {
        return gcId;
    }

    /** The concurrent reset ended at {@code end}: the completed cycle, or null when none is open. */
    GcEvent reset(Timestamp end, Origin origin) {
        return close(end, NAME, origin);
    }

    /**
     * A foreground full collection ending at {@code end} took the cycle over; {@code reason} is
     * "concurrent mode failure" or "concurrent mode interrupted". Null when no cycle is open.
     */
    GcEvent abort(Timestamp end, String reason, Origin origin) {
        return close(end, NAME + " (" + reason + ")", origin);
    }

    private GcEvent close(Timestamp end, String name, Origin origin) {
        if (!open) {
            return null;
        }
        open = false;
        return new GcEvent(start, gcId, GcKind.CONCURRENT_CYCLE, name, "", CycleTime.spanMs(start, end), null, null,
                null, null, origin);
    }

    /**
     * The reason HotSpot reports for a full collection that takes a cycle over, from the full
     * collection's cause (unified logging states it only at debug level):
     * {@code CMSCollector::is_external_interruption}.
     */
    static String takeoverReason(String fullGcCause) {
        switch (fullGcCause) {
            case "System.gc()":
            case "Diagnostic Command":
            case "JvmtiEnv ForceGarbageCollection":
            case "Heap Inspection Initiated GC":
            case "Heap Dump Initiated GC":
                return "concurrent mode interrupted";
            default:
                return "concurrent mode failure";
        }
    }
}
