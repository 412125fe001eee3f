package org.sdsim.simulator.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sdsim.simulator.summary.ProbeRecord;

/** When a heap after full GC counts as settled, and what it is called when it does not. */
class HeapTrendTest {

    /** Probes whose old generation holds all but 10 MB of the heap. */
    static List<ProbeRecord> probes(Double oldGenMaxMb, double... heapMb) {
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
    void aRestartWaveCaughtByMoreProbesEarlierThanLaterIsNoFall() {
        // interface@3.0.1 of a --preset published run on main, which the 5 % rule called shrinking: the
        // earlier median (224.8) is a probe on a wave, the later one (209.5) a probe on the floor
        HeapTrend t = HeapTrend.of(probes(576.0, 218.4, 280.1, 224.8, 252.7, 209.3, 209.5, 204.5, 255.4, 210.7, 204.7));
        assertEquals(HeapTrend.SETTLED, t.state(), t.describe());
        assertEquals(209.5, t.settledMb());
        assertTrue(t.toleranceMb() > 224.8 - 209.5, "the band follows the swing the probes show: " + t.describe());
    }

    @Test
    void aSteadyRiseIsGrowingAndASteadyFallShrinkingHoweverSmoothTheyAre() {
        // a smooth rise has no noise about its own course, so its spread does not widen the band
        HeapTrend rise = HeapTrend.of(probes(576.0, 150, 170, 190, 210, 230, 250));
        assertEquals(HeapTrend.GROWING, rise.state(), rise.describe());
        assertEquals(0.0, rise.noiseMb(), 1e-9);
        assertEquals(HeapTrend.SHRINKING, HeapTrend.of(probes(576.0, 250, 230, 210, 190, 170, 150)).state());
        // and a rise with the churn's swing on top of it
        assertEquals(HeapTrend.GROWING, HeapTrend.of(probes(576.0, 150, 185, 170, 215, 230, 250)).state());
    }

    @Test
    void moreProbesOfTheSameSwingMeasureTheLevelMoreCloselyAndSeeASlowerRise() {
        double[] swing = {200, 214, 203, 198, 216, 201};
        double[] six = new double[6];
        double[] twentyFour = new double[24];
        for (int i = 0; i < twentyFour.length; i++) {
            // the same wave pattern, and a rise of 40 MB across the series
            twentyFour[i] = swing[i % 6] + 40.0 * i / 23;
            if (i < 6) {
                six[i] = swing[i] + 40.0 * i / 5;
            }
        }
        HeapTrend few = HeapTrend.of(probes(null, six));
        HeapTrend many = HeapTrend.of(probes(null, twentyFour));
        assertEquals(HeapTrend.SETTLED, few.state(), "six probes cannot tell 40 MB from the swing: " + few.describe());
        assertEquals(HeapTrend.GROWING, many.state(), many.describe());
        assertTrue(many.toleranceMb() < few.toleranceMb());
    }

    @Test
    void oneProbeOnAWaveMakesNoTrendWhereverItFalls() {
        for (int at = 0; at < 6; at++) {
            double[] heap = {200, 202, 199, 201, 203, 200};
            heap[at] = 280;
            HeapTrend t = HeapTrend.of(probes(576.0, heap));
            assertEquals(HeapTrend.SETTLED, t.state(), "outlier at probe " + at + ": " + t.describe());
        }
    }

    @Test
    void aSmallQuietHeapGetsTheFourMegabyteFloorAsToleranceAndASwingingOneItsNoise() {
        HeapTrend quiet = HeapTrend.of(probes(null, 31.0, 31.5, 31.2, 31.4, 31.3, 31.6));
        assertEquals(4.0, quiet.toleranceMb(), quiet.describe());
        // application level at full scale: swings of 3 MB make a band wider than the floor
        HeapTrend swinging = HeapTrend.of(probes(null, 31.2, 34.5, 32.8, 35.3, 35.4, 35.8, 32.7, 35.9));
        assertTrue(swinging.toleranceMb() > 4.0, swinging.describe());
        assertEquals(HeapTrend.SETTLED, swinging.state(), "32.8 then 35.4: " + swinging.describe());
    }

    @Test
    void anOldGenerationFullRightAfterAFullGcIsAtTheHeapLimitWhateverTheTrendAndHoweverFewTheProbes() {
        // Dubbo 2.7 with two-byte strings: old gen 512 of 512 MB after a full GC, -Xmx768m
        HeapTrend t = HeapTrend.of(probes(512.0, 520, 530, 531, 532));
        assertEquals(HeapTrend.AT_LIMIT, t.state());
        assertEquals("at heap limit", t.mark());
        assertEquals(521.0, t.oldGenMb(), "the later half's median old gen");
    }

    @Test
    void anOldGenerationWhoseSwingReachesItsLimitIsAtTheLimitThoughItsMedianIsNot() {
        // the published run's Dubbo 2.7: old gen median 88 % of 576 MB, 80 full GCs of its own in 174 s
        HeapTrend t = HeapTrend.of(probes(576.0, 406.2, 434.8, 498.7, 516.9, 479.4, 590.9, 479.5, 520.1, 507.3, 503.6));
        assertEquals(HeapTrend.AT_LIMIT, t.state(), t.describe());
        assertTrue(t.oldGenMb() < 0.9 * 576, "the median alone is below 90 %: " + t.oldGenMb());
    }

    @Test
    void aQuietOldGenerationWithHeadroomIsNotAtTheLimit() {
        // 88 % full, but it does not swing: 12 % of the old gen is free at every probe
        HeapTrend t = HeapTrend.of(probes(576.0, 517, 518, 517, 518, 517, 518));
        assertEquals(HeapTrend.SETTLED, t.state(), t.describe());
    }

    @Test
    void fewerThanSixProbesCannotSaySoAndNoneGivesNoTrend() {
        HeapTrend three = HeapTrend.of(probes(null, 100, 120, 110));
        assertEquals(HeapTrend.TOO_FEW, three.state());
        assertEquals(110.0, three.settledMb(), "the median of all three");
        assertNull(three.noiseMb(), "three probes give no spread to judge by");
        assertTrue(three.describe().startsWith("too-few-probes (a verdict takes 6): "), three.describe());
        // Dubbo 2.7 in a 60 s published run, 437.1 MB then 535.9 MB 30 s later: growing, but four
        // probes cannot tell that from a wave in flight
        assertEquals(HeapTrend.TOO_FEW, HeapTrend.of(probes(null, 437.1, 450.0, 486.5, 535.9)).state());
        assertEquals(HeapTrend.TOO_FEW, HeapTrend.of(probes(null, 150, 170, 190, 210, 230)).state());
        assertEquals(HeapTrend.MIN_PROBES, 6);
        assertNull(HeapTrend.of(List.of()));
    }

    @Test
    void aHeapTrendWrittenBeforeTheNoiseWasRecordedStillReads() throws Exception {
        HeapTrend t = new ObjectMapper().readValue("""
                {"state":"growing","earlierMb":[406.2,434.8],"windowMb":[590.9,479.5],"settledMb":479.5,
                 "toleranceMb":25.4,"oldGenMaxMb":576.0}""", HeapTrend.class);
        assertEquals(HeapTrend.GROWING, t.state());
        assertNull(t.noiseMb());
        assertNull(t.oldGenMb());
        assertEquals("growing: 406.2, 434.8 MB, then 590.9, 479.5 MB (tolerance 25.4 MB, old gen limit 576 MB)",
                t.describe());
    }
}
