package org.sdsim.analyzers.summary;

import java.util.Arrays;

/**
 * A growing list of doubles with exact order statistics.
 *
 * <p>Why exact and not a streaming sketch: a pause costs 8 bytes here, so a million pauses (a
 * multi-gigabyte log) take 8 MB, well inside the analyzer's heap budget, and the published
 * percentiles then match what anyone recomputes from the event CSV. Order statistics sort a
 * copy once per {@link #sorted()} call; summaries call it once per figure family.
 */
final class Samples {
    private double[] values = new double[64];
    private int size;
    private double sum;
    private double max = Double.NaN;
    private double min = Double.NaN;

    void add(double value) {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
        }
        values[size++] = value;
        sum += value;
        if (!(value <= max)) {   // also true while max is NaN
            max = value;
        }
        if (!(value >= min)) {
            min = value;
        }
    }

    int size() {
        return size;
    }

    /** Sum of the values; 0 when there are none (an empty sum is a true zero, not an absent figure). */
    double sum() {
        return sum;
    }

    /** Largest value, or NaN when empty. */
    double max() {
        return max;
    }

    /** Smallest value, or NaN when empty. */
    double min() {
        return min;
    }

    /** A sorted copy, for {@link #percentile(double[], double)}. */
    double[] sorted() {
        double[] copy = Arrays.copyOf(values, size);
        Arrays.sort(copy);
        return copy;
    }

    /** The values in insertion order (a copy). */
    double[] toArray() {
        return Arrays.copyOf(values, size);
    }

    /**
     * Nearest-rank percentile: the smallest value such that at least {@code p}% of the values
     * are less than or equal to it, i.e. the element at 1-based rank {@code ceil(p/100 * n)} of the
     * ascending list. It is always one of the observed values (no interpolation), so p50 of an
     * even-sized list is its lower middle value. NaN for an empty list.
     */
    static double percentile(double[] ascending, double p) {
        int n = ascending.length;
        if (n == 0) {
            return Double.NaN;
        }
        // The small epsilon keeps decimal percentiles exact: 99.9 / 100 * 1000 is 999.0000000000001
        // in binary floating point, which would round the rank up to 1000.
        int rank = (int) Math.ceil(p / 100.0 * n - 1e-7);
        return ascending[Math.max(1, Math.min(n, rank)) - 1];
    }

    /** Concatenates several sample lists into one sorted array. */
    static double[] sortedUnion(Samples... parts) {
        int total = 0;
        for (Samples part : parts) {
            total += part.size;
        }
        double[] all = new double[total];
        int at = 0;
        for (Samples part : parts) {
            System.arraycopy(part.values, 0, all, at, part.size);
            at += part.size;
        }
        Arrays.sort(all);
        return all;
    }
}
