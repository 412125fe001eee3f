package org.sdsim.analyzers.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import org.sdsim.analyzers.chart.ChartRenderer;
import org.sdsim.analyzers.chart.ChartedLog;
import org.sdsim.analyzers.chart.Html;
import org.sdsim.analyzers.chart.LogChartOptions;
import org.sdsim.analyzers.chart.LogCharts;
import org.sdsim.analyzers.input.ReadMeter;
import org.sdsim.analyzers.parse.GcLogInputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code gclog chart FILE… --out DIR}: per input, SVG charts of heap over time, pauses over time
 * and allocation rate, plus an {@code index.html} that shows them all. Each FILE is charted on its
 * own (a rotated set by its base name counts as one); an input that cannot be read is reported
 * and skipped, and the others are still charted.
 */
@Command(name = "chart",
        mixinStandardHelpOptions = true,
        versionProvider = GclogVersion.class,
        header = "Draw SVG charts of each input: heap over time, pauses, allocation rate.",
        description = "Draws SVG charts for each GC log or JFR recording: heap used over time (before/after GC, "
                + "old gen, full GCs marked), GC pauses over time by kind, and allocation rate; writes them and "
                + "an index.html into --out.")
public final class ChartCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE",
            description = "GC log (plain, .gz, or a rotated set by its base name) or JFR recording (.jfr).")
    List<Path> inputs;

    @Option(names = "--out", paramLabel = "DIR", defaultValue = "gclog-charts",
            description = "Folder to write the SVG files and index.html into (created if absent; default: ${DEFAULT-VALUE}).")
    Path out;

    @Option(names = "--linear-pauses", description = "Draw pause durations on a linear axis instead of a log axis.")
    boolean linearPauses;

    @Option(names = "--width", paramLabel = "PX", defaultValue = "" + ChartRenderer.DEFAULT_WIDTH,
            description = "Chart width in px (default: ${DEFAULT-VALUE}).")
    int width;

    @Option(names = "--height", paramLabel = "PX", defaultValue = "" + ChartRenderer.DEFAULT_HEIGHT,
            description = "Chart height in px (default: ${DEFAULT-VALUE}).")
    int height;

    @Option(names = "--max-points", paramLabel = "N", defaultValue = "" + LogChartOptions.DEFAULT_MAX_POINTS,
            description = "Series longer than this are thinned to each time slice's lowest and highest point (default: ${DEFAULT-VALUE}).")
    int maxPoints;

    @Mixin
    ProgressOption progress = new ProgressOption();

    /** What happened to one input, for the index page and the exit code. */
    private record Outcome(Path input, ChartedLog log, List<LogCharts.Written> charts, String problem, int exitCode) {
    }

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        ChartRenderer renderer;
        LogChartOptions base;
        try {
            renderer = new ChartRenderer(width, height);
            base = LogChartOptions.DEFAULT.withLogScalePauses(!linearPauses).withMaxPointsPerSeries(maxPoints);
            Files.createDirectories(out);
        } catch (IllegalArgumentException e) {
            stderr.println("gclog chart: " + e.getMessage());
            return ExitCode.USAGE_OR_UNREADABLE;
        } catch (IOException e) {
            stderr.println("gclog chart: cannot create output folder " + out + ": " + e.getMessage());
            return ExitCode.USAGE_OR_UNREADABLE;
        }
        List<Outcome> outcomes = new ArrayList<>();
        Set<String> prefixes = new HashSet<>();
        int exit = ExitCode.OK;
        for (Path input : inputs) {
            Outcome o = chart(input, uniquePrefix(input, prefixes), renderer, base);
            outcomes.add(o);
            exit = ExitCode.worst(exit, o.exitCode());
            if (o.problem() != null) {
                stderr.println("gclog chart: " + o.problem());
            }
            for (LogCharts.Written w : o.charts()) {
                stdout.println(w.file());
            }
        }
        try {
            Path index = out.resolve("index.html");
            Files.writeString(index, indexPage(outcomes), StandardCharsets.UTF_8);
            stdout.println(index);
        } catch (IOException e) {
            stderr.println("gclog chart: cannot write " + out.resolve("index.html") + ": " + e.getMessage());
            exit = ExitCode.worst(exit, ExitCode.USAGE_OR_UNREADABLE);
        }
        stdout.flush();
        stderr.flush();
        return exit;
    }

    private Outcome chart(Path input, String prefix, ChartRenderer renderer, LogChartOptions base) {
        ChartedLog log;
        ReadMeter meter = progress.enabled() ? new ReadMeter() : null;
        try (ProgressLine line = meter == null ? null : ProgressLine.start(meter, spec.commandLine().getErr())) {
            log = ChartedLog.read(List.of(input), input.toString(), meter);
        } catch (GcLogInputException e) {
            return new Outcome(input, null, List.of(), e.getMessage(), ExitCode.USAGE_OR_UNREADABLE);
        } catch (IOException e) {
            return new Outcome(input, null, List.of(), input + ": cannot read: " + e.getMessage(),
                    ExitCode.USAGE_OR_UNREADABLE);
        }
        List<LogCharts.Written> charts;
        try {
            charts = LogCharts.write(log.events(), base.withSubtitle(log.subtitle()), renderer, out, prefix);
        } catch (IOException e) {
            return new Outcome(input, log, List.of(), "cannot write charts for " + input + " into " + out + ": "
                    + e.getMessage(), ExitCode.USAGE_OR_UNREADABLE);
        }
        String problem = null;
        int code = ExitCode.OK;
        if (log.events().isEmpty()) {
            problem = input + ": no GC events found (is it a GC log or JFR recording?); charts are empty";
            code = ExitCode.WARNINGS;
        } else if (log.unparsedLines() > 0) {
            problem = String.format(Locale.ROOT, "%s: %,d lines looked like GC output but were not understood"
                    + " (see 'gclog summary %s')", input, log.unparsedLines(), input);
            code = ExitCode.WARNINGS;
        }
        return new Outcome(input, log, charts, problem, code);
    }

    /** File-name prefix for an input: its name without extension, made unique among the inputs. */
    private static String uniquePrefix(Path input, Set<String> taken) {
        Path name = input.getFileName();
        String base = name == null ? "stdin" : name.toString();
        for (String ext : List.of(".gz", ".jfr", ".log", ".txt")) {
            if (base.toLowerCase(Locale.ROOT).endsWith(ext) && base.length() > ext.length()) {
                base = base.substring(0, base.length() - ext.length());
            }
        }
        base = ChartRenderer.safeId(base);
        String prefix = base;
        for (int n = 2; !taken.add(prefix); n++) {
            prefix = base + "-" + n;
        }
        return prefix;
    }

    private static String indexPage(List<Outcome> outcomes) {
        StringBuilder b = new StringBuilder(4096);
        b.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n")
                .append("<title>gclog charts</title>\n<style>\n")
                .append("body{font-family:system-ui,sans-serif;margin:1.5em auto;max-width:1000px;color:#222;padding:0 1em}\n")
                .append("img{max-width:100%;height:auto;border:1px solid #ddd;margin:.5em 0}\n")
                .append(".problem{color:#a33}\n</style></head><body>\n<h1>gclog charts</h1>\n");
        for (Outcome o : outcomes) {
            b.append("<section>\n<h2>").append(Html.escape(o.input().toString())).append("</h2>\n");
            if (o.log() != null) {
                b.append("<p>").append(Html.escape(o.log().subtitle())).append("</p>\n");
            }
            if (o.problem() != null) {
                b.append("<p class=\"problem\">").append(Html.escape(o.problem())).append("</p>\n");
            }
            for (LogCharts.Written w : o.charts()) {
                b.append("<figure><img src=\"").append(Html.escape(w.file().getFileName().toString()))
                        .append("\" alt=\"").append(Html.escape(w.title())).append("\"></figure>\n");
            }
            b.append("</section>\n");
        }
        return b.append("</body></html>\n").toString();
    }
}
