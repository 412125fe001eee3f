package org.sdsim.analyzers.jfr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A site's uncertainty and the resolved order of two sites, on hand-made samples: equal weights
 * give MB·√((1 − p)/n), a heavy sample in the recording widens it (the ± reads every sample's
 * Σ w²), a site with every byte has none.
 */
class SiteUncertaintyTest {
    private static final Instant T0 = Instant.parse("2026-12-01T10:00:00Z");
    private static final Frame A = new Frame("org.apache.dubbo.A", "a", 1);
    private static final Frame B = new Frame("org.apache.dubbo.B", "b", 2);
    private static final Frame C = new Frame("org.apache.dubbo.C", "c", 3);

    /** {@code n} samples of {@code weight} bytes each at {@code frame}. */
    private static void add(AllocationSiteAggregator aggregator, Frame frame, int n, long weight) {
        for (int i = 0; i < n; i++) {
            aggregator.accept(new AllocationSample(T0, "byte[]", weight, List.of(frame)));
        }
    }

    private static AllocationSite site(AllocationSiteAggregator aggregator, Frame frame) {
        return aggregator.sites(1).stream().filter(s -> s.frame().equals(frame)).findFirst().orElseThrow();
    }

    @Test
    void equalWeightsGiveTheSitesMbTimesTheRootOfOneMinusItsShareOverItsSamples() {
        AllocationSiteAggregator aggregator = new AllocationSiteAggregator(SiteRule.DEFAULT);
        add(aggregator, A, 25, 1000);
        add(aggregator, B, 75, 1000);
        AllocationSite a = site(aggregator, A);
        assertEquals(25_000 * Math.sqrt(0.75 / 25), a.uncertaintyBytes(), 1e-6);
        AllocationSite b = site(aggregator, B);
        assertEquals(75_000 * Math.sqrt(0.25 / 75), b.uncertaintyBytes(), 1e-6);
    }

    @Test
    void oneHeavySampleWidensTheUncertaintyBeyondWhatTheSampleCountSays() {
        AllocationSiteAggregator even = new AllocationSiteAggregator(SiteRule.DEFAULT);
        add(even, A, 100, 1000);
        add(even, B, 900, 1000);
        AllocationSiteAggregator lumpy = new AllocationSiteAggregator(SiteRule.DEFAULT);
        add(lumpy, A, 99, 500);
        add(lumpy, A, 1, 50_500);   // the same 100 samples and 100,000 bytes, one sample carrying half
        add(lumpy, B, 900, 1000);
        AllocationSite evenA = site(even, A);
        AllocationSite lumpyA = site(lumpy, A);
        assertEquals(evenA.weightBytes(), lumpyA.weightBytes());
        assertEquals(evenA.samples(), lumpyA.samples());
        // the ± is √(p·(1 − p)·Σ w²) over every sample in the recording: the heavy sample's 50,500²
        // dominates Σ w², so the same share and sample count read nearly twice as wide
        double allSquares = 99 * 500.0 * 500 + 50_500.0 * 50_500 + 900 * 1000.0 * 1000;
        assertEquals(Math.sqrt(0.1 * 0.9 * allSquares), lumpyA.uncertaintyBytes(), 1e-6);
        assertTrue(lumpyA.uncertaintyBytes() > 1.8 * evenA.uncertaintyBytes(), lumpyA + " against " + evenA);
    }

    @Test
    void aSiteWithEveryByteHasNoUncertainty() {
        AllocationSiteAggregator aggregator = new AllocationSiteAggregator(SiteRule.DEFAULT);
        add(aggregator, A, 10, 12_345);
        assertEquals(0.0, site(aggregator, A).uncertaintyBytes());
        assertEquals(0.0, new AllocationSiteAggregator(SiteRule.DEFAULT).sites(1).size());
    }

    @Test
    void twoSitesCloserThanTwiceTheirCombinedUncertaintyAreNotResolvedAndFarApartTheyAre() {
        AllocationSiteAggregator aggregator = new AllocationSiteAggregator(SiteRule.DEFAULT);
        add(aggregator, A, 400, 1000);   // 400 kB ± 15.5 kB
        add(aggregator, B, 380, 1000);   // 380 kB ± 15.3 kB: 20 kB apart, under 2 × 21.8 kB
        add(aggregator, C, 220, 1000);   // 160 kB below B
        List<AllocationSite> ranked = aggregator.sites(1);
        assertEquals(List.of(A, B, C), ranked.stream().map(AllocationSite::frame).toList());
        assertFalse(SiteOrder.resolved(ranked.get(0), ranked.get(1)), ranked.toString());
        assertTrue(SiteOrder.resolved(ranked.get(1), ranked.get(2)), ranked.toString());
        assertEquals(List.of(false, true, false), SiteOrder.unresolvedAbove(ranked));
        assertEquals("≈2", SiteOrder.rank(2, true));
        assertEquals("3", SiteOrder.rank(3, false));
    }
}
