package org.sdsim.simulator.rpc;

import static org.sdsim.analyzers.chart.Html.escape;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.data.category.DefaultCategoryDataset;
import org.sdsim.analyzers.chart.ChartRenderer;
import org.sdsim.analyzers.chart.ChartStyle;
import org.sdsim.analyzers.chart.HintedBarRenderer;
import org.sdsim.analyzers.chart.Palette;

/**
 * report.html of {@code sdsim rpc}: the discovery report's page style, the rows, the published
 * comparison, and bar charts (inline SVG) of throughput, allocation and p99 per call by stack.
 */
public final class RpcReportHtml {

    private RpcReportHtml() {
    }

    public static String render(List<RpcRow> rows, Map<String, String> failures, Map<String, Object> manifest) {
        return render(rows, failures, manifest, List.of());
    }

    public static String render(List<RpcRow> rows, Map<String, String> failures, Map<String, Object> manifest,
                                List<StudyTiming> study) {
        StringBuilder b = new StringBuilder();
        b.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>sdsim rpc</title>\n<style>\n")
                .append(org.sdsim.analyzers.chart.Html.PAGE_CSS).append("</style></head><body>\n<h1>sdsim rpc: the cost of a call</h1>\n");
        b.append("<p class=\"meta\">").append(escape(String.valueOf(manifest.get("command")))).append(" · started ")
                .append(escape(String.valueOf(manifest.get("startedAt")))).append(" · ")
                .append(escape(String.valueOf(manifest.get("wallSeconds")))).append(" s</p>\n");
        b.append("<p class=\"note\">Provider and consumer are separate JVMs on loopback (")
                .append(escape(String.valueOf(manifest.getOrDefault("jvm", RpcJvmProfile.PUBLISHED_CONSUMER.describe()))))
                .append("); the consumer "
                + "is driven by JMH. Allocation and CPU are per call, over the measured iterations only; young GCs are "
                + "both sides' collections inside those windows, read from their GC logs.</p>\n");
        if (!failures.isEmpty()) {
            b.append("<div class=\"missing\"><h2>Failed scenarios</h2><ul>");
            failures.forEach((id, why) -> b.append("<li><code>").append(escape(id)).append("</code>: ")
                    .append(escape(why)).append("</li>"));
            b.append("</ul></div>\n");
        }
        int concurrency = rows.stream().mapToInt(RpcRow::concurrency).max().orElse(0);
        ChartRenderer svg = new ChartRenderer();
        b.append("<h2>Charts (").append(concurrency).append(" callers)</h2>\n");
        figure(b, svg, chart(rows, concurrency, RpcRow::opsPerSec, "Throughput", "calls per second", "#,##0"), "ops");
        figure(b, svg, chart(rows, concurrency, r -> sum(r.allocBytesPerCallConsumer(), r.allocBytesPerCallProvider()),
                "Bytes allocated per call, consumer + provider", "bytes per call", "#,##0"), "alloc");
        figure(b, svg, chart(rows, concurrency, RpcRow::p99Ms, "p99 latency", "ms", "#,##0.##"), "p99");
        if (StudyComparison.ran(rows, study)) {
            study(b, rows, study, RpcSummary.releaseNotes(manifest, ProtocolStudy.RELEASE));
        }
        if (PublishedRpc.applies(rows)) {
            published(b, rows);
        }
        List<String> skipped = RpcSummary.skipped(manifest);
        if (!skipped.isEmpty()) {
            b.append("<h2>Skipped</h2>\n<ul>");
            skipped.forEach(line -> b.append("<li>").append(escape(line)).append("</li>"));
            b.append("</ul>\n");
        }
        everyScenario(b, rows);
        b.append("<footer>sdsim ").append(escape(String.valueOf(manifest.get("sdsimVersion"))))
                .append(" · rpc.json holds these rows; manifest.json the options and versions</footer>\n</body></html>\n");
        return b.toString();
    }

    private static void study(StringBuilder b, List<RpcRow> rows, List<StudyTiming> study, List<String> notes) {
        b.append("<h2>Beside the Dubbo 2.5 protocol study</h2>\n<p class=\"note\">").append(escape(RpcSummary.STUDY_NOTE))
                .append("</p>\n<div class=\"scroll\"><table class=\"results\"><thead><tr>");
        for (String h : StudyComparison.HEADERS) {
            b.append("<th>").append(escape(h)).append("</th>");
        }
        b.append("</tr></thead><tbody>\n");
        for (StudyComparison.Line l : StudyComparison.lines(rows, study)) {
            List<String> cells = l.cells();
            b.append("<tr><th>").append(escape(cells.get(0))).append("</th><td>").append(escape(cells.get(1)))
                    .append("</td><td>").append(escape(cells.get(2))).append("</td>");
            cells.subList(3, cells.size()).forEach(c -> num(b, c));
            b.append("</tr>\n");
        }
        b.append("</tbody></table></div>\n");
        if (!notes.isEmpty()) {
            b.append("<p class=\"note\">How the rows run on Dubbo ").append(ProtocolStudy.RELEASE).append(":</p>\n<ul>");
            notes.forEach(n -> b.append("<li>").append(escape(n)).append("</li>"));
            b.append("</ul>\n");
        }
    }

