package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import org.sdsim.simulator.fault.FaultRecord;

import java.time.Duration;

/**
 * One scripted fault in summary.json: its events.jsonl record, joined after the mode with the
 * probes and GC logs around it. The heap figures are probes (heap after a forced full GC), so
 * they are as far from the fault as the probe interval.
 *
 * @param event        the fault as the orchestrator recorded it
 * @param heapBeforeMb the last probe before the fault started; null without one
 * @param heapAfterMb  the first probe after the consumer held every address again (or after the fault ended)
 * @param youngGcs     young collections from {@link #GC_WINDOW} before the fault to that long after its recovery,
 *                     over every consumer lifetime's GC log; null without a GC log with wall-clock times
 * @param fullGcs      full collections the JVM chose in the same window (the probes' forced ones left out)
 * @param recordsLost  lines of the mode's appended files (probes, events, metrics, calls) that cannot be read back;
 *                     0 expected, -1 when the files could not be read
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record FaultSummary(FaultRecord event, Double heapBeforeMb, Double heapAfterMb, Long youngGcs, Long fullGcs,
        Long recordsLost) {

    /** How far before and after a fault its GCs are counted. */
    public static final Duration GC_WINDOW = Duration.ofSeconds(60);
}
