package org.sdsim.analyzers.chart;

/**
 * A heap reading taken outside the GC log (sdsim's probes run a full GC and read the memory
 * pools), drawn on the heap chart as its own series. A value not measured is NaN.
 *
 * @param uptimeSec    seconds since the charted JVM started
 * @param heapUsedMb   heap used right after the probe's full GC
 * @param oldGenUsedMb old generation used right after it
 */
public record ProbeReading(double uptimeSec, double heapUsedMb, double oldGenUsedMb) {
}
