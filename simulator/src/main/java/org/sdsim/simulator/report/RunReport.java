package org.sdsim.simulator.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jfree.chart.JFreeChart;
import org.sdsim.analyzers.chart.ChartRenderer;
import org.sdsim.analyzers.chart.LogChartOptions;
import org.sdsim.analyzers.chart.LogCharts;
import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.folder.RunFolder;
import org.sdsim.simulator.run.Versions;

/**
 * Writes a run's report (report.html, summary.md and SVG charts) from its run folder, or compares
 * several runs in one report (one bar per run × mode). Reads the folders tolerantly: a missing or
 * half-written file becomes a line under "What is missing", never an exception.
 *
 * <pre>{@code
 * ReportResult r = RunReport.write(List.of(runDir), runDir);
 * r.warnings().forEach(System.err::println);
 * }</pre>
 */
public final class RunReport {
    public static final String REPORT_FILE = RunFolder.REPORT.name();
    public static final String SUMMARY_FILE = RunFolder.SUMMARY_MD.name();
    static final int TOP_CLASSES = 12;

    private RunReport() {
    }

    /**
     * @param runDirs one run folder, or several to compare
     * @param outDir  where to write (created if absent); for one run usually the run folder itself
     * @throws IOException only when the output cannot be written
     */
    public static ReportResult write(List<Path> runDirs, Path outDir) throws IOException {
        if (runDirs.isEmpty()) {
            throw new org.sdsim.simulator.run.UserError("no run folder given");
        }
        List<RunData> runs = new ArrayList<>();
        for (Path dir : runDirs) {
            runs.add(RunFolderReader.read(dir));
        }
        boolean compare = runs.size() > 1;
        List<Column> columns = columns(runs, compare);
        Files.createDirectories(outDir);
        // read before the warnings are gathered: a recording that cannot be read is one of them
        List<ModeAllocation> allocation = allocation(runs, columns);
        List<String> warnings = warnings(runs, compare);

        ChartRenderer renderer = new ChartRenderer();
        List<Path> written = new ArrayList<>();
        List<ReportChart> cross = new ArrayList<>();
        cross.add(chart(renderer, CrossModeCharts.heapAfterFullGc(columns, runAxisLabel(runs)), "heap-after-full-gc", outDir, written));
        org.jfree.chart.JFreeChart pairs = CrossModeCharts.publishedPairs(columns);
        if (pairs != null) {
            cross.add(chart(renderer, pairs, "published-vs-measured", outDir, written));
        }
        cross.add(chart(renderer, CrossModeCharts.gcCounts(columns), "gc-counts", outDir, written));
        cross.add(chart(renderer, CrossModeCharts.discoveryCost(columns), "discovery-cost", outDir, written));
        cross.add(chart(renderer, CrossModeCharts.heapAttribution(columns), "heap-attribution", outDir, written));
        ChartRenderer tall = new ChartRenderer(ChartRenderer.DEFAULT_WIDTH, CrossModeCharts.topClassesHeight(columns, TOP_CLASSES));
        cross.add(chart(tall, CrossModeCharts.topClasses(columns, TOP_CLASSES), "top-classes", outDir, written));

        RegistrySection registry = registrySection(runs, columns, renderer, outDir, written);

        List<ModeSection> sections = new ArrayList<>();
        Set<String> prefixes = new LinkedHashSet<>();
        for (Column c : columns) {
            sections.add(modeSection(c, compare, renderer, outDir, prefixes, written));
        }

        String generatedBy = "Generated " + Instant.now().truncatedTo(ChronoUnit.SECONDS) + " by sdsim " + Versions.SDSIM
                + " from " + String.join(", ", runDirs.stream().map(RunFolder::shown).toList());
        Path html = outDir.resolve(REPORT_FILE);
        Files.writeString(html, ReportHtml.render(runs, columns, cross, registry, allocation, sections,
                warnings, generatedBy), StandardCharsets.UTF_8);
        written.add(html);
        Path md = outDir.resolve(SUMMARY_FILE);
        Files.writeString(md, SummaryMarkdown.render(runs, columns, cross, registry, allocation, sections,
                warnings), StandardCharsets.UTF_8);
        written.add(md);
        return new ReportResult(html, md, written, warnings);
    }

    /** Each mode's consumer allocation sites while it measured (modes without a recording have none). */
    private static List<ModeAllocation> allocation(List<RunData> runs, List<Column> columns) {
        List<ModeAllocation> out = new ArrayList<>();
        for (Column c : columns) {
            RunData run = runs.stream().filter(r -> r.modes().stream().anyMatch(m -> m == c.mode())).findFirst().orElseThrow();
            ModeAllocation a = ModeAllocation.read(c, run.findings());
            if (a != null) {
                out.add(a);
            }
        }
        return out;
    }

    /** The Registry section and its charts: fan-out when subscribers ran, the registries over time per run. */
    private static RegistrySection registrySection(List<RunData> runs, List<Column> columns, ChartRenderer renderer,
            Path outDir, List<Path> written) throws IOException {
        if (columns.stream().noneMatch(c -> org.sdsim.simulator.summary.RegistryRow.of(c.mode().summary()) != null)) {
            return RegistrySection.of(runs, columns, List.of());
        }
        List<ReportChart> charts = new ArrayList<>();
        JFreeChart fanout = FanoutChart.create(columns);
        if (fanout != null) {
            charts.add(chart(renderer, fanout, "push-fanout", outDir, written));
        }
        ChartRenderer tall = new ChartRenderer(ChartRenderer.DEFAULT_WIDTH, 720);
        for (RunData run : runs) {
            // damaged samples were reported when the summary was written; the chart draws what it can
            JFreeChart timeline = RegistryTimeline.create(run, (where, what) -> { });
            if (timeline != null) {
                String id = runs.size() > 1 ? ChartRenderer.safeId("registries-" + run.runId()) : "registries";
                ReportChart c = chart(tall, timeline, id, outDir, written);
                charts.add(runs.size() > 1 ? new ReportChart(c.id(), run.runId() + ": " + c.title(), c.svgElement(), c.file()) : c);
            }
        }
        return RegistrySection.of(runs, columns, charts);
    }

