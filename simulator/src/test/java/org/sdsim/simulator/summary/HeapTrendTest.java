package org.sdsim.simulator.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sdsim.simulator.folder.ProbeRecord;

/** When a heap after full GC counts as settled, and what it is called when it does not. */
class HeapTrendTest {

    private static List<ProbeRecord> probes(Double oldGenMaxMb, double... heapMb) {
        List<ProbeRecord> out = new ArrayList<>();
        for (int i = 0; i < heapMb.length; i++) {
            out.add(new ProbeRecord(i, i, heapMb[i], heapMb[i] - 10, 100, Map.of(), oldGenMaxMb));
        }
        return out;
    }

    @Test
    void theLastThreeProbesWithinThreePercentOfTheirMedianAreSettledWhateverCameBefore() {
        HeapTrend t = HeapTrend.of(probes(512.0, 100, 180, 230, 236, 233));
        assertEquals(HeapTrend.SETTLED, t.state());
        assertEquals(233.0, t.settledMb());
        assertEquals(List.of(230.0, 236.0, 233.0), t.windowMb());
        assertEquals("", t.mark());
    }

    @Test
    void aHeapStillFillingUpIsGrowingAndOneGivingBackIsShrinking() {
        // Dubbo 2.7 in a 60 s published run: 437.1 MB, then 535.9 MB 30 s later
        assertEquals(HeapTrend.GROWING, HeapTrend.of(probes(null, 437.1, 486.5, 535.9)).state());
        assertEquals(HeapTrend.SWINGING, HeapTrend.of(probes(null, 437.1, 486.5, 436.0)).state(),
                "up and back down: neither settled nor a trend");
        assertEquals(HeapTrend.GROWING, HeapTrend.of(probes(null, 300, 350, 400)).state());
        assertEquals(HeapTrend.SHRINKING, HeapTrend.of(probes(null, 400, 350, 300)).state());
        assertEquals(HeapTrend.SWINGING, HeapTrend.of(probes(null, 300, 350, 301)).state());
    }

    @Test
    void smallHeapsGetTheTwoMegabyteFloorAsTolerance() {
        assertEquals(HeapTrend.SETTLED, HeapTrend.of(probes(null, 15.0, 16.9, 15.5)).state());
        assertEquals(2.0, HeapTrend.of(probes(null, 15.0, 16.9, 15.5)).toleranceMb());
    }

    @Test
    void anOldGenerationFullRightAfterAFullGcIsAtTheHeapLimitWhateverTheTrend() {
        // Dubbo 2.7 with two-byte strings: old gen 512 of 512 MB after a full GC, -Xmx768m
        HeapTrend t = HeapTrend.of(probes(512.0, 530, 531, 532));
        assertEquals(HeapTrend.AT_LIMIT, t.state());
        assertEquals("at heap limit", t.mark());
    }

    @Test
    void fewerThanThreeProbesCannotSaySoAndNoneGivesNoTrend() {
        assertEquals(HeapTrend.TOO_FEW, HeapTrend.of(probes(null, 100, 100)).state());
        assertNull(HeapTrend.of(List.of()));
    }
}
