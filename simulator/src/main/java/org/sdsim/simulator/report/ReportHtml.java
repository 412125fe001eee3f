package org.sdsim.simulator.report;

import static org.sdsim.analyzers.chart.Html.escape;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.table.ResultColumn;
import org.sdsim.simulator.table.ResultRow;

/**
 * report.html: one self-contained page (inline CSS and SVG; no scripts, fonts or anything else
 * fetched) that says what was run, what came out per mode, shows every chart and lists what could
 * not be read.
 */
final class ReportHtml {
    /** The stylesheet of every page sdsim writes (kept beside {@code Html#escape}, which they share too). */
    static final String CSS = org.sdsim.analyzers.chart.Html.PAGE_CSS;

    private ReportHtml() {
    }

    static String render(List<RunData> runs, List<Column> columns, List<ReportChart> crossCharts,
            RegistrySection registry, List<ModeAllocation> allocation, List<ModeSection> sections, List<String> warnings,
            String generatedBy) {
        StringBuilder b = new StringBuilder(1 << 20);
        String heading = runs.size() == 1 ? runs.get(0).title()
                : "sdsim report: " + runs.size() + " runs compared";
        b.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>").append(escape(heading)).append("</title>\n<style>\n").append(CSS)
                .append("</style>\n</head>\n<body>\n");
        b.append("<h1>").append(escape(heading)).append("</h1>\n<p class=\"meta\">")
                .append(escape(generatedBy)).append("</p>\n");
        missing(b, warnings);
        howToRead(b);
        for (RunData run : runs) {
            whatWasRun(b, run, runs.size() > 1);
        }
        results(b, columns);
        faults(b, columns);
        migration(b, columns);
        remedies(b, columns);
        b.append("<h2>Across modes</h2>\n");
        for (ReportChart c : crossCharts) {
            figure(b, c);
        }
        registry(b, registry);
        allocation(b, allocation);
        b.append("<h2>Per mode</h2>\n<p class=\"note\">Each consumer's GC log over time. Dashed vertical lines: address"
                + " pushes from churn, scripted faults (where each was injected, and where every address was back) and probes (each probe forces a full GC to read the heap; that full GC appears"
                + " in the pause chart but is not counted as a full GC).</p>\n");
        for (ModeSection s : sections) {
            modeSection(b, s, runs.size() > 1);
        }
        b.append("<footer>Written by <code>sdsim report</code>. Everything on this page is in this one file;"
                + " the charts are also saved as SVG files beside it.</footer>\n</body>\n</html>\n");
        return b.toString();
    }

    private static void missing(StringBuilder b, List<String> warnings) {
        if (warnings.isEmpty()) {
            return;
        }
        b.append("<section class=\"missing\" id=\"missing\">\n<h2>What is missing</h2>\n<p>This report was written from"
                + " what could be read; these files were missing, cut short or unreadable, so some figures below are"
                + " n/a or recomputed:</p>\n<ul>\n");
        for (String w : warnings) {
            b.append("<li>").append(escape(w)).append("</li>\n");
        }
        b.append("</ul>\n</section>\n");
    }

    private static void howToRead(StringBuilder b) {
        b.append("""
                <h2>How to read this</h2>
                <ul class="read">
                <li><b>Heap used after full GC</b> is what the consumer still holds once all garbage is gone: mostly the
                provider addresses it discovered and the objects behind them. Lower is better. It is the median of the
                probes, each of which forces a full GC and reads the heap.</li>
                <li><b>Over baseline</b> is a mode's heap after full GC minus the <i>baseline</i> mode's: the same consumer
                subscribed to registries that hold no addresses. That difference is what service discovery costs.</li>
                <li><b>Grey bars</b> are Dubbo's published benchmark (Dubbo 2.6 to 3.0 on IBM J9, JDK 8, 20 hours). Other
                JVM, versions and duration: compare the direction and the ratios between modes, not the numbers.</li>
                <li><b>Young GCs</b> follow allocation; <b>full GCs</b> (those the JVM chose, not the probes') are the failure
                the published benchmark is about: a consumer in back-to-back full GCs stops serving calls.</li>
                <li>In the per-mode time charts, watch what follows each <b>address push</b>: a jump in heap and
                allocation, then young or full GCs.</li>
                <li><b>Allocated per address push</b> is what one change of the provider list in one registry made the
                consumer allocate (the GC log's heap growth between collections while measuring, over the pushes). For
                your GC: a young collection comes about every <i>young generation size</i> of allocation, so a consumer
                with a 256 MB young generation that allocates 175 MB per push collects about once per push, and a
                rolling restart of 50 providers across two registries is 4 pushes; what survives a young collection
                (the live addresses being rebuilt) is promoted and, pushes after, fills the old generation. Young GCs
                and full GCs per 100 pushes are the same count, measured.</li>
                <li><b>n/a</b> means not measured (for example, the consumer died before its first probe).</li>
                </ul>
                """);
    }

