package org.sdsim.analyzers.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.sdsim.analyzers.summary.GcSummary;
import org.sdsim.analyzers.summary.UnparsedSample;

/**
 * The human-readable summary: one row per figure, one column per input (so several runs compare
 * side by side), then the lines each input had that were not understood.
 */
final class SummaryText {
    private static final int MAX_CELL = 44;
    private static final String ABSENT = "-";

    private SummaryText() {
    }

    static void print(List<GcSummary> summaries, PrintWriter out) {
        List<SummaryFigures.Figure> figures = SummaryFigures.ALL;
        String[][] cells = new String[figures.size()][summaries.size()];
        int labelWidth = 0;
        int[] widths = new int[summaries.size()];
        for (int f = 0; f < figures.size(); f++) {
            SummaryFigures.Figure figure = figures.get(f);
            labelWidth = Math.max(labelWidth, figure.label().length());
            for (int s = 0; s < summaries.size(); s++) {
                String value = figure.value().apply(summaries.get(s));
                if (figure.key().equals("source")) {
                    value = shortName(value);
                }
                String cell = fit(value == null ? ABSENT : value, figure.keepEnd());
                cells[f][s] = cell;
                widths[s] = Math.max(widths[s], cell.length());
            }
        }
        StringBuilder sb = new StringBuilder(4096);
        for (int f = 0; f < figures.size(); f++) {
            String label = figures.get(f).label();
            sb.append(label);
            pad(sb, labelWidth - label.length() + 2);
            for (int s = 0; s < summaries.size(); s++) {
                String cell = cells[f][s];
                sb.append(cell);
                if (s < summaries.size() - 1) {
                    pad(sb, widths[s] - cell.length() + 2);
                }
            }
            sb.append('\n');
        }
        for (GcSummary summary : summaries) {
            GcSummary.Unparsed unparsed = summary.unparsed();
            if (unparsed.lines() == 0) {
                continue;
            }
            sb.append('\n').append("Lines not understood in ").append(summary.source()).append(": ")
                    .append(unparsed.lines());
            if (unparsed.lines() > unparsed.samples().size()) {
                sb.append(" (first ").append(unparsed.samples().size()).append(" shown)");
            }
            sb.append('\n');
            for (UnparsedSample sample : unparsed.samples()) {
                sb.append("  ").append(sample.origin()).append(": ").append(sample.reason());
                if (sample.text() != null && !sample.text().isEmpty()) {
                    sb.append(": ").append(fit(sample.text(), false));
                }
                sb.append('\n');
            }
        }
        out.print(sb);
        out.flush();
    }

    /** Column headers show the file name; the full path is in the JSON and CSV outputs. */
    private static String shortName(String source) {
        if (source == null || source.equals("-")) {
            return source;
        }
        Path name = Path.of(source).getFileName();
        return name == null ? source : name.toString();
    }

    private static String fit(String value, boolean keepEnd) {
        if (value.length() <= MAX_CELL) {
            return value;
        }
        return keepEnd
                ? "…" + value.substring(value.length() - (MAX_CELL - 1))
                : value.substring(0, MAX_CELL - 1) + "…";
    }

    private static void pad(StringBuilder sb, int n) {
        for (int i = 0; i < n; i++) {
            sb.append(' ');
        }
    }
}
