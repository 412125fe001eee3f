package org.sdsim.simulator.summarize;

/** Child-JVM workload: some young collections, then two forced full GCs, like sdsim's probes. */
public final class ForcedGcWorkload {

    public static void main(String[] args) {
        byte[][] keep = new byte[64][];
        for (int i = 0; i < 200_000; i++) {
            keep[i % keep.length] = new byte[1024];
        }
        System.gc();
        System.gc();
        System.out.println(keep.length);
    }

    private ForcedGcWorkload() {
    }
}