    private static void whatWasRun(StringBuilder b, RunData run, boolean compare) {
        b.append("<h2>What was run").append(compare ? ": " + escape(run.runId()) : "").append("</h2>\n");
        JsonNode m = run.manifest();
        JsonNode options = m.path("options");
        JsonNode topology = m.path("topology");
        JsonNode profile = m.path("profile");
        b.append("<table class=\"facts\">\n");
        fact(b, "Run folder", "<code>" + escape(org.sdsim.simulator.folder.RunFolder.shown(run.dir())) + "</code>");
        fact(b, "Command", m.has("command") ? "<code>" + escape(Fmt.describe(m.get("command"))) + "</code>" : Fmt.NA);
        fact(b, "Started / finished", escape(Fmt.describe(m.path("startedAt")) + " / " + Fmt.describe(m.path("finishedAt"))));
        fact(b, "Modes", escape(run.modes().stream().map(ModeData::mode).reduce((x, y) -> x + ", " + y).orElse(Fmt.NA)));
        fact(b, "Measured per mode", options.has("durationSec")
                ? escape(Fmt.seconds(JsonFiles.number(options, "durationSec")) + " s after convergence; a call every "
                + Fmt.describe(options.path("callEverySec")) + " s, a probe every "
                + Fmt.describe(options.path("probeEverySec")) + " s") : Fmt.NA);
        String captured = FleetFact.describe(m);
        if (captured != null) {
            fact(b, "Fleet", escape(captured));
        } else {
            fact(b, "Topology", escape(topology(topology)));
        }
        fact(b, "Churn", escape(Fmt.describe(options.path("churn"))));
        fact(b, "Registries", escape(Fmt.describe(m.path("registries").isEmpty() ? options.path("registries") : m.path("registries"))));
        fact(b, "Versions", escape(Fmt.describe(m.path("versions"))));
        fact(b, "JVM profile", escape(Fmt.describe(profile.path("name")) + "; collector " + collector(run)
                + (profile.has("fixedHeap") ? (profile.path("fixedHeap").asBoolean()
                ? "; fixed heap (-Xms = -Xmx): GC counts follow allocation" : "; growing heap (no -Xms): GC counts "
                + "include the heap's growth from its start size") : "")));
        fact(b, "Preset and consumer", escape("preset " + Fmt.describe(options.path("preset")) + "; "
                + Fmt.describe(options.path("consumer"))));
        fact(b, "JVM flags", profile.path("jvmOptions").isArray()
                ? "<code>" + escape(String.join(" ", texts(profile.path("jvmOptions")))) + "</code>" : Fmt.NA);
        fact(b, "Machine", escape(Fmt.describe(m.path("host"))));
        b.append("</table>\n");
    }

    private static String topology(JsonNode t) {
        if (t.isMissingNode()) {
            return Fmt.NA;
        }
        Double providers = JsonFiles.number(t, "providers");
        Double interfaces = JsonFiles.number(t, "interfaces");
        int protocols = t.path("protocols").size();
        StringBuilder s = new StringBuilder();
        s.append(Fmt.count(providers)).append(" providers × ").append(Fmt.count(interfaces)).append(" interfaces × ")
                .append(protocols).append(" protocols = ").append(Fmt.count(JsonFiles.number(t, "urlCount")))
                .append(" URLs of ~").append(Fmt.count(JsonFiles.number(t, "urlBytes"))).append(" bytes; ")
                .append(Fmt.count(JsonFiles.number(t, "applications"))).append(" applications × ")
                .append(Fmt.count(JsonFiles.number(t, "revisionsPerApplication"))).append(" metadata revisions (")
                .append(Fmt.count(JsonFiles.number(t, "distinctRevisions"))).append(" distinct); seed ")
                .append(Fmt.describe(t.path("seed")));
        return s.toString();
    }

