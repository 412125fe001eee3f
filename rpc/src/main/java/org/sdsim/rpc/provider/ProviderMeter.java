package org.sdsim.rpc.provider;

import org.sdsim.consumer.api.MeterReply;
import org.sdsim.consumer.jvm.SocketCensus;

import java.lang.management.ManagementFactory;
import java.util.concurrent.atomic.LongAdder;

/**
 * What the provider has spent so far: calls served (each stack's service counts its own), bytes
 * allocated by its threads, and its process CPU time. Differences between two readings are the
 * cost of the calls in between.
 *
 * <p>Allocation is the sum of HotSpot's per-thread counters over live threads (Java 17 has no
 * process-wide counter): a thread that ends inside a window takes its bytes with it, so the figure
 * is a floor. The servers' worker and I/O threads live as long as the provider does.
 */
public final class ProviderMeter {

    private static final LongAdder CALLS = new LongAdder();
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private ProviderMeter() {
    }

    /** One call served; every stack's service calls this once per call (once per stream). */
    public static void served() {
        CALLS.increment();
    }

    static MeterReply read() {
        long allocated = 0;
        for (long bytes : THREADS.getThreadAllocatedBytes(THREADS.getAllThreadIds())) {
            if (bytes > 0) {
                allocated += bytes;
            }
        }
        return new MeterReply(System.currentTimeMillis(), CALLS.sum(), allocated, OS.getProcessCpuTime(),
                SocketCensus.remotes());
    }
}
