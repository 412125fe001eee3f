package org.sdsim.simulator.table;

import org.sdsim.simulator.summary.Figure;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.verdict.RemedyComparison;


import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Each remedied mode against the mode it adds its last remedy to, where that ran, else its stock mode, of the same
 * run (same fleet, same registries, same churn): one row per remedied mode, each cell "against → remedied (change,
 * verdict)" ({@link RemedyComparison}). The same cells on the console, in summary.md and in
 * report.html. A remedied mode that has neither has no row: a remedy is measured only against a mode of the same
 * run, on the same fleet.
 */
public final class RemedyTable {

    /** The columns, in order. */
    public static final List<String> HEADERS = List.of("Remedied mode", "Against", "Allocated MB per push",
            "Young GCs per 100 pushes", "GC pause ms per push", "Heap after FGC MB", "getData per push (registry)",
            "KB per push and client (registry)", "Calls failed");

    /** What a reader should know to read the table. */
    public static final String HOW_TO_READ = "Each cell is the figure of the mode a remedy is measured against (the"
            + " same mode without that remedy, where it ran, else the stock mode), then the remedied mode's, then the"
            + " change and its verdict. Both ran in this run on the same fleet and churn. With --repeat each figure is"
            + " the median over the mode's runs with their range in brackets, and a change is an effect only where the"
            + " two ranges do not overlap, else within noise; one run gives no verdict. Allocation and GC are the"
            + " consumer's, from its GC log; getData and bytes are the registry's own counters, per registry and"
            + " push, averaged over the registries, and read incomplete where a mode's subscribing clients did not read"
            + " every push in full (the registry table says why). Calls failed counts every run's calls.";

    private static final String NA = "n/a";

    private RemedyTable() {
    }

    /**
     * One row per remedied mode measured against a mode of the run: each figure against → remedied with its change and its
     * verdict ({@link RemedyComparison.Verdict}), each side its median and range where the modes ran more than once.
     */
    public static List<List<String>> rows(List<ModeSummary> modes) {
        List<List<String>> out = new ArrayList<>();
        for (RemedyComparison c : RemedyComparison.of(modes)) {
            RemedyComparison.Calls calls = c.calls();
            out.add(List.of(c.remedied() + runs(c.runs()), c.against() + runs(c.stockRuns()),
                    change(c, Figure.ALLOCATED_MB_PER_PUSH, "%,.1f"),
                    change(c, Figure.YOUNG_GCS_PER_100_PUSHES, "%,.0f"),
                    change(c, Figure.GC_PAUSE_MS_PER_PUSH, "%,.1f"),
                    change(c, Figure.HEAP_AFTER_FULL_GC_MB, "%,.1f"),
                    change(c, Figure.GET_DATA_PER_PUSH, "%,.0f"),
                    change(c, Figure.KB_PER_PUSH_AND_CLIENT, "%,.1f"),
                    calls(calls.stockFailed(), calls.stockAll()) + " → "
                            + calls(calls.remediedFailed(), calls.remediedAll())));
        }
        return out;
    }

    /** "0 of 66": failed calls of all calls; n/a where the mode's calls were not counted. */
    private static String calls(Long failed, Long all) {
        return failed == null || all == null ? NA : String.format(Locale.ROOT, "%,d of %,d", failed, all);
    }

    /** " ×3" for a mode that ran three times; "" for one run. */
    private static String runs(int n) {
        return n > 1 ? " ×" + n : "";
    }

    /** The console's table; "" when no remedied mode ran beside the mode it is measured against. */
    public static String render(List<ModeSummary> modes) {
        List<List<String>> rows = rows(modes);
        if (rows.isEmpty()) {
            return "";
        }
        return "\nremedies, each against the mode it adds to (else its stock mode):\n" + ConsoleColumns.render(HEADERS, rows, false);
    }

    /**
     * "273.1 [265.0–280.2] → 33.0 [32.1–34.0] (−88 %, effect)", "39.0 → 1.0 (−97 %, one run: no verdict)", or n/a
     * where either side has no figure.
     */
    static String change(RemedyComparison c, Figure figure, String format) {
        RemedyComparison.Change change = c.figures().get(figure.key());
        if (change == null) {
            // a registry figure left out because a side's subscribers did not read the pushes in full says so
            return RemedyComparison.OF_PUSHES.contains(figure) && !c.incomplete().isEmpty() ? RegistryTable.INCOMPLETE : NA;
        }
        String text = change.stock().text(format) + " → " + change.remedied().text(format);
        String verdict = change.verdict().text();
        if (change.percent() == null || shownAsZero(change.stock().median(), format)) {
            // a change from a figure shown as 0 (0.001 s to full, written 0.0) has no per cent worth reading
            return text + " (" + verdict + ")";
        }
        double pct = change.percent();
        // a cut that rounds to 100 % but left something is written with a decimal: −99.5 %, not −100 %
        String digits = Math.abs(pct) >= 99.5 && change.remedied().median() != 0 ? "%.1f" : "%.0f";
        return text + String.format(Locale.ROOT, " (%s" + digits + " %%, %s)", pct < 0 ? "−" : "+", Math.abs(pct), verdict);
    }

    private static boolean shownAsZero(double value, String format) {
        return Double.parseDouble(String.format(Locale.ROOT, format, value).replace(",", "")) == 0;
    }
}
