package org.sdsim.simulator.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.sdsim.simulator.summary.MigrationSummary;
import org.sdsim.simulator.table.MigrationTable;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.summary.ModeRuns;
import org.sdsim.simulator.verdict.RemedyComparison;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.verdict.PublishedBar;
import org.sdsim.simulator.verdict.PublishedRatios;
import org.sdsim.simulator.table.RegistryTable;
import org.sdsim.simulator.remedy.Remedies;
import org.sdsim.simulator.table.RemedyTable;
import org.sdsim.simulator.table.ResultColumn;
import org.sdsim.simulator.table.ResultRow;
import org.sdsim.simulator.summary.RunSummary;

/**
 * The tables README shows, each drawn from one committed run's summary.json with the same columns
 * and cell formats the run's own summary.md uses, only fewer of them: README is a front page, the
 * report holds the rest.
 */
enum ReadmeTableKind {
    /** The results table: heap, what a push costs, calls. */
    MODES {
        private final List<ResultColumn> columns = List.of(ResultColumn.MODE, ResultColumn.HEAP, ResultColumn.HEAP_TREND,
                ResultColumn.COST, ResultColumn.ALLOC_PER_PUSH, ResultColumn.YOUNG_PER_100_PUSHES,
                ResultColumn.FULL_PER_100_PUSHES, ResultColumn.CALLS);

        @Override
        String render(RunSummary run) {
            // one row a mode: its run, or with --repeat each figure's median and range over its runs
            List<List<String>> rows = ModeRuns.of(run.modes()).stream()
                    .map(m -> m.runs().stream().map(ResultRow::of).toList())
                    .map(runs -> columns.stream().map(c -> c.cell(runs, Fmt.NA)).toList()).toList();
            return MarkdownTable.of(columns.stream().map(c -> c.header(ResultColumn.Output.MARKDOWN)).toList(),
                    i -> columns.get(i).numeric() || columns.get(i) == ResultColumn.CALLS, rows);
        }
    },
    /** Each published bar beside the mode of the same generation that measures it, as shares of Dubbo 2.7. */
    PUBLISHED {
        @Override
        String render(RunSummary run) {
            List<ModeSummary> modes = run.modes();
            List<PublishedRatios.Ratio> ratios = PublishedRatios.of(modes);
            List<List<String>> rows = new ArrayList<>();
            for (PublishedBar bar : PublishedBar.values()) {
                Optional<PublishedBar.Pairing> pairing = bar.pairIn(modes);
                if (pairing.isEmpty()) {
                    continue;
                }
                ModeSummary m = pairing.get().mode();
                String ratio = bar == PublishedBar.DUBBO27_INTERFACE ? "1.00 / 1.00"
                        : ratios.stream().filter(r -> r.pairing().bar() == bar).findFirst()
                                .map(r -> String.format(Locale.ROOT, "%.2f / %.2f", r.measured(), r.published()))
                                .orElse(Fmt.NA);
                rows.add(List.of(bar.label(), Fmt.count(bar.heapAfterFullGcMb()) + " (" + Fmt.count(bar.tenuredAfterFullGcMb()) + ")",
                        m.label() + (pairing.get().standIn() ? ", a stand-in" : ""), Fmt.mb(m.heap().afterFullGcMb()),
                        m.heap().trend() == null ? Fmt.NA : m.heap().trend().mark(), ratio));
            }
            return MarkdownTable.of(List.of("published bar", "published MB (old gen)", "measured by",
                    "Heap after full GC (MB)", "Heap after full GC, not settled", "ratio to 2.7: measured / published"),
                    i -> i == 1 || i == 3, rows); // the two MB columns
        }
    },
    /**
     * What the registries paid per push: the registry table's cost columns, and the subscriber columns
     * where the run had subscribers (a column no mode measured is left out).
     */
    REGISTRY {
        private final List<String> columns = List.of("mode", "clients/reg", "requests/push/client", "getData/push",
                "KB/push/client", "watches", "registry heap MB", "push p50 ms", "push p99 ms", "full reads ÷ pushes");

        @Override
        String render(RunSummary run) {
            List<String> headers = RegistryTable.headers();
            List<List<String>> all = RegistryTable.table(run.modes());
            List<Integer> shown = columns.stream().map(headers::indexOf)
                    .filter(i -> all.stream().anyMatch(row -> !row.get(i).equals(Fmt.NA))).toList();
            List<List<String>> rows = all.stream().map(row -> shown.stream().map(row::get).toList()).toList();
            return MarkdownTable.of(shown.stream().map(headers::get).toList(), i -> i > 0, rows); // all but the mode
        }
    },
    /** Each migrated mode's phases (switch, heap, calls), then its last phase beside a fresh application consumer. */
    MIGRATION {
        private final List<String> columns = List.of("Phase", "Step", "From–to s", "Took effect", "Switch s",
                "Heap after FGC MB", "Heap trend", "Calls ok / failed", "Probe calls failed / all");
        private final List<String> numeric = List.of("Phase", "Switch s", "Heap after FGC MB");

        @Override
        String render(RunSummary run) {
            StringBuilder b = new StringBuilder();
            List<Integer> shown = columns.stream().map(MigrationTable.HEADERS::indexOf).toList();
            for (ModeSummary m : run.modes()) {
                List<List<String>> all = MigrationTable.rows(m);
                if (all.isEmpty()) {
                    continue;
                }
                MigrationSummary migration = m.migration();
                b.append(b.length() == 0 ? "" : "\n").append(MarkdownTable.cell(m.label())).append(", `--migration ")
                        .append(migration.schedule()).append("`:\n\n");
                b.append(MarkdownTable.of(columns, i -> numeric.contains(columns.get(i)),
                        all.stream().map(row -> shown.stream().map(row::get).toList()).toList()));
                if (migration.fresh() != null) {
                    b.append("\nAfter FORCE_APPLICATION: ").append(MarkdownTable.cell(migration.fresh().sentence()))
                            .append(".\n");
                }
            }
            return b.toString();
        }
    },
    /**
     * What to change: each remedied mode against the mode it adds its last remedy to (else its stock mode) of the same run (the remedies table's headline
     * columns), with what the remedy costs a user, from the remedy catalog.
     */
    REMEDIES {
        private final List<String> columns = List.of("Remedied mode", "Against", "Allocated MB per push",
                "getData per push (registry)", "Heap after FGC MB", "Calls failed");

        @Override
        String render(RunSummary run) {
            List<Integer> shown = columns.stream().map(RemedyTable.HEADERS::indexOf).toList();
            List<List<String>> rows = new ArrayList<>();
            // the remedied modes each row measures, in the remedies table's order
            List<Mode> remedied = RemedyComparison.of(run.modes()).stream().map(RemedyComparison::mode).toList();
            List<List<String>> all = RemedyTable.rows(run.modes());
            for (int i = 0; i < all.size(); i++) {
                List<String> row = new ArrayList<>(shown.stream().map(all.get(i)::get).toList());
                row.add(costs(remedied.get(i)));
                rows.add(row);
            }
            List<String> headers = new ArrayList<>(columns);
            headers.add("What it costs");
            return MarkdownTable.of(headers, i -> false, rows);
        }

        /** The catalog's costs of the remedies of {@code mode}. */
        private String costs(Mode mode) {
            return String.join("; ", mode.remedies().stream()
                    .map(r -> Remedies.installed().byName(Remedies.nameOf(r))
                            .map(x -> x.costs() == null ? Fmt.NA : x.costs()).orElse(Fmt.NA)).toList());
        }
    },
    /**
     * What each remedy costs under the fault it trades against, beside the mode it is measured against (the price
     * table's columns, from a run with scripted faults).
     */
    PRICES {
        @Override
        String render(RunSummary run) {
            return MarkdownTable.of(org.sdsim.simulator.table.PriceTable.HEADERS, i -> false,
                    org.sdsim.simulator.table.PriceTable.rows(run.modes()));
        }
    },
    /**
     * Which Dubbo, which settings: per Dubbo line its defaults, what its default discovery measured per push in the
     * report's run, and each remedy's setting there.
     */
    DECISIONS {
        @Override
        String render(RunSummary run) {
            return MarkdownTable.of(org.sdsim.simulator.table.DecisionTable.HEADERS, i -> false,
                    org.sdsim.simulator.table.DecisionTable.rows(run.modes()));
        }
    };

    /** The table's Markdown, ending in a newline. */
    abstract String render(RunSummary run);

    /** The kind a README marker names: {@code modes}, {@code published}, {@code registry}, {@code migration}, {@code remedies}. */
    static ReadmeTableKind named(String name) {
        for (ReadmeTableKind k : values()) {
            if (k.name().toLowerCase(Locale.ROOT).equals(name)) {
                return k;
            }
        }
        throw new IllegalArgumentException("no README table kind '" + name + "'; the kinds are modes, published, registry, migration, remedies, prices, decisions");
    }
}
