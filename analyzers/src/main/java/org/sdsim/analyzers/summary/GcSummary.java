package org.sdsim.analyzers.summary;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.List;

/**
 * What one run's GC log (or JFR recording) says, as figures. Immutable. Defined in full in
 * {@code docs/gclog.md}; the short definitions below are the same.
 *
 * <p>Conventions: times in milliseconds unless the name says seconds, memory in MiB (named "Mb"
 * for brevity; 1 MiB = 1024 KiB). A figure the input does not allow to compute is {@code NaN}
 * here (a {@code null} String) and {@code null} in JSON — never 0. Counts are always defined.
 * "Pause" means a stop-the-world GC event; families follow
 * {@link org.sdsim.analyzers.event.GcKind#family()}: G1 mixed and concurrent-start pauses are
 * young pauses, as the JVM's own "young" GarbageCollectorMXBean counts them. Percentiles are
 * nearest-rank over the exact list of pause durations (always an observed value); a pause whose
 * duration the input does not state is counted but is in no total, max or percentile.
 *
 * <p>The figures come in named parts, each a small record of its own. In JSON every part is
 * unwrapped into the one flat object that {@code gclog summary --json} has always written and
 * summary.json files hold, under the keys they have there (a part's {@code @JsonProperty} names,
 * else its components' own). Keys come out in the order of the components here and, inside a
 * part, of the part's components, which is the order of those files: a part holds a contiguous run
 * of keys, so a figure cannot move to a part whose keys are elsewhere without moving its key too.
 * A part's own name must not be a JSON key (Jackson would read that key into the part). A part is
 * never null: a part not given is its {@code NONE}, what an input with nothing in it gives.
 *
 * @param source      the input(s) summarised, as named by the user
 * @param jvm         what the input states of the JVM that ran: collector and version
 * @param pauses      stop-the-world pauses by family, and the concurrent cycles between them
 * @param throughput  the logged span of the run and the share of it GC did not stop
 * @param heapAfterGc heap occupancy after any collection
 * @param afterFullGc occupancy after each full collection: the live set, as the published figures take it
 * @param rates       how fast the application allocated and the collector promoted
 * @param maxHeapMb   the maximum heap the input states (-Xmx / JFR heap configuration), else the
 *                    largest heap capacity any GC reported
 * @param safepoints  every safepoint logged, GC or not
 * @param unparsed    what looked like GC output but was not understood
 */
