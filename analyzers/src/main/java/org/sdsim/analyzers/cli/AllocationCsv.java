package org.sdsim.analyzers.cli;

import java.io.PrintWriter;
import org.sdsim.analyzers.jfr.AllocationSite;
import org.sdsim.analyzers.jfr.AllocationSites;
import org.sdsim.analyzers.jfr.ClassShare;

/**
 * One header row of keys, then one row per listed site, heaviest first. {@code topClasses} is a
 * space-separated list of {@code class=share%} (class names hold no spaces); an absent line
 * number is an empty cell.
 */
final class AllocationCsv {
    static final String HEADER =
            "rank,frame,className,methodName,lineNumber,via,weightBytes,weightMb,sharePercent,samples,topClasses";

    private AllocationCsv() {
    }

    static void print(AllocationSites view, PrintWriter out) {
        StringBuilder sb = new StringBuilder(4096).append(HEADER).append('\n');
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
            Csv.appendCell(sb, classes.toString()).append('\n');
        }
        out.print(sb);
        out.flush();
    }
}
