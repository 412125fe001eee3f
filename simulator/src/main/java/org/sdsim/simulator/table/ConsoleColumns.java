package org.sdsim.simulator.table;

import java.util.ArrayList;
import java.util.List;

/** A console table of text cells: each column as wide as its widest cell, two spaces between columns. */
final class ConsoleColumns {

    private ConsoleColumns() {
    }

    /** The header, an optional rule under it, then the rows; each line ends in a newline. */
    static String render(List<String> headers, List<List<String>> rows, boolean ruleUnderHeader) {
        List<List<String>> all = new ArrayList<>();
        all.add(headers);
        all.addAll(rows);
        int[] width = new int[headers.size()];
        for (List<String> r : all) {
            for (int i = 0; i < r.size(); i++) {
                width[i] = Math.max(width[i], r.get(i).length());
            }
        }
        StringBuilder b = new StringBuilder();
        for (int r = 0; r < all.size(); r++) {
            for (int i = 0; i < width.length; i++) {
                String cell = all.get(r).get(i);
                b.append(cell).append(" ".repeat(width[i] - cell.length())).append(i + 1 < width.length ? "  " : "");
            }
            b.append('\n');
            if (r == 0 && ruleUnderHeader) {
                int total = 0;
                for (int w : width) {
                    total += w + 2;
                }
                b.append("-".repeat(total - 2)).append('\n');
            }
        }
        return b.toString();
    }
}
