package org.sdsim.analyzers.parse;

import org.sdsim.analyzers.event.MemoryUse;

/**
 * Generation and metaspace figures that {@code gc,heap} / {@code gc,metaspace} lines give for one
 * GC id before its end line ("GC(3) DefNew: ...", "GC(3) Eden regions: ..."), held until the
 * pause they belong to is emitted.
 */
final class GcDetails {
    final long gcId;
    MemoryUse young;
    MemoryUse old;
    MemoryUse metaspace;
    /** Collector the generation names imply (DefNew: Serial, PSYoungGen: Parallel, ParNew: CMS), or null. */
    String impliedCollector;
    // G1 region counts (before, after); -1 when not logged
    long edenBefore = -1;
    long edenAfter = -1;
    long edenTarget = -1;
    long survivorBefore = -1;
    long survivorAfter = -1;
    long survivorTarget = -1;
    long oldBefore = -1;
    long oldAfter = -1;
    long humongousBefore = -1;
    long humongousAfter = -1;

    GcDetails(long gcId) {
        this.gcId = gcId;
    }

    /** Young / old from G1 region counts, when the region size is known. */
    void resolveRegions(long regionKb) {
        if (regionKb <= 0) {
            return;
        }
        if (young == null && edenBefore >= 0 && survivorBefore >= 0) {
            long cap = edenTarget >= 0 && survivorTarget >= 0 ? (edenTarget + survivorTarget) * regionKb : -1;
            young = new MemoryUse((edenBefore + survivorBefore) * regionKb, (edenAfter + survivorAfter) * regionKb, cap);
        }
        if (old == null && oldBefore >= 0) {
            long hb = Math.max(0, humongousBefore);
            long ha = Math.max(0, humongousAfter);
            old = new MemoryUse((oldBefore + hb) * regionKb, (oldAfter + ha) * regionKb, -1);
        }
    }
}
