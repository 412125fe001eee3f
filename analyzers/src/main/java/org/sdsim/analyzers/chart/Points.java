package org.sdsim.analyzers.chart;

import java.util.Arrays;

/**
 * A growable list of (x, y) points kept in two primitive arrays: a long GC log has hundreds of
 * thousands of events and a point object each would cost more than the parse.
 */
final class Points {
    private double[] xs = new double[64];
    private double[] ys = new double[64];
    private int size;

    void add(double x, double y) {
        if (size == xs.length) {
            xs = Arrays.copyOf(xs, size * 2);
            ys = Arrays.copyOf(ys, size * 2);
        }
        xs[size] = x;
        ys[size] = y;
        size++;
    }

    int size() {
        return size;
    }

    double x(int i) {
        return xs[i];
    }

    double y(int i) {
        return ys[i];
    }

    boolean isEmpty() {
        return size == 0;
    }

    /**
     * At most {@code max} points that keep the series' shape at chart resolution: the x range is
     * cut into {@code max / 2} buckets and each bucket keeps its lowest and its highest point, in x
     * order, so peaks (long pauses, heap high-water marks) survive. Returns this when already small.
     * Assumes points are in x order, as a log's events are.
     */
    Points decimate(int max) {
        if (size <= max || max < 4) {
            return this;
        }
        int buckets = max / 2;
        double from = xs[0];
        double span = xs[size - 1] - from;
        Points out = new Points();
        int i = 0;
        for (int b = 0; b < buckets && i < size; b++) {
            double end = b == buckets - 1 ? Double.POSITIVE_INFINITY : from + span * (b + 1) / buckets;
            int lo = -1;
            int hi = -1;
            while (i < size && xs[i] < end) {
                if (lo < 0 || ys[i] < ys[lo]) {
                    lo = i;
                }
                if (hi < 0 || ys[i] > ys[hi]) {
                    hi = i;
                }
                i++;
            }
            if (lo < 0) {
                continue;
            }
            int first = Math.min(lo, hi);
            int second = Math.max(lo, hi);
            out.add(xs[first], ys[first]);
            if (second != first) {
                out.add(xs[second], ys[second]);
            }
        }
        return out;
    }
}
