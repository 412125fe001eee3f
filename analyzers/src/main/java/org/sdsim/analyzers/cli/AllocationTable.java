package org.sdsim.analyzers.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.sdsim.analyzers.jfr.AllocationSite;
import org.sdsim.analyzers.jfr.AllocationSites;
import org.sdsim.analyzers.jfr.AllocationTotals;
import org.sdsim.analyzers.jfr.ClassShare;
import org.sdsim.analyzers.jfr.SiteOrder;
import org.sdsim.analyzers.jfr.SiteRule;
import org.sdsim.analyzers.jfr.TimeWindow;

/**
 * The human-readable allocation view: a few lines on what was counted, then one row per site,
 * heaviest first, and one row summing the sites not listed, so the shares visibly add up to 100.
 */
final class AllocationTable {
    /** {@link SiteRule#DEFAULT_PREFIXES} as --help shows them (an annotation needs a constant). */
    static final String DEFAULT_FRAMES = "org.apache.dubbo., org.apache.curator., org.apache.zookeeper., com.alibaba.";

    /** Frames longer than this are cut at the front: the class and method at the end say the most. */
    private static final int MAX_FRAME = 90;
    private static final String[] HEADERS = {"rank", "MB", "±", "share %", "samples", "via", "frame",
        "top allocated classes"};
    /** Columns before this one hold numbers (right-aligned). */
    private static final int NUMBERS = 5;
    static final String UNRESOLVED_NOTE = "≈: the site's MB is within the sampling's uncertainty of the one above"
            + " (their gap under " + Decimal.format(SiteOrder.RESOLVING_ERRORS, 0, "-")
            + " × their ± combined): their order is not resolved.";

    private AllocationTable() {
    }

    static void print(AllocationSites view, PrintWriter out) {
        StringBuilder sb = new StringBuilder(4096);
        heading(view, sb);
        if (!view.sites().isEmpty()) {
            sb.append('\n');
            table(view, sb);
            if (SiteOrder.unresolvedAbove(view.sites()).contains(true)) {
                sb.append('\n').append(UNRESOLVED_NOTE).append('\n');
            }
        }
        out.print(sb);
        out.flush();
    }

    private static void heading(AllocationSites view, StringBuilder sb) {
        AllocationTotals t = view.totals();
        Path name = Path.of(view.source()).getFileName();
        sb.append("recording  ").append(name == null ? view.source() : name.toString())
                .append(" (").append(Decimal.format(t.recordingSec(), 1, "?")).append(" s)\n");
        sb.append("window     ");
        if (view.window().isAll()) {
            sb.append("the whole recording\n");
        } else {
            sb.append(Decimal.format(view.window().fromSec(), 1, "?")).append(" s to ")
                    .append(windowEnd(view.window())).append(" (")
                    .append(t.samplesOutsideWindow()).append(" samples outside it)\n");
        }
        sb.append("weight     ").append(Decimal.format(t.weightMb(), 1, "-")).append(" MB sampled in ")
                .append(t.samples()).append(t.samples() == 1 ? " sample" : " samples");
        if (Double.isFinite(t.mbPerSec())) {
            sb.append(", ").append(Decimal.format(t.mbPerSec(), 1, "-")).append(" MB/s over ")
                    .append(Decimal.format(t.spanSec(), 1, "-")).append(" s");
        }
        sb.append(" (JFR's estimate of bytes allocated; see --help)\n");
        sb.append("site       ").append(view.rule().describe()).append('\n');
    }

    private static void table(AllocationSites view, StringBuilder sb) {
        List<AllocationSite> sites = view.sites();
        List<Boolean> unresolved = SiteOrder.unresolvedAbove(sites);
        String[][] rows = new String[sites.size() + (view.otherSiteCount() > 0 ? 1 : 0)][];
        for (int i = 0; i < sites.size(); i++) {
            AllocationSite site = sites.get(i);
            rows[i] = new String[] {SiteOrder.rank(i + 1, unresolved.get(i)), Decimal.format(site.weightMb(), 1, "-"),
                Decimal.format(site.uncertaintyMb(), 1, "-"), Decimal.format(site.sharePercent(), 1, "-"), Long.toString(site.samples()), spelling(site.via()),
                fitFrame(site.frame().toString()), classes(site.topClasses())};
        }
        if (view.otherSiteCount() > 0) {
            long weight = view.otherWeightBytes();
            long samples = view.totals().samples() - sites.stream().mapToLong(AllocationSite::samples).sum();
            rows[rows.length - 1] = new String[] {"", Decimal.format(weight / (1024.0 * 1024.0), 1, "-"), "",
                Decimal.format(100.0 * weight / view.totals().weightBytes(), 1, "-"), Long.toString(samples), "",
                "(" + view.otherSiteCount() + (view.otherSiteCount() == 1 ? " more site)" : " more sites)"), ""};
        }
        int[] widths = new int[HEADERS.length];
        for (int c = 0; c < HEADERS.length; c++) {
            widths[c] = HEADERS[c].length();
            for (String[] row : rows) {
                widths[c] = Math.max(widths[c], row[c].length());
            }
        }
        appendRow(sb, HEADERS, widths);
        for (String[] row : rows) {
            appendRow(sb, row, widths);
        }
    }

    /** Numbers right-aligned, words left-aligned; the last column is not padded. */
    private static void appendRow(StringBuilder sb, String[] cells, int[] widths) {
        for (int c = 0; c < cells.length; c++) {
            boolean number = c < NUMBERS;
            int gap = widths[c] - cells[c].length();
            if (number) {
                pad(sb, gap);
            }
            sb.append(cells[c]);
            if (c < cells.length - 1) {
                pad(sb, (number ? 0 : gap) + 2);
            }
        }
        int end = sb.length();
        while (end > 0 && sb.charAt(end - 1) == ' ') {
            end--;
        }
        sb.setLength(end);
        sb.append('\n');
    }

    private static String classes(List<ClassShare> classes) {
        StringBuilder sb = new StringBuilder();
        for (ClassShare c : classes) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            // "0%" would read as "none": a class the site allocated a sliver of is "<1%"
            sb.append(c.className()).append(' ')
                    .append(c.sharePercent() < 0.5 ? "<1" : Decimal.format(c.sharePercent(), 0, "-")).append('%');
        }
        return sb.toString();
    }

    private static String fitFrame(String frame) {
        return frame.length() <= MAX_FRAME ? frame : "…" + frame.substring(frame.length() - (MAX_FRAME - 1));
    }

    /** "12.0 s", or "the recording's end" for an open window. */
    static String windowEnd(TimeWindow window) {
        return window.toSec() == Double.POSITIVE_INFINITY ? "the recording's end"
                : Decimal.format(window.toSec(), 1, "?") + " s";
    }

    /** How the outputs spell a rule: as the --by option takes it. */
    static String spelling(SiteRule.By by) {
        return by.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** How the outputs spell the way a frame was chosen: prefix, outside-jdk, top-frame, no-stack. */
    static String spelling(SiteRule.Via via) {
        return via.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private static void pad(StringBuilder sb, int n) {
        for (int i = 0; i < n; i++) {
            sb.append(' ');
        }
    }
}
