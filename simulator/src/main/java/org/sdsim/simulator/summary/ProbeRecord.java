package org.sdsim.simulator.summary;

import java.util.Map;

/**
 * One line of a mode folder's probes.jsonl: the heap right after one forced full GC, as the
 * orchestrator recorded it. The orchestrator is its only writer; the summarizer and the report
 * read it back into this same record.
 *
 * @param epochMs       consumer wall clock when the probe was read
 * @param uptimeSec     consumer JVM uptime at that moment (aligns with gc.log's uptime decoration)
 * @param heapUsedMb    heap used right after the forced full GC
 * @param oldGenUsedMb  old generation used right after it; null for single-generation collectors
 * @param gcMs          how long the forced full GC took, as the consumer timed it
 * @param addressesPerInterfacePerRegistry registry label → interface → addresses held at that moment
 * @param oldGenMaxMb   the old generation's capacity limit; null when unknown (no old generation, an older file)
 */
public record ProbeRecord(
        long epochMs,
        double uptimeSec,
        double heapUsedMb,
        Double oldGenUsedMb,
        double gcMs,
        Map<String, Map<String, Integer>> addressesPerInterfacePerRegistry,
        Double oldGenMaxMb) {
}