    private static void published(StringBuilder b, List<RpcRow> rows) {
        b.append("<h2>Beside Dubbo's published benchmark (").append(PublishedRpc.CONCURRENCY)
                .append(" callers)</h2>\n<p class=\"note\">").append(escape(RpcSummary.PUBLISHED_NOTE))
                .append("</p>\n<table><tr><th>published column</th><th>stack here</th><th>on Dubbo</th>");
        for (String row : PublishedRpc.ROWS) {
            b.append("<th>").append(escape(row + " (" + PublishedRpc.METHOD_OF_ROW.get(row) + ")")).append("</th>");
        }
        b.append("</tr>\n");
        for (PublishedRpc.Line line : PublishedRpc.compare(rows)) {
            b.append("<tr><th>").append(escape(line.column() == null ? "–" : line.column().label())).append("</th><td>")
                    .append(escape(line.stackId())).append("</td><td>").append(escape(line.versions())).append("</td>");
            for (String row : PublishedRpc.ROWS) {
                num(b, RpcSummary.cell(line, row));
            }
            b.append("</tr>\n");
        }
        b.append("</table>\n");
    }

    private static void everyScenario(StringBuilder b, List<RpcRow> rows) {
        b.append("<h2>Every scenario</h2>\n<div class=\"scroll\"><table class=\"results\"><thead><tr>");
        for (String h : List.of("stack", "Dubbo", "method", "payload", "compression", "callers", "ops/s", "avg ms", "p50 ms", "p99 ms",
                "p99.9 ms", "alloc B/call consumer", "alloc B/call provider", "young GCs / M calls", "CPU µs/call")) {
            b.append("<th>").append(escape(h)).append("</th>");
        }
        b.append("</tr></thead><tbody>\n");
        for (RpcRow r : rows) {
            b.append("<tr><td>").append(escape(r.protocol() + "+" + r.serialization())).append("</td><td>")
                    .append(escape(r.dubboVersion() == null ? "–" : r.dubboVersion())).append("</td><td>")
                    .append(escape(r.method())).append("</td><td>").append(escape(r.payload())).append("</td><td>")
                    .append(escape(r.compression() == null ? "none" : r.compression())).append("</td>");
            num(b, String.valueOf(r.concurrency()));
            num(b, RpcSummary.num(r.opsPerSec(), 0));
            num(b, RpcSummary.num(r.avgMs(), 3));
            num(b, RpcSummary.num(r.p50Ms(), 3));
            num(b, RpcSummary.num(r.p99Ms(), 3));
            num(b, RpcSummary.num(r.p999Ms(), 3));
            num(b, RpcSummary.num(r.allocBytesPerCallConsumer(), 0));
            num(b, RpcSummary.num(r.allocBytesPerCallProvider(), 0));
            num(b, RpcSummary.num(r.youngGcsPerMillionCalls(), 1));
            num(b, RpcSummary.num(r.cpuMicrosPerCall(), 1));
            b.append("</tr>\n");
        }
        b.append("</tbody></table></div>\n");
    }

    private static Double sum(Double a, Double b) {
        return a == null || b == null ? null : a + b;
    }

    private static JFreeChart chart(List<RpcRow> rows, int concurrency, Function<RpcRow, Double> value, String title,
                                    String axis, String format) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        Set<String> methods = new LinkedHashSet<>();
        for (RpcRow r : rows) {
            if (r.concurrency() == concurrency && value.apply(r) != null) {
                String method = r.method() + ("echo".equals(r.method()) ? " " + r.payload() : "");
                methods.add(method);
                data.addValue(value.apply(r), series(r), method);
            }
        }
        HintedBarRenderer bars = new HintedBarRenderer(format);
        for (int i = 0; i < data.getRowCount(); i++) {
            bars.setSeriesPaint(i, Palette.color(i));
        }
        CategoryPlot plot = new CategoryPlot(data, ChartStyle.categoryAxis("method", methods.size()),
                ChartStyle.barValueAxis(axis), bars);
        plot.setNoDataMessage("No scenario measured this");
        ChartStyle.style(plot);
        return ChartStyle.chart(title + " by stack", plot, concurrency + " concurrent callers on one connection");
    }

    /** "dubbo+hessian2 2.7.23", "grpc+protobuf": one bar series per stack and Dubbo release. */
    private static String series(RpcRow r) {
        return r.protocol() + "+" + r.serialization() + (r.dubboVersion() == null ? "" : " " + r.dubboVersion())
                + (r.uncompressed() ? "" : " " + r.compression());
    }

    private static void figure(StringBuilder b, ChartRenderer svg, JFreeChart chart, String id) {
        b.append("<figure>").append(svg.toSvgElement(chart, "rpc-" + id)).append("</figure>\n");
    }

    private static void num(StringBuilder b, String text) {
        b.append("<td class=\"n\">").append(escape(text)).append("</td>");
    }
}
