package org.sdsim.simulator.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sdsim.analyzers.chart.ChartedLog;
import org.sdsim.simulator.summary.ModeSummarizer;

/** Reads one mode folder into {@link ModeData}, recording each problem as a finding. */
final class ModeFolderReader {
    static final String CALLS_HEADER = "epochMs,interface,method,ok,latencyMs,error";
    static final String HISTOGRAM_HEADER = "rank,instances,bytes,className";

    private ModeFolderReader() {
    }

    /**
     * @param fromRunSummary this mode's entry of summary.json, or MissingNode
     * @param prefix         how the folder is named in findings, e.g. "interface/"
     */
    static ModeData read(String runId, String mode, Path dir, JsonNode fromRunSummary, String prefix,
            Findings findings) {
        if (!Files.isDirectory(dir)) {
            findings.add(prefix.isEmpty() ? mode : prefix.substring(0, prefix.length() - 1),
                    "no folder (the run stopped before this mode?)");
            return new ModeData(runId, mode, dir, fromRunSummary, fromRunSummary.isMissingNode() ? null : "summary.json",
                    null, List.of(), List.of(), null, List.of());
        }
        JsonNode summary = fromRunSummary;
        String source = "summary.json";
        if (summary.isMissingNode()) {
            summary = JsonFiles.readTree(dir.resolve("mode-summary.json"), prefix + "mode-summary.json", findings, true);
            source = "mode-summary.json";
        }
        if (summary.isMissingNode()) {
            summary = recompute(mode, dir, prefix, findings);
            source = summary.isMissingNode() ? null : "recomputed from the mode's files";
        }
        ChartedLog gc = readGc(dir, prefix, findings);
        List<ModeData.Probe> probes = probes(dir, prefix, findings);
        List<ModeData.Push> pushes = pushes(dir, prefix, findings);
        ModeData.Calls calls = calls(dir, prefix, findings);
        // a consumer that died never wrote its histogram; the outcome already says why
        String outcome = JsonFiles.text(summary, "outcome");
        boolean ended = outcome != null && List.of("oom", "crashed", "interrupted").contains(outcome);
        List<ModeData.HistogramRow> histogram = histogram(dir, prefix, findings, !ended);
        return new ModeData(runId, mode, dir, summary, source, gc, probes, pushes, calls, histogram);
    }

    /** The lead's own summarizer, run on what the folder holds: same figures as a finished run would have. */
    private static JsonNode recompute(String mode, Path dir, String prefix, Findings findings) {
        try {
            var observed = new ModeSummarizer.Observed(mode, null, "", Map.of(), Map.of(), null, 0L, Double.NaN);
            JsonNode node = JsonFiles.JSON.valueToTree(ModeSummarizer.summarize(dir, observed));
            findings.add(prefix + "mode-summary.json", "figures recomputed from probes.jsonl, calls.csv and gc.log;"
                    + " outcome, convergence and addresses are unknown");
            return node;
        } catch (RuntimeException e) {
            findings.add(prefix, "cannot recompute the mode summary: " + e);
            return MissingNode.getInstance();
        }
    }

    private static ChartedLog readGc(Path dir, String prefix, Findings findings) {
        Path log = dir.resolve("gc.log");
        Path jfr = dir.resolve("consumer.jfr");
        Path input;
        String shown;
        if (Files.isRegularFile(log)) {
            input = log;
            shown = prefix + "gc.log";
        } else if (Files.isRegularFile(jfr)) {
            input = jfr;
            shown = prefix + "consumer.jfr";
            findings.add(prefix + "gc.log", "missing; GC charts drawn from consumer.jfr instead");
        } else {
            findings.add(prefix + "gc.log", "missing (and no consumer.jfr): no GC charts for this mode");
            return null;
        }
        try {
            ChartedLog read = ChartedLog.read(List.of(input), shown);
            if (read.events().isEmpty()) {
                findings.add(shown, "no GC events in it");
            }
            if (read.unparsedLines() > 0) {
                findings.add(shown, read.unparsedLines() + " lines not understood (see 'gclog summary')");
            }
            return read;
        } catch (IOException | RuntimeException e) {
            // a reader bug must not cost the user the rest of the report
            findings.add(shown, "cannot read: " + e.getMessage());
            return null;
        }
    }

