package org.sdsim.simulator.table;

import org.sdsim.simulator.summary.ModeRuns;
import org.sdsim.simulator.summary.ModeSummary;

import java.util.ArrayList;
import java.util.List;

/** The end-of-run table: one row per mode, columns as in README's "How to read the table" ({@link ResultColumn}). */
public final class ConsoleTable {

    private ConsoleTable() {
    }

    public static String render(List<ModeSummary> modes) {
        List<ResultColumn> columns = ResultColumn.in(ResultColumn.Output.CONSOLE);
        List<String[]> rows = new ArrayList<>();
        rows.add(columns.stream().map(c -> c.header(ResultColumn.Output.CONSOLE)).toArray(String[]::new));
        // one row a mode: its run, or with --repeat each figure over its runs
        for (ModeRuns m : ModeRuns.of(modes)) {
            List<ResultRow> runs = m.runs().stream().map(ResultRow::of).toList();
            rows.add(columns.stream().map(c -> c.cell(runs, "-")).toArray(String[]::new));
        }
        int[] width = new int[columns.size()];
        for (String[] r : rows) {
            for (int i = 0; i < r.length; i++) {
                width[i] = Math.max(width[i], r[i].length());
            }
        }
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < rows.size(); r++) {
            String[] row = rows.get(r);
            for (int i = 0; i < row.length; i++) {
                // text left, numbers right
                out.append(pad(row[i], width[i], columns.get(i).numeric())).append(i + 1 < row.length ? "  " : "");
            }
            out.append('\n');
            if (r == 0) {
                int total = 0;
                for (int w : width) {
                    total += w + 2;
                }
                out.append("-".repeat(total - 2)).append('\n');
            }
        }
        return out.toString();
    }

    private static String pad(String s, int width, boolean right) {
        String fill = " ".repeat(Math.max(0, width - s.length()));
        return right ? fill + s : s + fill;
    }
}
