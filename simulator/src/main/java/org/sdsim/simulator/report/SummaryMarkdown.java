package org.sdsim.simulator.report;

import java.util.List;
import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.table.ResultColumn;
import org.sdsim.simulator.table.ResultRow;

/** summary.md: the results table and links to the SVG files, for pasting into a pull request or issue. */
final class SummaryMarkdown {
    private SummaryMarkdown() {
    }

    static String render(List<RunData> runs, List<Column> columns, List<ReportChart> crossCharts,
            RegistrySection registry, List<ModeAllocation> allocation, List<ModeSection> sections, List<String> warnings) {
        StringBuilder b = new StringBuilder(4096);
        b.append(runs.size() == 1 ? "# " + runs.get(0).title() : "# sdsim: " + runs.size() + " runs compared")
                .append("\n\n");
        for (RunData run : runs) {
            String command = JsonFiles.text(run.manifest(), "command");
            b.append(runs.size() > 1 ? "- " + run.runId() + ": " : "")
                    .append(command == null ? "(manifest.json unreadable: command unknown)" : "`" + command + "`")
                    .append("\n");
            String captured = FleetFact.describe(run.manifest());
            if (captured != null) {
                b.append(runs.size() > 1 ? "  " : "\n").append("Fleet: ").append(captured).append(".\n");
            }
        }
        List<ResultColumn> table = ResultColumn.in(ResultColumn.Output.MARKDOWN);
        b.append("\n|");
        table.forEach(col -> b.append(' ').append(col.header(ResultColumn.Output.MARKDOWN)).append(" |"));
        b.append("\n|");
        table.forEach(col -> b.append(col.numeric() || col == ResultColumn.CALLS ? "---:|" : "---|"));
        b.append('\n');
        for (List<Column> group : ColumnGroups.of(columns)) {
            List<ResultRow> modeRuns = group.stream().map(Column::row).toList();
            b.append('|');
            table.forEach(col -> b.append(' ').append(cell(col.cell(modeRuns, Fmt.NA))).append(" |"));
            b.append('\n');
        }
        String ratios = org.sdsim.simulator.verdict.PublishedRatios.sentence(columns.stream().map(c -> c.mode().summary()).toList());
        if (ratios != null) {
            b.append("\n").append(ratios.substring(0, 1).toUpperCase()).append(ratios.substring(1)).append(".\n");
        }
        List<FaultTable.Row> faults = FaultTable.rows(columns);
        if (!faults.isEmpty()) {
            b.append("\nScripted faults (--fault):\n\n");
            faultTable(b, FaultTable.HEADERS, faults);
            List<String> extensions = FaultTable.extensions(columns);
            if (!extensions.isEmpty()) {
                b.append('\n');
                extensions.forEach(e -> b.append("- ").append(cell(e)).append(".\n"));
            }
        }
        List<FaultTable.Row> storms = FaultStormTable.rows(columns);
        if (!storms.isEmpty()) {
            b.append("\nThe registry's side of each fault:\n\n");
            faultTable(b, FaultStormTable.HEADERS, storms);
            b.append('\n').append(FaultStormTable.NOTE).append('\n');
        }
        migration(b, columns);
        remedies(b, columns);
        List<Column> attributed = columns.stream().filter(c -> c.mode().summary().heapAttribution().components() != null).toList();
        if (!attributed.isEmpty()) {
            b.append("\nWhere the heap goes (largest three components of the live heap, heap dump MB):\n\n");
            for (Column c : attributed) {
                b.append("- ").append(cell(c.label())).append(": ").append(ReportHtml.topThree(c.mode().summary().heapAttribution().components()))
                        .append(" (dump ").append(Fmt.mb(c.mode().summary().heapAttribution().heapDumpMb())).append(" MB)\n");
                String copies = ReportHtml.fileCacheCopies(c);
                if (copies != null) {
                    b.append("  - file cache by registry: ").append(cell(copies)).append('\n');
                }
            }
        }
        b.append("\nPublished reference (Dubbo benchmark, IBM J9 JDK 8, 20 h), heap / old gen after full GC in MB: ");
        boolean first = true;
        List<org.sdsim.simulator.summary.ModeSummary> modes = columns.stream().map(c -> c.mode().summary()).toList();
        for (org.sdsim.simulator.verdict.PublishedBar e : org.sdsim.simulator.verdict.PublishedBar.values()) {
            b.append(first ? "" : ", ").append(e.label()).append(" ").append(Fmt.count(e.heapAfterFullGcMb()))
                    .append(" / ").append(Fmt.count(e.tenuredAfterFullGcMb()));
            e.pairIn(modes).ifPresent(p -> b.append(" (measured by ").append(p.mode().label())
                    .append(p.standIn() ? ", a stand-in" : "").append(": ").append(Fmt.mb(p.mode().heap().afterFullGcMb()))
                    .append(" MB)"));
            first = false;
        }
        b.append(".\n");
        registry(b, registry);
        allocation(b, allocation);
        b.append("\n## Charts\n\n");
        for (ReportChart c : crossCharts) {
            b.append("![").append(c.title()).append("](").append(c.file().getFileName()).append(")\n\n");
        }
        b.append("Per mode (heap, pauses, allocation rate over time):\n\n");
        for (ModeSection s : sections) {
            b.append("- ").append(cell(s.column().label())).append(": ");
            if (s.charts().isEmpty()) {
                b.append("no GC log\n");
                continue;
            }
            first = true;
            for (ReportChart c : s.charts()) {
                b.append(first ? "" : " · ").append("[").append(c.title()).append("](").append(c.file().getFileName())
                        .append(")");
                first = false;
            }
            b.append("\n");
        }
        if (!warnings.isEmpty()) {
            b.append("\n## What is missing\n\n");
            for (String w : warnings) {
                b.append("- ").append(w.replace("\n", " ")).append("\n");
            }
        }
        b.append("\nFull report: [report.html](report.html)\n");
        return b.toString();
    }

