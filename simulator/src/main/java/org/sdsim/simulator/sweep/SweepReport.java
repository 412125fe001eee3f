package org.sdsim.simulator.sweep;

import static org.sdsim.analyzers.chart.Html.escape;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.sdsim.analyzers.chart.ChartRenderer;

/**
 * A sweep's answers in words, as report.html (the chart inline, the fits, the points with links to
 * their run folders) and sweep.md; and the same sentences for the console.
 */
public final class SweepReport {

    private SweepReport() {
    }

    /** One sentence per mode: the line, how well it fits, the held-out check and the capacity answer. */
    public static List<String> sentences(SweepResult r) {
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, ModeFit> e : r.modes().entrySet()) {
            ModeFit f = e.getValue();
            StringBuilder b = new StringBuilder();
            b.append(String.format(Locale.ROOT, "%s: %.1f MB + %.1f KB per provider (%.2f KB per URL), R² %s", e.getKey(),
                    f.fixedMb(), f.perProviderKb(), f.perUrlKb(), Double.isNaN(f.r2()) ? "n/a" : String.format(Locale.ROOT, "%.3f", f.r2())));
            ModeFit.HeldOut h = f.heldOut();
            if (h != null && h.measuredMb() != null) {
                b.append(String.format(Locale.ROOT, "; held out %,d providers%s: predicted %.1f MB, measured %.1f MB (%+.1f %%)",
                        h.providers(), r.scaleOf(h.providers()), h.predictedMb(), h.measuredMb(), h.errorPct()));
            } else if (h != null) {
                b.append(String.format(Locale.ROOT, "; held out %,d providers%s: predicted %.1f MB, not measured", h.providers(),
                        r.scaleOf(h.providers()), h.predictedMb()));
            }
            if (f.maxProviders() != null) {
                b.append(String.format(Locale.ROOT, "; largest fleet within %.0f %% of -Xmx%.0fm: %,d providers%s (%,d URLs)",
                        r.heapShare() * 100, r.xmxMb(), f.maxProviders(), r.scaleOf(f.maxProviders()),
                        f.maxProviders() * r.urlsPerProvider()));
            } else {
                b.append(String.format(Locale.ROOT, "; no fleet size is limited by %.0f %% of -Xmx%.0fm on this line",
                        r.heapShare() * 100, r.xmxMb()));
            }
            if (!f.excluded().isEmpty()) {
                b.append("; left out of the fit: ").append(String.join(", ", f.excluded()));
            }
            out.add(b.toString());
        }
        return out;
    }

    /** What the console prints at the end of a sweep or a refit: the heap sentences, then how cost per push grows. */
    public static List<String> console(SweepResult r) {
        List<String> out = new ArrayList<>(sentences(r));
        out.addAll(PushScalingReport.sentences(r));
        return out;
    }

    /** Writes report.html, sweep.md and heap-by-fleet-size.svg into the sweep folder. */
    public static Path write(SweepResult r, Path dir) throws IOException {
        ChartRenderer renderer = new ChartRenderer();
        renderer.write(SweepChart.of(r), "heap-by-fleet-size", dir.resolve("heap-by-fleet-size.svg"));
        String svg = renderer.toSvgElement(SweepChart.of(r), "heap-by-fleet-size");
        Files.writeString(dir.resolve("sweep.md"), markdown(r), StandardCharsets.UTF_8);
        Path html = dir.resolve("report.html");
        Files.writeString(html, html(r, svg), StandardCharsets.UTF_8);
        return html;
    }

    static String markdown(SweepResult r) {
        StringBuilder b = new StringBuilder("# sdsim sweep: heap after full GC by fleet size\n\n");
        sentences(r).forEach(s -> b.append("- ").append(s).append('\n'));
        b.append("\n![Heap after full GC by fleet size](heap-by-fleet-size.svg)\n\n");
        b.append("| providers | held out | ");
        r.modes().keySet().forEach(m -> b.append(m).append(" MB | "));
        b.append("run folder |\n|---:|---|");
        r.modes().keySet().forEach(m -> b.append("---:|"));
        b.append("---|\n");
        for (SweepPoint p : r.points()) {
            b.append(String.format(Locale.ROOT, "| %,d%s | %s | ", p.providers(), r.scaleOf(p.providers()), p.heldOut() ? "yes" : ""));
            r.modes().keySet().forEach(m -> b.append(mb(p.heapMb().get(m))).append(" | "));
            b.append(p.runDir()).append(" |\n");
        }
        b.append('\n').append(PushScalingReport.markdown(r));
        b.append(String.format(Locale.ROOT, "Sweep took %.1f min.%n", r.seconds() / 60));
        return b.toString();
    }

    private static String html(SweepResult r, String svg) {
        StringBuilder b = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>sdsim sweep</title>\n<style>body{font-family:system-ui,sans-serif;color:#222;")
                .append("max-width:1180px;margin:0 auto;padding:1.2em 1.5em}table{border-collapse:collapse}")
                .append("th,td{border:1px solid #ccc;padding:.25em .55em}td.n{text-align:right}")
                .append("figure svg{width:100%;height:auto}</style>\n</head>\n<body>\n")
                .append("<h1>sdsim sweep: heap after full GC by fleet size</h1>\n<ul>\n");
        sentences(r).forEach(s -> b.append("<li>").append(escape(s)).append("</li>\n"));
        b.append("</ul>\n<figure>").append(svg).append("</figure>\n<table>\n<tr><th>providers</th><th>held out</th>");
        r.modes().keySet().forEach(m -> b.append("<th>").append(escape(m)).append(" MB</th>"));
        b.append("<th>run</th></tr>\n");
        for (SweepPoint p : r.points()) {
            b.append(String.format(Locale.ROOT, "<tr><td class=\"n\">%,d%s</td><td>%s</td>", p.providers(),
                    r.scaleOf(p.providers()), p.heldOut() ? "yes" : ""));
            r.modes().keySet().forEach(m -> b.append("<td class=\"n\">").append(mb(p.heapMb().get(m))).append("</td>"));
            b.append("<td><a href=\"").append(escape(p.runDir())).append("/\">").append(escape(p.runDir()))
                    .append("</a></td></tr>\n");
        }
        b.append("</table>\n<p>Each point is an ordinary run folder; <code>sdsim report</code> draws its own report.</p>\n")
                .append(PushScalingReport.html(r)).append("</body>\n</html>\n");
        return b.toString();
    }

    private static String mb(Double v) {
        return v == null ? "n/a" : String.format(Locale.ROOT, "%.1f", v);
    }
}
