package org.sdsim.analyzers.jfr;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * A recording's allocation samples added up by site: which code allocates, by JFR's sampled
 * allocation weight (jdk.ObjectAllocationSample; see {@link AllocationSample} for what a weight
 * is and is not).
 *
 * <pre>{@code
 * AllocationSites view = AllocationSites.read(Path.of("consumer.jfr"), AllocationQuery.DEFAULT);
 * AllocationSite first = view.sites().get(0);             // the heaviest site
 * double mbPerSec = view.totals().mbPerSec();              // all samples' weight per second
 * }</pre>
 *
 * @param source    the recording as the caller named it
 * @param rule      the rule that chose each site's frame
 * @param window    the part of the recording asked for
 * @param totals    what the counted samples add up to, and the time they cover
 * @param sites     sites, heaviest first: all of them, or the first few after {@link #top(int)}
 * @param siteCount how many sites there are in all
 * @param damage    null when the whole recording was read, else a sentence saying what could not be
 *                  (the sites then cover the part before it)
 */
public record AllocationSites(String source, SiteRule rule, TimeWindow window, AllocationTotals totals,
        List<AllocationSite> sites, int siteCount, String damage) {

    public AllocationSites {
        sites = List.copyOf(sites);
    }

    /**
     * Reads {@code recording}'s jdk.ObjectAllocationSample events and adds them up by site.
     *
     * @throws org.sdsim.analyzers.parse.GcLogInputException (an IOException) naming the file when it
     *         is missing, not a JFR recording, or unreadable from its start
     */
    public static AllocationSites read(Path recording, AllocationQuery query) throws IOException {
        AllocationSampleReader reader = AllocationSampleReader.open(recording);
        Instant start = reader.recordingStart();
        TimeWindow window = query.window();
        AllocationSiteAggregator aggregator = new AllocationSiteAggregator(query.rule(), window.from(start),
                window.to(start));
        AllocationSampleReader.Reading reading = reader.read(aggregator);
        double recordingSec = seconds(start, reading.recordingEnd());
        AllocationTotals totals = new AllocationTotals(aggregator.weightBytes(), aggregator.samples(),
                aggregator.samplesOutsideWindow(), start, recordingSec, window.fromSec(),
                Math.min(window.toSec(), recordingSec));
        List<AllocationSite> sites = aggregator.sites(query.classesPerSite());
        return new AllocationSites(recording.toString(), query.rule(), window, totals, sites, sites.size(),
                reading.damage());
    }

    /** The same view with only the {@code n} heaviest sites listed (totals and {@link #siteCount} unchanged). */
    public AllocationSites top(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("top needs 1 or more sites, not " + n);
        }
        return n >= sites.size() ? this
                : new AllocationSites(source, rule, window, totals, sites.subList(0, n), siteCount, damage);
    }

    /** How many sites are not listed. */
    public int otherSiteCount() {
        return siteCount - sites.size();
    }

    /** The weight of the sites not listed, in bytes. */
    public long otherWeightBytes() {
        long listed = 0;
        for (AllocationSite site : sites) {
            listed += site.weightBytes();
        }
        return totals.weightBytes() - listed;
    }

    /** Whether every sample counted lacks a stack trace (the recording's settings turned them off). */
    public boolean withoutStackTraces() {
        return totals.samples() > 0 && siteCount == 1 && sites.get(0).via() == SiteRule.Via.NO_STACK;
    }

    private static double seconds(Instant from, Instant to) {
        Duration d = Duration.between(from, to);
        return d.getSeconds() + d.getNano() / 1e9;
    }
}
