package org.sdsim.analyzers.jfr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A site's stated uncertainty against the truth, on a real recording at JDK 17's default 150
 * samples/s: a child JVM ({@link KnownSitesWorkload}) calls four sites in random order and counts
 * each one's bytes with its thread's allocation counter. Each site's sampled MB must lie within
 * three of its stated uncertainties of what it allocated, and the uncertainty must not be so wide
 * that this says nothing; the four sites together, within a few percent.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class AllocationUncertaintyTest {
    private static final String[] SITES = {"tiny", "small", "medium", "large"};
    private static final double MIB = 1024.0 * 1024.0;

    private static RecordedWorkload run() {
        return RecordedWorkload.knownSitesAtDefaultRate();
    }

    private static long measuredBytes(String site) {
        return run().siteBytes(site);
    }

    /** The workload's sites as the view ranks them, each found by its method. */
    private static List<AllocationSite> knownSites(AllocationSites view) {
        List<AllocationSite> out = new ArrayList<>();
        for (String method : SITES) {
            out.add(view.sites().stream().filter(s -> s.frame().className().equals(KnownSitesWorkload.class.getName())
                    && s.frame().methodName().equals(method)).findFirst()
                    .orElseThrow(() -> new AssertionError(method + " is a site: " + view.sites())));
        }
        return out;
    }

    @Test
    void eachSitesTrueBytesLieWithinThreeOfItsUncertaintiesAndTheSitesTogetherWithinThreePercent() throws IOException {
        AllocationSites view = AllocationSites.read(run().recording, AllocationQuery.DEFAULT);
        List<AllocationSite> sites = knownSites(view);
        StringBuilder table = new StringBuilder("site: measured MB, sampled MB ± uncertainty (samples)\n");
        long measuredAll = 0;
        long sampledAll = 0;
        for (int i = 0; i < SITES.length; i++) {
            AllocationSite site = sites.get(i);
            long measured = measuredBytes(SITES[i]);
            measuredAll += measured;
            sampledAll += site.weightBytes();
            table.append(String.format(Locale.ROOT, "%-6s  %8.1f  %8.1f ± %.1f (%d)%n", SITES[i], measured / MIB,
                    site.weightMb(), site.uncertaintyMb(), site.samples()));
        }
        System.out.print(table);
        for (int i = 0; i < SITES.length; i++) {
            AllocationSite site = sites.get(i);
            double error = Math.abs(site.weightBytes() - measuredBytes(SITES[i]));
            assertTrue(error <= 3 * site.uncertaintyBytes(), SITES[i] + " is off by more than 3 of its ±:\n" + table);
            // Not so wide that the check above says nothing: at 150/s a few heavy samples carry most of
            // the weight, and the lightest site's ± is about a third of its MB over 12 s.
            assertTrue(site.uncertaintyBytes() < 0.5 * measuredBytes(SITES[i]), SITES[i] + "'s ± is too wide:\n" + table);
        }
        assertEquals(1.0, sampledAll / (double) measuredAll, 0.03, "the four sites together:\n" + table);
    }
}
