package org.sdsim.analyzers.parse;

import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.GcKind;
import org.sdsim.analyzers.event.Origin;
import org.sdsim.analyzers.event.Timestamp;

/**
 * Shenandoah cycles in a JDK 8 backport log ({@code -XX:+PrintGCDetails}), which prints no GC ids.
 * Unified logging gets one cycle per GC id (see {@link UnifiedParser}); the backport's
 * {@code ShenandoahControlThread::run()} likewise runs one GC per loop pass (concurrent,
 * degenerated or full, each with a new internal GC id) and closes each pass with
 * {@code MetaspaceAux::print_metaspace_change}, the unstamped {@code ", [Metaspace: ...]"} line.
 * A GC therefore spans from its first stamped record to that line; its "Trigger: ..." line, printed
 * before it, is its cause. A GC still running at the end of the log is not reported.
 */
final class ShenandoahLegacyCycle {
    static final String NAME = "Shenandoah Cycle";
    private static final int MAX_TRIGGER_CHARS = 120;

    private boolean open;
    private Timestamp start;
    private Timestamp end;
    private String cause = "";
    private String trigger = "";

    /** "Trigger: Free (398M) is below minimum threshold (399M)": why the next GC runs. */
    void trigger(String text) {
        trigger = text.length() > MAX_TRIGGER_CHARS ? text.substring(0, MAX_TRIGGER_CHARS) : text;
    }

    /** A phase or pause record of the current GC (a start line has {@code recordStart == recordEnd}). */
    void record(Timestamp recordStart, Timestamp recordEnd) {
        if (!open) {
            open = true;
            start = recordStart;
            cause = trigger;
            trigger = "";
        }
        end = recordEnd;
    }

    /** The ", [Metaspace: ...]" line closing a GC: its cycle, or null when no GC record preceded it. */
    GcEvent gcEnd(Origin origin) {
        if (!open) {
            return null;
        }
        open = false;
        return new GcEvent(start, -1, GcKind.CONCURRENT_CYCLE, NAME, cause, CycleTime.spanMs(start, end), null, null,
                null, null, origin);
    }
}
