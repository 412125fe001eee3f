package org.sdsim.analyzers.parse;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.GcKind;

/**
 * Concurrent cycles of logs that print none (JDK 8 G1 and CMS, unified-logging CMS, the JDK 8
 * Shenandoah backport), derived from the lines HotSpot prints where it starts and ends a cycle.
 * Snippets are shaped like the JDK 8u / 11u output (corpus files and OpenJDK sources).
 */
class DerivedCyclesTest {

    private static ParsedLog parse(String text) throws IOException {
        return ParsedLog.of(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "cycles.log");
    }

    private static List<GcEvent> cycles(ParsedLog log) {
        return log.gc.stream().filter(g -> g.kind() == GcKind.CONCURRENT_CYCLE).toList();
    }

    private static List<GcKind> kinds(ParsedLog log) {
        return log.gc.stream().map(GcEvent::kind).toList();
    }

    /** 1-based number of the only line of {@code text} containing {@code fragment}. */
    private static long lineOf(String text, String fragment) {
        List<String> lines = text.lines().toList();
        List<Integer> hits = java.util.stream.IntStream.range(0, lines.size())
                .filter(i -> lines.get(i).contains(fragment)).boxed().toList();
        assertEquals(1, hits.size(), "lines containing " + fragment);
        return hits.get(0) + 1;
    }

    // ------------------------------------------------------------------ JDK 8 G1

    private static final String G1_MARKING = """
            0.198: #3: [GC pause (G1 Evacuation Pause) (young) (initial-mark), 0.0037303 secs]
            0.204: #4: [GC concurrent-root-region-scan-start]
            0.204: #4: [GC concurrent-root-region-scan-end, 0.0002186 secs]
            0.204: #4: [GC concurrent-mark-start]
            0.214: #4: [GC concurrent-mark-end, 0.0099227 secs]
            0.214: #4: [GC remark 0.215: #4: [GC ref-proc, 0.0000700 secs], 0.0050000 secs]
             [Times: user=0.01 sys=0.00, real=0.01 secs]
            """;

    @Test
    void g1CycleRunsFromRootRegionScanToTheEndOfFreeingWithTheCyclesOwnGcId() throws IOException {
        String text = G1_MARKING + """
                0.220: #4: [GC cleanup 75M->25M(128M), 0.0010000 secs]
                 [Times: user=0.00 sys=0.00, real=0.00 secs]
                0.221: #4: [GC concurrent-cleanup-start]
                0.223: #4: [GC concurrent-cleanup-end, 0.0020000 secs]
                0.300: #5: [GC pause (G1 Evacuation Pause) (young), 0.0030000 secs]
                """;
        ParsedLog log = parse(text);
        assertEquals(0, log.unparsed.size(), log.unparsed.toString());
        assertEquals(List.of(GcKind.YOUNG, GcKind.CONCURRENT_PHASE, GcKind.CONCURRENT_PHASE, GcKind.REMARK,
                GcKind.CLEANUP, GcKind.CONCURRENT_PHASE, GcKind.CONCURRENT_CYCLE, GcKind.YOUNG), kinds(log));
        GcEvent cycle = cycles(log).get(0);
        assertAll(cycle.toString(),
                () -> assertEquals("Concurrent Cycle", cycle.name()),
                () -> assertEquals(4, cycle.gcId()),
                () -> assertEquals(0.204, cycle.time().uptimeSec(), 1e-9),
                () -> assertEquals(19.0, cycle.durationMs(), 1e-6),
                () -> assertEquals(lineOf(text, "concurrent-cleanup-end"), cycle.origin().line()),
                () -> assertEquals("G1", log.collector()));
    }

    @Test
    void g1CycleWithoutFreeingEndsWithItsCleanupPauseAndIsEmittedBeforeTheNextPause() throws IOException {
        String text = G1_MARKING + """
                0.220: #4: [GC cleanup 75M->75M(128M), 0.0010000 secs]
                0.300: #5: [GC pause (G1 Evacuation Pause) (young), 0.0030000 secs]
                """;
        ParsedLog log = parse(text);
        assertEquals(List.of(GcKind.CLEANUP, GcKind.CONCURRENT_CYCLE, GcKind.YOUNG), kinds(log).subList(4, 7));
        GcEvent cycle = cycles(log).get(0);
        assertEquals(17.0, cycle.durationMs(), 1e-6, "0.204 to the cleanup pause's end, 0.221");
        assertEquals(lineOf(text, "GC cleanup"), cycle.origin().line());
    }

