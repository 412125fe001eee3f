package org.sdsim.simulator.summary;

/**
 * What the consumer's GC paid per address push while it measured: the normalised form of the
 * published "GC consumption during the address change period". A push is one change of the
 * provider list in one registry (one line of events.jsonl): a rolling-restart wave is two pushes
 * per registry, the providers leaving and coming back.
 *
 * <p>Allocation is read from the GC log: what the heap grew by between one collection's end and the
 * next one's start, summed over the collections in the window. It includes the steady background
 * (calls every 5 s, metrics, ZooKeeper pings), which the baseline mode shows on its own.
 *
 * @param pushes               address pushes in the window
 * @param windowSeconds        the window: from convergence to the end of measuring
 * @param allocatedMb          allocated in the window
 * @param allocatedMbPerPush   allocatedMb / pushes
 * @param pauseMsPerPush       stop-the-world GC pause in the window (forced GCs excluded) / pushes
 * @param youngGcsPer100Pushes young collections in the window per 100 pushes
 * @param fullGcsPer100Pushes  full collections the JVM chose in the window per 100 pushes
 */
public record PushCost(long pushes, double windowSeconds, double allocatedMb, double allocatedMbPerPush,
                       double pauseMsPerPush, double youngGcsPer100Pushes, double fullGcsPer100Pushes) {

    /** The cost per push, or null without a push (the baseline, a run with churn off). */
    public static PushCost of(long pushes, double windowSeconds, double allocatedMb, double pauseMs, long young, long full) {
        if (pushes <= 0) {
            return null;
        }
        return new PushCost(pushes, windowSeconds, allocatedMb, allocatedMb / pushes, pauseMs / pushes,
                100.0 * young / pushes, 100.0 * full / pushes);
    }
}
