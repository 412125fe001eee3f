package org.sdsim.analyzers.parse;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * A tiny child-JVM program for the accuracy tests: allocates short-lived garbage while keeping a
 * ring of longer-lived objects (so objects get promoted and the old generation fills, which
 * brings concurrent cycles and full collections), asks for one explicit GC, then prints the JVM's
 * own GC accounting as {@code BEAN<TAB>name<TAB>count<TAB>timeMs} lines.
 *
 * <p>Usage: {@code AllocationWorkload <millis>}. Keep it dependency-free: it runs on any JDK.
 */
public final class AllocationWorkload {
    private AllocationWorkload() {
    }

    public static void main(String[] args) throws Exception {
        long millis = args.length > 0 ? Long.parseLong(args[0]) : 1500;
        long end = System.nanoTime() + millis * 1_000_000L;
        Object[] ring = new Object[4096];
        long sink = 0;
        int i = 0;
        while (System.nanoTime() < end) {
            byte[] garbage = new byte[64 + (i & 1023)];
            sink += garbage.length;
            if ((i & 7) == 0) {
                ring[(i >>> 3) & (ring.length - 1)] = new byte[4096 + (i & 4095)];
            }
            if ((i & 0xfffff) == 0 && i > 0) {
                ring = new Object[ring.length]; // drop the old ring: garbage in the old generation
            }
            i++;
        }
        System.gc();
        // Let concurrent collectors finish what they started, then read counts until stable.
        List<GarbageCollectorMXBean> beans = ManagementFactory.getGarbageCollectorMXBeans();
        String last = "";
        for (int attempt = 0; attempt < 50; attempt++) {
            Thread.sleep(200);
            String now = snapshot(beans);
            if (now.equals(last)) {
                break;
            }
            last = now;
        }
        System.out.print(last);
        System.out.println("ALLOCATED\t" + sink);
        System.out.flush();
        // Exit at once: a concurrent collector (ZGC's allocation-rate rule fires even when idle)
        // must not get the time to start another cycle after the counts were read.
        Runtime.getRuntime().halt(0);
    }

    private static String snapshot(List<GarbageCollectorMXBean> beans) {
        StringBuilder sb = new StringBuilder();
        for (GarbageCollectorMXBean b : beans) {
            sb.append("BEAN\t").append(b.getName()).append('\t').append(b.getCollectionCount()).append('\t')
                    .append(b.getCollectionTime()).append('\n');
        }
        return sb.toString();
    }
}
