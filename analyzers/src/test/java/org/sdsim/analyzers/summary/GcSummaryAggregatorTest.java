package org.sdsim.analyzers.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.sdsim.analyzers.summary.Events.mb;
import static org.sdsim.analyzers.summary.Events.pause;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sdsim.analyzers.event.GcKind;
import org.sdsim.analyzers.event.LogEvent;
import org.sdsim.analyzers.event.MemoryUse;

class GcSummaryAggregatorTest {
    private static final double EPS = 1e-9;

    private static GcSummary summarize(List<? extends LogEvent> events) {
        return GcSummaryAggregator.summarize("test.log", events.iterator());
    }

    @Test
    void youngPercentilesAreNearestRankOverMixedAndConcurrentStartPausesToo() {
        // 1000 young-family pauses of 1..1000 ms, shuffled, a third of them MIXED.
        List<Integer> durations = new ArrayList<>();
        for (int i = 1; i <= 1000; i++) {
            durations.add(i);
        }
        Collections.shuffle(durations, new Random(42));
        List<LogEvent> events = new ArrayList<>();
        for (int i = 0; i < durations.size(); i++) {
            events.add(pause(i % 3 == 0 ? GcKind.MIXED : GcKind.YOUNG, i, durations.get(i)));
        }
        GcSummary s = summarize(events);
        assertEquals(1000, s.pauses().young().count());
        assertEquals(500.0, s.pauses().young().p50Ms(), EPS);
        assertEquals(990.0, s.pauses().young().p99Ms(), EPS);
        assertEquals(999.0, s.pauses().young().p999Ms(), EPS);
        assertEquals(1000.0, s.pauses().young().maxMs(), EPS);
        assertEquals(500_500.0, s.pauses().young().totalMs(), EPS);
    }

    @Test
    void percentileOfFewSamplesIsAnObservedValueNotAnInterpolation() {
        GcSummary s = summarize(List.of(pause(GcKind.YOUNG, 1, 10), pause(GcKind.YOUNG, 2, 20)));
        assertEquals(10.0, s.pauses().young().p50Ms(), EPS, "lower middle for an even count");
        assertEquals(20.0, s.pauses().young().p99Ms(), EPS);
        assertEquals(20.0, s.pauses().young().p999Ms(), EPS);
    }

    @Test
    void familiesAreCountedApartAndConcurrentPhasesAreNotCycles() {
        GcSummary s = summarize(List.of(
                pause(GcKind.YOUNG, 1, 5),
                pause(GcKind.FULL, 2, 300),
                pause(GcKind.FULL, 3, 100),
                pause(GcKind.REMARK, 4, 7),
                pause(GcKind.CLEANUP, 5, 1),
                pause(GcKind.DEGENERATED, 6, 50),
                pause(GcKind.CONCURRENT_CYCLE, 7, 900),
                pause(GcKind.CONCURRENT_PHASE, 7.1, 400),
                pause(GcKind.CONCURRENT_PHASE, 7.2, 400)));
        assertEquals(1, s.pauses().young().count());
        assertEquals(2, s.pauses().full().count());
        assertEquals(400.0, s.pauses().full().totalMs(), EPS);
        assertEquals(300.0, s.pauses().full().maxMs(), EPS);
        assertEquals(3, s.pauses().other().count());
        assertEquals(58.0, s.pauses().other().totalMs(), EPS);
        assertEquals(1, s.pauses().concurrentCycleCount());
        assertEquals(463.0, s.pauses().all().totalMs(), EPS, "concurrent time is not pause time");
        assertEquals(300.0, s.pauses().all().maxMs(), EPS);
        assertEquals(300.0, s.pauses().all().p99Ms(), EPS, "p99 over 6 pauses is the largest");
    }

    @Test
    void pauseWithoutDurationIsCountedButInNoTotal() {
        GcSummary s = summarize(List.of(pause(GcKind.YOUNG, 1, 4), pause(GcKind.YOUNG, 2, Double.NaN)));
        assertEquals(2, s.pauses().young().count());
        assertEquals(1, s.pauses().all().withoutDuration());
        assertEquals(4.0, s.pauses().young().totalMs(), EPS);
        assertEquals(4.0, s.pauses().young().maxMs(), EPS);
    }

