package org.sdsim.simulator.report;

import org.sdsim.analyzers.jfr.AllocationQuery;
import org.sdsim.analyzers.jfr.AllocationSampleReader;
import org.sdsim.analyzers.jfr.AllocationSite;
import org.sdsim.analyzers.jfr.AllocationSites;
import org.sdsim.analyzers.jfr.TimeWindow;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.summary.ModeSummary;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * How much of a consumer's sampled allocation is sdsim's own while it measures: the sites that
 * {@code gclog alloc}'s default rule charges to a frame in {@code org.sdsim.} (no Dubbo, Curator or
 * ZooKeeper frame under them). The periodic call is the experiment, not the instrument: what
 * {@code CallLoop.callOnce} itself allocates to make it (its argument) is counted apart; the row it
 * then writes to calls.csv is the instrument's.
 *
 * @param instrumentPercent sdsim's own sites, the calls left out, as a share of every sample's weight (0–100)
 * @param callsPercent      the call loop's own allocation for the calls it makes
 * @param instrumentSites   the instrument's sites, heaviest first
 */
public record InstrumentShare(double instrumentPercent, double callsPercent, List<AllocationSite> instrumentSites) {

    /** The package of every class of sdsim's own. */
    public static final String OWN = "org.sdsim.";
    /** The call the experiment makes every few seconds: class and method. */
    static final String CALL_CLASS = "org.sdsim.consumer.jvm.CallLoop";
    static final String CALL_METHOD = "callOnce";

    public InstrumentShare {
        instrumentSites = List.copyOf(instrumentSites);
    }

    /** The instrument's sampled weight, in bytes: JFR's estimate of what sdsim's own frames allocated. */
    public long instrumentBytes() {
        return instrumentSites.stream().mapToLong(AllocationSite::weightBytes).sum();
    }

    /** The shares among {@code sites}, which must list every site (not a top few). */
    public static InstrumentShare of(AllocationSites sites) {
        if (sites.siteCount() != sites.sites().size()) {
            throw new IllegalArgumentException("the shares need every site, not the top " + sites.sites().size());
        }
        double instrument = 0;
        double calls = 0;
        List<AllocationSite> own = new ArrayList<>();
        for (AllocationSite site : sites.sites()) {
            if (!site.frame().className().startsWith(OWN)) {
                continue;
            }
            if (site.frame().className().equals(CALL_CLASS) && site.frame().methodName().equals(CALL_METHOD)) {
                calls += site.sharePercent();
            } else {
                instrument += site.sharePercent();
                own.add(site);
            }
        }
        return new InstrumentShare(instrument, calls, own);
    }

    /**
     * The shares in a mode's consumer.jfr while it measured: from convergence to the {@code measured} mark
     * (the end of its CPU window), so the one-off work after it (the class histogram, the heap dump, which
     * the orchestrator asks for once the figures are taken) is not counted; to the mode's end where the
     * mode has no CPU window.
     */
    public static InstrumentShare whileMeasuring(Path modeDir, ModeSummary summary) throws IOException {
        Path jfr = ModeFolder.JFR.in(modeDir);
        long recordingStartMs = AllocationSampleReader.open(jfr).recordingStart().toEpochMilli();
        TimeWindow window = ModeAllocation.measuring(summary, recordingStartMs);
        if (summary.cpu() != null && !window.isAll()) {
            double to = (summary.cpu().toMs() - recordingStartMs) / 1000.0;
            window = to > window.fromSec() ? new TimeWindow(window.fromSec(), to) : window;
        }
        return of(AllocationSites.read(jfr, AllocationQuery.DEFAULT.withWindow(window).withClassesPerSite(1)));
    }
}
