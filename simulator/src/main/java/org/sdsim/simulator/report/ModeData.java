package org.sdsim.simulator.report;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.sdsim.analyzers.chart.ChartedLog;
import org.sdsim.consumer.files.HistogramRow;
import org.sdsim.simulator.fault.FaultRecord;
import org.sdsim.simulator.summary.ProbeRecord;
import org.sdsim.simulator.folder.PushRecord;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.summary.FaultSummary;
import org.sdsim.simulator.summary.ModeSummary;

/**
 * Everything the report uses from one mode folder, as far as it could be read.
 *
 * @param runId         the run the mode belongs to
 * @param mode          the mode folder's name: a {@link Mode} id, or whatever folder was found
 * @param dir           the mode folder
 * @param summary       the mode's summary, read back into the record it was written from
 *                      ({@link #NO_SUMMARY} when none could be had)
 * @param summarySource where {@code summary} came from, e.g. "summary.json", or null
 * @param gc            the consumer's GC events, or null when no GC log/recording could be read
 * @param consumerStarts where each consumer after the first started (a scripted consumer-kill), in
 *                      seconds on {@code gc}'s clock; empty for one consumer
 * @param probes        heap readings after forced full GCs, in file order
 * @param pushes        address pushes from churn, in file order
 * @param faults        scripted faults as events.jsonl recorded them, in file order
 * @param calls         call outcomes, or null when calls.csv is missing
 * @param histogram     end-of-run class histogram rows, by rank
 */
record ModeData(String runId, String mode, Path dir, ModeSummary summary, String summarySource, ChartedLog gc,
        List<Double> consumerStarts, List<ProbeRecord> probes, List<PushRecord> pushes, List<FaultRecord> faults, Calls calls,
        List<HistogramRow> histogram) {

    /** A summary of which nothing is known: every figure null. */
    static final ModeSummary NO_SUMMARY = ModeSummary.NONE;

    /** calls.csv tallied; {@code errors} counts failed calls per error text, most frequent first. */
    record Calls(long ok, long failed, Map<String, Long> errors) {
    }

    /** The mode as sdsim knows it, or null for a folder of another name. */
    Mode kind() {
        return summary.mode() != null ? summary.mode() : Mode.byId(mode);
    }

    /**
     * The mode with its Dubbo version ({@code interface@2.7 (2.7.23)}), with its run's number when the mode ran more
     * than once ({@code interface (3.3.6) · run 2}), or the folder's name when no summary says.
     */
    String label() {
        return summary.mode() == null ? mode
                : summary.repeat() == null ? summary.label() : summary.label() + " · run " + summary.repeat();
    }

    boolean isBaseline() {
        return kind() != null && kind().isBaseline();
    }

    String outcome() {
        return summary.course().outcome() == null ? "unknown" : summary.course().outcome().id();
    }

    /** Calls that succeeded: counted in calls.csv, else the summary's figure. */
    Long callsOk() {
        return calls != null ? Long.valueOf(calls.ok()) : summary.calls().ok();
    }

    /**
     * The mode's faults for the fault table: summary.json's (joined with heap and GC) when it has
     * them, else events.jsonl's records alone.
     */
    List<FaultSummary> faultSummaries() {
        if (!summary.scriptedFaults().ran().isEmpty()) {
            return summary.scriptedFaults().ran();
        }
        return faults.stream().map(f -> new FaultSummary(f, null, null, null, null, null)).toList();
    }

    Long callsFailed() {
        return calls != null ? Long.valueOf(calls.failed()) : summary.calls().failed();
    }
}