    /** The Registry section: the table, registries that could not be read, how to read it, the claims, charts. */
    private static void registry(StringBuilder b, RegistrySection r) {
        if (r.isEmpty()) {
            return;
        }
        b.append("\n## Registry\n\nWhat the ZooKeeper registries paid, from their own counters (per registry, per"
                + " address push):\n\n").append(org.sdsim.simulator.table.RegistryTable.markdownOfCells(r.rows()));
        if (!r.unavailable().isEmpty()) {
            b.append('\n');
            r.unavailable().forEach(u -> b.append("- ").append(cell(u)).append('\n'));
        }
        b.append("\nHow to read it:\n\n");
        RegistrySection.HOW_TO_READ.forEach(h -> b.append("- ").append(h).append('\n'));
        for (RegistrySection.RunClaims run : r.claims()) {
            b.append("\nPublished claims beside ").append(run.run() == null ? "this run" : cell(run.run()))
                    .append(":\n\n");
            table(b, RegistrySection.CLAIM_HEADERS, run.claims().stream().map(RegistrySection::claimCells).toList());
        }
        if (!r.claims().isEmpty()) {
            b.append('\n').append(RegistrySection.CLAIMS_NOTE).append('\n');
        }
        for (ReportChart c : r.charts()) {
            b.append("\n![").append(c.title()).append("](").append(c.file().getFileName()).append(")\n");
        }
    }

