package org.sdsim.simulator.table;

import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.PushCost;
import org.sdsim.simulator.summary.RegistryRow;

import org.sdsim.simulator.run.Mode;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/**
 * Each remedied mode against its stock mode of the same run (same fleet, same registries, same churn): one
 * row per remedy, each cell "stock → remedied (change)". The same cells on the console, in summary.md and in
 * report.html. A remedied mode whose stock mode did not run has no row: a remedy is measured only against
 * its stock mode on the same fleet.
 */
public final class RemedyTable {

    /** The columns, in order. */
    public static final List<String> HEADERS = List.of("Remedied mode", "Against", "Allocated MB per push",
            "Young GCs per 100 pushes", "GC pause ms per push", "Heap after FGC MB", "getData per push (registry)",
            "KB per push and client (registry)", "Calls failed");

    /** What a reader should know to read the table. */
    public static final String HOW_TO_READ = "Each cell is the stock mode's figure, then the remedied mode's, then the"
            + " change. Both ran in this run, one after the other, on the same fleet and churn. Allocation and GC are"
            + " the consumer's, from its GC log; getData and bytes are the registry's own counters, per registry and"
            + " push, averaged over the registries.";

    private static final String NA = "n/a";

    private RemedyTable() {
    }

    /** One row per remedied mode whose stock mode ran too. */
    public static List<List<String>> rows(List<ModeSummary> modes) {
        List<List<String>> out = new ArrayList<>();
        for (ModeSummary remedied : modes) {
            if (remedied.mode() == null || !remedied.mode().hasRemedies()) {
                continue;
            }
            stockOf(remedied.mode(), modes).ifPresent(stock -> out.add(List.of(remedied.label(), stock.label(),
                    change(stock, remedied, m -> perPush(m, PushCost::allocatedMbPerPush), "%.1f"),
                    change(stock, remedied, m -> perPush(m, PushCost::youngGcsPer100Pushes), "%.0f"),
                    change(stock, remedied, m -> perPush(m, PushCost::pauseMsPerPush), "%.1f"),
                    change(stock, remedied, m -> m.heap().afterFullGcMb(), "%.1f"),
                    change(stock, remedied, m -> registry(m, r -> r.perPush().getData()), "%.0f"),
                    change(stock, remedied, m -> registry(m, r -> r.perPush().kbPerClient()), "%.1f"),
                    stock.calls().failed() + " → " + remedied.calls().failed())));
        }
        return out;
    }

    /** The console's table; "" when no remedied mode ran beside its stock mode. */
    public static String render(List<ModeSummary> modes) {
        List<List<String>> rows = rows(modes);
        if (rows.isEmpty()) {
            return "";
        }
        return "\nremedies, each against its stock mode:\n" + ConsoleColumns.render(HEADERS, rows, false);
    }

    static Optional<ModeSummary> stockOf(Mode remedied, List<ModeSummary> modes) {
        Mode stock = remedied.stock();
        return modes.stream().filter(m -> stock.equals(m.mode())).findFirst();
    }

    private static Double perPush(ModeSummary m, Function<PushCost, Double> figure) {
        return m.gcFigures().perPush() == null ? null : figure.apply(m.gcFigures().perPush());
    }

    private static Double registry(ModeSummary m, Function<RegistryRow, Double> figure) {
        RegistryRow row = RegistryRow.of(m);
        return row == null ? null : figure.apply(row);
    }

    /** "39.0 → 1.0 (−97 %)", or n/a where either side has no figure. */
    static String change(ModeSummary stock, ModeSummary remedied, Function<ModeSummary, Double> figure, String format) {
        Double before = figure.apply(stock);
        Double after = figure.apply(remedied);
        if (before == null || after == null) {
            return NA;
        }
        String text = String.format(Locale.ROOT, format, before) + " → " + String.format(Locale.ROOT, format, after);
        if (before == 0) {
            return text;
        }
        double pct = 100.0 * (after - before) / before;
        // a cut that rounds to 100 % but left something is written with a decimal: −99.5 %, not −100 %
        String digits = Math.abs(pct) >= 99.5 && after != 0 ? "%.1f" : "%.0f";
        return text + String.format(Locale.ROOT, " (%s" + digits + " %%)", pct < 0 ? "−" : "+", Math.abs(pct));
    }
}