    /** The collector the consumers' GC logs name (measured, not configured: the profile lets ergonomics pick). */
    private static String collector(RunData run) {
        for (ModeData m : run.modes()) {
            String c = m.summary().gcFigures().collector();
            if (c != null) {
                return c;
            }
            if (m.gc() != null && m.gc().collector() != null) {
                return m.gc().collector();
            }
        }
        return Fmt.NA;
    }

    private static List<String> texts(JsonNode array) {
        return java.util.stream.StreamSupport.stream(array.spliterator(), false).map(JsonNode::asText).toList();
    }

    private static void fact(StringBuilder b, String name, String html) {
        b.append("<tr><th>").append(escape(name)).append("</th><td>").append(html).append("</td></tr>\n");
    }

    private static void results(StringBuilder b, List<Column> columns) {
        List<ResultColumn> table = ResultColumn.in(ResultColumn.Output.HTML);
        b.append("<h2>Results per mode</h2>\n<div class=\"scroll\">\n<table class=\"results\">\n<thead><tr>");
        for (ResultColumn col : table) {
            b.append("<th>").append(escape(col.header(ResultColumn.Output.HTML))).append("</th>");
        }
        b.append("</tr></thead>\n<tbody>\n");
        for (List<Column> group : ColumnGroups.of(columns)) {
            List<ResultRow> runs = group.stream().map(Column::row).toList();
            for (ResultColumn col : table) {
                String text = col.cell(runs, Fmt.NA);
                if (col == ResultColumn.MODE) {
                    b.append("<tr><th>").append(escape(text)).append("</th>");
                } else if (col == ResultColumn.OUTCOME) {
                    b.append("<td class=\"outcome-").append(escape(text)).append("\">").append(escape(text)).append("</td>");
                } else if (col.numeric()) {
                    num(b, text);
                } else {
                    b.append("<td>").append(escape(text)).append("</td>");
                }
            }
            b.append("</tr>\n");
        }
        b.append("</tbody>\n</table>\n</div>\n");
        String ratios = org.sdsim.simulator.verdict.PublishedRatios.sentence(columns.stream().map(c -> c.mode().summary()).toList());
        if (ratios != null) {
            b.append("<p><strong>").append(escape(ratios.substring(0, 1).toUpperCase() + ratios.substring(1)))
                    .append("</strong></p>\n");
        }
        attribution(b, columns);
        b.append("<p class=\"note\">Published reference (").append(escape(PublishedBenchmark.SETUP)).append("):</p>\n")
                .append("<table class=\"published\">\n<thead><tr><th>Dubbo version / mode</th><th>Heap used after full GC (MB)</th>"
                        + "<th>Old gen after full GC (MB)</th><th>Measured by</th><th>Its heap after full GC (MB)</th></tr></thead>\n<tbody>\n");
        List<org.sdsim.simulator.summary.ModeSummary> modes = columns.stream().map(c -> c.mode().summary()).toList();
        for (org.sdsim.simulator.verdict.PublishedBar e : org.sdsim.simulator.verdict.PublishedBar.values()) {
            b.append("<tr><th>").append(escape(e.label())).append("</th>");
            num(b, Fmt.mb(e.heapAfterFullGcMb()));
            num(b, Fmt.mb(e.tenuredAfterFullGcMb()));
            var pairing = e.pairIn(modes);
            b.append("<td>").append(escape(pairing.map(p -> p.mode().label() + (p.standIn() ? " (stand-in)" : ""))
                    .orElse("not run"))).append("</td>");
            num(b, Fmt.mb(pairing.map(p -> p.mode().heap().afterFullGcMb()).orElse(null)));
            b.append("</tr>\n");
        }
        b.append("</tbody>\n</table>\n<p class=\"note\">").append(escape(PublishedBenchmark.GC_COUNTS)).append("</p>\n");
    }

