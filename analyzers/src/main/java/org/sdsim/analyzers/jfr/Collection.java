package org.sdsim.analyzers.jfr;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.sdsim.analyzers.event.MemoryUse;

/**
 * What the recording says about one GC id, gathered from the several JFR events that carry it
 * (they are written from different threads and buffers, so they arrive in no particular order).
 * Sizes in bytes; -1 when not recorded.
 */
final class Collection {
    final long gcId;
    String name;
    String cause;
    String g1Type;
    Instant start;
    double durationMs = Double.NaN;
    double sumOfPausesMs = Double.NaN;

    final Sizes heap = new Sizes();
    final Sizes young = new Sizes();
    final Sizes old = new Sizes();
    final Sizes metaspace = new Sizes();
    /** G1 reports eden+survivor, not old; old is derived as heap minus young when both are known. */
    boolean oldDerivedFromHeap;

    final List<PhasePause> pauses = new ArrayList<>(2);

    Collection(long gcId) {
        this.gcId = gcId;
    }

    record PhasePause(String name, Instant start, double durationMs) {
    }

    /** Before/after/capacity of one memory area, in bytes. */
    static final class Sizes {
        long before = -1;
        long after = -1;
        long capacity = -1;

        void set(boolean isBefore, long used, long capacityBytes) {
            if (isBefore) {
                before = used;
            } else {
                after = used;
            }
            if (capacityBytes >= 0 && (!isBefore || capacity < 0)) {
                capacity = capacityBytes;   // capacity after the GC wins: it is what the heap became
            }
        }

        MemoryUse toMemoryUse() {
            if (before < 0 && after < 0 && capacity < 0) {
                return MemoryUse.ABSENT;
            }
            return new MemoryUse(kb(before), kb(after), kb(capacity));
        }

        private static long kb(long bytes) {
            return bytes < 0 ? -1 : bytes / 1024;
        }
    }
}
