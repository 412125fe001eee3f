package org.sdsim.simulator.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sdsim.analyzers.chart.ChartedLog;
import org.sdsim.consumer.files.CallRow;
import org.sdsim.simulator.folder.ConsumerGcLogs;
import org.sdsim.simulator.folder.CsvFiles;
import org.sdsim.consumer.files.FolderFile;
import org.sdsim.consumer.files.HistogramRow;
import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.summary.ProbeRecord;
import org.sdsim.simulator.folder.EventLines;
import org.sdsim.simulator.folder.RunFolder;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.summarize.ModeSummarizer;
import org.sdsim.simulator.summary.ModeSummary;

/** Reads one mode folder ({@link ModeFolder}) into {@link ModeData}, recording each problem as a finding. */
final class ModeFolderReader {

    private ModeFolderReader() {
    }

    /**
     * @param fromRunSummary this mode's entry of summary.json, or null
     * @param prefix         how the folder is named in findings, e.g. "interface/"
     */
    static ModeData read(String runId, String mode, Path dir, ModeSummary fromRunSummary, String prefix,
            Findings findings) {
        if (!Files.isDirectory(dir)) {
            findings.add(prefix.isEmpty() ? mode : prefix.substring(0, prefix.length() - 1),
                    "no folder (the run stopped before this mode?)");
            return new ModeData(runId, mode, dir, fromRunSummary == null ? ModeData.NO_SUMMARY : fromRunSummary,
                    fromRunSummary == null ? null : RunFolder.SUMMARY.name(), null, List.of(), List.of(), List.of(), List.of(),
                    null, List.of());
        }
        ModeSummary summary = fromRunSummary;
        String source = RunFolder.SUMMARY.name();
        if (summary == null) {
            summary = JsonFiles.readObject(dir, ModeFolder.MODE_SUMMARY, prefix, findings::add, true);
            source = ModeFolder.MODE_SUMMARY.name();
        }
        if (summary == null) {
            summary = recompute(mode, dir, prefix, findings);
            source = summary == null ? null : "recomputed from the mode's files";
        }
        if (summary == null) {
            summary = ModeData.NO_SUMMARY;
        }
        List<Double> consumerStarts = new java.util.ArrayList<>();
        ChartedLog gc = readGc(dir, prefix, findings, consumerStarts);
        List<ProbeRecord> probes = JsonFiles.readLines(dir, ModeFolder.PROBES, prefix, "probes", findings::add, true);
        EventLines events = EventLines.read(dir, prefix, findings::add);
        ModeData.Calls calls = calls(dir, prefix, findings);
        // a consumer that died never wrote its histogram; the outcome already says why
        boolean ended = summary.course().outcome() != null && summary.course().outcome().endedEarly();
        List<HistogramRow> histogram = histogram(dir, prefix, findings, !ended);
        return new ModeData(runId, mode, dir, summary, source, gc, List.copyOf(consumerStarts), probes, events.pushes(), events.faults(), calls,
                histogram);
    }

    /** The lead's own summarizer, run on what the folder holds: same figures as a finished run would have. */
    private static ModeSummary recompute(String mode, Path dir, String prefix, Findings findings) {
        try {
            var observed = new ModeSummarizer.Observed(Mode.byId(mode), null, null, "", Map.of(), Map.of(), null, 0L,
                    Double.NaN, null, null);
            // the files' own damage is reported when the report reads them below
            ModeSummary s = ModeSummarizer.summarize(dir, observed, (where, what) -> { });
            findings.add(prefix + ModeFolder.MODE_SUMMARY.name(), "figures recomputed from "
                    + ModeFolder.PROBES.name() + ", " + ModeFolder.CALLS.name() + " and " + ModeFolder.GC_LOG.name()
                    + "; outcome, convergence and addresses are unknown");
            return s;
        } catch (RuntimeException e) {
            findings.add(prefix, "cannot recompute the mode summary: " + e);
            return null;
        }
    }

    /**
     * The mode's GC events for the charts: every consumer's GC log on the first one's clock
     * ({@link ConsumerGcLogs}), else the first consumer's JFR recording.
     *
     * @param consumerStarts receives where each later consumer started, on that clock
     */
    private static ChartedLog readGc(Path dir, String prefix, Findings findings, List<Double> consumerStarts) {
        List<Path> logs = ConsumerGcLogs.of(dir);
        FolderFile<?> jfr = ModeFolder.JFR;
        String shown;
        try {
            if (!logs.isEmpty()) {
                shown = ConsumerGcLogs.names(logs, prefix);
                try (ConsumerGcLogs.Stream in = ConsumerGcLogs.open(logs)) {
                    ChartedLog read = ChartedLog.collect(in, shown);
                    consumerStarts.addAll(in.laterStarts());
                    return checked(read, findings);
                }
            }
            if (Files.isRegularFile(jfr.in(dir))) {
                shown = prefix + jfr.name();
                findings.add(prefix + ModeFolder.GC_LOG.name(), "missing; GC charts drawn from " + jfr.name() + " instead");
                return checked(ChartedLog.read(List.of(jfr.in(dir)), shown), findings);
            }
        } catch (IOException | RuntimeException e) {
            // a reader bug must not cost the user the rest of the report
            findings.add(prefix + ModeFolder.GC_LOG.name(), "cannot read: " + e.getMessage());
            return null;
        }
        findings.add(prefix + ModeFolder.GC_LOG.name(), "missing (and no " + jfr.name() + "): no GC charts for this mode");
        return null;
    }

    private static ChartedLog checked(ChartedLog read, Findings findings) {
        if (read.events().isEmpty()) {
            findings.add(read.source(), "no GC events in it");
        }
        if (read.unparsedLines() > 0) {
            findings.add(read.source(), read.unparsedLines() + " lines not understood (see 'gclog summary')");
        }
        return read;
    }

    private static ModeData.Calls calls(Path dir, String prefix, Findings findings) {
        if (!Files.isRegularFile(ModeFolder.CALLS.in(dir))) {
            findings.add(prefix + ModeFolder.CALLS.name(), "missing: calls ok/failed unknown");
            return null;
        }
        long ok = 0;
        long failed = 0;
        Map<String, Long> errors = new LinkedHashMap<>();
        for (CallRow call : CsvFiles.read(dir, ModeFolder.CALLS, prefix, CallRow::parse, CallRow.PARSE_EXPECTS,
                findings::add, true)) {
            if (call.ok()) {
                ok++;
            } else {
                failed++;
                errors.merge(call.error().isBlank() ? "(no message)" : call.error().trim(), 1L, Long::sum);
            }
        }
        Map<String, Long> top = new LinkedHashMap<>();
        errors.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(3)
                .forEach(e -> top.put(e.getKey(), e.getValue()));
        return new ModeData.Calls(ok, failed, top);
    }

    private static List<HistogramRow> histogram(Path dir, String prefix, Findings findings, boolean expected) {
        if (!Files.isRegularFile(ModeFolder.HISTOGRAM.in(dir))) {
            if (expected) {
                findings.add(prefix + ModeFolder.HISTOGRAM.name(), "missing: no top-classes chart for this mode");
            }
            return List.of();
        }
        return CsvFiles.read(dir, ModeFolder.HISTOGRAM, prefix, HistogramRow::parse, HistogramRow.PARSE_EXPECTS,
                findings::add, true);
    }
}