    @Test
    void g1CycleWhoseCleanupPauseEndsTheLogIsReportedAtTheEnd() throws IOException {
        ParsedLog log = parse(G1_MARKING + "0.220: #4: [GC cleanup 75M->75M(128M), 0.0010000 secs]\n");
        assertEquals(GcKind.CONCURRENT_CYCLE, log.gc.get(log.gc.size() - 1).kind());
        assertEquals(1, log.cycles());
    }

    @Test
    void g1CycleAbortedByAFullGcEndsAtTheAbortLine() throws IOException {
        String text = """
                5.000: [GC pause (G1 Evacuation Pause) (young) (initial-mark), 0.0030000 secs]
                5.004: [GC concurrent-root-region-scan-start]
                5.005: [GC concurrent-root-region-scan-end, 0.0010000 secs]
                5.005: [GC concurrent-mark-start]
                5.100: [Full GC (Allocation Failure)  120M->60M(128M), 0.2000000 secs]
                5.301: [GC concurrent-mark-abort]
                """;
        ParsedLog log = parse(text);
        assertEquals(0, log.unparsed.size(), log.unparsed.toString());
        assertEquals(List.of(GcKind.YOUNG, GcKind.CONCURRENT_PHASE, GcKind.FULL, GcKind.CONCURRENT_CYCLE), kinds(log));
        GcEvent cycle = cycles(log).get(0);
        assertAll(cycle.toString(),
                () -> assertEquals("Concurrent Cycle (aborted)", cycle.name()),
                () -> assertEquals(5.004, cycle.time().uptimeSec(), 1e-9),
                () -> assertEquals(297.0, cycle.durationMs(), 1e-6),
                () -> assertEquals(lineOf(text, "concurrent-mark-abort"), cycle.origin().line()));
    }

    @Test
    void g1CycleAbortedWhileFreeingIsCountedOnce() throws IOException {
        ParsedLog log = parse(G1_MARKING + """
                0.220: [GC cleanup 75M->25M(128M), 0.0010000 secs]
                0.221: [GC concurrent-cleanup-start]
                0.230: [Full GC (Allocation Failure)  120M->60M(128M), 0.2000000 secs]
                0.431: [GC concurrent-cleanup-end, 0.2100000 secs]
                0.431: [GC concurrent-mark-abort]
                1.000: [GC pause (G1 Evacuation Pause) (young), 0.0030000 secs]
                """);
        assertEquals(1, log.cycles());
        GcEvent cycle = cycles(log).get(0);
        assertEquals("Concurrent Cycle (aborted)", cycle.name());
        assertEquals(227.0, cycle.durationMs(), 1e-6);
    }

    @Test
    void g1CycleStillMarkingAtTheEndOfTheLogIsNotCounted() throws IOException {
        ParsedLog log = parse(G1_MARKING);
        assertEquals(0, log.cycles());
        assertEquals(1, log.other(), "its remark is still a pause");
    }

    @Test
    void g1CycleAbortedBeforeItsRootRegionScanStartsAtConcurrentMarkStart() throws IOException {
        ParsedLog log = parse("""
                5.000: [GC pause (G1 Evacuation Pause) (young) (initial-mark), 0.0030000 secs]
                5.001: [Full GC (Allocation Failure)  120M->60M(128M), 0.2000000 secs]
                5.202: [GC concurrent-mark-start]
                5.203: [GC concurrent-mark-abort]
                """);
        assertEquals(1, log.cycles());
        assertEquals(5.202, cycles(log).get(0).time().uptimeSec(), 1e-9);
    }

