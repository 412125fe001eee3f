package org.sdsim.simulator.table;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.sdsim.simulator.summary.Spread;
import java.util.Set;
import java.util.function.Function;

/**
 * The columns of the results table, once for the console table, report.html and summary.md:
 * header, unit and decimals, how the value is read from a {@link ResultRow}, and which outputs
 * show it. A renderer only chooses its syntax (padding, {@code <td>}, {@code |}) and how it writes
 * "not measured".
 *
 * <p>Outputs show different subsets on purpose: the console keeps to a terminal's width, summary.md
 * to what a pull request needs; report.html shows all but the combined calls column.
 */
public enum ResultColumn {
    MODE("mode", "Mode", Format.TEXT, Output.ALL, ResultRow::label),
    OUTCOME("outcome", "Outcome", Format.TEXT, Output.ALL, ResultRow::outcome),
    ADDRESSES("addr/iface/reg", "Addresses per interface × registries", Format.TEXT, Output.NOT_MARKDOWN,
            r -> addresses(r.summary().addresses().perInterfacePerRegistry())),
    CONVERGE("converge s", "Converged after (s)", Format.ONE_DECIMAL, Output.NOT_MARKDOWN, r -> r.summary().course().convergeSeconds()),
    HEAP("heap after FGC MB", "Heap after full GC (MB)", Format.ONE_DECIMAL, Output.ALL, r -> r.summary().heap().afterFullGcMb()),
    /** Blank for a settled heap, else why the figure is no steady state: growing, at heap limit, ... */
    HEAP_TREND("heap trend", "Heap after full GC, not settled", Format.TEXT, Output.ALL,
            r -> r.summary().heap().trend() == null ? null : r.summary().heap().trend().mark()),
    OLD_GEN("old gen MB", "Old gen after full GC (MB)", Format.ONE_DECIMAL, Output.ALL, r -> r.summary().heap().oldGenAfterFullGcMb()),
    COST("cost MB", "Over baseline (MB)", Format.ONE_DECIMAL, Output.ALL, r -> r.baseline() ? "(baseline)" : r.costMb()),
    YOUNG("YGC", "Young GCs", Format.COUNT, Output.ALL, r -> r.summary().gcFigures().youngCount()),
    FULL("FGC", "Full GCs", Format.COUNT, Output.ALL, r -> r.summary().gcFigures().fullCount()),
    YOUNG_PER_HOUR("YGC/h", "Young GCs / h after converging", Format.ONE_DECIMAL, Output.ALL,
            r -> r.summary().gcFigures().steadyState() == null ? null : r.summary().gcFigures().steadyState().youngGcPerHour()),
    FULL_PER_HOUR("FGC/h", "Full GCs / h after converging", Format.ONE_DECIMAL, Output.ALL,
            r -> r.summary().gcFigures().steadyState() == null ? null : r.summary().gcFigures().steadyState().fullGcPerHour()),
    ALLOC_PER_PUSH("alloc MB/push", "Allocated per address push (MB)", Format.ONE_DECIMAL, Output.NOT_CONSOLE,
            r -> r.summary().gcFigures().perPush() == null ? null : r.summary().gcFigures().perPush().allocatedMbPerPush()),
    YOUNG_PER_100_PUSHES("YGC/100 pushes", "Young GCs per 100 pushes", Format.ONE_DECIMAL, Output.NOT_CONSOLE,
            r -> r.summary().gcFigures().perPush() == null ? null : r.summary().gcFigures().perPush().youngGcsPer100Pushes()),
    FULL_PER_100_PUSHES("FGC/100 pushes", "Full GCs per 100 pushes", Format.ONE_DECIMAL, Output.NOT_CONSOLE,
            r -> r.summary().gcFigures().perPush() == null ? null : r.summary().gcFigures().perPush().fullGcsPer100Pushes()),
    FORCED_FULL("forced FGC", "Forced full GCs", Format.COUNT, EnumSet.of(Output.HTML), r -> r.summary().gcFigures().probeFullCount()),
    PAUSE("GC pause ms", "GC pause total (ms)", Format.NO_DECIMALS, Output.NOT_MARKDOWN, r -> r.summary().gcFigures().pauseTotalMs()),
    CALLS_OK("calls ok", "Calls ok", Format.COUNT, Output.NOT_MARKDOWN, ResultRow::callsOk),
    CALLS_FAILED("failed", "Calls failed", Format.COUNT, Output.NOT_MARKDOWN, ResultRow::callsFailed),
    CALLS("calls ok / failed", "Calls ok / failed", Format.TEXT, EnumSet.of(Output.MARKDOWN), null),
    PROBES("probes", "Probes", Format.COUNT, EnumSet.of(Output.HTML), ResultRow::probes);