    @Test
    void throughputIsOneMinusPauseShareOfSpanFromFirstStartToLastEnd() {
        GcSummary s = summarize(List.of(pause(GcKind.YOUNG, 0.0, 10), pause(GcKind.YOUNG, 10.0, 10)));
        assertEquals(10.010, s.throughput().runSpanSec(), EPS);
        assertEquals(100.0 * (1 - 0.020 / 10.010), s.throughput().percent(), 1e-9);
    }

    @Test
    void throughputIsAbsentForOneEventAndNeverNegativeWhenPausesOverlap() {
        assertTrue(Double.isNaN(summarize(List.of(pause(GcKind.YOUNG, 5.0, 10))).throughput().percent()),
                "one event has no span");
        // Durations that disagree with the timestamps: three 1 s pauses logged within 0.1 s.
        GcSummary odd = summarize(List.of(
                pause(GcKind.FULL, 1.00, 1000), pause(GcKind.FULL, 1.05, 1000), pause(GcKind.FULL, 1.10, 1000)));
        assertEquals(0.0, odd.throughput().percent(), EPS);
        GcSummary noPauses = summarize(List.of(
                pause(GcKind.CONCURRENT_CYCLE, 1, 5), pause(GcKind.CONCURRENT_CYCLE, 9, 5)));
        assertEquals(100.0, noPauses.throughput().percent(), EPS);
    }

    @Test
    void spanFallsBackToWallClockWhenTheLogHasNoUptime() {
        Instant t0 = Instant.parse("2024-05-01T10:00:00Z");
        GcSummary s = summarize(List.of(
                Events.wallClockPause(GcKind.YOUNG, t0, 100),
                Events.wallClockPause(GcKind.YOUNG, t0.plusSeconds(60), 100)));
        assertEquals(60.1, s.throughput().runSpanSec(), 1e-9);
        assertEquals(100.0 * (1 - 0.2 / 60.1), s.throughput().percent(), 1e-9);
    }

    @Test
    void allocationRateSumsHeapGrowthBetweenConsecutiveGcsOverTheirWindow() {
        GcSummary s = summarize(List.of(
                pause(GcKind.YOUNG, 1.0, 1, mb(100, 20, 256)),
                pause(GcKind.YOUNG, 2.0, 1, mb(120, 30, 256)),
                pause(GcKind.FULL, 3.0, 1, mb(90, 40, 256))));
        // (120 - 20) + (90 - 30) = 160 MB in 2 s
        assertEquals(80.0, s.rates().allocationMbPerSec(), 1e-9);
    }

    @Test
    void allocationBetweenGcsNeverCountsNegativeGrowth() {
        GcSummary s = summarize(List.of(
                pause(GcKind.OTHER_PAUSE, 1.0, 1, mb(100, 90, 256)),
                pause(GcKind.OTHER_PAUSE, 2.0, 1, mb(50, 40, 256)),   // a concurrent collector freed memory in between
                pause(GcKind.OTHER_PAUSE, 3.0, 1, mb(60, 50, 256))));
        assertEquals(10.0, s.rates().allocationMbPerSec(), 1e-9);
    }

    @Test
    void promotionRateIsOldGenGrowthAcrossYoungPausesAfterTheFirst() {
        GcSummary s = summarize(List.of(
                pause(GcKind.YOUNG, 1.0, 1, mb(60, 20, 256), MemoryUse.ABSENT, mb(10, 15, 200)),
                pause(GcKind.YOUNG, 2.0, 1, mb(60, 20, 256), MemoryUse.ABSENT, mb(15, 19, 200)),
                pause(GcKind.FULL, 2.5, 1, mb(60, 10, 256), MemoryUse.ABSENT, mb(40, 10, 200)),
                pause(GcKind.MIXED, 3.0, 1, mb(60, 20, 256), MemoryUse.ABSENT, mb(10, 12, 200))));
        // promoted 4 MB + 2 MB after the window opened at t=1; the full GC's shrink is no promotion
        assertEquals(3.0, s.rates().promotionMbPerSec(), 1e-9);
    }

    @Test
    void promotionFallsBackToYoungFreedMinusHeapFreedWhenOldIsNotLogged() {
        GcSummary s = summarize(List.of(
                pause(GcKind.YOUNG, 1.0, 1, mb(60, 20, 256), mb(50, 5, 64), MemoryUse.ABSENT),
                pause(GcKind.YOUNG, 3.0, 1, mb(70, 30, 256), mb(50, 4, 64), MemoryUse.ABSENT)));
        // second pause: young freed 46, heap freed 40 -> 6 MB promoted over 2 s
        assertEquals(3.0, s.rates().promotionMbPerSec(), 1e-9);
    }