    @Test
    void g1MarkStackOverflowLinesAreRecognisedAndKeepTheCycle() throws IOException {
        ParsedLog log = parse(G1_MARKING + """
                0.210: [GC concurrent-mark-reset-for-overflow]
                0.215: [GC concurrent-mark-restart-for-overflow]
                0.220: [GC cleanup 75M->75M(128M), 0.0010000 secs]
                """);
        assertEquals(0, log.unparsed.size(), log.unparsed.toString());
        assertEquals(1, log.cycles());
    }

    @Test
    void derivedCyclesAreNotAddedToALogThatNamesItsCycles() throws IOException {
        ParsedLog log = parse("[0.500s][info][gc] GC(3) Concurrent Cycle 25.400ms\n" + G1_MARKING
                + "0.220: [GC cleanup 75M->75M(128M), 0.0010000 secs]\n");
        assertEquals(1, log.cycles());
        assertEquals(25.4, cycles(log).get(0).durationMs(), 1e-9, "the logged cycle, not a derived one");
    }

    // ------------------------------------------------------------------ JDK 8 CMS

    private static final String CMS_CYCLE = """
            2022-08-01T17:16:33.198+0000: 0.197: #2: [GC (CMS Initial Mark) [1 CMS-initial-mark: 15645K(21888K)] 18533K(31680K), 0.0010369 secs] [Times: user=0.00 sys=0.00, real=0.00 secs]
            2022-08-01T17:16:33.200+0000: 0.199: #2: [CMS-concurrent-mark-start]
            2022-08-01T17:16:33.213+0000: 0.212: #2: [CMS-concurrent-mark: 0.005/0.013 secs] [Times: user=0.01 sys=0.01, real=0.02 secs]
            2022-08-01T17:16:33.221+0000: 0.220: #2: [CMS-concurrent-preclean-start]
            2022-08-01T17:16:33.222+0000: 0.221: #2: [CMS-concurrent-preclean: 0.001/0.001 secs] [Times: user=0.00 sys=0.00, real=0.00 secs]
            2022-08-01T17:16:33.230+0000: 0.229: #2: [GC (CMS Final Remark) [YG occupancy: 1868 K (9792 K)]2022-08-01T17:16:33.230+0000: 0.230: #2: [Rescan (parallel) , 0.0007821 secs][1 CMS-remark: 41674K(42048K)] 43542K(51840K), 0.0039463 secs] [Times: user=0.01 sys=0.00, real=0.01 secs]
            2022-08-01T17:16:33.235+0000: 0.234: #2: [CMS-concurrent-sweep-start]
            2022-08-01T17:16:33.235+0000: 0.234: #2: [CMS-concurrent-sweep: 0.000/0.000 secs] [Times: user=0.00 sys=0.00, real=0.00 secs]
            2022-08-01T17:16:33.235+0000: 0.235: #2: [CMS-concurrent-reset-start]
            """;

    @Test
    void cmsCycleRunsFromItsInitialMarkToTheEndOfItsConcurrentReset() throws IOException {
        String text = CMS_CYCLE + """
                2022-08-01T17:16:33.254+0000: 0.253: #2: [CMS-concurrent-reset: 0.006/0.018 secs] [Times: user=0.01 sys=0.01, real=0.02 secs]
                """;
        ParsedLog log = parse(text);
        assertEquals(0, log.unparsed.size(), log.unparsed.toString());
        assertEquals(List.of(GcKind.INITIAL_MARK, GcKind.CONCURRENT_PHASE, GcKind.CONCURRENT_PHASE, GcKind.REMARK,
                GcKind.CONCURRENT_PHASE, GcKind.CONCURRENT_PHASE, GcKind.CONCURRENT_CYCLE), kinds(log));
        GcEvent cycle = cycles(log).get(0);
        assertAll(cycle.toString(),
                () -> assertEquals("CMS Concurrent Cycle", cycle.name()),
                () -> assertEquals(2, cycle.gcId()),
                () -> assertEquals(0.197, cycle.time().uptimeSec(), 1e-9),
                () -> assertEquals(Instant.parse("2022-08-01T17:16:33.198Z"), cycle.time().wallClock()),
                () -> assertEquals(56.0, cycle.durationMs(), 1e-6),
                () -> assertEquals(lineOf(text, "CMS-concurrent-reset:"), cycle.origin().line()),
                () -> assertEquals("CMS", log.collector()));
        GcEvent mark = log.gc.get(1);
        assertEquals(0.199, mark.time().uptimeSec(), 1e-9, "a phase starts its wall time before the line stamped at its end");
    }

