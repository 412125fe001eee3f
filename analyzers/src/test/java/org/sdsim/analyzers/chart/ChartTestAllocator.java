package org.sdsim.analyzers.chart;

import java.util.ArrayList;
import java.util.List;

/**
 * A tiny program that a test runs in its own JVM so that a real GC log and JFR recording exist:
 * it allocates garbage and a slowly growing live set (young GCs and promotions), then asks for
 * one full GC.
 */
public final class ChartTestAllocator {
    private ChartTestAllocator() {
    }

    public static void main(String[] args) throws Exception {
        List<byte[]> live = new ArrayList<>();
        long sink = 0;
        for (int i = 0; i < 6_000; i++) {
            byte[] garbage = new byte[16 * 1024];
            sink += garbage.length;
            if (i % 20 == 0) {
                live.add(new byte[32 * 1024]);
            }
            if (i % 1500 == 0) {
                Thread.sleep(20); // spread the GCs over time so rates have gaps to divide by
            }
        }
        System.gc();
        System.out.println(sink + " " + live.size());
    }
}
