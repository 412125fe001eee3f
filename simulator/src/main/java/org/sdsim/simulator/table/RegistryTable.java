package org.sdsim.simulator.table;

import org.sdsim.simulator.verdict.PushSaturation;

import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RegistryRow;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * The registry's side of a run, as a table: a row per mode ({@link RegistryRow}), each cost per
 * address push, and per subscribing client (the consumer and its subscribers), where it is one. Drawn
 * for the console as aligned text and for summary.md as Markdown, from one column list.
 */
public final class RegistryTable {

    /** One column: its header and how a row shows in it ({@code null} reads n/a). */
    record Column(String header, Function<RegistryRow, String> cell) {
    }

    static final List<Column> COLUMNS = List.of(
            new Column("mode", RegistryRow::mode),
            new Column("clients/reg", r -> r.perPush().clients() == null ? null
                    : String.format(Locale.ROOT, "%,d", r.perPush().clients())),
            new Column("requests/push/client", r -> num(r.perPush().requestsPerClient(), 1)),
            new Column("consumer req/push", r -> num(r.perPush().consumerRequests(), 1)),
            new Column("subscriber req/push", r -> num(r.perPush().subscriberRequests(), 1)),
            new Column("KB/push/client", r -> num(r.perPush().kbPerClient(), 1)),
            new Column("notifications/push", r -> num(r.perPush().notifications(), 1)),
            new Column("getData/push", r -> num(r.perPush().getData(), 1)),
            new Column("getChildren/push", r -> num(r.perPush().getChildren(), 1)),
            new Column("data MB", r -> num(r.held().dataMb(), 1)),
            new Column("watches", r -> r.held().watches()),
            new Column("on providers", r -> r.held().onProviders()),
            new Column("on services", r -> r.held().onServices()),
            new Column("registry heap MB", r -> num(r.held().heapMb(), 1)),
            new Column("push p50 ms", r -> num(r.fanout().p50Ms(), 0)),
            new Column("push p99 ms", r -> num(r.fanout().p99Ms(), 0)),
            new Column("full reads ÷ pushes", r -> num(r.fanout().fullReadsPerPush(), 1)));

    private RegistryTable() {
    }

    /** The rows of the modes that have registry figures; empty when none has. */
    public static List<RegistryRow> rows(List<ModeSummary> modes) {
        List<RegistryRow> rows = new ArrayList<>();
        for (ModeSummary m : modes) {
            RegistryRow r = RegistryRow.of(m);
            if (r != null) {
                rows.add(r);
            }
        }
        return rows;
    }

    /** Aligned text for the console; "" when no mode has registry figures. */
    public static String console(List<ModeSummary> modes) {
        List<RegistryRow> rows = rows(modes);
        if (rows.isEmpty()) {
            return "";
        }
        List<String[]> cells = new ArrayList<>();
        cells.add(COLUMNS.stream().map(Column::header).toArray(String[]::new));
        java.util.Set<String> notes = new java.util.LinkedHashSet<>();
        for (RegistryRow r : rows) {
            cells.add(COLUMNS.stream().map(c -> orNa(c.cell().apply(r))).toArray(String[]::new));
            if (r.unavailable() != null) {
                notes.add("registry figures n/a: " + r.unavailable()); // once per reason, not per mode
            }
        }
        int[] width = new int[COLUMNS.size()];
        for (String[] row : cells) {
            for (int i = 0; i < row.length; i++) {
                width[i] = Math.max(width[i], row[i].length());
            }
        }
        StringBuilder out = new StringBuilder("registry (per registry, per address push):\n");
        for (int r = 0; r < cells.size(); r++) {
            for (int i = 0; i < COLUMNS.size(); i++) {
                String cell = cells.get(r)[i];
                String fill = " ".repeat(width[i] - cell.length());
                out.append(i == 0 ? cell + fill : fill + cell).append(i + 1 < COLUMNS.size() ? "  " : "\n");
            }
        }
        for (ModeSummary m : modes) {
            String verdict = PushSaturation.verdictLine(m, m.label());
            if (verdict != null) {
                notes.add(verdict);
            }
        }
        notes.addAll(CpuLine.lines(modes));
        notes.addAll(LoadGeneratorLine.lines(modes));
        notes.addAll(CapacityLine.lines(modes));
        notes.forEach(n -> out.append(n).append('\n'));
        return out.toString();
    }

    /** The columns' headers, in order. */
    public static List<String> headers() {
        return COLUMNS.stream().map(Column::header).toList();
    }

    /** A row's cells, in the columns' order; a figure not measured reads n/a. */
    public static List<String> cells(RegistryRow row) {
        return COLUMNS.stream().map(c -> orNa(c.cell().apply(row))).toList();
    }

    /** A Markdown table; "" when no mode has registry figures. */
    public static String markdown(List<ModeSummary> modes) {
        return markdownOf(rows(modes));
    }

    /** A Markdown table of these rows (the report's, labelled by run when it compares runs); "" without rows. */
    public static String markdownOf(List<RegistryRow> rows) {
        if (rows.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("| ");
        out.append(String.join(" | ", COLUMNS.stream().map(Column::header).toList())).append(" |\n|");
        COLUMNS.forEach(c -> out.append(c == COLUMNS.get(0) ? "---|" : "---:|"));
        out.append('\n');
        for (RegistryRow r : rows) {
            out.append("| ").append(String.join(" | ", COLUMNS.stream().map(c -> orNa(c.cell().apply(r))).toList()))
                    .append(" |\n");
        }
        return out.toString();
    }

    private static String orNa(String s) {
        return s == null ? "n/a" : s;
    }

    private static String num(Double v, int decimals) {
        return v == null ? null : String.format(Locale.ROOT, "%,." + decimals + "f", v);
    }
}
