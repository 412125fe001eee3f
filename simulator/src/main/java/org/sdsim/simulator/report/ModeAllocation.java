package org.sdsim.simulator.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.sdsim.analyzers.jfr.AllocationQuery;
import org.sdsim.analyzers.jfr.AllocationSampleReader;
import org.sdsim.analyzers.jfr.AllocationSite;
import org.sdsim.analyzers.jfr.AllocationSites;
import org.sdsim.analyzers.jfr.TimeWindow;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.folder.Problems;
import org.sdsim.simulator.summary.ModeSummary;

/**
 * Which code of a mode's consumer allocated while it measured: the heaviest sites of its consumer.jfr
 * (jdk.ObjectAllocationSample, each sample charged to its first Dubbo, Curator or ZooKeeper frame, as
 * {@code gclog alloc} does), over the measuring window the summary's per-push figures use: from
 * convergence to the end of the mode. Computed by the report, so any run folder with a recording gets
 * it; the recording is read once.
 *
 * @param column  the mode
 * @param sites   the top sites and the window's totals
 * @param pushes  address pushes while measuring (the summary's), or null without pushes
 * @param window  how the window was chosen, in words
 */
record ModeAllocation(Column column, AllocationSites sites, Long pushes, String window) {

    static final int TOP = 5;

    /**
     * The mode's allocation sites, or null when it has no consumer.jfr (an older run, or a consumer that
     * never started); a recording that cannot be read is a finding.
     */
    static ModeAllocation read(Column column, Problems problems) {
        ModeData m = column.mode();
        Path jfr = ModeFolder.JFR.in(m.dir());
        if (!Files.isRegularFile(jfr)) {
            return null;
        }
        String shown = m.mode() + "/" + ModeFolder.JFR.name();
        // a running consumer is still writing its recording: its last chunk is unfinished, not damaged
        boolean running = m.summary().course().outcome() == org.sdsim.simulator.run.Outcome.RUNNING;
        try {
            ModeSummary s = m.summary();
            long recordingStartMs = AllocationSampleReader.open(jfr).recordingStart().toEpochMilli();
            TimeWindow window = measuring(s, recordingStartMs);
            AllocationSites sites = AllocationSites.read(jfr, AllocationQuery.DEFAULT.withWindow(window).withClassesPerSite(1));
            if (sites.damage() != null && !running) {
                problems.add(shown, sites.damage());
            }
            Long pushes = s.gcFigures().perPush() == null || s.gcFigures().perPush().pushes() <= 0 ? null : s.gcFigures().perPush().pushes();
            String described = window.isAll() ? "the whole recording (the mode has no convergence time)"
                    : String.format(java.util.Locale.ROOT, "from convergence to the end of the mode (%.1f–%.1f s of the recording)",
                    sites.totals().fromSec(), sites.totals().toSec());
            return new ModeAllocation(column, sites.sites().isEmpty() ? sites : sites.top(TOP), pushes, described);
        } catch (IOException | RuntimeException e) {
            if (!running) {
                problems.add(shown, "cannot read its allocation samples: " + e.getMessage());
            }
            return null;
        }
    }

    /**
     * From convergence to the end of the mode, in seconds of the recording (which starts with the consumer
     * JVM, a moment after the summary's start); the whole recording when the summary has no convergence.
     */
    static TimeWindow measuring(ModeSummary s, long recordingStartMs) {
        if (s.course().startedAtEpochMs() == null || s.course().convergeSeconds() == null) {
            return TimeWindow.ALL;
        }
        double from = Math.max(0, (s.course().startedAtEpochMs() + s.course().convergeSeconds() * 1000 - recordingStartMs) / 1000.0);
        double to = s.course().durationSec() == null ? Double.POSITIVE_INFINITY
                : (s.course().startedAtEpochMs() + s.course().durationSec() * 1000 - recordingStartMs) / 1000.0;
        return to > from ? new TimeWindow(from, to) : new TimeWindow(from, Double.POSITIVE_INFINITY);
    }

    List<AllocationSite> top() {
        return sites.sites();
    }

    /** A site's MB per address push; null without pushes. */
    Double mbPerPush(AllocationSite site) {
        return pushes == null ? null : site.weightMb() / pushes;
    }

    /** All samples' MB per push in the window; null without pushes. */
    Double totalMbPerPush() {
        return pushes == null ? null : sites.totals().weightMb() / pushes;
    }

    /** The site's heaviest class and its share of the site ("byte[] 28 %"), or "". */
    static String topClass(AllocationSite site) {
        if (site.topClasses().isEmpty()) {
            return "";
        }
        var c = site.topClasses().get(0);
        return String.format(java.util.Locale.ROOT, "%s %.0f %%", c.className(), c.sharePercent());
    }
}
