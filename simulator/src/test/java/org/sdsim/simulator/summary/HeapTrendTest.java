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
    void aHeapThatSwingsWithTheChurnButKeepsItsLevelIsSettledAtTheLaterHalfsMedian() {
        // interface@3.0.1 at full scale, 20 s probes under rolling churn
        HeapTrend t = HeapTrend.of(probes(512.0, 212.7, 204.4, 221.3, 220.6, 218.5, 282.5, 204.6, 221.8, 204.8));
        assertEquals(HeapTrend.SETTLED, t.state());
        assertEquals(List.of(212.7, 204.4, 221.3, 220.6), t.earlierMb());
        assertEquals(List.of(218.5, 282.5, 204.6, 221.8, 204.8), t.windowMb());
        assertEquals(218.5, t.settledMb());
        assertEquals("", t.mark());
    }

    @Test
    void aHeapStillFillingUpIsGrowingAndOneGivingBackIsShrinking() {
        // Dubbo 2.7 in a 60 s published run: 437.1 MB, then 535.9 MB 30 s later
        assertEquals(HeapTrend.GROWING, HeapTrend.of(probes(null, 437.1, 450.0, 486.5, 535.9)).state());
        assertEquals(HeapTrend.SHRINKING, HeapTrend.of(probes(null, 400, 390, 350, 300)).state());
    }

    @Test
    void smallHeapsGetTheFourMegabyteFloorAsTolerance() {
        HeapTrend t = HeapTrend.of(probes(null, 31.2, 34.5, 32.8, 35.3, 35.4, 35.8, 32.7, 35.9));
        assertEquals(4.0, t.toleranceMb());
        assertEquals(HeapTrend.SETTLED, t.state(), "32.8 then 35.4: within 4 MB");
    }

    @Test
    void anOldGenerationFullRightAfterAFullGcIsAtTheHeapLimitWhateverTheTrend() {
        // Dubbo 2.7 with two-byte strings: old gen 512 of 512 MB after a full GC, -Xmx768m
        HeapTrend t = HeapTrend.of(probes(512.0, 520, 530, 531, 532));
        assertEquals(HeapTrend.AT_LIMIT, t.state());
        assertEquals("at heap limit", t.mark());
    }

    @Test
    void fewerThanFourProbesCannotSaySoAndNoneGivesNoTrend() {
        HeapTrend t = HeapTrend.of(probes(null, 100, 120, 110));
        assertEquals(HeapTrend.TOO_FEW, t.state());
        assertEquals(110.0, t.settledMb(), "the median of all three");
        assertNull(HeapTrend.of(List.of()));
    }
}
