package org.sdsim.simulator.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.sdsim.analyzers.jfr.AllocationSite;
import org.sdsim.analyzers.jfr.Frame;
import org.sdsim.analyzers.jfr.SiteOrder;

/**
 * The report's allocation-sites table, for report.html and summary.md alike: per mode, its consumer's
 * {@link ModeAllocation#TOP} heaviest sites while it measured, then a row with every sample of the
 * window together.
 */
final class AllocationTable {

    static final List<String> HEADERS = List.of("mode", "#", "site (first Dubbo, Curator or ZooKeeper frame)", "MB",
            "±", "MB per push", "share %", "samples", "heaviest class");
    /** The columns whose cells are code (a frame, a class name), by position. */
    static final int SITE = 2;
    static final int CLASS = 8;

    static final String HOW_TO_READ = "From each consumer's consumer.jfr: JFR's jdk.ObjectAllocationSample events"
            + " (sdsim.jfc records at most 150 a second), each charged to its first Dubbo, Curator or ZooKeeper frame"
            + " (else its first frame outside the JDK), over the window the per-push figures use: from convergence to"
            + " the end of the mode. A sample's weight is what its thread allocated since its previous recorded sample,"
            + " so MB is JFR's estimate, not a measurement: over tens of seconds the heavy samples fall on sites in"
            + " proportion to where the bytes go, and a site with few samples is noise. share % is of every sample in"
            + " the window. MB per push is a site's MB over the mode's address pushes, the background (calls, pings)"
            + " included; the GC log's allocated per push (the results table) is the measured total to set it beside."
            + " ± is the standard error of a site's MB from its samples' weights (see docs/gclog.md: it leaves out"
            + " the bias of a site that runs in step with the sampler, which can be larger); ≈ before a rank: the site's"
            + " MB is within " + (int) SiteOrder.RESOLVING_ERRORS + " × the two sites' ± of the one above, so their order"
            + " is not resolved."
            + " ./gclog alloc <mode>/consumer.jfr lists every site (--from/--to for a window).";

    private AllocationTable() {
    }

    /** The rows of every mode: five sites each, then the window's total. */
    static List<List<String>> rows(List<ModeAllocation> modes) {
        List<List<String>> out = new ArrayList<>();
        for (ModeAllocation m : modes) {
            String label = m.column().label();
            if (m.top().isEmpty()) {
                out.add(List.of(label, "", "no allocation samples in the window", Fmt.NA, "", Fmt.NA, Fmt.NA, "0", ""));
                continue;
            }
            List<Boolean> unresolved = SiteOrder.unresolvedAbove(m.top());
            int rank = 1;
            for (AllocationSite site : m.top()) {
                out.add(List.of(rank == 1 ? label : "", SiteOrder.rank(rank, unresolved.get(rank - 1)),
                        frame(site.frame()), Fmt.mb(site.weightMb()), Fmt.mb(site.uncertaintyMb()),
                        Fmt.mb(m.mbPerPush(site)), String.format(Locale.ROOT, "%.1f", site.sharePercent()),
                        Fmt.count(site.samples()), ModeAllocation.topClass(site).isEmpty() ? ""
                                : abbreviateClass(ModeAllocation.topClass(site))));
                rank++;
            }
            out.add(List.of("", "", "all " + Fmt.count(m.sites().siteCount()) + " sites", Fmt.mb(m.sites().totals().weightMb()),
                    "", Fmt.mb(m.totalMbPerPush()), "100.0", Fmt.count(m.sites().totals().samples()), ""));
        }
        return out;
    }

    /** "o.a.d.r.c.ServiceDiscoveryRegistryDirectory.getMatchedProtocolServiceKeys:532": packages as initials. */
    static String frame(Frame f) {
        if (f.className().isEmpty()) {
            return f.toString();
        }
        String method = ClassNames.abbreviatePackage(f.className()) + "." + f.methodName();
        return f.hasLine() ? method + ":" + f.lineNumber() : method;
    }

    private static String abbreviateClass(String classAndShare) {
        int space = classAndShare.indexOf(' ');
        return ClassNames.abbreviatePackage(classAndShare.substring(0, space)) + classAndShare.substring(space);
    }
}