    /** A scrolling table of fault rows under {@code headers}. */
    private static void faultRows(StringBuilder b, List<String> headers, List<FaultTable.Row> rows) {
        b.append("<div class=\"scroll\">\n<table class=\"results faults\">\n<thead><tr>");
        for (String h : headers) {
            b.append("<th>").append(escape(h)).append("</th>");
        }
        b.append("</tr></thead>\n<tbody>\n");
        for (FaultTable.Row row : rows) {
            b.append("<tr>");
            for (String cell : row.cells()) {
                b.append("<td>").append(escape(cell)).append("</td>");
            }
            b.append("</tr>\n");
        }
        b.append("</tbody>\n</table>\n</div>\n");
    }

    /** The scripted faults (--fault), one row each, when the run had any. */
    private static void faults(StringBuilder b, List<Column> columns) {
        List<FaultTable.Row> rows = FaultTable.rows(columns);
        if (rows.isEmpty()) {
            return;
        }
        b.append("<h2 id=\"faults\">Scripted faults</h2>\n");
        faultRows(b, FaultTable.HEADERS, rows);
        for (String extension : FaultTable.extensions(columns)) {
            b.append("<p class=\"extension\">").append(escape(extension)).append(".</p>\n");
        }
        List<FaultTable.Row> storms = FaultStormTable.rows(columns);
        if (!storms.isEmpty()) {
            b.append("<h3 id=\"fault-storms\">The registry's side of each fault</h3>\n");
            faultRows(b, FaultStormTable.HEADERS, storms);
            b.append("<p class=\"note\">").append(escape(FaultStormTable.NOTE)).append("</p>\n");
        }
        b.append("<p class=\"note\">Scheduled at and Ran at count seconds from the start of measuring: faults run one"
                + " at a time, each after the consumer is over the previous one, so a fault can run later than"
                + " scheduled; measuring goes on past --duration until every fault has run, up to"
                + " --max-fault-extension, and a fault still not run then is listed as not injected."
                + " Recovered means every address back, and no call failing, for "
                + org.sdsim.simulator.fault.FaultRecord.SETTLE.toSeconds() + " s; otherwise the condition still"
                + " unmet is named. Times to full addresses count from the fault's end (the registry back,"
                + " the sessions ended, the new consumer answering) until every directory of that registry held every"
                + " address again and kept them " + org.sdsim.simulator.fault.FaultRecord.SETTLE.toSeconds()
                + " s; 0.0 means the consumer never lost one. Calls are the consumer's own counters from the fault's"
                + " start to its recovery. Heap figures are the nearest probes (heap after a forced full GC)."
                + " Records lost counts lines of the mode's appended files that cannot be read back (0 expected)."
                + " Each fault is also drawn on the mode's time charts below.</p>\n");
    }

    /** Each remedied mode against its stock mode, when the run has both. */
    private static void remedies(StringBuilder b, List<Column> columns) {
        List<org.sdsim.simulator.summary.ModeSummary> modes = columns.stream().map(c -> c.mode().summary()).toList();
        List<List<String>> rows = org.sdsim.simulator.table.RemedyTable.rows(modes);
        if (rows.isEmpty()) {
            return;
        }
        b.append("<h2 id=\"remedies\">Remedies</h2>\n");
        resultsTable(b, org.sdsim.simulator.table.RemedyTable.HEADERS, rows);
        b.append("<p class=\"note\">").append(escape(org.sdsim.simulator.table.RemedyTable.HOW_TO_READ)).append("</p>\n");
        List<List<String>> prices = org.sdsim.simulator.table.PriceTable.rows(modes);
        if (!prices.isEmpty()) {
            b.append("<h3 id=\"prices\">What each remedy costs under the run's faults</h3>\n");
            resultsTable(b, org.sdsim.simulator.table.PriceTable.HEADERS, prices);
        }
    }

    /** A scrolling results table of text cells, escaped. */
    private static void resultsTable(StringBuilder b, List<String> headers, List<List<String>> rows) {
        b.append("<div class=\"scroll\">\n<table class=\"results\">\n<thead><tr>");
        for (String h : headers) {
            b.append("<th>").append(escape(h)).append("</th>");
        }
        b.append("</tr></thead>\n<tbody>\n");
        for (List<String> row : rows) {
            b.append("<tr>");
            row.forEach(cell -> b.append("<td>").append(escape(cell)).append("</td>"));
            b.append("</tr>\n");
        }
        b.append("</tbody>\n</table>\n</div>\n");
    }

