package org.sdsim.analyzers.cli;

import java.io.PrintWriter;
import java.util.List;
import org.sdsim.analyzers.summary.GcSummary;

/** One header row of figure keys, then one row per input. Absent figures are empty cells; lists are space-separated. */
final class SummaryCsv {
    private SummaryCsv() {
    }

    static void print(List<GcSummary> summaries, PrintWriter out) {
        StringBuilder sb = new StringBuilder(1024);
        List<SummaryFigures.Figure> figures = SummaryFigures.ALL;
        for (int f = 0; f < figures.size(); f++) {
            sb.append(f == 0 ? "" : ",").append(figures.get(f).key());
        }
        sb.append('\n');
        for (GcSummary summary : summaries) {
            for (int f = 0; f < figures.size(); f++) {
                if (f > 0) {
                    sb.append(',');
                }
                Csv.appendCell(sb, figures.get(f).value().apply(summary));
            }
            sb.append('\n');
        }
        out.print(sb);
        out.flush();
    }
}
