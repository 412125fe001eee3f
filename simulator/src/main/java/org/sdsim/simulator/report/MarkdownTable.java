package org.sdsim.simulator.report;

import java.util.List;
import java.util.function.IntPredicate;

/** A Markdown table from headers and rows of text: the one writer of that syntax for summary.md and README. */
final class MarkdownTable {
    private MarkdownTable() {
    }

    /**
     * The table, a line per row, each line ending in a newline.
     *
     * @param rightAligned which columns (by index) hold numbers and are right-aligned
     */
    static String of(List<String> headers, IntPredicate rightAligned, List<List<String>> rows) {
        StringBuilder b = new StringBuilder();
        b.append('|');
        headers.forEach(h -> b.append(' ').append(cell(h)).append(" |"));
        b.append("\n|");
        for (int i = 0; i < headers.size(); i++) {
            b.append(rightAligned.test(i) ? "---:|" : "---|");
        }
        b.append('\n');
        for (List<String> row : rows) {
            b.append('|');
            row.forEach(c -> b.append(' ').append(cell(c)).append(" |"));
            b.append('\n');
        }
        return b.toString();
    }

    /** A cell's text with what would break the table escaped: a pipe, a line break. */
    static String cell(String text) {
        return text.replace("|", "\\|").replace("\n", " ");
    }
}