    /** Each migrated mode's phase table ({@code --migration}), with its fresh comparison, when the run migrated. */
    private static void migration(StringBuilder b, List<Column> columns) {
        boolean first = true;
        for (Column c : columns) {
            List<List<String>> rows = org.sdsim.simulator.table.MigrationTable.rows(c.mode().summary());
            if (rows.isEmpty()) {
                continue;
            }
            org.sdsim.simulator.summary.MigrationSummary m = c.mode().summary().migration();
            if (first) {
                b.append("<h2 id=\"migration\">Migration rehearsal</h2>\n");
                first = false;
            }
            b.append("<p>").append(escape(c.label())).append(": <code>--migration ").append(escape(m.schedule()))
                    .append("</code>, the rule written to <code>").append(escape(m.rulePath()))
                    .append("</code> on every registry.</p>\n");
            resultsTable(b, org.sdsim.simulator.table.MigrationTable.HEADERS, rows);
            if (m.fresh() != null) {
                b.append("<p class=\"extension\">After FORCE_APPLICATION: ").append(escape(m.fresh().sentence()))
                        .append(".</p>\n");
            }
        }
        if (!first) {
            b.append("<p class=\"note\">A phase runs from one rule write to the next (phase 0: from the start of"
                    + " measuring to the first write, at the consumer's starting step); times count from the start of"
                    + " measuring. Took effect and Switch s come from the consumer's own state: every MigrationInvoker at"
                    + " the step written (and, for a FORCE_ step, serving calls from that side), read every 200 ms;"
                    + " rolled-back means Dubbo refused the switch (\"Migrate to ... mode failed\" in the consumer's log)"
                    + " and kept its step. Serving and the addresses are the consumer's census as the phase ended,"
                    + " summed over services and registries; none means no invoker keeps that directory. Heap after FGC"
                    + " is the phase's probes judged by the heap-trend rule (a verdict takes six probes). Probe calls are"
                    + " the dense probe (a call every " + org.sdsim.consumer.api.Command.BURST_EVERY_MS + " ms) that ran"
                    + " from the write until 3 s after the switch. Watches are the registries' own, data and child,"
                    + " summed over registries as the phase ended: provider watches left after FORCE_APPLICATION are"
                    + " Dubbo's lazy unsubscribe (the destroyed directory stops listening; ZooKeeper keeps its watch until"
                    + " it fires).</p>\n");
        }
    }

    /** The registries' side: the table, what could not be read, how to read it, the published claims, charts. */
    private static void registry(StringBuilder b, RegistrySection r) {
        if (r.isEmpty()) {
            return;
        }
        b.append("<h2 id=\"registry\">Registry</h2>\n<p>What the ZooKeeper registries paid, from their own counters"
                + " (per registry, per address push):</p>\n");
        List<String> headers = org.sdsim.simulator.table.RegistryTable.headers();
        table(b, headers, r.rows(), 1, true);
        for (String u : r.unavailable()) {
            b.append("<p class=\"extension\">").append(escape(u)).append("</p>\n");
        }
        b.append("<ul class=\"read note\">\n");
        RegistrySection.HOW_TO_READ.forEach(h -> b.append("<li>").append(escape(h)).append("</li>\n"));
        b.append("</ul>\n");
        for (RegistrySection.RunClaims run : r.claims()) {
            b.append("<h3>Published claims beside ").append(escape(run.run() == null ? "this run" : run.run()))
                    .append("</h3>\n");
            table(b, RegistrySection.CLAIM_HEADERS, run.claims().stream().map(RegistrySection::claimCells).toList(), 2,
                    false);
        }
        if (!r.claims().isEmpty()) {
            b.append("<p class=\"note\">").append(escape(RegistrySection.CLAIMS_NOTE)).append("</p>\n");
        }
        for (ReportChart c : r.charts()) {
            figure(b, c);
        }
    }

    /** The consumers' top allocation sites while measuring. */
    private static void allocation(StringBuilder b, List<ModeAllocation> modes) {
        if (modes.isEmpty()) {
            return;
        }
        b.append("<h2 id=\"allocation\">Allocation sites</h2>\n<p>Each consumer's ").append(ModeAllocation.TOP)
                .append(" heaviest allocation sites while it measured (JFR's sampled weight):</p>\n");
        table(b, AllocationTable.HEADERS, AllocationTable.rows(modes), 3, false);
        b.append("<p class=\"note\">").append(escape(AllocationTable.HOW_TO_READ)).append("</p>\n");
    }

