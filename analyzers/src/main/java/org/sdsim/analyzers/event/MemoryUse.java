package org.sdsim.analyzers.event;

/**
 * Occupancy of one memory area around a collection, in KiB. A value the log does not state is -1.
 */
public record MemoryUse(long beforeKb, long afterKb, long capacityKb) {

    public static final MemoryUse ABSENT = new MemoryUse(-1, -1, -1);

    public boolean isPresent() {
        return beforeKb >= 0 || afterKb >= 0 || capacityKb >= 0;
    }

    public boolean hasAfter() {
        return afterKb >= 0;
    }

    public double afterMb() {
        return afterKb / 1024.0;
    }
}
