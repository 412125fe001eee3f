package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.sdsim.analyzers.summary.GcSummary;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.Outcome;

import java.util.List;
import java.util.Map;

/**
 * One consumer run's result: the row of the console table and one entry of summary.json.
 * Numbers that could not be measured (a consumer that died before its first probe) are null.
 * Written to summary.json and mode-summary.json and read back into this same record by the report;
 * a field a damaged or older file lacks is null, one a newer file adds is ignored.
 *
 * @param mode                  the discovery mode; null when a file named one sdsim does not know
 * @param outcome               how the consumer run ended; null when unknown (recomputed, damaged file)
 * @param addressesPerInterfacePerRegistry registry label → interface → addresses the consumer used at the end
 * @param convergeSeconds       from consumer JVM start until every directory the mode keeps held every address
 * @param heapAfterFullGcMb     median over probes of heap used right after a forced full GC
 * @param oldGenAfterFullGcMb   median over probes of old generation used right after it
 * @param youngGcCount          young pauses in the GC log (G1 mixed included, as the JVM's bean counts them)
 * @param fullGcCount           full pauses the JVM chose to do; the probes' forced ones are not counted
 * @param probeFullGcCount      forced full GCs (probes, class histogram)
 * @param gcPauseTotalMs        total stop-the-world GC pause, forced full GCs excluded
 * @param discoveryCostMb       heapAfterFullGcMb minus the baseline mode's, null without a baseline
 * @param connectionsByRemote   the consumer's established TCP connections by remote IP at the end (proves loopback)
 * @param steadyState           young and full GCs per hour after convergence; null when it did not converge
 * @param gc                    the analyzers' full GcSummary of this consumer's GC log
 * @param perPush               GC cost per address push while measuring; null without pushes
 * @param attribution           component id → MB of the live heap at the end (heap dump, dominator tree);
 *                              null when no dump was taken
 * @param heapDumpMb            the live bytes of that dump, which the components add up to
 * @param faults                the scripted faults of this mode ({@code --fault}) with the heap and GC around
 *                              each; empty without faults
 * @param measuringExtension    how far the mode measured past --duration so that its scripted faults could run
 *                              and recover; null when it did not
 * @param notInjected           the scripted faults that never ran, each with why (a run with any exits 1);
 *                              empty when every fault ran
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"mode", "outcome", "addressesPerInterfacePerRegistry", "convergeSeconds", "heapAfterFullGcMb",
        "oldGenAfterFullGcMb", "youngGcCount", "fullGcCount", "gcPauseTotalMs", "callsOk", "callsFailed",
        "discoveryCostMb"})
public record ModeSummary(
        DiscoveryMode mode,
        Outcome outcome,
        String outcomeDetail,
        Map<String, Map<String, Integer>> addressesPerInterfacePerRegistry,
        Double convergeSeconds,
        Double heapAfterFullGcMb,
        Double oldGenAfterFullGcMb,
        Long youngGcCount,
        Long fullGcCount,
        Long probeFullGcCount,
        Double gcPauseTotalMs,
        Long callsOk,
        Long callsFailed,
        Double discoveryCostMb,
        Integer probes,
        Long startedAtEpochMs,
        Double durationSec,
        String collector,
        Map<String, Integer> connectionsByRemote,
        SteadyState steadyState,
        GcSummary gc,
        PushCost perPush,
        Map<String, Double> attribution,
        Double heapDumpMb,
        List<FaultSummary> faults,
        MeasuringExtension measuringExtension,
        List<NotInjectedFault> notInjected) {

    public ModeSummary {
        faults = faults == null ? List.of() : List.copyOf(faults);
        notInjected = notInjected == null ? List.of() : List.copyOf(notInjected);
    }

    /** The same summary with its cost over the baseline filled in. */
    public ModeSummary withDiscoveryCost(Double baselineHeapMb) {
        Double cost = baselineHeapMb == null || heapAfterFullGcMb == null || mode == DiscoveryMode.BASELINE
                ? null : heapAfterFullGcMb - baselineHeapMb;
        return new ModeSummary(mode, outcome, outcomeDetail, addressesPerInterfacePerRegistry, convergeSeconds,
                heapAfterFullGcMb, oldGenAfterFullGcMb, youngGcCount, fullGcCount, probeFullGcCount, gcPauseTotalMs,
                callsOk, callsFailed, cost, probes, startedAtEpochMs, durationSec, collector, connectionsByRemote,
                steadyState, gc, perPush, attribution, heapDumpMb, faults, measuringExtension, notInjected);
    }
}
