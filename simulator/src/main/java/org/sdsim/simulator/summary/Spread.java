package org.sdsim.simulator.summary;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One figure over a mode's repeated runs: its median and its range. One run is one sample; a difference between two
 * modes inside their ranges is noise, not an effect ({@link #overlaps}).
 *
 * @param median the median of the runs that measured it
 * @param min    the lowest
 * @param max    the highest
 * @param runs   how many runs measured it
 */
public record Spread(double median, double min, double max, int runs) {

    /** The spread of the measured values (nulls and NaN, runs that did not measure it, left out); null for none. */
    public static Spread of(List<Double> values) {
        double[] v = values.stream().filter(Objects::nonNull).mapToDouble(Double::doubleValue).filter(d -> !Double.isNaN(d))
                .toArray();
        if (v.length == 0) {
            return null;
        }
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (double d : v) {
            min = Math.min(min, d);
            max = Math.max(max, d);
        }
        // the middle value, or the mean of the two middle ones: two runs' median lies between them
        double[] sorted = v.clone();
        java.util.Arrays.sort(sorted);
        int mid = sorted.length / 2;
        double median = sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
        return new Spread(median, min, max, v.length);
    }

    /** Whether the two ranges share a value: a difference between them is then within noise. */
    public boolean overlaps(Spread other) {
        return min <= other.max && other.min <= max;
    }

    /** "135.2 [130.1–140.3]" in {@code format}; the value alone for one run. */
    public String text(String format) {
        String median = String.format(Locale.ROOT, format, this.median);
        return runs < 2 ? median : median + " [" + String.format(Locale.ROOT, format, min) + "–"
                + String.format(Locale.ROOT, format, max) + "]";
    }
}
