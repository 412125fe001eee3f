package org.sdsim.simulator.table;

import java.util.ArrayList;
import java.util.List;
import org.sdsim.simulator.summary.Figure;
import org.sdsim.simulator.summary.ModeRuns;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.verdict.RemedyComparison;

/**
 * What each remedy costs under the fault it trades against ({@code --fault}: a cold restart for the file cache, a
 * storm for empty protection, a session expiry for cached instances), beside the mode it is measured against in the
 * same run: the calls that failed while the faults lasted and until the consumer recovered, how long a consumer the
 * fault restarted took to answer its first call, how long until every address was back, and how long after a
 * provider registered again the consumer held it (what a notify delay costs). Each cell
 * "against → remedied (change, verdict)", as the remedies table's ({@link RemedyComparison}).
 */
public final class PriceTable {

    /** The columns, in order. */
    public static final List<String> HEADERS = List.of("Remedied mode", "Against", "Faults", "Calls failed in the faults",
            "Calls in the faults", "First call after a restart s", "Every address back s", "Faults not recovered",
            "Registered to held p50 s", "Registered to held p99 s");

    private PriceTable() {
    }

    /** One row per remedied mode measured against a mode of the run, where either ran scripted faults. */
    public static List<List<String>> rows(List<ModeSummary> modes) {
        List<ModeRuns> byMode = ModeRuns.of(modes);
        List<List<String>> out = new ArrayList<>();
        for (RemedyComparison c : RemedyComparison.of(modes)) {
            if (!c.figures().containsKey(Figure.FAULT_CALLS.key())
                    && !c.figures().containsKey(Figure.STALENESS_P50_SECONDS.key())) {
                continue;
            }
            ModeSummary first = byMode.stream().filter(m -> c.mode().equals(m.mode())).findFirst().orElseThrow().first();
            out.add(List.of(c.remedied() + (c.runs() > 1 ? " ×" + c.runs() : ""),
                    c.against() + (c.stockRuns() > 1 ? " ×" + c.stockRuns() : ""),
                    first.scriptedFaults().ran().isEmpty() ? "none"
                            : String.join(", ", first.scriptedFaults().ran().stream().map(f -> f.event().action().spec()).toList()),
                    RemedyTable.change(c, Figure.FAULT_CALLS_FAILED, "%,.0f"),
                    RemedyTable.change(c, Figure.FAULT_CALLS, "%,.0f"),
                    RemedyTable.change(c, Figure.FIRST_CALL_SECONDS, "%,.1f"),
                    RemedyTable.change(c, Figure.RECOVERY_SECONDS, "%,.1f"),
                    RemedyTable.change(c, Figure.FAULTS_NOT_RECOVERED, "%,.0f"),
                    RemedyTable.change(c, Figure.STALENESS_P50_SECONDS, "%,.1f"),
                    RemedyTable.change(c, Figure.STALENESS_P99_SECONDS, "%,.1f")));
        }
        return out;
    }

    /** The console's table; "" when no remedied mode ran faults beside the mode it is measured against. */
    public static String render(List<ModeSummary> modes) {
        List<List<String>> rows = rows(modes);
        if (rows.isEmpty()) {
            return "";
        }
        return "\nwhat each remedy costs under the run's faults, against the mode it adds to:\n"
                + ConsoleColumns.render(HEADERS, rows, false);
    }
}