    /** Where the table is rendered. */
    public enum Output {
        CONSOLE, HTML, MARKDOWN;

        static final Set<Output> ALL = EnumSet.allOf(Output.class);
        static final Set<Output> NOT_MARKDOWN = EnumSet.of(CONSOLE, HTML);
        static final Set<Output> NOT_CONSOLE = EnumSet.of(HTML, MARKDOWN);
    }

    /** How a value is written. */
    enum Format {
        TEXT(null), COUNT("%,d"), ONE_DECIMAL("%,.1f"), NO_DECIMALS("%,.0f");

        private final String pattern;

        Format(String pattern) {
            this.pattern = pattern;
        }
    }

    private final String shortHeader;
    private final String header;
    private final Format format;
    private final Set<Output> outputs;
    private final Function<ResultRow, Object> value;

    ResultColumn(String shortHeader, String header, Format format, Set<Output> outputs, Function<ResultRow, Object> value) {
        this.shortHeader = shortHeader;
        this.header = header;
        this.format = format;
        this.outputs = outputs;
        this.value = value;
    }

    /** The columns an output shows, in table order. */
    public static List<ResultColumn> in(Output output) {
        return Arrays.stream(values()).filter(c -> c.outputs.contains(output)).toList();
    }

    /** The header in the given output: the console's short one, else the long one with its unit. */
    public String header(Output output) {
        return output == Output.CONSOLE ? shortHeader : header;
    }

    /** Numbers are right-aligned; a text column (mode, outcome, addresses) left. */
    public boolean numeric() {
        return format != Format.TEXT;
    }

    /** The cell's text, {@code notMeasured} where the value is null or NaN. */
    public String cell(ResultRow row, String notMeasured) {
        if (this == CALLS) {
            return CALLS_OK.cell(row, notMeasured) + " / " + CALLS_FAILED.cell(row, notMeasured);
        }
        Object v = value.apply(row);
        if (v == null || v instanceof Double d && d.isNaN()) {
            return notMeasured;
        }
        if (!(v instanceof Number n) || format.pattern == null) {
            return v.toString();
        }
        return format == Format.COUNT
                ? String.format(Locale.ROOT, format.pattern, Math.round(n.doubleValue()))
                : String.format(Locale.ROOT, format.pattern, n.doubleValue());
    }

    /**
     * The cell of a mode that ran several times ({@code --repeat}): a figure's median and range over the runs
     * ({@code 135.2 [130.1–140.3]}), the mode with its number of runs ({@code interface (3.3.6) ×3}), and a text
     * column's values as the runs had them, each once; the single run's own cell for one run.
     */
    public String cell(List<ResultRow> runs, String notMeasured) {
        if (runs.size() == 1) {
            return cell(runs.get(0), notMeasured);
        }
        if (this == MODE) {
            return runs.get(0).summary().label() + " ×" + runs.size();
        }
        if (this == CALLS) {
            return CALLS_OK.cell(runs, notMeasured) + " / " + CALLS_FAILED.cell(runs, notMeasured);
        }
        List<Object> values = runs.stream().map(value).toList();
        if (format == Format.TEXT || values.stream().anyMatch(v -> v != null && !(v instanceof Number))) {
            String joined = String.join("; ", values.stream().filter(Objects::nonNull).map(Object::toString)
                    .distinct().toList());
            return joined.isEmpty() ? notMeasured : joined;
        }
        Spread spread = Spread.of(values.stream().map(v -> v == null ? null : ((Number) v).doubleValue()).toList());
        return spread == null ? notMeasured : spread.text(format == Format.COUNT ? "%,.0f" : format.pattern);
    }

    /**
     * "500 x2" when every interface in every registry has the same count, else "min-max x2"; null
     * when nothing was counted.
     */
    static String addresses(Map<String, Map<String, Integer>> perRegistry) {
        if (perRegistry == null || perRegistry.isEmpty()) {
            return null;
        }
        int min = Integer.MAX_VALUE;
        int max = Integer.MIN_VALUE;
        for (Map<String, Integer> perInterface : perRegistry.values()) {
            for (Integer n : perInterface.values()) {
                if (n != null) {
                    min = Math.min(min, n);
                    max = Math.max(max, n);
                }
            }
        }
        if (min == Integer.MAX_VALUE) {
            return null;
        }
        return (min == max ? String.valueOf(min) : min + "-" + max) + " x" + perRegistry.size();
    }
}
