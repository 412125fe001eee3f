package org.sdsim.analyzers.jfr;

/** The allocation site the tests expect first: 4 KiB byte arrays allocated in this frame itself. */
final class KnownSite {
    static volatile Object sink;

    private KnownSite() {
    }

    static void allocateBlocks(long bytes) {
        for (long done = 0; done < bytes; done += 4096) {
            sink = new byte[4096 - 16];   // 4 KiB with the array header
        }
    }
}
