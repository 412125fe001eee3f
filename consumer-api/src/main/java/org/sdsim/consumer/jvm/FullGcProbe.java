package org.sdsim.consumer.jvm;

import org.sdsim.consumer.jvm.metrics.OldGenPool;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;

/**
 * The published figure is "heap used after full GC": force one (System.gc() is a full,
 * stop-the-world collection under Serial, Parallel and G1 unless ExplicitGCInvokesConcurrent is
 * set) and read the heap and the old generation right after it.
 */
final class FullGcProbe {

    record Result(long epochMs, double uptimeSec, double heapUsedMb, double oldGenUsedMb, double gcMs,
            double oldGenMaxMb) {
    }

    private static final double MB = 1024.0 * 1024.0;

    Result run() {
        long start = System.nanoTime();
        System.gc();
        double gcMs = (System.nanoTime() - start) / 1e6;
        double heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed() / MB;
        MemoryPoolMXBean old = oldGen();
        long max = old == null ? -1 : old.getUsage().getMax();
        return new Result(System.currentTimeMillis(), ManagementFactory.getRuntimeMXBean().getUptime() / 1000.0, heap,
                old == null ? Double.NaN : old.getUsage().getUsed() / MB, gcMs, max < 0 ? Double.NaN : max / MB);
    }

    /** "Tenured Gen" (Serial), "PS Old Gen" (Parallel), "G1 Old Gen" (G1); null for single-generation collectors. */
    private static MemoryPoolMXBean oldGen() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && OldGenPool.isOldGen(pool.getName())) {
                return pool;
            }
        }
        return null;
    }
}