    private static List<Column> columns(List<RunData> runs, boolean compare) {
        List<Column> out = new ArrayList<>();
        Set<String> runLabels = new LinkedHashSet<>();
        for (RunData run : runs) {
            // the same run given twice (or two copies of one folder) must still give distinct bars
            String runLabel = run.runId();
            for (int n = 2; !runLabels.add(runLabel); n++) {
                runLabel = run.runId() + " (" + n + ")";
            }
            List<ModeData> baselines = run.modes().stream().filter(ModeData::isBaseline).toList();
            for (ModeData m : run.modes()) {
                // the baseline of the mode's own Dubbo when the run has one, else the run's first (as summary.json)
                ModeData base = baselines.stream()
                        .filter(b -> java.util.Objects.equals(b.summary().dubbo(), m.summary().dubbo())).findFirst()
                        .orElse(baselines.isEmpty() ? null : baselines.get(0));
                String label = compare ? m.label() + " · " + runLabel : m.label();
                out.add(new Column(label, m, base == null ? null : base.summary().heap().afterFullGcMb(),
                        base == null ? null : base.summary().heap().oldGenAfterFullGcMb()));
            }
        }
        return out;
    }

    private static List<String> warnings(List<RunData> runs, boolean compare) {
        List<String> out = new ArrayList<>();
        for (RunData run : runs) {
            for (String f : run.findings().list()) {
                out.add(compare ? run.runId() + ": " + f : f);
            }
        }
        return out;
    }

    /** "This run: Java 17.0.15" (older runs: "Dubbo 3.3.6, Java 17.0.15") from the manifest, as far as it says. */
    private static String runAxisLabel(List<RunData> runs) {
        RunData first = runs.get(0);
        String dubbo = JsonFiles.text(first.manifest().path("versions"), "dubbo");
        String dubbo27 = JsonFiles.text(first.manifest().path("versions"), "dubbo27");
        String java = JsonFiles.text(first.manifest().path("versions"), "java");
        StringBuilder b = new StringBuilder(runs.size() == 1 ? "This run" : "These runs");
        List<String> parts = new ArrayList<>();
        // Since each mode names its own Dubbo (the manifest's "consumers"), the bars carry the version.
        boolean perMode = !first.manifest().path("consumers").isMissingNode()
                && !first.manifest().path("consumers").isNull();
        if (dubbo != null && !perMode) {
            parts.add("Dubbo " + dubbo + (dubbo27 == null ? "" : " (dubbo27: " + dubbo27 + ")"));
        }
        if (java != null) {
            parts.add("Java " + shortJava(java));
        }
        if (!parts.isEmpty()) {
            b.append(": ").append(String.join(", ", parts));
        }
        return b.toString();
    }

    /** "OpenJDK 64-Bit Server VM 17.0.15+6-Debian-1deb12u1" → "17.0.15": the axis label has room for little. */
    static String shortJava(String java) {
        String version = java.substring(java.lastIndexOf(' ') + 1);
        int plus = version.indexOf('+');
        return plus > 0 ? version.substring(0, plus) : version;
    }

    private static ReportChart chart(ChartRenderer renderer, JFreeChart chart, String id, Path outDir, List<Path> written)
            throws IOException {
        Path file = outDir.resolve(id + ".svg");
        String svg = renderer.write(chart, id, file);
        written.add(file);
        return new ReportChart(id, chart.getTitle().getText(), svg, file);
    }

    private static ModeSection modeSection(Column c, boolean compare, ChartRenderer renderer, Path outDir,
            Set<String> prefixes, List<Path> written) throws IOException {
        ModeData m = c.mode();
        if (m.gc() == null) {
            return new ModeSection(c, List.of(), null);
        }
        ModeOverlays.Result overlays = ModeOverlays.of(m);
        // mode first: run ids start with a digit, which an XML id cannot
        String base = compare ? m.mode() + "-" + m.runId() : m.mode();
        String prefix = ChartRenderer.safeId(base);
        for (int n = 2; !prefixes.add(prefix); n++) {
            prefix = ChartRenderer.safeId(base + "-" + n);
        }
        LogChartOptions options = LogChartOptions.DEFAULT
                .withSubtitle(c.label() + " · " + m.gc().subtitle())
                .withOverlays(overlays.overlays());
        List<ReportChart> charts = new ArrayList<>();
        // the migration timeline first: for a migrated mode it is the chart the phase table is read with
        // (a damaged migration.jsonl was reported when the summary was written; the chart draws what it can)
        JFreeChart migration = MigrationTimeline.create(m, (where, what) -> { });
        if (migration != null) {
            ReportChart timeline = chart(new ChartRenderer(ChartRenderer.DEFAULT_WIDTH, 640), migration,
                    prefix + "-migration", outDir, written);
            charts.add(new ReportChart(timeline.id(), c.label() + ": " + timeline.title(), timeline.svgElement(),
                    timeline.file()));
        }
        for (LogCharts.Written w : LogCharts.write(m.gc().events(), options, renderer, outDir, prefix)) {
            charts.add(new ReportChart(w.id(), c.label() + ": " + w.title(), w.svgElement(), w.file()));
            written.add(w.file());
        }
        return new ModeSection(c, charts, overlays.clockSource());
    }
}
