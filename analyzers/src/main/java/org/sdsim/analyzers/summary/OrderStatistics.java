package org.sdsim.analyzers.summary;

import java.util.Arrays;

/**
 * The one definition of percentile and median that sdsim uses, in the GC summary
 * ({@code youngPauseP50Ms}, {@code heapAfterGcMedianMb}) and in the experiment's own figures
 * (heap and old generation after full GC, the median over a mode's probes).
 *
 * <p>Nearest rank, no interpolation: the median of an even count is the <em>lower</em> middle
 * value, not the mean of the middle pair. Chosen because the result is always a value that was
 * observed: a "heap after full GC" of 104.3 MB is a reading one probe really took and that can be
 * found in probes.jsonl, and a pause percentile is a pause that really happened (the mean of two
 * pauses is neither). It also keeps every median equal to what anyone recomputes from the event
 * CSV with the same rule.
 */
public final class OrderStatistics {
    private OrderStatistics() {
    }

    /**
     * Nearest-rank percentile: the smallest value such that at least {@code p}% of the values
     * are less than or equal to it, i.e. the element at 1-based rank {@code ceil(p/100 * n)} of the
     * ascending list. It is always one of the observed values (no interpolation), so p50 of an
     * even-sized list is its lower middle value. NaN for an empty list.
     *
     * @param ascending the values, sorted ascending
     */
    public static double percentile(double[] ascending, double p) {
        int n = ascending.length;
        if (n == 0) {
            return Double.NaN;
        }
        // The small epsilon keeps decimal percentiles exact: 99.9 / 100 * 1000 is 999.0000000000001
        // in binary floating point, which would round the rank up to 1000.
        int rank = (int) Math.ceil(p / 100.0 * n - 1e-7);
        return ascending[Math.max(1, Math.min(n, rank)) - 1];
    }

    /** The median (p50, lower middle for an even count) of values in any order; NaN when there are none. */
    public static double median(double[] values) {
        double[] sorted = Arrays.copyOf(values, values.length);
        Arrays.sort(sorted);
        return percentile(sorted, 50);
    }
}
