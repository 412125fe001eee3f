package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.sdsim.analyzers.summary.GcSummary;
import com.fasterxml.jackson.annotation.JsonProperty;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.Outcome;

import java.util.List;
import java.util.Map;

/**
 * One consumer run's result: the row of the console table and one entry of summary.json.
 * Numbers that could not be measured (a consumer that died before its first probe) are null.
 * Written to summary.json and mode-summary.json and read back into this same record by the report;
 * a field a damaged or older file lacks is null, one a newer file adds is ignored.
 *
 * @param mode                  the mode ({@code interface@2.7}); null when a file named one sdsim does not know
 * @param dubbo                 the exact Dubbo version the mode's consumer ran ({@code 2.7.23}); null when unknown
 * @param outcome               how the consumer run ended; null when unknown (recomputed, damaged file)
 * @param addressesPerInterfacePerRegistry registry label → interface → addresses the consumer used at the end
 * @param convergeSeconds       from consumer JVM start until every directory the mode keeps held every address
 * @param heapAfterFullGcMb     median of heap used right after a forced full GC over the last probes (see heapTrend)
 * @param oldGenAfterFullGcMb   the same for the old generation
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
 * @param heapTrend             whether heap after full GC had settled by the end (its last probes, the
 *                              figure's window); null without probes
 * @param measuringExtension    how far the mode measured past --duration so that its scripted faults could run
 *                              and recover; null when it did not
 * @param notInjected           the scripted faults that never ran, each with why (a run with any exits 1);
 *                              empty when every fault ran
 * @param registry              registry label → what it paid while the mode measured, from the server's own
 *                              figures; null when the run read none (an older run)
 * @param subscribers           the mode's subscribers and how its pushes reached them; null without --subscribers
 * @param migration             the migration rehearsal's phases ({@code --migration}); null for a mode that did not
 *                              migrate
 * @param cpu                   every process's CPU and the machine's over the registry figures' span, read from
 *                              /proc; null when the mode never measured (or an older run)
 * @param attributionDetail     components of {@code attribution} split further (the file cache by the registry
 *                              holding each copy); null when no dump was taken
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"mode", "discovery", "dubbo", "outcome", "addressesPerInterfacePerRegistry", "convergeSeconds", "heapAfterFullGcMb",
        "oldGenAfterFullGcMb", "youngGcCount", "fullGcCount", "gcPauseTotalMs", "callsOk", "callsFailed",
        "discoveryCostMb"})
public record ModeSummary(
        Mode mode,
        String dubbo,
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
        HeapTrend heapTrend,
        MeasuringExtension measuringExtension,
        List<NotInjectedFault> notInjected,
        Map<String, RegistryFigures> registry,
        SubscriberFigures subscribers,
        MigrationSummary migration,
        ModeCpu cpu,
        AttributionDetail attributionDetail) {

    public ModeSummary {
        faults = faults == null ? List.of() : List.copyOf(faults);
        notInjected = notInjected == null ? List.of() : List.copyOf(notInjected);
    }

    /** A summary of a mode that did not migrate. */
    public ModeSummary(Mode mode, String dubbo, Outcome outcome, String outcomeDetail,
            Map<String, Map<String, Integer>> addressesPerInterfacePerRegistry, Double convergeSeconds,
            Double heapAfterFullGcMb, Double oldGenAfterFullGcMb, Long youngGcCount, Long fullGcCount,
            Long probeFullGcCount, Double gcPauseTotalMs, Long callsOk, Long callsFailed, Double discoveryCostMb,
            Integer probes, Long startedAtEpochMs, Double durationSec, String collector,
            Map<String, Integer> connectionsByRemote, SteadyState steadyState, GcSummary gc, PushCost perPush,
            Map<String, Double> attribution, Double heapDumpMb, List<FaultSummary> faults, HeapTrend heapTrend,
            MeasuringExtension measuringExtension, List<NotInjectedFault> notInjected,
            Map<String, RegistryFigures> registry) {
        this(mode, dubbo, outcome, outcomeDetail, addressesPerInterfacePerRegistry, convergeSeconds, heapAfterFullGcMb,
                oldGenAfterFullGcMb, youngGcCount, fullGcCount, probeFullGcCount, gcPauseTotalMs, callsOk, callsFailed,
                discoveryCostMb, probes, startedAtEpochMs, durationSec, collector, connectionsByRemote, steadyState, gc,
                perPush, attribution, heapDumpMb, faults, heapTrend, measuringExtension, notInjected, registry, null, null,
                null, null);
    }

    /** The same summary with this migration block (its comparison with a fresh run filled in). */
    public ModeSummary withMigration(MigrationSummary block) {
        return with(block, attributionDetail);
    }

    /** The same summary with the attribution's detail. */
    public ModeSummary withAttributionDetail(AttributionDetail detail) {
        return with(migration, detail);
    }

    private ModeSummary with(MigrationSummary block, AttributionDetail detail) {
        return new ModeSummary(mode, dubbo, outcome, outcomeDetail, addressesPerInterfacePerRegistry, convergeSeconds,
                heapAfterFullGcMb, oldGenAfterFullGcMb, youngGcCount, fullGcCount, probeFullGcCount, gcPauseTotalMs,
                callsOk, callsFailed, discoveryCostMb, probes, startedAtEpochMs, durationSec, collector,
                connectionsByRemote, steadyState, gc, perPush, attribution, heapDumpMb, faults, heapTrend,
                measuringExtension, notInjected, registry, subscribers, block, cpu, detail);
    }

    /** What limited the mode's push fan-out (machine, registry, load generator, none), from its measured figures. */
    @JsonProperty("limitedBy")
    public String limitedBy() {
        return FanOutLimit.of(this).limitedBy();
    }

    /** The figures {@link #limitedBy()} rests on, in one line. */
    @JsonProperty("limitEvidence")
    public String limitEvidence() {
        return FanOutLimit.of(this).evidence();
    }

    /**
     * What one subscriber cost the registry per push (CPU ms, bytes, requests), from the figures above; null (left
     * out) without subscribers, so that summary.json stays as it was for runs without them.
     */
    @JsonProperty("fanOutCost")
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public FanOutCost fanOutCost() {
        return FanOutCost.of(this);
    }

    /** How many subscribers a reference registry could serve, from {@link #fanOutCost()}; null without subscribers. */
    @JsonProperty("registryCapacity")
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public RegistryCapacity registryCapacity() {
        return RegistryCapacity.of(this);
    }

    /** How the mode discovers: interface, application, dual, or none (the baseline); null when the mode is unknown. */
    @JsonProperty("discovery")
    public String discovery() {
        return mode == null ? null : mode.discovery().discovery();
    }

    /**
     * The mode with the Dubbo it ran, as every table and chart names it: {@code interface (3.3.6)},
     * {@code interface@2.7 (2.7.23)}, {@code application@3.0.1}.
     */
    public String label() {
        if (mode == null) {
            return "?";
        }
        String id = mode.id();
        return dubbo == null || id.endsWith("@" + dubbo) ? id : id + " (" + dubbo + ")";
    }

    /** The same summary with its cost over the baseline filled in. */
    public ModeSummary withDiscoveryCost(Double baselineHeapMb) {
        Double cost = baselineHeapMb == null || heapAfterFullGcMb == null || mode == null || mode.isBaseline()
                ? null : heapAfterFullGcMb - baselineHeapMb;
        return new ModeSummary(mode, dubbo, outcome, outcomeDetail, addressesPerInterfacePerRegistry, convergeSeconds,
                heapAfterFullGcMb, oldGenAfterFullGcMb, youngGcCount, fullGcCount, probeFullGcCount, gcPauseTotalMs,
                callsOk, callsFailed, cost, probes, startedAtEpochMs, durationSec, collector, connectionsByRemote,
                steadyState, gc, perPush, attribution, heapDumpMb, faults, heapTrend, measuringExtension, notInjected, registry,
                subscribers, migration, cpu, attributionDetail);
    }
}