    /**
     * A results-style table: the first column as row headers when {@code firstIsHeader}, cells from
     * {@code firstNumeric} on right-aligned when they read as numbers (or n/a).
     */
    private static void table(StringBuilder b, List<String> headers, List<List<String>> rows, int firstNumeric,
            boolean firstIsHeader) {
        b.append("<div class=\"scroll\">\n<table class=\"results\">\n<thead><tr>");
        headers.forEach(h -> b.append("<th>").append(escape(h)).append("</th>"));
        b.append("</tr></thead>\n<tbody>\n");
        for (List<String> row : rows) {
            b.append("<tr>");
            for (int i = 0; i < row.size(); i++) {
                String text = row.get(i);
                if (i == 0 && firstIsHeader) {
                    b.append("<th>").append(escape(text)).append("</th>");
                } else if (i >= firstNumeric && NUMBER.matcher(text).matches()) {
                    num(b, text);
                } else {
                    b.append("<td>").append(escape(text)).append("</td>");
                }
            }
            b.append("</tr>\n");
        }
        b.append("</tbody>\n</table>\n</div>\n");
    }

    /** "1,234.5", "−11.4 %", "n/a": what reads best right-aligned. */
    private static final java.util.regex.Pattern NUMBER =
            java.util.regex.Pattern.compile("n/a|[+\u2212-]?[0-9][0-9,]*(\\.[0-9]+)?( %)?");

    /** Where each mode's heap goes, component by component, with the three largest named. */
    private static void attribution(StringBuilder b, List<Column> columns) {
        List<Column> attributed = columns.stream().filter(c -> c.mode().summary().heapAttribution().components() != null).toList();
        if (attributed.isEmpty()) {
            return;
        }
        b.append("<h3>Where the heap goes</h3>\n<div class=\"scroll\">\n<table class=\"results\">\n<thead><tr><th>Mode</th>");
        for (var component : org.sdsim.simulator.attribution.Component.values()) {
            b.append("<th>").append(escape(component.label())).append(" (MB)</th>");
        }
        b.append("<th>Heap dump (MB)</th><th>Largest three</th></tr></thead>\n<tbody>\n");
        for (Column c : attributed) {
            var s = c.mode().summary();
            b.append("<tr><th>").append(escape(c.label())).append("</th>");
            for (var component : org.sdsim.simulator.attribution.Component.values()) {
                num(b, Fmt.mb(s.heapAttribution().components().get(component.id())));
            }
            num(b, Fmt.mb(s.heapAttribution().heapDumpMb()));
            b.append("<td>").append(escape(topThree(s.heapAttribution().components()))).append("</td></tr>\n");
        }
        b.append("</tbody>\n</table>\n</div>\n<p class=\"note\">From a live heap dump after the last probe: each object "
                + "is counted once, for the nearest Dubbo structure up its dominator tree that keeps it alive; "
                + "\"other\" is what no single component keeps (the JDK, Dubbo's framework, objects two components "
                + "share). The components add up to the dump.</p>\n");
        List<Column> split = attributed.stream().filter(c -> fileCacheCopies(c) != null).toList();
        if (!split.isEmpty()) {
            b.append("<p>The registry file cache by the registry holding each copy (each registry loads the cache "
                    + "file into its own <code>properties</code>):</p>\n<ul>\n");
            split.forEach(c -> b.append("<li>").append(escape(c.label())).append(": ").append(escape(fileCacheCopies(c)))
                    .append("</li>\n"));
            b.append("</ul>\n");
        }
    }

    /** The mode's file-cache copies as one line; null when its summary has none. */
    static String fileCacheCopies(Column c) {
        var detail = c.mode().summary().heapAttribution().detail();
        return detail == null || detail.fileCache().isEmpty() ? null : detail.fileCacheText();
    }

