package org.sdsim.analyzers.event;

/**
 * What a collection event was. One kind field instead of a class per phase (GCToolkit has ~60
 * classes; one enum keeps aggregation a switch).
 *
 * <p>Counting rules, chosen to match the JVM's own GarbageCollectorMXBeans: G1 mixed and
 * concurrent-start (initial-mark) pauses are YOUNG-family pauses because the "G1 Young
 * Generation" bean counts them.
 */
public enum GcKind {
    /** Stop-the-world young collection (Serial DefNew, PS Scavenge, ParNew, G1 Normal/Concurrent Start/Prepare Mixed). */
    YOUNG(Family.YOUNG, true),
    /** G1 mixed collection pause. */
    MIXED(Family.YOUNG, true),
    /** Stop-the-world full collection of the whole heap (incl. CMS concurrent mode failure, Shenandoah Full). */
    FULL(Family.FULL, true),
    /** Remark pause (G1, CMS final remark). */
    REMARK(Family.OTHER, true),
    /** G1 cleanup pause. */
    CLEANUP(Family.OTHER, true),
    /** CMS initial mark pause. */
    INITIAL_MARK(Family.OTHER, true),
    /** Shenandoah degenerated GC: a stop-the-world fallback that finishes a concurrent cycle. */
    DEGENERATED(Family.OTHER, true),
    /** Any other GC pause: ZGC Pause Mark Start/End, Relocate Start; Shenandoah Init/Final Mark etc. */
    OTHER_PAUSE(Family.OTHER, true),
    /** A concurrent phase (marking, sweeping, relocation) running beside the application. */
    CONCURRENT_PHASE(Family.CONCURRENT, false),
    /** A whole concurrent cycle: G1 Concurrent Mark Cycle, ZGC (Minor/Major) collection, Shenandoah cycle, CMS cycle. */
    CONCURRENT_CYCLE(Family.CONCURRENT, false);

    /** How a kind is counted in summaries. */
    public enum Family { YOUNG, FULL, OTHER, CONCURRENT }

    private final Family family;
    private final boolean stopTheWorld;

    GcKind(Family family, boolean stopTheWorld) {
        this.family = family;
        this.stopTheWorld = stopTheWorld;
    }

    public Family family() {
        return family;
    }

    public boolean isPause() {
        return stopTheWorld;
    }
}
