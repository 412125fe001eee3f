package org.sdsim.analyzers.parse;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.GcKind;

/**
 * JDK 8 shapes the corpus does not happen to contain, written as HotSpot prints them (from
 * OpenJDK 8u sources and public logs): interleaved CMS output, concurrent mode failure, PrintGC
 * without details, JDK 6/7 permanent generation, G1 without details, heap-at-GC blocks.
 */
class LegacyShapesTest {

    private static ParsedLog parse(String text) throws IOException {
        return ParsedLog.of(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "shapes.log");
    }

    @Test
    void concurrentModeFailureInterruptedByAConcurrentPhaseIsOneFullPauseAndOnePhase() throws IOException {
        ParsedLog log = parse("""
                10.000: [GC (Allocation Failure) 10.000: [ParNew: 1000K->100K(2000K), 0.0100000 secs] 5000K->4200K(9000K), 0.0110000 secs] [Times: user=0.01 sys=0.00, real=0.01 secs]
                11.000: [Full GC (Allocation Failure) 11.000: [CMS11.500: [CMS-concurrent-mark: 0.400/0.500 secs] [Times: user=0.40 sys=0.00, real=0.50 secs]
                 (concurrent mode failure): 7000K->3000K(7000K), 0.9000000 secs] 8000K->3000K(9000K), [Metaspace: 3000K->3000K(1056768K)], 0.9100000 secs] [Times: user=0.90 sys=0.00, real=0.91 secs]
                """);
        assertEquals(0, log.unparsed.size(), log.unparsed.toString());
        assertEquals(List.of(GcKind.YOUNG, GcKind.CONCURRENT_PHASE, GcKind.FULL), log.gc.stream().map(GcEvent::kind).toList());
        GcEvent full = log.gc.get(2);
        assertAll(full.toString(),
                () -> assertEquals(910.0, full.durationMs(), 1e-9),
                () -> assertEquals(3000, full.old().afterKb()),
                () -> assertEquals(3000, full.heap().afterKb()),
                () -> assertEquals(3000, full.metaspace().afterKb()),
                () -> assertEquals(11.0, full.time().uptimeSec(), 1e-9));
        assertEquals(500.0, log.gc.get(1).durationMs(), 1e-9);
    }

    @Test
    void promotionFailedParNewIsAFullPause() throws IOException {
        ParsedLog log = parse("5.000: [GC (Allocation Failure) 5.000: [ParNew (promotion failed): 1000K->900K(2000K), "
                + "0.0500000 secs]5.050: [CMS: 6000K->2000K(7000K), 0.5000000 secs] 7000K->2000K(9000K), "
                + "[Metaspace: 3000K->3000K(1056768K)], 0.5500000 secs] [Times: user=0.55 sys=0.00, real=0.55 secs]\n");
        assertEquals(1, log.full());
        assertEquals(0, log.young());
        assertEquals("CMS", log.collector());
    }

    @Test
    void printGcWithoutDetailsAndOlderJvms() throws IOException {
        ParsedLog log = parse("""
                0.100: [GC (Allocation Failure)  8678K->8064K(31680K), 0.0106548 secs]
                0.200: [Full GC (Ergonomics)  8678K->1064K(31680K), 0.0206548 secs]
                0.300: [GC 1234K->567K(8900K), 0.0123000 secs]
                0.400: [GC-- [PSYoungGen: 2000K->2000K(2000K)] 6000K->6500K(7000K), 0.0200000 secs]
                0.500: [Full GC [PSYoungGen: 2000K->0K(2000K)] [PSOldGen: 5000K->3000K(5000K)] 7000K->3000K(7000K) [PSPermGen: 2500K->2500K(21248K)], 0.1000000 secs]
                0.600: [GC pause (young) 24M->4M(256M), 0.0030000 secs]
                0.700: [GC pause (G1 Evacuation Pause) (mixed) (to-space exhausted), 0.0040000 secs]
                """);
        assertEquals(0, log.unparsed.size(), log.unparsed.toString());
        assertEquals(List.of(GcKind.YOUNG, GcKind.FULL, GcKind.YOUNG, GcKind.YOUNG, GcKind.FULL, GcKind.YOUNG, GcKind.MIXED),
                log.gc.stream().map(GcEvent::kind).toList());
        assertEquals(2500, log.gc.get(4).metaspace().afterKb(), "perm gen reported as class metadata");
        assertEquals("G1 Evacuation Pause", log.gc.get(6).cause());
        assertEquals(4096, log.gc.get(5).heap().afterKb());
    }

    @Test
    void heapAtGcBlocksAroundARecordAreSkipped() throws IOException {
        ParsedLog log = parse("""
                {Heap before GC invocations=1 (full 0):
                 PSYoungGen      total 76288K, used 65536K [0x000000076ab00000, 0x0000000770000000, 0x00000007c0000000)
                  eden space 65536K, 100% used [0x000000076ab00000,0x000000076eb00000,0x000000076eb00000)
                0.158: [GC (Allocation Failure) [PSYoungGen: 65536K->10720K(76288K)] 65536K->57485K(251392K), 0.0273442 secs] [Times: user=0.02 sys=0.13, real=0.03 secs]
                Heap after GC invocations=1 (full 0):
                 PSYoungGen      total 76288K, used 10720K [0x000000076ab00000, 0x0000000770000000, 0x00000007c0000000)
                }
                """);
        assertEquals(0, log.unparsed.size(), log.unparsed.toString());
        assertEquals(1, log.young());
        assertEquals(10720, log.gc.get(0).young().afterKb());
    }

    @Test
    void g1EvacuationFailureGroupIsNotTakenForTheCause() throws IOException {
        ParsedLog log = parse("[1.0s][info][gc] GC(7) Pause Young (Normal) (G1 Evacuation Pause) (Evacuation Failure: Allocation) "
                + "100M->90M(128M) 12.5ms\n");
        GcEvent g = log.gc.get(0);
        assertEquals("G1 Evacuation Pause", g.cause());
        assertTrue(g.name().startsWith("Pause Young (Normal)"), g.name());
    }
}
