package org.sdsim.simulator.report;

import org.sdsim.simulator.table.ResultRow;

/**
 * One bar position in the cross-mode charts: a mode of a run, with the same run's baseline
 * figures for the cost-over-baseline chart.
 *
 * @param label        what the axis shows: the mode, or "mode · runId" when comparing runs
 * @param mode         the mode's data
 * @param baselineHeap heap after full GC of the same run's baseline mode, or null
 * @param baselineOld  old gen after full GC of the same run's baseline mode, or null
 */
record Column(String label, ModeData mode, Double baselineHeap, Double baselineOld) {

    boolean isBaseline() {
        return mode.isBaseline();
    }

    /** Heap after full GC over the baseline: the summary's figure, else computed from the two medians. */
    Double heapCost() {
        Double fromSummary = mode.summary().heap().discoveryCostMb();
        if (fromSummary != null) {
            return fromSummary;
        }
        Double heap = mode.summary().heap().afterFullGcMb();
        return heap == null || baselineHeap == null || isBaseline() ? null : heap - baselineHeap;
    }

    Double oldGenCost() {
        Double old = mode.summary().heap().oldGenAfterFullGcMb();
        return old == null || baselineOld == null || isBaseline() ? null : old - baselineOld;
    }

    /** This column as a row of the results table (calls from calls.csv where it was read). */
    ResultRow row() {
        return new ResultRow(label, mode.summary(), isBaseline(), heapCost(), mode.callsOk(), mode.callsFailed(),
                mode.probes().size());
    }
}
