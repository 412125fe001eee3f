package org.sdsim.analyzers.summary;

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
 * @param source                 the input(s) summarised, as named by the user
 * @param collector              collector in use when the input states it ("G1", "Serial", ...), else null
 * @param jvmVersion             JVM version banner when the input states it, else null
 * @param youngPauseCount        number of young-family pauses (young, mixed, concurrent start)
 * @param youngPauseTotalMs      sum of young-family pause durations
 * @param youngPauseMaxMs        longest young-family pause
 * @param youngPauseP50Ms        median young-family pause (nearest rank)
 * @param youngPauseP99Ms        99th percentile young-family pause (nearest rank)
 * @param youngPauseP999Ms       99.9th percentile young-family pause (nearest rank)
 * @param fullPauseCount         number of full (whole-heap, stop-the-world) collections
 * @param fullPauseTotalMs       sum of full-collection pause durations
 * @param fullPauseMaxMs         longest full-collection pause
 * @param otherPauseCount        number of other GC pauses: remark, cleanup, CMS initial mark, ZGC and
 *                               Shenandoah phase pauses, Shenandoah degenerated GC
 * @param otherPauseTotalMs      sum of their durations
 * @param concurrentCycleCount   number of concurrent cycles (G1 concurrent mark cycle, CMS cycle,
 *                               ZGC collection, Shenandoah cycle); concurrent phases are not counted
 * @param pauseTotalMs           total stop-the-world GC pause: young + full + other totals
 * @param pauseMaxMs             longest GC pause of any family
 * @param pauseP99Ms             99th percentile over all GC pauses of all families (nearest rank)
 * @param pausesWithoutDuration  pauses counted above whose duration the input does not state
 * @param runSpanSec             seconds from the first event's start to the last event's end (start +
 *                               duration), on JVM uptime when logged, else wall clock; NaN with fewer
 *                               than two timed events
 * @param throughputPercent      {@code 100 * (1 - pauseTotalMs / 1000 / runSpanSec)}, clamped to
 *                               0..100; NaN when the run span is unknown or zero
 * @param heapAfterGcMinMb       smallest heap occupancy after any GC event that states it
 * @param heapAfterGcMedianMb    median of those (nearest rank, lower middle for even counts)
 * @param heapAfterGcMaxMb       largest of those
 * @param heapAfterFullGcMb      heap occupancy after each full GC, in log order
 * @param heapAfterFullGcLastMb  the last of those
 * @param oldGenAfterFullGcMb    old (tenured) generation occupancy after each full GC that states it
 * @param oldGenAfterFullGcLastMb the last of those
 * @param allocationRateMbPerSec MiB allocated per second: sum over consecutive collections of
 *                               max(0, heapBefore(n) - heapAfter(n-1)), divided by the time from the
 *                               first to the last of those collections
 * @param promotionRateMbPerSec  MiB promoted to the old generation per second by young-family pauses
 *                               (old-gen growth across each pause; or young freed minus heap freed when
 *                               only young and heap are logged), over the window from the first to the
 *                               last such pause
 * @param maxHeapMb              the maximum heap the input states (-Xmx / JFR heap configuration),
 *                               else the largest heap capacity any GC reported
 * @param safepointCount         safepoint events (JDK 9+ {@code safepoint} tag, JDK 8 "application
 *                               threads were stopped" lines); includes GC and non-GC safepoints
 * @param safepointTotalMs       total time application threads were stopped at those safepoints
 * @param unparsedLines          lines that looked like GC output but were not understood
 * @param unparsedSamples        the first {@value RunFacts#MAX_SAMPLES} of them, with file:line and reason
 */
public record GcSummary(
        String source,
        String collector,
        String jvmVersion,
        long youngPauseCount,
        double youngPauseTotalMs,
        double youngPauseMaxMs,
        double youngPauseP50Ms,
        double youngPauseP99Ms,
        double youngPauseP999Ms,
        long fullPauseCount,
        double fullPauseTotalMs,
        double fullPauseMaxMs,
        long otherPauseCount,
        double otherPauseTotalMs,
        long concurrentCycleCount,
        double pauseTotalMs,
        double pauseMaxMs,
        double pauseP99Ms,
        long pausesWithoutDuration,
        double runSpanSec,
        double throughputPercent,
        double heapAfterGcMinMb,
        double heapAfterGcMedianMb,
        double heapAfterGcMaxMb,
        List<Double> heapAfterFullGcMb,
        double heapAfterFullGcLastMb,
        List<Double> oldGenAfterFullGcMb,
        double oldGenAfterFullGcLastMb,
        double allocationRateMbPerSec,
        double promotionRateMbPerSec,
        double maxHeapMb,
        long safepointCount,
        double safepointTotalMs,
        long unparsedLines,
        List<UnparsedSample> unparsedSamples) {

    public GcSummary {
        heapAfterFullGcMb = List.copyOf(heapAfterFullGcMb);
        oldGenAfterFullGcMb = List.copyOf(oldGenAfterFullGcMb);
        unparsedSamples = List.copyOf(unparsedSamples);
    }

    /** Pauses of every family. */
    public long pauseCount() {
        return youngPauseCount + fullPauseCount + otherPauseCount;
    }

    /** True when the input was not fully understood (some lines were not parsed). */
    public boolean hasWarnings() {
        return unparsedLines > 0;
    }

    /** True when nothing at all was found: no GC event, safepoint, JVM fact or unparsed line. (Not named isEmpty: JSON would list it.) */
    public boolean foundNothing() {
        return pauseCount() == 0 && concurrentCycleCount == 0 && safepointCount == 0
                && collector == null && jvmVersion == null && unparsedLines == 0;
    }
}
