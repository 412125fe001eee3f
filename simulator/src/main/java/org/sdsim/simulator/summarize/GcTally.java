package org.sdsim.simulator.summarize;

import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.GcKind;
import org.sdsim.analyzers.event.JvmInfo;
import org.sdsim.analyzers.event.LogEvent;

import java.util.Set;

/**
 * Counts a consumer's collections the way the experiment needs them: the full GCs that the
 * probes and the class histogram force are kept apart from the ones the JVM chose, so
 * "full GCs" means what the published figure means.
 */
final class GcTally {

    /** Causes of collections sdsim itself asks for. */
    static final Set<String> FORCED_CAUSES = Set.of(
            "System.gc()", "Heap Inspection Initiated GC", "Diagnostic Command", "Heap Dump Initiated GC");

    long young;
    long full;
    long forcedFull;
    double pauseMs;
    String collector;

    // The steady-state window, by wall clock (the consumer profile decorates its log with time).
    private long windowFromMs = Long.MAX_VALUE;
    private long windowToMs = Long.MIN_VALUE;
    long windowYoung;
    long windowFull;
    /** Stop-the-world pause in the window, forced collections excluded. */
    double windowPauseMs;
    /** What the heap grew by between collections, for each collection that starts in the window. */
    long windowAllocatedKb;
    /** Heap occupancy after the previous collection, -1 before the first. */
    private long lastAfterKb = -1;
    /** A young or full pause without a wall clock: the window's counts cannot be trusted. */
    boolean windowUnknown;

    /** Counts young and JVM-chosen full pauses that start in [fromMs, toMs) apart as well. */
    GcTally window(long fromMs, long toMs) {
        this.windowFromMs = fromMs;
        this.windowToMs = toMs;
        return this;
    }

    /**
     * The next events come from another consumer JVM (one a scripted consumer-kill started): its
     * first collection's heap grew from that JVM's empty heap, not from the last one's occupancy.
     */
    void newJvm() {
        lastAfterKb = -1;
    }

    void accept(LogEvent e) {
        if (e instanceof GcEvent gc) {
            add(gc);
        } else if (e instanceof JvmInfo info) {
            collector = info.collectorAfter(collector);
        }
    }

    private void add(GcEvent gc) {
        if (!gc.isPause()) {
            return;
        }
        boolean forced = FORCED_CAUSES.contains(gc.cause());
        if (!forced && !Double.isNaN(gc.durationMs())) {
            pauseMs += gc.durationMs();
            if (inWindow(gc)) {
                windowPauseMs += gc.durationMs();
            }
        }
        allocation(gc);
        GcKind.Family family = gc.kind().family();
        if (family == GcKind.Family.YOUNG) {
            young++;
            if (inWindow(gc)) {
                windowYoung++;
            }
        } else if (family == GcKind.Family.FULL) {
            if (forced) {
                forcedFull++;
            } else {
                full++;
                if (inWindow(gc)) {
                    windowFull++;
                }
            }
        }
    }

    /** Allocation since the previous collection ended: this one's heap before minus that one's heap after. */
    private void allocation(GcEvent gc) {
        if (gc.heap().beforeKb() >= 0 && lastAfterKb >= 0 && gc.heap().beforeKb() > lastAfterKb && inWindow(gc)) {
            windowAllocatedKb += gc.heap().beforeKb() - lastAfterKb;
        }
        if (gc.heap().hasAfter()) {
            lastAfterKb = gc.heap().afterKb();
        }
    }

    private boolean inWindow(GcEvent gc) {
        if (windowFromMs > windowToMs) {
            return false; // no window asked for
        }
        if (!gc.time().hasWallClock()) {
            windowUnknown = true;
            return false;
        }
        long ms = gc.time().wallClock().toEpochMilli();
        return ms >= windowFromMs && ms < windowToMs;
    }
}
