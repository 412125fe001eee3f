package org.sdsim.simulator.report;

import java.nio.file.Path;

/** A chart as written into the report folder: its inline SVG element and its .svg file. */
record ReportChart(String id, String title, String svgElement, Path file) {
}
