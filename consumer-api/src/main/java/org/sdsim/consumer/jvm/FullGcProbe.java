package org.sdsim.consumer.jvm;

import org.sdsim.consumer.jvm.metrics.OldGenPool;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryUsage;
import java.lang.management.RuntimeMXBean;
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
    // Looked up once: a probe then allocates only the usage figures it reports, not the pool list each time.
    private static final MemoryMXBean HEAP = ManagementFactory.getMemoryMXBean();
    private static final RuntimeMXBean RUNTIME = ManagementFactory.getRuntimeMXBean();
    private static final MemoryPoolMXBean OLD = oldGen();

    /**
     * Loads what a probe uses (the platform's memory beans, the result's classes) without collecting: the
     * consumer calls it while it starts, so that the first probe's one-off set-up, hundreds of KB inside
     * the JDK, is not allocated while it measures.
     */
    static void load() {
        MemoryUsage old = OLD == null ? null : OLD.getUsage();
        new Result(System.currentTimeMillis(), RUNTIME.getUptime() / 1000.0, HEAP.getHeapMemoryUsage().getUsed() / MB,
                old == null ? Double.NaN : old.getUsed() / MB, 0, Double.NaN);
    }

    Result run() {
        long start = System.nanoTime();
        System.gc();
        double gcMs = (System.nanoTime() - start) / 1e6;
        double heap = HEAP.getHeapMemoryUsage().getUsed() / MB;
        MemoryUsage old = OLD == null ? null : OLD.getUsage();
        long max = old == null ? -1 : old.getMax();
        return new Result(System.currentTimeMillis(), RUNTIME.getUptime() / 1000.0, heap,
                old == null ? Double.NaN : old.getUsed() / MB, gcMs, max < 0 ? Double.NaN : max / MB);
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
