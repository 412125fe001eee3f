package org.sdsim.simulator.table;

import org.sdsim.simulator.verdict.PushSaturation;

import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RegistryRow;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.sdsim.simulator.summary.Figure;
import org.sdsim.simulator.summary.ModeRuns;
import org.sdsim.simulator.summary.Spread;
import org.sdsim.simulator.verdict.Completeness;

/**
 * The registry's side of a run, as a table: a row per mode ({@link RegistryRow}), each cost per
 * address push, and per subscribing client (the consumer and its subscribers), where it is one. Drawn
 * for the console as aligned text and for summary.md as Markdown, from one column list.
 */
public final class RegistryTable {

    /**
     * One column: its header, how a row shows in it ({@code null} reads n/a) and, for a figure, which
     * {@link Figure} it is and to how many decimals, so that a mode run several times shows its median and range.
     */
    record Column(String header, Function<RegistryRow, String> cell, Figure figure, int decimals, boolean ofPushes) {
        Column(String header, Function<RegistryRow, String> cell) {
            this(header, cell, null, 0, false);
        }

        /** A figure of what the registry held (its tree, its heap): no push owed anything for it. */
        static Column held(String header, Figure figure, int decimals, Function<RegistryRow, Double> value) {
            return new Column(header, r -> num(value.apply(r), decimals), figure, decimals, false);
        }

        /** A figure of the pushes: quoted only where every subscribing client read them in full ({@link Completeness}). */
        static Column figure(String header, Figure figure, int decimals, Function<RegistryRow, Double> value) {
            return new Column(header, r -> num(value.apply(r), decimals), figure, decimals, true);
        }
    }

    static final List<Column> COLUMNS = List.of(
            new Column("mode", RegistryRow::mode),
            new Column("clients/reg", r -> r.perPush().clients() == null ? null
                    : String.format(Locale.ROOT, "%,d", r.perPush().clients())),
            Column.figure("requests/push/client", Figure.REQUESTS_PER_PUSH_AND_CLIENT, 1, r -> r.perPush().requestsPerClient()),
            Column.figure("consumer req/push", Figure.CONSUMER_REQUESTS_PER_PUSH, 1, r -> r.perPush().consumerRequests()),
            Column.figure("subscriber req/push", Figure.SUBSCRIBER_REQUESTS_PER_PUSH, 1, r -> r.perPush().subscriberRequests()),
            Column.figure("KB/push/client", Figure.KB_PER_PUSH_AND_CLIENT, 1, r -> r.perPush().kbPerClient()),
            Column.figure("notifications/push", Figure.NOTIFICATIONS_PER_PUSH, 1, r -> r.perPush().notifications()),
            Column.figure("getData/push", Figure.GET_DATA_PER_PUSH, 1, r -> r.perPush().getData()),
            Column.figure("getChildren/push", Figure.GET_CHILDREN_PER_PUSH, 1, r -> r.perPush().getChildren()),
            Column.held("data MB", Figure.REGISTRY_DATA_MB, 1, r -> r.held().dataMb()),
            new Column("watches", r -> r.held().watches()),
            new Column("on providers", r -> r.held().onProviders()),
            new Column("on services", r -> r.held().onServices()),
            Column.held("registry heap MB", Figure.REGISTRY_HEAP_MB, 1, r -> r.held().heapMb()),
            Column.figure("push p50 ms", Figure.PUSH_P50_MS, 0, r -> r.fanout().p50Ms()),
            Column.figure("push p99 ms", Figure.PUSH_P99_MS, 0, r -> r.fanout().p99Ms()),
            Column.figure("full reads ÷ pushes", Figure.FULL_READS_PER_PUSH, 1, r -> r.fanout().fullReadsPerPush()));

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

    /**
     * The cells of each mode that has registry figures, one row a mode: its run's figures, or with {@code --repeat}
     * each figure's median and range over the runs ({@code 25,018.3 [24,990.1–25,031.0]}) under the mode ×N.
     */
    public static List<List<String>> table(List<ModeSummary> modes) {
        List<List<String>> out = new ArrayList<>();
        for (ModeRuns m : ModeRuns.of(modes)) {
            RegistryRow first = RegistryRow.of(m.first());
            if (first == null) {
                continue;
            }
            // the figures of the pushes only from runs whose subscribing clients read every push in full
            List<ModeSummary> complete = m.runs().stream().filter(Completeness::complete).toList();
            if (m.runs().size() == 1) {
                List<String> row = new ArrayList<>(cells(first));
                if (complete.isEmpty()) {
                    for (int i = 0; i < COLUMNS.size(); i++) {
                        if (COLUMNS.get(i).ofPushes() && !row.get(i).equals("n/a")) {
                            row.set(i, INCOMPLETE);
                        }
                    }
                }
                out.add(row);
                continue;
            }
            List<String> row = new ArrayList<>();
            ModeRuns usable = new ModeRuns(m.mode(), complete.isEmpty() ? m.runs() : complete);
            for (Column c : COLUMNS) {
                if (c == COLUMNS.get(0)) {
                    row.add(first.mode() + " ×" + m.runs().size());
                } else if (c.figure() == null) {
                    row.add(orNa(c.cell().apply(first)));
                } else if (c.ofPushes() && complete.isEmpty()) {
                    row.add(m.spread(c.figure()) == null ? "n/a" : INCOMPLETE);
                } else {
                    Spread spread = (c.ofPushes() ? usable : m).spread(c.figure());
                    row.add(spread == null ? "n/a" : spread.text("%,." + c.decimals() + "f"));
                }
            }
            out.add(row);
        }
        return out;
    }

    /**
     * What a figure of the pushes reads in a mode whose subscribing clients did not read them in full: the line under
     * the table says why ({@link Completeness}).
     */
    public static final String INCOMPLETE = "incomplete";

    /** Aligned text for the console; "" when no mode has registry figures. */
    public static String console(List<ModeSummary> modes) {
        List<RegistryRow> rows = rows(modes);
        if (rows.isEmpty()) {
            return "";
        }
        List<String[]> cells = new ArrayList<>();
        cells.add(COLUMNS.stream().map(Column::header).toArray(String[]::new));
        java.util.Set<String> notes = new java.util.LinkedHashSet<>();
        table(modes).forEach(row -> cells.add(row.toArray(String[]::new)));
        for (RegistryRow r : rows) {
            if (r.unavailable() != null) {
                notes.add("registry figures n/a: " + r.unavailable()); // once per reason, not per mode
            }
        }
        for (ModeSummary m : modes) {
            String why = Completeness.whyNot(m);
            if (why != null) {
                notes.add("incomplete: " + why);
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
            String verdict = PushSaturation.verdictLine(m, m.runLabel());
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
        return markdownOfCells(table(modes));
    }

    /** A Markdown table of these rows (the report's, labelled by run when it compares runs); "" without rows. */
    public static String markdownOf(List<RegistryRow> rows) {
        return markdownOfCells(rows.stream().map(RegistryTable::cells).toList());
    }

    /** A Markdown table of these rows' cells, in the columns' order; "" without rows. */
    public static String markdownOfCells(List<List<String>> rows) {
        if (rows.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("| ");
        out.append(String.join(" | ", COLUMNS.stream().map(Column::header).toList())).append(" |\n|");
        COLUMNS.forEach(c -> out.append(c == COLUMNS.get(0) ? "---|" : "---:|"));
        out.append('\n');
        for (List<String> r : rows) {
            out.append("| ").append(String.join(" | ", r)).append(" |\n");
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
