package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import org.sdsim.analyzers.summary.OrderStatistics;
import org.sdsim.simulator.folder.ProbeRecord;

import java.util.List;
import java.util.Locale;

/**
 * Whether a mode's heap after full GC had settled when it ended, judged from its last probes, so
 * that the figure a run reports is a steady state and not a snapshot of a heap still filling up.
 *
 * <p>The rule: the last {@value #WINDOW} probes are <em>settled</em> when each lies within the
 * tolerance of their median, the tolerance being {@value #TOLERANCE_SHARE} of that median or
 * {@value #TOLERANCE_FLOOR_MB} MB, whichever is larger (a churning fleet moves the live set by a
 * wave's URLs between probes; a heap that fills up moves more). Otherwise the window is
 * <em>growing</em> or <em>shrinking</em> when its last probe is beyond the tolerance above or
 * below its first, else <em>swinging</em>. Whatever the trend, a consumer whose old generation
 * was at least {@value #AT_LIMIT_SHARE} full right after a full GC is <em>at its heap limit</em>:
 * -Xmx holds the figure down, so it is a floor of what the consumer would keep, not a steady state.
 *
 * @param state        settled, growing, shrinking, swinging, at-limit, or too-few-probes
 * @param windowMb     the probes judged (heap after full GC, MB), oldest first
 * @param settledMb    their median: the figure the summary reports
 * @param toleranceMb  the tolerance the window was judged by
 * @param oldGenMaxMb  the old generation's limit, when the probes knew it
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record HeapTrend(String state, List<Double> windowMb, Double settledMb, Double toleranceMb, Double oldGenMaxMb) {

    public static final int WINDOW = 3;
    public static final double TOLERANCE_SHARE = 0.03;
    public static final double TOLERANCE_FLOOR_MB = 2.0;
    public static final double AT_LIMIT_SHARE = 0.95;

    public static final String SETTLED = "settled";
    public static final String GROWING = "growing";
    public static final String SHRINKING = "shrinking";
    public static final String SWINGING = "swinging";
    public static final String AT_LIMIT = "at-limit";
    public static final String TOO_FEW = "too-few-probes";

    /** The trend of these probes (in file order); null when there are none. */
    public static HeapTrend of(List<ProbeRecord> probes) {
        if (probes.isEmpty()) {
            return null;
        }
        List<ProbeRecord> window = probes.subList(Math.max(0, probes.size() - WINDOW), probes.size());
        List<Double> heap = window.stream().map(ProbeRecord::heapUsedMb).toList();
        double median = OrderStatistics.median(heap.stream().mapToDouble(Double::doubleValue).toArray());
        double tolerance = Math.max(TOLERANCE_SHARE * median, TOLERANCE_FLOOR_MB);
        Double oldMax = window.stream().map(ProbeRecord::oldGenMaxMb).filter(m -> m != null && m > 0)
                .reduce((a, b) -> b).orElse(null);
        return new HeapTrend(state(window, heap, median, tolerance, oldMax), heap, median, tolerance, oldMax);
    }

    private static String state(List<ProbeRecord> window, List<Double> heap, double median, double tolerance,
            Double oldMax) {
        ProbeRecord last = window.get(window.size() - 1);
        if (oldMax != null && last.oldGenUsedMb() != null && last.oldGenUsedMb() >= AT_LIMIT_SHARE * oldMax) {
            return AT_LIMIT;
        }
        if (heap.size() < WINDOW) {
            return TOO_FEW;
        }
        if (heap.stream().allMatch(h -> Math.abs(h - median) <= tolerance)) {
            return SETTLED;
        }
        double change = heap.get(heap.size() - 1) - heap.get(0);
        return change > tolerance ? GROWING : change < -tolerance ? SHRINKING : SWINGING;
    }

    public boolean settled() {
        return SETTLED.equals(state);
    }

    /**
     * What a table says beside the figure: nothing for a settled heap, else the state ("growing",
     * "at -Xmx limit", ...), so that a figure that is no steady state never passes for one.
     */
    public String mark() {
        return switch (state) {
            case SETTLED -> "";
            case AT_LIMIT -> "at heap limit";
            case TOO_FEW -> "too few probes";
            default -> state;
        };
    }

    /** "growing: 437.1, 486.0, 535.9 MB (tolerance 13.1 MB)". */
    public String describe() {
        StringBuilder b = new StringBuilder(state).append(": ");
        for (int i = 0; i < windowMb.size(); i++) {
            b.append(i == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%.1f", windowMb.get(i)));
        }
        b.append(String.format(Locale.ROOT, " MB (tolerance %.1f MB", toleranceMb));
        if (oldGenMaxMb != null) {
            b.append(String.format(Locale.ROOT, ", old gen limit %.0f MB", oldGenMaxMb));
        }
        return b.append(')').toString();
    }
}