    static String topThree(java.util.Map<String, Double> attribution) {
        return attribution.entrySet().stream().filter(e -> !"other".equals(e.getKey()) && e.getValue() != null)
                .sorted((x, y) -> Double.compare(y.getValue(), x.getValue())).limit(3)
                .map(e -> String.format(java.util.Locale.ROOT, "%s %.1f MB", org.sdsim.simulator.attribution.Component.labelOf(e.getKey()), e.getValue()))
                .reduce((x, y) -> x + ", " + y).orElse(Fmt.NA);
    }

    private static void num(StringBuilder b, String text) {
        b.append("<td class=\"n\">").append(escape(text)).append("</td>");
    }

    private static void figure(StringBuilder b, ReportChart c) {
        b.append("<figure id=\"fig-").append(escape(c.id())).append("\">\n").append(c.svgElement())
                .append("\n<figcaption>").append(escape(c.title())).append(" — <a href=\"")
                .append(escape(c.file().getFileName().toString())).append("\">")
                .append(escape(c.file().getFileName().toString())).append("</a></figcaption>\n</figure>\n");
    }

    private static void modeSection(StringBuilder b, ModeSection s, boolean compare) {
        ModeData m = s.column().mode();
        // the anchor is the mode's folder (and run), which a link can name without knowing the Dubbo version
        String anchor = compare ? m.mode() + "-" + m.runId() : m.mode();
        b.append("<section id=\"mode-").append(escape(org.sdsim.analyzers.chart.ChartRenderer.safeId(anchor)))
                .append("\">\n<h3>").append(escape(s.column().label())).append("</h3>\n<p>Outcome: <span class=\"outcome-")
                .append(escape(m.outcome())).append("\">").append(escape(m.outcome())).append("</span>");
        String detail = m.summary().course().outcomeDetail();
        if (detail != null && !detail.isBlank()) {
            b.append(" (").append(escape(detail)).append(")");
        }
        b.append(". Calls: ");
        if (m.calls() != null) {
            b.append(escape(Fmt.count(m.calls().ok()))).append(" ok, ").append(escape(Fmt.count(m.calls().failed())))
                    .append(" failed");
            if (!m.calls().errors().isEmpty()) {
                b.append(" (most frequent errors: ");
                boolean first = true;
                for (Map.Entry<String, Long> e : m.calls().errors().entrySet()) {
                    b.append(first ? "" : "; ").append("<code>").append(escape(abbreviate(e.getKey()))).append("</code> ×")
                            .append(e.getValue());
                    first = false;
                }
                b.append(")");
            }
        } else {
            b.append("n/a (calls.csv missing)");
        }
        b.append(".");
        if (m.gc() != null) {
            b.append(" GC log: ").append(escape(m.gc().subtitle())).append(".");
        }
        if (s.summaryNote() != null) {
            b.append(" Figures ").append(escape(s.summaryNote())).append(".");
        }
        b.append("</p>\n");
        int lifetimes = m.faults().stream().map(f -> f.consumer().lifetime())
                .filter(java.util.Objects::nonNull).mapToInt(Integer::intValue).max().orElse(1);
        if (lifetimes > 1) {
            b.append("<p class=\"note\">A scripted consumer-kill replaced this mode's consumer: the GC figures and"
                    + " charts cover every consumer, ").append(escape(org.sdsim.simulator.folder.ModeFolder.GC_LOG.name()))
                    .append(" then ")
                    .append(escape(org.sdsim.simulator.folder.ModeFolder.ofLifetime(org.sdsim.simulator.folder.ModeFolder.GC_LOG, 2).name()))
                    .append(lifetimes > 2 ? " and on" : "").append(", placed on the first consumer's clock by wall"
                    + " time; the heap restarts empty where the new consumer starts.</p>\n");
        }
        if (s.clockSource() != null && (!m.pushes().isEmpty() || !m.probes().isEmpty())) {
            b.append("<p class=\"note\">Pushes and probes placed on the GC log's clock using ")
                    .append(escape(s.clockSource())).append(".</p>\n");
        }
        for (ReportChart c : s.charts()) {
            figure(b, c);
        }
        if (s.charts().isEmpty()) {
            b.append("<p class=\"note\">No GC charts: no GC log or recording could be read for this mode.</p>\n");
        }
        b.append("</section>\n");
    }

    private static String abbreviate(String s) {
        return s.length() > 160 ? s.substring(0, 160) + "…" : s;
    }

}
