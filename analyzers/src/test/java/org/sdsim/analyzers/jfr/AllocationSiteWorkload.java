package org.sdsim.analyzers.jfr;

import java.lang.management.ManagementFactory;

/**
 * A child-JVM workload for the allocation-by-frame tests, with allocation sites whose shares are
 * known: in each round {@link KnownSite#allocateBlocks} allocates 8 MiB of byte[] in its own frame,
 * and {@link MinorSite#repeatStrings} 2 MiB of strings inside the JDK ({@code String.repeat}), so
 * its top frame is JDK code and only the first frame outside the JDK names it. At exit it prints
 * what each site allocated by the thread's own count ({@code site-bytes <name>=<bytes>}), which
 * the tests set beside the sampled weights.
 *
 * <p>Args: rounds (default 40, i.e. 400 MiB).
 */
public final class AllocationSiteWorkload {
    static final int MIB = 1024 * 1024;

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long known = 0;
        long minor = 0;
        for (int round = 0; round < rounds; round++) {
            long before = threads.getCurrentThreadAllocatedBytes();
            KnownSite.allocateBlocks(8 * MIB);
            long between = threads.getCurrentThreadAllocatedBytes();
            MinorSite.repeatStrings(2 * MIB);
            long after = threads.getCurrentThreadAllocatedBytes();
            known += between - before;
            minor += after - between;
        }
        System.out.println("site-bytes known=" + known);
        System.out.println("site-bytes minor=" + minor);
    }
}
