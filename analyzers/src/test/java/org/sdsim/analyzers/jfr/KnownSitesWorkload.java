package org.sdsim.analyzers.jfr;

import java.lang.management.ManagementFactory;
import java.util.SplittableRandom;

/**
 * A child-JVM workload with four allocation sites whose bytes it counts itself, for the test of
 * the sites' uncertainty. One thread calls the sites in random order (a site chosen at random for
 * each call, so no site runs in step with JFR's sampler) for a few seconds; each site allocates
 * arrays of its own size, and per call 1, 2, 3 or 4 × 64 KiB, so their shares are about 10, 20,
 * 30 and 40 %. The thread's own allocation counter, read around every call, gives each site's
 * exact bytes, printed at exit as {@code site-bytes <method>=<bytes>}.
 *
 * <p>The work runs in a thread of its own: a thread's first sample carries every byte it
 * allocated before, and the main thread's would carry the JVM's start-up.
 *
 * <p>Args: seconds to run (default 12: about 1,700 samples at 150/s, of which the lightest site gets
 * about 170).
 */
public final class KnownSitesWorkload {
    static final int CALL_BYTES = 64 * 1024;
    static volatile Object sink;

    public static void main(String[] args) throws InterruptedException {
        long nanos = (long) ((args.length > 0 ? Double.parseDouble(args[0]) : 12) * 1e9);
        long[] bytes = new long[4];
        Thread worker = new Thread(() -> run(nanos, bytes), "known-sites");
        worker.start();
        worker.join();
        String[] names = {"tiny", "small", "medium", "large"};
        for (int i = 0; i < names.length; i++) {
            System.out.println("site-bytes " + names[i] + "=" + bytes[i]);
        }
    }

    private static void run(long nanos, long[] bytes) {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        SplittableRandom random = new SplittableRandom();
        long end = System.nanoTime() + nanos;
        while (System.nanoTime() < end) {
            int site = random.nextInt(4);
            long before = threads.getCurrentThreadAllocatedBytes();
            switch (site) {
                case 0 -> tiny(CALL_BYTES);
                case 1 -> small(2 * CALL_BYTES);
                case 2 -> medium(3 * CALL_BYTES);
                default -> large(4 * CALL_BYTES);
            }
            bytes[site] += threads.getCurrentThreadAllocatedBytes() - before;
        }
    }

    /** 64-byte arrays. */
    static void tiny(long bytes) {
        for (long done = 0; done < bytes; done += 64) {
            sink = new byte[48];
        }
    }

    /** 256-byte arrays. */
    static void small(long bytes) {
        for (long done = 0; done < bytes; done += 256) {
            sink = new int[60];
        }
    }

    /** 1 KiB arrays. */
    static void medium(long bytes) {
        for (long done = 0; done < bytes; done += 1024) {
            sink = new long[126];
        }
    }

    /** 4 KiB arrays. */
    static void large(long bytes) {
        for (long done = 0; done < bytes; done += 4096) {
            sink = new byte[4080];
        }
    }
}