    @Test
    void cmsCycleTakenOverByAConcurrentModeFailureEndsWithTheFullCollection() throws IOException {
        String text = """
                0.855: [GC (CMS Initial Mark) [1 CMS-initial-mark: 299397K(349568K)] 306816K(506816K), 0.0001261 secs] [Times: user=0.00 sys=0.00, real=0.00 secs]
                0.855: [CMS-concurrent-mark-start]
                0.858: [CMS-concurrent-mark: 0.003/0.003 secs] [Times: user=0.00 sys=0.00, real=0.01 secs]
                0.858: [CMS-concurrent-preclean-start]
                0.859: [CMS-concurrent-preclean: 0.001/0.001 secs] [Times: user=0.01 sys=0.00, real=0.00 secs]
                0.859: [CMS-concurrent-abortable-preclean-start]
                0.881: [GC (Allocation Failure) 0.881: [ParNew: 157247K->157247K(157248K), 0.0000190 secs]0.881: [CMS0.881: [CMS-concurrent-abortable-preclean: 0.001/0.022 secs] [Times: user=0.02 sys=0.00, real=0.02 secs]
                 (concurrent mode failure): 299397K->294732K(349568K), 0.0745675 secs] 456645K->294732K(506816K), [Metaspace: 2817K->2817K(1056768K)], 0.0746894 secs] [Times: user=0.07 sys=0.00, real=0.07 secs]
                0.979: [GC (Allocation Failure) 0.979: [ParNew: 139524K->17470K(157248K), 0.0095391 secs] 434256K->338341K(506816K), 0.0096704 secs] [Times: user=0.03 sys=0.00, real=0.01 secs]
                """;
        ParsedLog log = parse(text);
        assertEquals(0, log.unparsed.size(), log.unparsed.toString());
        assertEquals(List.of(GcKind.INITIAL_MARK, GcKind.CONCURRENT_PHASE, GcKind.CONCURRENT_PHASE, GcKind.CONCURRENT_PHASE,
                GcKind.FULL, GcKind.CONCURRENT_CYCLE, GcKind.YOUNG), kinds(log));
        GcEvent cycle = cycles(log).get(0);
        assertAll(cycle.toString(),
                () -> assertEquals("CMS Concurrent Cycle (concurrent mode failure)", cycle.name()),
                () -> assertEquals(0.855, cycle.time().uptimeSec(), 1e-9),
                () -> assertEquals(100.6894, cycle.durationMs(), 1e-6, "to the end of the full collection"),
                () -> assertEquals(lineOf(text, "0.881: [GC (Allocation Failure)"), cycle.origin().line()));
    }

    @Test
    void cmsCycleInterruptedBySystemGcIsNamedSo() throws IOException {
        ParsedLog log = parse(CMS_CYCLE.lines().limit(3).map(l -> l + "\n").reduce("", String::concat) + """
                2022-08-01T17:16:34.000+0000: 1.000: [Full GC (System.gc()) 1.000: [CMS (concurrent mode interrupted): 20000K->5000K(21888K), 0.0500000 secs] 25000K->5000K(31680K), [Metaspace: 3000K->3000K(1056768K)], 0.0510000 secs] [Times: user=0.05 sys=0.00, real=0.05 secs]
                """);
        assertEquals(1, log.cycles());
        assertEquals("CMS Concurrent Cycle (concurrent mode interrupted)", cycles(log).get(0).name());
        assertEquals(854.0, cycles(log).get(0).durationMs(), 1e-6);
    }

