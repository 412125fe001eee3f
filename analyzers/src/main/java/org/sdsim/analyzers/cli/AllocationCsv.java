package org.sdsim.analyzers.cli;

import java.io.PrintWriter;
import java.util.List;
import org.sdsim.analyzers.jfr.AllocationSite;
import org.sdsim.analyzers.jfr.AllocationSites;
import org.sdsim.analyzers.jfr.ClassShare;
import org.sdsim.analyzers.jfr.SiteOrder;

/**
 * One header row of keys, then one row per listed site, heaviest first. {@code topClasses} is a
 * space-separated list of {@code class=share%} (class names hold no spaces); an absent line
 * number is an empty cell, as is rank 1's {@code orderResolvedAbove}. The columns added later
 * ({@code uncertaintyMb}, {@code orderResolvedAbove}) come last, so a reader by position still works.
 */
final class AllocationCsv {
    static final String HEADER =
            "rank,frame,className,methodName,lineNumber,via,weightBytes,weightMb,sharePercent,samples,topClasses,"
            + "uncertaintyMb,orderResolvedAbove";

    private AllocationCsv() {
    }

    static void print(AllocationSites view, PrintWriter out) {
        StringBuilder sb = new StringBuilder(4096).append(HEADER).append('\n');
        List<Boolean> unresolved = SiteOrder.unresolvedAbove(view.sites());
        int rank = 0;
        for (AllocationSite site : view.sites()) {
            sb.append(++rank).append(',');
            Csv.appendCell(sb, site.frame().toString()).append(',');
            Csv.appendCell(sb, site.frame().className()).append(',');
            Csv.appendCell(sb, site.frame().methodName()).append(',');
            if (site.frame().hasLine()) {
                sb.append(site.frame().lineNumber());
            }
            sb.append(',').append(AllocationTable.spelling(site.via())).append(',')
                    .append(site.weightBytes()).append(',');
            Decimal.append(sb, site.weightMb(), 3, "").append(',');
            Decimal.append(sb, site.sharePercent(), 3, "").append(',')
                    .append(site.samples()).append(',');
            StringBuilder classes = new StringBuilder();
            for (ClassShare c : site.topClasses()) {
                Decimal.append((classes.length() == 0 ? classes : classes.append(' ')).append(c.className()).append('='),
                        c.sharePercent(), 1, "");
            }
            Csv.appendCell(sb, classes.toString()).append(',');
            Decimal.append(sb, site.uncertaintyMb(), 3, "").append(',');
            if (rank > 1) {
                sb.append(!unresolved.get(rank - 1));
            }
            sb.append('\n');
        }
        out.print(sb);
        out.flush();
    }
}
