package org.sdsim.simulator.table;

import org.sdsim.simulator.summary.ModeSummary;

/**
 * One row of the results table, as every renderer of it ({@link ConsoleTable}, report.html,
 * summary.md) sees it: a mode's summary plus the few figures the report can take from elsewhere.
 *
 * @param label       what the first column shows: the mode, or "mode · run" when runs are compared
 * @param summary     the mode's summary (fields null where not measured)
 * @param baseline    whether this is the baseline mode (its cost column says so instead of a number)
 * @param costMb      heap after full GC over the baseline, or null
 * @param callsOk     calls that succeeded, or null when unknown
 * @param callsFailed calls that failed, or null when unknown
 * @param probes      probes read, or null when unknown
 */
public record ResultRow(String label, ModeSummary summary, boolean baseline, Double costMb, Long callsOk,
        Long callsFailed, Integer probes) {

    /** The row of a summary as the orchestrator wrote it (the console table at the end of a run). */
    public static ResultRow of(ModeSummary s) {
        return new ResultRow(s.label(), s, s.mode() != null && s.mode().isBaseline(),
                s.heap().discoveryCostMb(), s.calls().ok(), s.calls().failed(), s.heap().probes());
    }

    /** The outcome's id, or "unknown". */
    public String outcome() {
        return summary.course().outcome() == null ? "unknown" : summary.course().outcome().id();
    }
}
