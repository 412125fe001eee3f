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

    /** A sorted copy, for {@link OrderStatistics#percentile(double[], double)}. */
    double[] sorted() {
        double[] copy = Arrays.copyOf(values, size);
        Arrays.sort(copy);
        return copy;
    }

    /** The values in insertion order (a copy). */
    double[] toArray() {
        return Arrays.copyOf(values, size);
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
