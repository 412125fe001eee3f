package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import org.sdsim.analyzers.summary.OrderStatistics;
import org.sdsim.simulator.folder.ProbeRecord;

import java.util.List;
import java.util.Locale;

/**
 * Whether a mode's heap after full GC had settled by the end, judged from its probes, so that the
 * figure a run reports is a steady state and not a snapshot of a heap still filling up.
 *
 * <p>Under churn the live set swings with the restart wave in flight at each probe (tens of MB for
 * an interface-level consumer of the published fleet), so the spread of a few probes says little;
 * what tells a settled heap from a growing one is its level over time. The rule: the probes of the
 * later half (the figure is their median) are compared with those of the earlier half; the heap is
 * <em>settled</em> when the two medians lie within the tolerance, {@value #TOLERANCE_SHARE} of the
 * figure or {@value #TOLERANCE_FLOOR_MB} MB, whichever is larger; else it is <em>growing</em> or
 * <em>shrinking</em>. It takes {@value #MIN_PROBES} probes to say. Whatever the trend, a consumer whose
 * old generation was at least {@value #AT_LIMIT_SHARE} full right after its last full GC is <em>at its
 * heap limit</em>: its live set spills into the young generation and full GCs follow one another (the
 * published 2.x consumers were there too: tenured after full GC 562 and 553 MB of J9's 576). The figure
 * is still its live set, but no steady state: the consumer is one push from an OutOfMemoryError, and
 * how much of the spill a probe catches moves the figure.
 *
 * @param state        settled, growing, shrinking, at-limit, or too-few-probes
 * @param earlierMb    the earlier half's probes (heap after full GC, MB), oldest first
 * @param windowMb     the later half's probes, oldest first: the figure's window
 * @param settledMb    the later half's median: the figure the summary reports
 * @param toleranceMb  the tolerance the two halves were compared with
 * @param oldGenMaxMb  the old generation's limit, when the probes knew it
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record HeapTrend(String state, List<Double> earlierMb, List<Double> windowMb, Double settledMb,
        Double toleranceMb, Double oldGenMaxMb) {

    public static final int MIN_PROBES = 4;
    public static final double TOLERANCE_SHARE = 0.05;
    public static final double TOLERANCE_FLOOR_MB = 4.0;
    public static final double AT_LIMIT_SHARE = 0.95;

    public static final String SETTLED = "settled";
    public static final String GROWING = "growing";
    public static final String SHRINKING = "shrinking";
    public static final String AT_LIMIT = "at-limit";
    public static final String TOO_FEW = "too-few-probes";

    /** The probes whose median is the figure: the later half (all of them when there are too few to halve). */
    public static List<ProbeRecord> window(List<ProbeRecord> probes) {
        return probes.size() < MIN_PROBES ? probes : probes.subList(probes.size() / 2, probes.size());
    }

    /** The trend of these probes (in file order); null when there are none. */
    public static HeapTrend of(List<ProbeRecord> probes) {
        if (probes.isEmpty()) {
            return null;
        }
        List<ProbeRecord> window = window(probes);
        List<Double> later = heap(window);
        List<Double> earlier = heap(probes.subList(0, probes.size() - window.size()));
        double figure = median(later);
        double tolerance = Math.max(TOLERANCE_SHARE * figure, TOLERANCE_FLOOR_MB);
        Double oldMax = window.stream().map(ProbeRecord::oldGenMaxMb).filter(m -> m != null && m > 0)
                .reduce((a, b) -> b).orElse(null);
        ProbeRecord last = window.get(window.size() - 1);
        String state;
        if (oldMax != null && last.oldGenUsedMb() != null && last.oldGenUsedMb() >= AT_LIMIT_SHARE * oldMax) {
            state = AT_LIMIT;
        } else if (earlier.isEmpty()) {
            state = TOO_FEW;
        } else {
            double change = figure - median(earlier);
            state = Math.abs(change) <= tolerance ? SETTLED : change > 0 ? GROWING : SHRINKING;
        }
        return new HeapTrend(state, earlier, later, figure, tolerance, oldMax);
    }

    private static List<Double> heap(List<ProbeRecord> probes) {
        return probes.stream().map(ProbeRecord::heapUsedMb).toList();
    }

    private static double median(List<Double> values) {
        return OrderStatistics.median(values.stream().mapToDouble(Double::doubleValue).toArray());
    }

    public boolean settled() {
        return SETTLED.equals(state);
    }

    /**
     * What a table says beside the figure: nothing for a settled heap, else the state ("growing",
     * "at heap limit", ...), so that a figure that is no steady state never passes for one.
     */
    public String mark() {
        return switch (state) {
            case SETTLED -> "";
            case AT_LIMIT -> "at heap limit";
            case TOO_FEW -> "too few probes";
            default -> state;
        };
    }

    /** "growing: 437.1, 486.0 MB, then 535.9, 540.2 MB (tolerance 26.9 MB)". */
    public String describe() {
        StringBuilder b = new StringBuilder(state).append(": ");
        if (!earlierMb.isEmpty()) {
            b.append(list(earlierMb)).append(" MB, then ");
        }
        b.append(list(windowMb)).append(String.format(Locale.ROOT, " MB (tolerance %.1f MB", toleranceMb));
        if (oldGenMaxMb != null) {
            b.append(String.format(Locale.ROOT, ", old gen limit %.0f MB", oldGenMaxMb));
        }
        return b.append(')').toString();
    }

    private static String list(List<Double> mb) {
        return String.join(", ", mb.stream().map(v -> String.format(Locale.ROOT, "%.1f", v)).toList());
    }
}