    @Test
    void heapAfterGcStatisticsAndFullGcListsKeepLogOrder() {
        GcSummary s = summarize(List.of(
                pause(GcKind.YOUNG, 1, 1, mb(50, 30, 100)),
                pause(GcKind.FULL, 2, 1, mb(90, 10, 100), MemoryUse.ABSENT, mb(80, 8, 70)),
                pause(GcKind.YOUNG, 3, 1, mb(40, 20, 128)),
                pause(GcKind.FULL, 4, 1, mb(90, 12, 128), MemoryUse.ABSENT, mb(85, 9, 70))));
        assertEquals(10.0, s.heapAfterGc().minMb(), EPS);
        assertEquals(12.0, s.heapAfterGc().medianMb(), EPS);
        assertEquals(30.0, s.heapAfterGc().maxMb(), EPS);
        assertEquals(List.of(10.0, 12.0), s.afterFullGc().heapMb());
        assertEquals(12.0, s.afterFullGc().heapLastMb(), EPS);
        assertEquals(List.of(8.0, 9.0), s.afterFullGc().oldGenMb());
        assertEquals(9.0, s.afterFullGc().oldGenLastMb(), EPS);
        assertEquals(128.0, s.maxHeapMb(), EPS, "largest capacity when no max heap is stated");
    }

    @Test
    void aLaterCollectorStatementWinsAndOtherFactsEraseNothing() {
        GcSummary s = summarize(List.of(
                Events.jvm("Serial", null, -1),                  // inferred from the first events
                Events.jvm("G1", "17.0.15+6", 768 * 1024),       // stated by the log
                Events.jvm(null, null, -1),
                pause(GcKind.YOUNG, 1, 1, mb(50, 30, 100))));
        assertEquals("G1", s.jvm().collector());
        assertEquals("17.0.15+6", s.jvm().version());
        assertEquals(768.0, s.maxHeapMb(), EPS);
    }

    @Test
    void unparsedLinesAreCountedAndTheFirstTenKeptWithTheirLine() {
        List<LogEvent> events = new ArrayList<>();
        for (int i = 1; i <= 25; i++) {
            events.add(Events.unparsed(i * 10L, "garbage " + i));
        }
        GcSummary s = summarize(events);
        assertEquals(25, s.unparsed().lines());
        assertEquals(10, s.unparsed().samples().size());
        assertEquals("test.log:10", s.unparsed().samples().get(0).origin());
        assertEquals("garbage 1", s.unparsed().samples().get(0).text());
        assertEquals("test.log:100", s.unparsed().samples().get(9).origin());
        assertTrue(s.hasWarnings());
    }

    @Test
    void emptyInputHasCountsOfZeroAndEveryOtherFigureAbsent() {
        GcSummary s = summarize(List.of());
        assertTrue(s.foundNothing());
        assertEquals(0, s.pauses().young().count());
        assertEquals(0.0, s.pauses().all().totalMs(), EPS);
        for (double absent : new double[] {s.pauses().young().maxMs(), s.pauses().young().p50Ms(),
                s.pauses().all().p99Ms(), s.pauses().all().maxMs(), s.throughput().runSpanSec(), s.throughput().percent(),
                s.heapAfterGc().medianMb(), s.afterFullGc().heapLastMb(), s.afterFullGc().oldGenLastMb(),
                s.rates().allocationMbPerSec(), s.rates().promotionMbPerSec(), s.maxHeapMb()}) {
            assertTrue(Double.isNaN(absent));
        }
    }

    @Test
    void aMillionPausesSummariseInBoundedMemory() {
        GcSummaryAggregator aggregator = new GcSummaryAggregator("big");
        for (int i = 0; i < 1_000_000; i++) {
            aggregator.accept(pause(GcKind.YOUNG, i * 0.01, 1 + (i % 100), mb(60, 20, 256)));
        }
        GcSummary s = aggregator.summary();
        assertEquals(1_000_000, s.pauses().young().count());
        assertEquals(50.0, s.pauses().young().p50Ms(), EPS);
        assertEquals(100.0, s.pauses().young().p999Ms(), EPS);
        assertEquals(20.0, s.heapAfterGc().medianMb(), EPS);
    }
}
