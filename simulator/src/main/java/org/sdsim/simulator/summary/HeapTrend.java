package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import org.sdsim.analyzers.summary.OrderStatistics;
import org.sdsim.simulator.summary.ProbeRecord;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Whether a mode's heap after full GC had settled by the end, judged from its probes, so that the
 * figure a run reports is a steady state and not a snapshot of a heap still filling up.
 *
 * <p><b>The figure</b> is the median of the later half of the probes (of all of them below
 * {@value #HALVES_FROM}). <b>The noise</b> σ is the probes' robust standard deviation about their own
 * course ({@link ProbeNoise}: the interquartile range of the probes less their median slope, / 1.349),
 * from {@value #MIN_PROBES} probes up. <b>The verdict</b>, in this order:
 * <ol>
 * <li><em>at-limit</em> when the top of the old generation's swing reaches its limit: the median of
 *     the later half's old-gen probes + {@value #SWING_FENCE} σ ≥ {@value #AT_LIMIT_SHARE} × old gen max
 *     (without σ, below {@value #MIN_PROBES} probes, the median alone). The live set swings with the
 *     restart wave in flight; where the top of the swing meets the limit, the live set spills into the
 *     young generation and the JVM runs full GC after full GC (the published 2.x consumers were there:
 *     tenured after full GC 562 and 553 MB of J9's 576). The figure is still the live set, but the
 *     consumer is one push from an OutOfMemoryError, and how much of the spill a probe catches moves
 *     it, so it is no steady state whatever its trend. The published run's Dubbo 2.7 consumer, old gen
 *     at 507 of 576 MB (88 %) with σ = 29 MB and 80 full GCs of its own in 174 s, is at its limit;
 *     the earlier rule (the last probe's old gen 95 % full) missed it.</li>
 * <li><em>too-few-probes</em> below {@value #MIN_PROBES} probes.</li>
 * <li><em>settled</em> when the later half's median lies within the tolerance of the earlier half's,
 *     else <em>growing</em> or <em>shrinking</em>. The tolerance is
 *     max({@value #TOLERANCE_FLOOR_MB} MB, {@value #TOLERANCE_SHARE} × figure,
 *     {@value #TREND_FENCE} × 1.2533 σ √(1/m₁ + 1/m₂)) for halves of m₁ and m₂ probes: three standard
 *     errors of a difference of two medians (a median of m values varies by √(π/2) σ/√m). A longer run
 *     measures its level more closely and so sees a slower leak; the floor and the share keep a quiet
 *     heap from calling a few MB, or a few per cent, a trend.</li>
 * </ol>
 *
 * <p><b>Why medians, and a band from the probes' own spread.</b> Under churn the live set swings with
 * the wave in flight at each probe: an interface-level Dubbo 3.0.1 consumer read 204 to 280 MB about a
 * level near 210 MB. A median of five moves by tens of MB with how many of its probes caught a wave,
 * so the earlier rule (a tolerance of 5 % or 4 MB) called that heap "shrinking" and the 2.7 consumer
 * above "growing". The band now widens with the swing the probes show, while a steady rise (150, 170,
 * ... 250 MB) has no noise about its own course and still reads growing.
 *
 * <p><b>Why {@value #MIN_PROBES} probes.</b> Each half's median survives one outlier only from three
 * probes up (the median of two is one of the two), and the interquartile range of the residuals leaves
 * out the lowest and the highest probe only from five up (nearest rank: of four it runs from the lowest
 * to the third). Measured on the 2-hour soak's 240 probes of a settled Dubbo 3.3 consumer under churn
 * (reports/soak; six faults included, so an upper bound), the rule judged every window of n
 * consecutive probes: it called a trend in 6 % of the windows of 6 probes and in 1 to 3 % of those of
 * 7 to 20, and without its minimum it would have in 11, 8 and 14 % of those of 3, 4 and 5. A 60 MB
 * rise added across the window was found in 71 % of the windows of 6, 83 % of 10 and 96 % of 20
 * (HeapTrendCommittedRunsTest keeps these figures true). Three probes in particular cannot say: they are
 * three numbers for a level, a slope and a spread, and their quartiles are their smallest and their
 * largest. A run that wants a verdict measures for at least six times --probe-every (90 s with a probe
 * every 15 s). At-limit needs no minimum: it is a level, not a change.
 *
 * @param state        settled, growing, shrinking, at-limit, or too-few-probes
 * @param earlierMb    the earlier half's probes (heap after full GC, MB), oldest first
 * @param windowMb     the later half's probes, oldest first: the figure's window
 * @param settledMb    the later half's median: the figure the summary reports
 * @param toleranceMb  the band the two halves' medians were compared with
 * @param oldGenMaxMb  the old generation's limit, when the probes knew it
 * @param noiseMb      σ, the probes' robust standard deviation about their course; null below
 *                     {@value #MIN_PROBES} probes, and in files written before it was recorded
 * @param oldGenMb     the later half's median old generation after full GC, which at-limit is judged by;
 *                     null without an old generation, and in files written before it was recorded
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record HeapTrend(String state, List<Double> earlierMb, List<Double> windowMb, Double settledMb,
        Double toleranceMb, Double oldGenMaxMb, Double noiseMb, Double oldGenMb) {

    /** Probes a verdict on the trend takes: two halves of three (see the class comment). */
    public static final int MIN_PROBES = 6;
    /** From this many probes up the figure is the later half's median; below, the median of all. */
    public static final int HALVES_FROM = 4;
    /** Standard errors of the change of median by which the halves may differ and still be settled. */
    public static final double TREND_FENCE = 3.0;
    /** Noise σ above the old generation's median that its swing is taken to reach. */
    public static final double SWING_FENCE = 3.0;
    /** A median of m values varies by this × σ / √m (√(π/2), for large m and normal noise). */
    static final double MEDIAN_ERROR = Math.sqrt(Math.PI / 2);
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
        return probes.size() < HALVES_FROM ? probes : probes.subList(probes.size() / 2, probes.size());
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
        Double noise = probes.size() < MIN_PROBES ? null : ProbeNoise.sigma(heap(probes));
        double tolerance = Math.max(TOLERANCE_FLOOR_MB, TOLERANCE_SHARE * figure);
        if (noise != null) {
            double changeError = MEDIAN_ERROR * noise * Math.sqrt(1.0 / earlier.size() + 1.0 / later.size());
            tolerance = Math.max(tolerance, TREND_FENCE * changeError);
        }
        Double oldMax = window.stream().map(ProbeRecord::oldGenMaxMb).filter(m -> m != null && m > 0)
                .reduce((a, b) -> b).orElse(null);
        List<Double> old = window.stream().map(ProbeRecord::oldGenUsedMb).filter(Objects::nonNull).toList();
        Double oldGen = old.isEmpty() ? null : median(old);
        String state;
        double swing = noise == null ? 0 : SWING_FENCE * noise;
        if (oldMax != null && oldGen != null && oldGen + swing >= AT_LIMIT_SHARE * oldMax) {
            state = AT_LIMIT;
        } else if (probes.size() < MIN_PROBES) {
            state = TOO_FEW;
        } else {
            double change = figure - median(earlier);
            state = Math.abs(change) <= tolerance ? SETTLED : change > 0 ? GROWING : SHRINKING;
        }
        return new HeapTrend(state, earlier, later, figure, tolerance, oldMax, noise, oldGen);
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

    /**
     * "growing: 150.0, 170.0, 190.0 MB, then 210.0, 230.0, 250.0 MB (tolerance 11.5 MB, noise 0.0 MB)",
     * "at-limit: ... (tolerance 68.0 MB, noise 28.6 MB, old gen 507.3 of its 576 MB limit)".
     */
    public String describe() {
        StringBuilder b = new StringBuilder(state);
        if (TOO_FEW.equals(state)) {
            b.append(" (a verdict takes ").append(MIN_PROBES).append(')');
        }
        b.append(": ");
        if (!earlierMb.isEmpty()) {
            b.append(list(earlierMb)).append(" MB, then ");
        }
        b.append(list(windowMb)).append(String.format(Locale.ROOT, " MB (tolerance %.1f MB", toleranceMb));
        if (noiseMb != null) {
            b.append(String.format(Locale.ROOT, ", noise %.1f MB", noiseMb));
        }
        if (oldGenMaxMb != null && oldGenMb != null) {
            b.append(String.format(Locale.ROOT, ", old gen %.1f of its %.0f MB limit", oldGenMb, oldGenMaxMb));
        } else if (oldGenMaxMb != null) {
            b.append(String.format(Locale.ROOT, ", old gen limit %.0f MB", oldGenMaxMb));
        }
        return b.append(')').toString();
    }

    private static String list(List<Double> mb) {
        return String.join(", ", mb.stream().map(v -> String.format(Locale.ROOT, "%.1f", v)).toList());
    }
}