    /** The consumers' top allocation sites while measuring, when any mode has a recording. */
    private static void allocation(StringBuilder b, List<ModeAllocation> modes) {
        if (modes.isEmpty()) {
            return;
        }
        b.append("\n## Allocation sites\n\nEach consumer's ").append(ModeAllocation.TOP)
                .append(" heaviest allocation sites while it measured (JFR's sampled weight):\n\n");
        // frames and class names as code: <init> and $ must reach the reader as written
        List<List<String>> rows = AllocationTable.rows(modes).stream().map(r -> r.get(1).isEmpty() ? r
                : java.util.stream.IntStream.range(0, r.size()).mapToObj(i -> (i == AllocationTable.SITE
                        || i == AllocationTable.CLASS) && !r.get(i).isEmpty() ? "`" + r.get(i) + "`" : r.get(i))
                        .toList()).toList();
        table(b, AllocationTable.HEADERS, rows);
        b.append('\n').append(AllocationTable.HOW_TO_READ).append('\n');
    }

    /** Each remedied mode against the mode it adds to, when the run has both; and what it costs under the faults. */
    private static void remedies(StringBuilder b, List<Column> columns) {
        List<org.sdsim.simulator.summary.ModeSummary> modes = columns.stream().map(c -> c.mode().summary()).toList();
        List<List<String>> rows = org.sdsim.simulator.table.RemedyTable.rows(modes);
        if (rows.isEmpty()) {
            return;
        }
        b.append("\nRemedies, each against the mode it adds to (else its stock mode):\n\n");
        table(b, org.sdsim.simulator.table.RemedyTable.HEADERS, rows);
        b.append('\n').append(org.sdsim.simulator.table.RemedyTable.HOW_TO_READ).append('\n');
        List<List<String>> prices = org.sdsim.simulator.table.PriceTable.rows(modes);
        if (!prices.isEmpty()) {
            b.append("\nWhat each remedy costs under the run's faults:\n\n");
            table(b, org.sdsim.simulator.table.PriceTable.HEADERS, prices);
        }
    }

    /** A Markdown table; numbers right-aligned where the header says so. */
    private static void table(StringBuilder b, List<String> headers, List<List<String>> rows) {
        b.append(MarkdownTable.of(headers, i -> NUMERIC.contains(headers.get(i)), rows));
    }

    private static final java.util.Set<String> NUMERIC = java.util.Set.of("#", "MB", "±", "MB per push", "share %", "samples",
            "published", "measured");

    /** Each migrated mode's phase table ({@code --migration}), with its fresh comparison. */
    private static void migration(StringBuilder b, List<Column> columns) {
        for (Column c : columns) {
            List<List<String>> rows = org.sdsim.simulator.table.MigrationTable.rows(c.mode().summary());
            if (rows.isEmpty()) {
                continue;
            }
            org.sdsim.simulator.summary.MigrationSummary m = c.mode().summary().migration();
            b.append("\nMigration rehearsal, ").append(cell(c.label())).append(" (`--migration ")
                    .append(m.schedule()).append("`):\n\n|");
            org.sdsim.simulator.table.MigrationTable.HEADERS.forEach(h -> b.append(' ').append(cell(h)).append(" |"));
            b.append("\n|");
            org.sdsim.simulator.table.MigrationTable.HEADERS.forEach(h -> b.append("---|"));
            b.append('\n');
            for (List<String> row : rows) {
                b.append('|');
                row.forEach(cellText -> b.append(' ').append(cell(cellText)).append(" |"));
                b.append('\n');
            }
            if (m.fresh() != null) {
                b.append("\nAfter FORCE_APPLICATION: ").append(cell(m.fresh().sentence())).append(".\n");
            }
        }
    }

    private static String cell(String text) {
        return MarkdownTable.cell(text);
    }

    /** A markdown table of fault rows under {@code headers}, every column left-aligned. */
    private static void faultTable(StringBuilder b, List<String> headers, List<FaultTable.Row> rows) {
        b.append('|');
        headers.forEach(h -> b.append(' ').append(cell(h)).append(" |"));
        b.append("\n|");
        headers.forEach(h -> b.append("---|"));
        b.append('\n');
        for (FaultTable.Row row : rows) {
            b.append('|');
            row.cells().forEach(c -> b.append(' ').append(cell(c)).append(" |"));
            b.append('\n');
        }
    }
}
