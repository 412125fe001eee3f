package org.sdsim.simulator.report;

import java.nio.file.Path;
import java.util.List;

/**
 * What {@link RunReport#write} produced.
 *
 * @param report   report.html
 * @param summary  summary.md
 * @param written  every file written (report.html, summary.md and the SVG files)
 * @param warnings what was missing or unreadable in the run folders, as shown in the report
 */
public record ReportResult(Path report, Path summary, List<Path> written, List<String> warnings) {
    public ReportResult {
        written = List.copyOf(written);
        warnings = List.copyOf(warnings);
    }
}
