package org.sdsim.simulator.summary;


import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.sdsim.analyzers.summary.GcSummary;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
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
 * <p>The figures come in named parts, each a small record of its own; in summary.json every part is unwrapped
 * into the one flat object that committed runs were written as, under the names they have there (the
 * {@code @JsonProperty} names). A part is never null: a figure not measured is a null inside it. The verdicts drawn
 * from these figures (what limited the fan-out, what a subscriber costs, a registry's capacity) are written beside
 * them by the folder catalogue ({@code verdict.ModeVerdicts}), computed afresh by the build that writes them; this
 * record neither holds nor knows them. A part is named
 * apart from every key of the JSON ({@code gcFigures}, not {@code gc}), or Jackson would read that key into it.
 *
 * @param mode        the mode ({@code interface@2.7}); null when a file named one sdsim does not know
 * @param dubbo       the exact Dubbo version the mode's consumer ran ({@code 2.7.23}); null when unknown
 * @param repeat      which of the mode's runs this is (1, 2, ...) with {@code --repeat}; null for a mode run once
 * @param course      how the consumer run went: its outcome, when it started, how long it took to converge
 * @param heap        the heap after full GC, from the probes
 * @param gcFigures   the GC log's counts and what a push cost
 * @param calls       the consumer's calls
 * @param addresses   what the consumer held and where it was connected at the end
 * @param heapAttribution the live heap at the end, by Dubbo component (heap dump, dominator tree)
 * @param scriptedFaults the scripted faults of this mode ({@code --fault})
 * @param registry    registry label → what it paid while the mode measured, from the server's own
 *                    figures; null when the run read none (an older run)
 * @param subscribers the mode's subscribers and how its pushes reached them; null without --subscribers
 * @param migration   the migration rehearsal's phases ({@code --migration}); null for a mode that did not
 *                    migrate
 * @param cpu         every process's CPU and the machine's over the registry figures' span, read from
 *                    /proc; null when the mode never measured (or an older run)
 * @param staleness   how long the consumer ran without providers that had registered again; null without
 *                    readings of its connections (subscribers ran, an older run) or without a wave
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"mode", "discovery", "dubbo"})
public record ModeSummary(
        Mode mode,
        String dubbo,
        @JsonInclude(JsonInclude.Include.NON_NULL) Integer repeat,
        @JsonUnwrapped Course course,
        @JsonUnwrapped Heap heap,
        @JsonUnwrapped Gc gcFigures,
        @JsonUnwrapped Calls calls,
        @JsonUnwrapped Addresses addresses,
        @JsonUnwrapped Attribution heapAttribution,
        @JsonUnwrapped Faults scriptedFaults,
        Map<String, RegistryFigures> registry,
        SubscriberFigures subscribers,
        MigrationSummary migration,
        ModeCpu cpu,
        @JsonInclude(JsonInclude.Include.NON_NULL) Staleness staleness) {

    public ModeSummary {
        course = course == null ? Course.NONE : course;
        heap = heap == null ? Heap.NONE : heap;
        gcFigures = gcFigures == null ? Gc.NONE : gcFigures;
        calls = calls == null ? Calls.NONE : calls;
        addresses = addresses == null ? Addresses.NONE : addresses;
        heapAttribution = heapAttribution == null ? Attribution.NONE : heapAttribution;
        scriptedFaults = scriptedFaults == null ? Faults.NONE : scriptedFaults;
    }

    /** A summary of which nothing is known: every figure null. */
    public static final ModeSummary NONE = new ModeSummary(null, null, null, null, null, null, null, null, null, null,
            null, null, null, null, null);

    /**
     * How the consumer run went.
     *
     * @param outcome          how it ended; null when unknown (recomputed, damaged file)
     * @param outcomeDetail    what a human should know about it (why it crashed, a slow convergence)
     * @param convergeSeconds  from consumer JVM start until every directory the mode keeps held every address
     * @param startedAtEpochMs when its consumer started
     * @param durationSec      how long the mode ran, start to end
     */
    public record Course(Outcome outcome, String outcomeDetail, Double convergeSeconds, Long startedAtEpochMs,
            Double durationSec) {
        static final Course NONE = new Course(null, null, null, null, null);
    }

    /**
     * The heap after full GC, from the probes.
     *
     * @param afterFullGcMb    median of heap used right after a forced full GC over the last probes (see trend)
     * @param oldGenAfterFullGcMb the same for the old generation
     * @param discoveryCostMb  afterFullGcMb minus the baseline mode's, null without a baseline
     * @param probes           the forced-full-GC probes taken
     * @param trend            whether heap after full GC had settled by the end (its last probes, the figure's
     *                         window); null without probes
     */
    public record Heap(@JsonProperty("heapAfterFullGcMb") Double afterFullGcMb, Double oldGenAfterFullGcMb,
            Double discoveryCostMb, Integer probes, @JsonProperty("heapTrend") HeapTrend trend) {
        static final Heap NONE = new Heap(null, null, null, null, null);

        /** The same heap with its cost over a baseline. */
        Heap withDiscoveryCost(Double costMb) {
            return new Heap(afterFullGcMb, oldGenAfterFullGcMb, costMb, probes, trend);
        }
    }

    /**
     * The consumer's GC log, counted over the whole run, and what an address push cost while it measured.
     *
     * @param youngCount      young pauses (G1 mixed included, as the JVM's bean counts them)
     * @param fullCount       full pauses the JVM chose to do; the probes' forced ones are not counted
     * @param probeFullCount  forced full GCs (probes, class histogram)
     * @param pauseTotalMs    total stop-the-world GC pause, forced full GCs excluded
     * @param collector       the collector the log names
     * @param steadyState     young and full GCs per hour after convergence; null when it did not converge
     * @param summary         the analyzers' full GcSummary of this consumer's GC log
     * @param perPush         GC cost per address push while measuring; null without pushes
     */
    public record Gc(@JsonProperty("youngGcCount") Long youngCount, @JsonProperty("fullGcCount") Long fullCount,
            @JsonProperty("probeFullGcCount") Long probeFullCount, @JsonProperty("gcPauseTotalMs") Double pauseTotalMs,
            String collector, SteadyState steadyState, @JsonProperty("gc") GcSummary summary, PushCost perPush) {
        static final Gc NONE = new Gc(null, null, null, null, null, null, null, null);
    }

    /**
     * The consumer's calls.
     *
     * @param ok     calls that succeeded
     * @param failed calls that failed
     */
    public record Calls(@JsonProperty("callsOk") Long ok, @JsonProperty("callsFailed") Long failed) {
        static final Calls NONE = new Calls(null, null);
    }

    /**
     * What the consumer held and where it was connected at the end.
     *
     * @param perInterfacePerRegistry registry label → interface → addresses the consumer used at the end
     * @param connectionsByRemote     the consumer's established TCP connections by remote IP at the end (proves
     *                                loopback)
     */
    public record Addresses(@JsonProperty("addressesPerInterfacePerRegistry")
            Map<String, Map<String, Integer>> perInterfacePerRegistry, Map<String, Integer> connectionsByRemote) {
        static final Addresses NONE = new Addresses(null, null);
    }

    /**
     * The live heap at the end, by Dubbo component.
     *
     * @param components component id → MB of the live heap at the end (heap dump, dominator tree); null when no
     *                   dump was taken
     * @param heapDumpMb the live bytes of that dump, which the components add up to
     * @param detail     components split further (the file cache by the registry holding each copy); null when no
     *                   dump was taken
     */
    public record Attribution(@JsonProperty("attribution") Map<String, Double> components, Double heapDumpMb,
            @JsonProperty("attributionDetail") AttributionDetail detail) {
        static final Attribution NONE = new Attribution(null, null, null);

        /** The same attribution with its detail. */
        public Attribution withDetail(AttributionDetail more) {
            return new Attribution(components, heapDumpMb, more);
        }
    }

    /**
     * The mode's scripted faults.
     *
     * @param ran         the faults that ran, with the heap and GC around each; empty without faults
     * @param extension   how far the mode measured past --duration so that its faults could run and recover; null
     *                    when it did not
     * @param notInjected the faults that never ran, each with why (a run with any exits 1); empty when every fault ran
     */
    public record Faults(@JsonProperty("faults") List<FaultSummary> ran,
            @JsonProperty("measuringExtension") MeasuringExtension extension, List<NotInjectedFault> notInjected) {
        static final Faults NONE = new Faults(List.of(), null, List.of());

        public Faults {
            ran = ran == null ? List.of() : List.copyOf(ran);
            notInjected = notInjected == null ? List.of() : List.copyOf(notInjected);
        }
    }

    /** The same summary with this migration block (its comparison with a fresh run filled in). */
    public ModeSummary withMigration(MigrationSummary block) {
        return new ModeSummary(mode, dubbo, repeat, course, heap, gcFigures, calls, addresses, heapAttribution, scriptedFaults,
                registry, subscribers, block, cpu, staleness);
    }

    /** The same summary with the attribution's detail. */
    public ModeSummary withAttributionDetail(AttributionDetail detail) {
        return new ModeSummary(mode, dubbo, repeat, course, heap, gcFigures, calls, addresses, heapAttribution.withDetail(detail),
                scriptedFaults, registry, subscribers, migration, cpu, staleness);
    }

    /** How the mode discovers: interface, application, dual, or none (the baseline); null when the mode is unknown. */
    @JsonProperty("discovery")
    public String discovery() {
        return mode == null ? null : mode.discovery().discovery();
    }

    /** The same summary as the {@code repeat}-th run of its mode. */
    public ModeSummary asRepeat(Integer repeat) {
        return new ModeSummary(mode, dubbo, repeat, course, heap, gcFigures, calls, addresses, heapAttribution,
                scriptedFaults, registry, subscribers, migration, cpu, staleness);
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

    /** The label with the run's number where the mode ran more than once: {@code interface (3.3.6) · run 2}. */
    public String runLabel() {
        return repeat == null ? label() : label() + " · run " + repeat;
    }

    /** The same summary with its cost over the baseline filled in. */
    public ModeSummary withDiscoveryCost(Double baselineHeapMb) {
        Double cost = baselineHeapMb == null || heap.afterFullGcMb() == null || mode == null || mode.isBaseline()
                ? null : heap.afterFullGcMb() - baselineHeapMb;
        return new ModeSummary(mode, dubbo, repeat, course, heap.withDiscoveryCost(cost), gcFigures, calls, addresses,
                heapAttribution, scriptedFaults, registry, subscribers, migration, cpu, staleness);
    }
}