    private static List<ModeData.Probe> probes(Path dir, String prefix, Findings findings) {
        List<ModeData.Probe> out = new ArrayList<>();
        int withoutHeap = 0;
        for (JsonNode n : JsonFiles.readLines(dir.resolve("probes.jsonl"), prefix + "probes.jsonl", findings, true)) {
            Double heap = JsonFiles.number(n, "heapUsedMb");
            if (heap == null) {
                withoutHeap++;
                continue;
            }
            Double epoch = JsonFiles.number(n, "epochMs", "epochMillis");
            Double uptime = JsonFiles.number(n, "uptimeSec");
            Double old = JsonFiles.number(n, "oldGenUsedMb");
            out.add(new ModeData.Probe(epoch == null ? -1 : epoch.longValue(), uptime == null ? Double.NaN : uptime,
                    heap, old == null ? Double.NaN : old));
        }
        if (withoutHeap > 0) {
            findings.add(prefix + "probes.jsonl", withoutHeap + " probes without heapUsedMb left out");
        }
        return out;
    }

    private static List<ModeData.Push> pushes(Path dir, String prefix, Findings findings) {
        List<ModeData.Push> out = new ArrayList<>();
        for (JsonNode n : JsonFiles.readLines(dir.resolve("events.jsonl"), prefix + "events.jsonl", findings, false)) {
            Double epoch = JsonFiles.number(n, "epochMs", "epochMillis");
            if (epoch == null) {
                continue;
            }
            Double providers = JsonFiles.number(n, "providers");
            out.add(new ModeData.Push(epoch.longValue(), JsonFiles.text(n, "registry"), JsonFiles.text(n, "kind"),
                    JsonFiles.text(n, "scenario"), providers == null ? 0 : providers.longValue()));
        }
        return out;
    }

    private static ModeData.Calls calls(Path dir, String prefix, Findings findings) {
        Path file = dir.resolve("calls.csv");
        if (!Files.isRegularFile(file)) {
            findings.add(prefix + "calls.csv", "missing: calls ok/failed unknown");
            return null;
        }
        long ok = 0;
        long failed = 0;
        Map<String, Long> errors = new LinkedHashMap<>();
        for (String[] f : CsvFiles.read(file, prefix + "calls.csv", CALLS_HEADER, findings, true)) {
            if ("true".equals(f[3])) {
                ok++;
            } else if ("false".equals(f[3])) {
                failed++;
                errors.merge(f[5].isBlank() ? "(no message)" : f[5].trim(), 1L, Long::sum);
            }
        }
        Map<String, Long> top = new LinkedHashMap<>();
        errors.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(3)
                .forEach(e -> top.put(e.getKey(), e.getValue()));
        return new ModeData.Calls(ok, failed, top);
    }

    private static List<ModeData.HistogramRow> histogram(Path dir, String prefix, Findings findings, boolean expected) {
        List<ModeData.HistogramRow> out = new ArrayList<>();
        Path file = dir.resolve("histogram.csv");
        if (!Files.isRegularFile(file)) {
            if (expected) {
                findings.add(prefix + "histogram.csv", "missing: no top-classes chart for this mode");
            }
            return out;
        }
        int row = 0;
        for (String[] f : CsvFiles.read(file, prefix + "histogram.csv", HISTOGRAM_HEADER, findings, true)) {
            row++;
            try {
                out.add(new ModeData.HistogramRow(Integer.parseInt(f[0].trim()), Long.parseLong(f[1].trim()),
                        Long.parseLong(f[2].trim()), f[3].trim()));
            } catch (NumberFormatException e) {
                findings.add(prefix + "histogram.csv", "data row " + row + ": expected numbers for rank, instances"
                        + " and bytes; the row is left out");
            }
        }
        return out;
    }
}
