package org.sdsim.analyzers.jfr;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;

/**
 * A child-JVM workload for the JFR tests: allocates short-lived 1 KiB arrays while keeping a
 * small ring of survivors (so some objects are promoted), then calls System.gc() once. It prints
 * the GarbageCollectorMXBean counts at start and at exit as {@code gc-bean <phase> <name>=<count>}
 * lines, which the tests compare with what the recording says.
 *
 * <p>Args: megabytes to allocate (default 600).
 */
public final class AllocationWorkload {
    static volatile Object sink;
    /** Static, so the survivors stay reachable at the final System.gc() (a dead local would not). */
    static final byte[][] SURVIVORS = new byte[4096][];

    public static void main(String[] args) {
        printCounts("start");
        long megabytes = args.length > 0 ? Long.parseLong(args[0]) : 600;
        long chunks = megabytes * 1024;
        for (long i = 0; i < chunks; i++) {
            byte[] chunk = new byte[1024];
            if ((i & 7) == 0) {
                SURVIVORS[(int) ((i >>> 3) % SURVIVORS.length)] = chunk;   // ~4 MiB live at any time
            }
            sink = chunk;
        }
        System.gc();
        printCounts("end");
    }

    private static void printCounts(String phase) {
        for (GarbageCollectorMXBean bean : ManagementFactory.getGarbageCollectorMXBeans()) {
            System.out.println("gc-bean " + phase + " " + bean.getName() + "=" + bean.getCollectionCount());
        }
    }
}
