package org.sdsim.simulator.report;

import java.util.List;

/**
 * What the report shows for one mode of one run below the cross-mode charts.
 *
 * @param column      the mode and its label
 * @param charts      the per-log charts (heap, pauses, allocation), empty without a GC log
 * @param clockSource how pushes and probes were placed on the GC log's clock, or null
 */
record ModeSection(Column column, List<ReportChart> charts, String clockSource) {

    /** "from mode-summary.json" etc., when the figures did not come from summary.json; else null. */
    String summaryNote() {
        String source = column.mode().summarySource();
        if (source == null) {
            return "unavailable: no summary could be read or recomputed";
        }
        return org.sdsim.simulator.folder.RunFolder.SUMMARY.name().equals(source) ? null : "from " + source;
    }
}
