package org.sdsim.consumer.api;

import com.fasterxml.jackson.annotation.JsonTypeName;

import java.util.Map;

/**
 * Answer to {@link Command#PROBE}: the heap right after one forced full GC.
 *
 * @param epochMs      consumer wall clock when the heap was read
 * @param uptimeSec    consumer JVM uptime then (aligns with gc.log's uptime decoration)
 * @param heapUsedMb   heap used right after the full GC
 * @param oldGenUsedMb old generation used right after it; null for single-generation collectors
 * @param gcMs         how long the forced full GC took
 * @param addresses    interface → registry label → addresses per directory at that moment
 * @param oldGenMaxMb  the old generation's capacity limit (its pool's max), null when the collector has no
 *                     old generation or sets no limit: with it the orchestrator tells a heap that settled
 *                     from one that is held down by -Xmx
 */
@JsonTypeName("probe")
public record ProbeReply(
        long epochMs,
        double uptimeSec,
        double heapUsedMb,
        Double oldGenUsedMb,
        double gcMs,
        Map<String, Map<String, AddressCounts>> addresses,
        Double oldGenMaxMb) implements Reply {
}