    @Test
    void cmsResetPrintedInsideTheFullCollectionThatTookTheCycleOverIsOneCycle() throws IOException {
        ParsedLog log = parse(CMS_CYCLE + """
                2022-08-01T17:16:33.240+0000: 0.239: [Full GC (Allocation Failure) 0.239: [CMS2022-08-01T17:16:33.245+0000: 0.244: #2: [CMS-concurrent-reset: 0.009/0.009 secs] [Times: user=0.01 sys=0.00, real=0.01 secs]
                 (concurrent mode failure): 41674K->20000K(42048K), 0.1000000 secs] 43542K->20000K(51840K), [Metaspace: 3000K->3000K(1056768K)], 0.1010000 secs] [Times: user=0.10 sys=0.00, real=0.10 secs]
                """);
        assertEquals(0, log.unparsed.size(), log.unparsed.toString());
        assertEquals(1, log.cycles());
        assertEquals(1, log.full());
        assertEquals("CMS Concurrent Cycle", cycles(log).get(0).name(), "the reset ended it before the takeover");
    }

    @Test
    void cmsCycleOpenAtTheEndOfTheLogIsNotCountedNorIsAFailureWithoutItsInitialMark() throws IOException {
        assertEquals(0, parse(CMS_CYCLE).cycles());
        ParsedLog startsMidCycle = parse("""
                11.000: [Full GC (Allocation Failure) 11.000: [CMS (concurrent mode failure): 7000K->3000K(7000K), 0.9000000 secs] 8000K->3000K(9000K), [Metaspace: 3000K->3000K(1056768K)], 0.9100000 secs] [Times: user=0.90 sys=0.00, real=0.91 secs]
                """);
        assertEquals(1, startsMidCycle.full());
        assertEquals(0, startsMidCycle.cycles());
    }

    // ------------------------------------------------------------------ unified-logging CMS

    @Test
    void unifiedCmsCyclesEndAtConcurrentResetOrAtTheFullPauseThatTakesThemOver() throws IOException {
        String text = """
                [0.020s][info][gc] Using Concurrent Mark Sweep
                [0.209s][info][gc] GC(0) Pause Young (Allocation Failure) 41M->38M(150M) 8.822ms
                [0.695s][info][gc] GC(18) Pause Initial Mark 61M->61M(150M) 0.136ms
                [0.695s][info][gc] GC(18) Concurrent Mark
                [0.697s][info][gc] GC(18) Concurrent Mark 2.299ms
                [0.697s][info][gc] GC(18) Concurrent Preclean
                [0.697s][info][gc] GC(18) Concurrent Preclean 0.188ms
                [0.697s][info][gc] GC(18) Concurrent Abortable Preclean
                [0.701s][info][gc] GC(19) Pause Young (Allocation Failure) 101M->67M(150M) 2.554ms
                [0.714s][info][gc] GC(18) Concurrent Abortable Preclean 16.163ms
                [0.714s][info][gc] GC(18) Pause Remark 110M->110M(150M) 0.859ms
                [0.715s][info][gc] GC(18) Concurrent Sweep
                [0.715s][info][gc] GC(18) Concurrent Sweep 1.111ms
                [0.715s][info][gc] GC(18) Concurrent Reset
                [0.716s][info][gc] GC(18) Concurrent Reset 0.134ms
                [0.799s][info][gc] GC(22) Pause Full (Allocation Failure) 125M->31M(150M) 9.775ms
                [0.900s][info][gc] GC(23) Pause Initial Mark 61M->61M(150M) 0.200ms
                [0.900s][info][gc] GC(23) Concurrent Mark
                [0.950s][info][gc] GC(24) Pause Full (System.gc()) 100M->30M(150M) 20.000ms
                [0.970s][info][gc] GC(25) Pause Initial Mark 40M->40M(150M) 0.100ms
                [0.970s][info][gc] GC(25) Concurrent Mark
                [0.990s][info][gc] GC(26) Pause Full (Allocation Failure) 120M->30M(150M) 10.000ms
                [1.000s][info][gc] GC(27) Pause Initial Mark 40M->40M(150M) 0.100ms
                [1.000s][info][gc] GC(27) Concurrent Mark
                """;
        ParsedLog log = parse(text);
        assertEquals(0, log.unparsed.size(), log.unparsed.toString());
        List<GcEvent> cycles = cycles(log);
        assertEquals(List.of("CMS Concurrent Cycle", "CMS Concurrent Cycle (concurrent mode interrupted)",
                "CMS Concurrent Cycle (concurrent mode failure)"), cycles.stream().map(GcEvent::name).toList(),
                "the Pause Full of GC(22) ran with no cycle open; GC(27) is still open at the end");
        GcEvent done = cycles.get(0);
        assertAll(done.toString(),
                () -> assertEquals(18, done.gcId()),
                () -> assertEquals(0.695 - 0.000136, done.time().uptimeSec(), 1e-9),
                () -> assertEquals(21.136, done.durationMs(), 1e-6),
                () -> assertEquals(lineOf(text, "Concurrent Reset 0.134ms"), done.origin().line()));
        assertEquals(23, cycles.get(1).gcId());
        assertEquals(50.2, cycles.get(1).durationMs(), 1e-6, "to the end of the Pause Full line");
        int fullAt = log.gc.indexOf(log.gc.stream().filter(g -> g.gcId() == 24).findFirst().orElseThrow());
        assertEquals(cycles.get(1), log.gc.get(fullAt + 1), "emitted right after the pause that ended it");
    }

