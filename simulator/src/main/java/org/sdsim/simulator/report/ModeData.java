package org.sdsim.simulator.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.sdsim.analyzers.chart.ChartedLog;

/**
 * Everything the report uses from one mode folder, as far as it could be read.
 *
 * @param runId         the run the mode belongs to
 * @param mode          baseline | interface | application | dual (or whatever folder was found)
 * @param dir           the mode folder
 * @param summary       the ModeSummary JSON (MissingNode when none could be had)
 * @param summarySource where {@code summary} came from, e.g. "summary.json", or null
 * @param gc            the consumer's GC events, or null when no GC log/recording could be read
 * @param probes        heap readings after forced full GCs, in file order
 * @param pushes        address pushes from churn, in file order
 * @param calls         call outcomes, or null when calls.csv is missing
 * @param histogram     end-of-run class histogram rows, by rank
 */
record ModeData(String runId, String mode, Path dir, JsonNode summary, String summarySource, ChartedLog gc,
        List<Probe> probes, List<Push> pushes, Calls calls, List<HistogramRow> histogram) {

    /** One probes.jsonl line. A value not measured is NaN. */
    record Probe(long epochMs, double uptimeSec, double heapUsedMb, double oldGenUsedMb) {
    }

    /** One events.jsonl line: a wave of providers leaving or joining one registry. */
    record Push(long epochMs, String registry, String kind, String scenario, long providers) {
    }

    /** calls.csv tallied; {@code errors} counts failed calls per error text, most frequent first. */
    record Calls(long ok, long failed, Map<String, Long> errors) {
    }

    /** One histogram.csv row. */
    record HistogramRow(int rank, long instances, long bytes, String className) {
        double megabytes() {
            return bytes / (1024.0 * 1024.0);
        }
    }

    Double number(String field) {
        return JsonFiles.number(summary, field);
    }

    /** A figure of the steady state after convergence (young/full GCs per hour), or null. */
    Double steadyState(String field) {
        return JsonFiles.number(summary.path("steadyState"), field);
    }

    String outcome() {
        String o = JsonFiles.text(summary, "outcome");
        return o == null ? "unknown" : o;
    }
}
