package org.sdsim.simulator.summary;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The end-of-run table: one row per mode, columns as in README's "How to read the table". */
public final class ConsoleTable {

    private static final String[] HEADER = {
        "mode", "outcome", "addr/iface/reg", "converge s", "heap after FGC MB", "old gen MB",
        "cost MB", "YGC", "FGC", "YGC/h", "FGC/h", "GC pause ms", "calls ok", "failed"};

    private ConsoleTable() {
    }

    public static String render(List<ModeSummary> modes) {
        List<String[]> rows = new ArrayList<>();
        rows.add(HEADER);
        for (ModeSummary m : modes) {
            rows.add(new String[] {
                m.mode(), m.outcome(), addresses(m.addressesPerInterfacePerRegistry()), num(m.convergeSeconds(), 1),
                num(m.heapAfterFullGcMb(), 1), num(m.oldGenAfterFullGcMb(), 1), num(m.discoveryCostMb(), 1),
                num(m.youngGcCount()), num(m.fullGcCount()),
                m.steadyState() == null ? "-" : num(m.steadyState().youngGcPerHour(), 1),
                m.steadyState() == null ? "-" : num(m.steadyState().fullGcPerHour(), 1),
                num(m.gcPauseTotalMs(), 0),
                num(m.callsOk()), num(m.callsFailed())});
        }
        int[] width = new int[HEADER.length];
        for (String[] r : rows) {
            for (int i = 0; i < r.length; i++) {
                width[i] = Math.max(width[i], r[i].length());
            }
        }
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < rows.size(); r++) {
            String[] row = rows.get(r);
            for (int i = 0; i < row.length; i++) {
                String cell = row[i];
                // text left, numbers right
                out.append(i < 3 ? pad(cell, width[i], false) : pad(cell, width[i], true)).append(i + 1 < row.length ? "  " : "");
            }
            out.append('\n');
            if (r == 0) {
                int total = 0;
                for (int w : width) {
                    total += w + 2;
                }
                out.append("-".repeat(total - 2)).append('\n');
            }
        }
        return out.toString();
    }

    /**
     * "500" when every interface in every registry has the same count, else "min-max"; "-" when
     * nothing was counted.
     */
    static String addresses(Map<String, Map<String, Integer>> perRegistry) {
        if (perRegistry == null || perRegistry.isEmpty()) {
            return "-";
        }
        int min = Integer.MAX_VALUE;
        int max = Integer.MIN_VALUE;
        for (Map<String, Integer> perInterface : perRegistry.values()) {
            for (int n : perInterface.values()) {
                min = Math.min(min, n);
                max = Math.max(max, n);
            }
        }
        if (min == Integer.MAX_VALUE) {
            return "-";
        }
        return (min == max ? String.valueOf(min) : min + "-" + max) + " x" + perRegistry.size();
    }

    private static String num(Number n) {
        return n == null ? "-" : String.format(Locale.ROOT, "%,d", n.longValue());
    }

    private static String num(Double d, int decimals) {
        return d == null || d.isNaN() ? "-" : String.format(Locale.ROOT, "%,." + decimals + "f", d);
    }

    private static String pad(String s, int width, boolean right) {
        String fill = " ".repeat(Math.max(0, width - s.length()));
        return right ? fill + s : s + fill;
    }
}