    @Test
    void unifiedG1LogGetsNoDerivedCycles() throws IOException {
        ParsedLog log = parse("""
                [0.010s][info][gc] Using G1
                [0.200s][info][gc] GC(3) Pause Initial Mark (G1 Evacuation Pause) 40M->31M(128M) 3.500ms
                [0.210s][info][gc] GC(4) Concurrent Cycle
                [0.240s][info][gc] GC(4) Pause Remark 50M->50M(128M) 1.000ms
                [0.250s][info][gc] GC(4) Pause Cleanup 50M->40M(128M) 0.500ms
                [0.260s][info][gc] GC(4) Concurrent Cycle 50.000ms
                [0.400s][info][gc] GC(5) Pause Full (Allocation Failure) 120M->30M(128M) 20.000ms
                """);
        assertEquals(1, log.cycles());
        assertEquals(1, log.young(), "JDK 9/10 G1 initial mark is a young pause");
    }

    // ------------------------------------------------------------------ JDK 8 Shenandoah backport

    @Test
    void shenandoahBackportGcsAreCyclesClosedByTheirMetaspaceLine() throws IOException {
        String text = """
                Trigger: Learning 1 of 5. Free (2792M) is below initial threshold (2793M)
                Free: 2792M, Max: 1024K regular, 2792M humongous, Frag: 0% external, 0% internal; Reserve: 200M, Max: 1024K
                2022-08-17T16:20:47.680+0800: 2.464: [Concurrent reset, start]
                2022-08-17T16:20:47.680+0800: 2.464: [Concurrent reset, 0.333 ms]
                2022-08-17T16:20:47.685+0800: 2.469: [Pause Init Mark (process weakrefs), start]
                2022-08-17T16:20:47.688+0800: 2.472: [Pause Init Mark (process weakrefs), 3.341 ms]
                2022-08-17T16:20:47.688+0800: 2.472: [Concurrent marking (process weakrefs), start]
                2022-08-17T16:20:48.555+0800: 3.338: [Concurrent marking (process weakrefs), 866.393 ms]
                2022-08-17T16:20:49.655+0800: 4.439: [Concurrent cleanup, start]
                2022-08-17T16:20:49.656+0800: 4.439: [Concurrent cleanup 1907M->1628M(1944M), 0.077 ms]
                Free: 2132M, Max: 1024K regular, 1847M humongous, Frag: 14% external, 1% internal; Reserve: 200M, Max: 1024K

                All times are wall-clock times, except per-root-class counters, that are sum over
                all workers. Dividing the <total> over the root stage time estimates parallelism.

                Concurrent Reset                    353 us

                , [Metaspace: 16207K->16308K(1064960K)]
                Trigger: Handle Allocation Failure
                2022-08-17T16:25:40.252+0800: 295.036: [Pause Degenerated GC (Update Refs), start]
                2022-08-17T16:25:40.436+0800: 295.220: [Pause Degenerated GC (Update Refs) 3941M->1733M(3966M), 184.489 ms]
                , [Metaspace: 20643K->20643K(1069056K)]
                Trigger: Free (398M) is below minimum threshold (399M)
                2022-08-17T16:25:41.269+0800: 296.053: [Concurrent reset, start]
                """;
        ParsedLog log = parse(text);
        assertEquals(0, log.unparsed.size(), log.unparsed.toString());
        List<GcEvent> cycles = cycles(log);
        assertEquals(2, cycles.size(), "the GC still running at the end is not counted");
        GcEvent first = cycles.get(0);
        assertAll(first.toString(),
                () -> assertEquals("Shenandoah Cycle", first.name()),
                () -> assertEquals("Learning 1 of 5. Free (2792M) is below initial threshold (2793M)", first.cause()),
                () -> assertEquals(2.464, first.time().uptimeSec(), 1e-9),
                () -> assertEquals(1975.0, first.durationMs(), 1e-6),
                () -> assertEquals(lineOf(text, "16207K->16308K"), first.origin().line()));
        assertEquals("Handle Allocation Failure", cycles.get(1).cause());
        assertEquals(184.0, cycles.get(1).durationMs(), 1e-6);
        GcEvent initMark = log.gc.stream().filter(g -> g.name().startsWith("Pause Init Mark")).findFirst().orElseThrow();
        assertEquals(2.472 - 0.003341, initMark.time().uptimeSec(), 1e-9, "the end line is stamped when the pause ends");
        assertTrue(log.gc.indexOf(cycles.get(0)) < log.gc.indexOf(cycles.get(1)));
    }
    @Test
    void unifiedShenandoahCycleLastsFromItsGcIdsFirstLineToItsLast() throws IOException {
        String text = """
                [2022-08-17T00:34:03.652+0800][0.003s][info][gc       ] Using Shenandoah
                [2022-08-17T00:34:05.115+0800][1.466s][info][gc          ] Trigger: Learning 1 of 5. Free (2767M) is below initial threshold (2767M)
                [2022-08-17T00:34:05.115+0800][1.466s][info][gc,start    ] GC(0) Concurrent reset
                [2022-08-17T00:34:05.140+0800][1.491s][info][gc          ] GC(0) Concurrent reset 2M->2M(248M) 25.070ms
                [2022-08-17T00:34:05.140+0800][1.491s][info][gc,start    ] GC(0) Pause Init Mark (unload classes)
                [2022-08-17T00:34:05.141+0800][1.492s][info][gc          ] GC(0) Pause Init Mark (unload classes) 0.380ms
                [2022-08-17T00:34:05.605+0800][1.957s][info][gc,start    ] GC(0) Concurrent cleanup
                [2022-08-17T00:34:05.606+0800][1.957s][info][gc          ] GC(0) Concurrent cleanup 1616M->1254M(1716M) 0.210ms
                [2022-08-17T00:34:07.000+0800][3.351s][info][gc          ] Trigger: Time since last GC (300000 ms) is larger than guaranteed interval (300000 ms)
                [2022-08-17T00:34:07.000+0800][3.351s][info][gc,start    ] GC(1) Concurrent reset
                """;
        ParsedLog log = parse(text);
        assertEquals(0, log.unparsed.size(), log.unparsed.toString());
        GcEvent cycle = cycles(log).get(0);
        assertAll(cycle.toString(),
                () -> assertEquals(0, cycle.gcId()),
                () -> assertEquals(1.466, cycle.time().uptimeSec(), 1e-9),
                () -> assertEquals(491.0, cycle.durationMs(), 1e-6, "1.466 s to 1.957 s, on uptime"),
                () -> assertEquals(lineOf(text, "Concurrent cleanup 1616M"), cycle.origin().line()));

        String wallClockOnly = text.replaceAll("\\[[0-9.]+s\\]", "");
        GcEvent byWall = cycles(parse(wallClockOnly)).get(0);
        assertEquals(491.0, byWall.durationMs(), 1e-6, "1.115 s to 1.606 s, on the wall clock");
    }
}