public record GcSummary(
        String source,
        @JsonUnwrapped Jvm jvm,
        @JsonUnwrapped Pauses pauses,
        @JsonUnwrapped Throughput throughput,
        @JsonUnwrapped HeapAfterGc heapAfterGc,
        @JsonUnwrapped AfterFullGc afterFullGc,
        @JsonUnwrapped Rates rates,
        double maxHeapMb,
        @JsonUnwrapped Safepoints safepoints,
        @JsonUnwrapped Unparsed unparsed) {

    public GcSummary {
        jvm = jvm == null ? Jvm.NONE : jvm;
        pauses = pauses == null ? Pauses.NONE : pauses;
        throughput = throughput == null ? Throughput.NONE : throughput;
        heapAfterGc = heapAfterGc == null ? HeapAfterGc.NONE : heapAfterGc;
        afterFullGc = afterFullGc == null ? AfterFullGc.NONE : afterFullGc;
        rates = rates == null ? Rates.NONE : rates;
        safepoints = safepoints == null ? Safepoints.NONE : safepoints;
        unparsed = unparsed == null ? Unparsed.NONE : unparsed;
    }

    /**
     * What the input states of the JVM that ran.
     *
     * @param collector collector in use when the input states it ("G1", "Serial", ...), else null
     * @param version   JVM version banner when the input states it, else null
     */
    public record Jvm(String collector, @JsonProperty("jvmVersion") String version) {
        static final Jvm NONE = new Jvm(null, null);
    }

    /**
     * The stop-the-world pauses by family, and the concurrent cycles, which the JSON has always
     * placed among them.
     *
     * @param young                young-family pauses (young, mixed, concurrent start)
     * @param full                 full (whole-heap, stop-the-world) collections
     * @param other                other GC pauses: remark, cleanup, CMS initial mark, ZGC and Shenandoah
     *                             phase pauses, Shenandoah degenerated GC
     * @param concurrentCycleCount number of concurrent cycles (G1 concurrent mark cycle, CMS cycle, ZGC
     *                             collection, Shenandoah cycle); concurrent phases are not counted
     * @param all                  the pauses of all three families together
     */
    public record Pauses(
            @JsonUnwrapped YoungPauses young,
            @JsonUnwrapped FullPauses full,
            @JsonUnwrapped OtherPauses other,
            long concurrentCycleCount,
            @JsonUnwrapped AllPauses all) {
        static final Pauses NONE = new Pauses(YoungPauses.NONE, FullPauses.NONE, OtherPauses.NONE, 0, AllPauses.NONE);

        public Pauses {
            young = young == null ? YoungPauses.NONE : young;
            full = full == null ? FullPauses.NONE : full;
            other = other == null ? OtherPauses.NONE : other;
            all = all == null ? AllPauses.NONE : all;
        }

        /** Pauses of every family. */
        public long count() {
            return young.count() + full.count() + other.count();
        }
    }

    /**
     * Young-family pauses (young, mixed, concurrent start).
     *
     * @param count   how many
     * @param totalMs sum of their durations
     * @param maxMs   the longest
     * @param p50Ms   the median (nearest rank)
     * @param p99Ms   the 99th percentile (nearest rank)
     * @param p999Ms  the 99.9th percentile (nearest rank)
     */
    public record YoungPauses(
            @JsonProperty("youngPauseCount") long count,
            @JsonProperty("youngPauseTotalMs") double totalMs,
            @JsonProperty("youngPauseMaxMs") double maxMs,
            @JsonProperty("youngPauseP50Ms") double p50Ms,
            @JsonProperty("youngPauseP99Ms") double p99Ms,
            @JsonProperty("youngPauseP999Ms") double p999Ms) {
        static final YoungPauses NONE = new YoungPauses(0, 0.0, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
    }

    /**
     * Full (whole-heap, stop-the-world) collections.
     *
     * @param count   how many
     * @param totalMs sum of their pause durations
     * @param maxMs   the longest
     */
    public record FullPauses(
            @JsonProperty("fullPauseCount") long count,
            @JsonProperty("fullPauseTotalMs") double totalMs,
            @JsonProperty("fullPauseMaxMs") double maxMs) {
        static final FullPauses NONE = new FullPauses(0, 0.0, Double.NaN);
    }

    /**
     * Other GC pauses: remark, cleanup, CMS initial mark, ZGC and Shenandoah phase pauses,
     * Shenandoah degenerated GC.
     *
     * @param count   how many
     * @param totalMs sum of their durations
     */
    public record OtherPauses(
            @JsonProperty("otherPauseCount") long count,
            @JsonProperty("otherPauseTotalMs") double totalMs) {
        static final OtherPauses NONE = new OtherPauses(0, 0.0);
    }

    /**
     * The pauses of every family together.
     *
     * @param totalMs         total stop-the-world GC pause: young + full + other totals
     * @param maxMs           the longest GC pause of any family
     * @param p99Ms           99th percentile over all GC pauses of all families (nearest rank)
     * @param withoutDuration pauses counted in their family whose duration the input does not state
     */
    public record AllPauses(
            @JsonProperty("pauseTotalMs") double totalMs,
            @JsonProperty("pauseMaxMs") double maxMs,
            @JsonProperty("pauseP99Ms") double p99Ms,
            @JsonProperty("pausesWithoutDuration") long withoutDuration) {
        static final AllPauses NONE = new AllPauses(0.0, Double.NaN, Double.NaN, 0);
    }

    /**
     * The logged span of the run and the share of it GC did not stop.
     *
     * @param runSpanSec seconds from the first event's start to the last event's end (start + duration),
     *                   on JVM uptime when logged, else wall clock; NaN with fewer than two timed events
     * @param percent    {@code 100 * (1 - pauseTotalMs / 1000 / runSpanSec)}, clamped to 0..100; NaN when
     *                   the run span is unknown or zero
     */
    public record Throughput(double runSpanSec, @JsonProperty("throughputPercent") double percent) {
        static final Throughput NONE = new Throughput(Double.NaN, Double.NaN);
    }

    /**
     * Heap occupancy after any GC event that states it.
     *
     * @param minMb    the smallest
     * @param medianMb the median (nearest rank, lower middle for even counts)
     * @param maxMb    the largest
     */
    public record HeapAfterGc(
            @JsonProperty("heapAfterGcMinMb") double minMb,
            @JsonProperty("heapAfterGcMedianMb") double medianMb,
            @JsonProperty("heapAfterGcMaxMb") double maxMb) {
        static final HeapAfterGc NONE = new HeapAfterGc(Double.NaN, Double.NaN, Double.NaN);
    }

    /**
     * Occupancy after each full collection, in log order: what is left is the live set.
     *
     * @param heapMb       heap occupancy after each full GC
     * @param heapLastMb   the last of those
     * @param oldGenMb     old (tenured) generation occupancy after each full GC that states it
     * @param oldGenLastMb the last of those
     */
    public record AfterFullGc(
            @JsonProperty("heapAfterFullGcMb") List<Double> heapMb,
            @JsonProperty("heapAfterFullGcLastMb") double heapLastMb,
            @JsonProperty("oldGenAfterFullGcMb") List<Double> oldGenMb,
            @JsonProperty("oldGenAfterFullGcLastMb") double oldGenLastMb) {
        static final AfterFullGc NONE = new AfterFullGc(List.of(), Double.NaN, List.of(), Double.NaN);

        public AfterFullGc {
            heapMb = List.copyOf(heapMb);
            oldGenMb = List.copyOf(oldGenMb);
        }
    }

    /**
     * How fast the application allocated and the collector promoted.
     *
     * @param allocationMbPerSec MiB allocated per second: sum over consecutive collections of
     *                           max(0, heapBefore(n) - heapAfter(n-1)), divided by the time from the
     *                           first to the last of those collections
     * @param promotionMbPerSec  MiB promoted to the old generation per second by young-family pauses
     *                           (old-gen growth across each pause; or young freed minus heap freed when
     *                           only young and heap are logged), over the window from the first to the
     *                           last such pause
     */
    public record Rates(
            @JsonProperty("allocationRateMbPerSec") double allocationMbPerSec,
            @JsonProperty("promotionRateMbPerSec") double promotionMbPerSec) {
        static final Rates NONE = new Rates(Double.NaN, Double.NaN);
    }

    /**
     * Safepoint events (JDK 9+ {@code safepoint} tag, JDK 8 "application threads were stopped"
     * lines); GC and non-GC safepoints alike.
     *
     * @param count   how many
     * @param totalMs total time application threads were stopped at them
     */
    public record Safepoints(
            @JsonProperty("safepointCount") long count,
            @JsonProperty("safepointTotalMs") double totalMs) {
        static final Safepoints NONE = new Safepoints(0, 0.0);
    }

    /**
     * Lines that looked like GC output but were not understood; never dropped silently.
     *
     * @param lines   how many
     * @param samples the first {@value RunFacts#MAX_SAMPLES} of them, with file:line and reason
     */
    public record Unparsed(
            @JsonProperty("unparsedLines") long lines,
            @JsonProperty("unparsedSamples") List<UnparsedSample> samples) {
        static final Unparsed NONE = new Unparsed(0, List.of());

        public Unparsed {
            samples = List.copyOf(samples);
        }
    }

    /** True when the input was not fully understood (some lines were not parsed). */
    public boolean hasWarnings() {
        return unparsed.lines() > 0;
    }

    /** True when nothing at all was found: no GC event, safepoint, JVM fact or unparsed line. (Not named isEmpty: JSON would list it.) */
    public boolean foundNothing() {
        return pauses.count() == 0 && pauses.concurrentCycleCount() == 0 && safepoints.count() == 0
                && jvm.collector() == null && jvm.version() == null && unparsed.lines() == 0;
    }
}
