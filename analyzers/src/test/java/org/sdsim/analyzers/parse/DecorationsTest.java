package org.sdsim.analyzers.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The decoration tokenizer on hand-written lines: every decorator, order, padding and locale. */
class DecorationsTest {
    private final Decorations d = new Decorations();

    private String message(String line) {
        assertTrue(d.parse(line), line);
        return line.substring(d.messageFrom);
    }

    @Test
    void uptimeWithCommaDecimalAndPaddedLevelAndTags() {
        assertEquals("GC(1) Pause", message("[2,048s][info ][gc,heap      ] GC(1) Pause"));
        assertEquals(2.048, d.uptimeSec, 1e-9);
        assertEquals(Decorations.INFO, d.level);
        assertTrue(d.tagsAre("[2,048s][info ][gc,heap      ] GC(1) Pause", "gc,heap"));
    }

    @Test
    void timeWithOffsetIsConvertedToUtc() {
        message("[2024-01-02T03:04:05.678+0200][gc] x");
        assertEquals(Instant.parse("2024-01-02T01:04:05.678Z").toEpochMilli(), d.wallMillis);
        assertTrue(Double.isNaN(d.uptimeSec));
    }

    @Test
    void wallClockIsRightWithinASecondAndAcrossSecondsAndOffsets() {
        String[] stamps = {"2024-01-02T03:04:05.678+0000", "2024-01-02T03:04:05.999+0000", "2024-01-02T03:04:06.001+0000",
            "2024-01-02T03:04:06.001-0130", "2024-12-31T23:59:59.5+0000", "2025-01-01T00:00:00.000Z"};
        for (String st : stamps) {
            message("[" + st + "][info][gc] x");
            String iso = st.replace("+0000", "Z").replace("-0130", "-01:30");
            assertEquals(java.time.OffsetDateTime.parse(iso).toInstant().toEpochMilli(), d.wallMillis, st);
        }
    }

    @Test
    void millisAndNanosAreUptimeWhenSmallAndWallClockWhenLarge() {
        message("[1704164645678ms][1704164645678123456ns][1234ms][1234000000ns] x");
        assertEquals(1704164645678L, d.wallMillis);
        assertEquals(1.234, d.uptimeSec, 1e-9);
        message("[123456789ns][debug][gc,phases] x");
        assertEquals(0.123456789, d.uptimeSec, 1e-12);
        assertEquals(Decorations.DEBUG, d.level);
    }

    @Test
    void aLoneNanosDecorationIsUptimeOnlyWhenTheLogStartsWithASmallValue() {
        // timenanos is System.nanoTime(): on Linux nanoseconds since boot, not since JVM start
        Decorations timenanos = new Decorations();
        assertTrue(timenanos.parse("[1899760362920ns][info][gc] x"));
        assertTrue(Double.isNaN(timenanos.uptimeSec));
        assertTrue(timenanos.parse("[12ns][info][gc] x"));
        assertTrue(Double.isNaN(timenanos.uptimeSec), "decided once per log");
        Decorations uptimenanos = new Decorations();
        assertTrue(uptimenanos.parse("[5123456789ns][info][gc] x"));
        assertEquals(5.123456789, uptimenanos.uptimeSec, 1e-12);
        assertTrue(uptimenanos.parse("[3605123456789ns][info][gc] x"));
        assertEquals(3605.123456789, uptimenanos.uptimeSec, 1e-9);
    }

    @Test
    void pidTidAndHostnameAreSkipped() {
        assertEquals("GC(0) Pause Young", message("[0.010s][build-host.example.com][4711][4712][warning][gc] GC(0) Pause Young"));
        assertEquals(Decorations.WARNING, d.level);
        assertEquals(0.010, d.uptimeSec, 1e-9);
        assertEquals("Using G1", message("[myhost] Using G1"));
        assertFalse(d.hasTags());
        assertEquals("Using G1", message("[gc] Using G1"));
        assertTrue(d.hasTags());
    }

    @Test
    void jdk8RecordsAreNotDecorations() {
        assertFalse(d.parse("[GC (Allocation Failure) [PSYoungGen: 1K->2K(3K)] 1K->2K(3K), 0.1 secs]"));
        assertFalse(d.parse("[CMS-concurrent-mark-start]"));
        assertFalse(d.parse("[Full GC (System.gc()) 1K->2K(3K), 0.1 secs]"));
        assertFalse(d.parse("   [Eden: 1.0M(2.0M)->0.0B(2.0M) Survivors: 0.0B->1024.0K Heap: 1.0M(4.0M)->1.0M(4.0M)]"));
        assertFalse(d.parse("[GC concurrent-root-region-scan-end, 0.0096170 secs]"));
    }

    @Test
    void aMessageThatStartsWithABracketIsNotEaten() {
        assertEquals("[not a decoration] text", message("[0.1s][info][gc] [not a decoration] text"));
    }
}
