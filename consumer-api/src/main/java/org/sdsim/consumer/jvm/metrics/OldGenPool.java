package org.sdsim.consumer.jvm.metrics;

/**
 * Which heap memory pool is the old generation: "Tenured Gen" (Serial), "PS Old Gen" (Parallel),
 * "G1 Old Gen" (G1). Single-generation collectors (ZGC, Shenandoah) have none.
 * Plain JDK code, so the isolated metrics class loader can use it too.
 */
public final class OldGenPool {

    private OldGenPool() {
    }

    public static boolean isOldGen(String poolName) {
        return poolName != null && (poolName.contains("Old") || poolName.contains("Tenured"));
    }
}
