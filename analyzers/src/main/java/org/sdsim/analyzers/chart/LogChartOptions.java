package org.sdsim.analyzers.chart;

/**
 * Choices shared by the per-log charts.
 *
 * @param subtitle           a line under the title naming the source (file, collector), or null
 * @param overlays           markers and probe readings to lay over the charts
 * @param logScalePauses     draw pause durations on a logarithmic axis (pauses span 0.1 ms to seconds)
 * @param maxPointsPerSeries above this a series is thinned to its per-slice extremes (and the chart says so)
 */
public record LogChartOptions(String subtitle, ChartOverlays overlays, boolean logScalePauses, int maxPointsPerSeries) {
    public static final int DEFAULT_MAX_POINTS = 1200;
    public static final LogChartOptions DEFAULT = new LogChartOptions(null, ChartOverlays.NONE, true, DEFAULT_MAX_POINTS);

    public LogChartOptions {
        overlays = overlays == null ? ChartOverlays.NONE : overlays;
        if (maxPointsPerSeries < 4) {
            throw new IllegalArgumentException("maxPointsPerSeries must be at least 4, got " + maxPointsPerSeries);
        }
    }

    public LogChartOptions withSubtitle(String s) {
        return new LogChartOptions(s, overlays, logScalePauses, maxPointsPerSeries);
    }

    public LogChartOptions withOverlays(ChartOverlays o) {
        return new LogChartOptions(subtitle, o, logScalePauses, maxPointsPerSeries);
    }

    public LogChartOptions withLogScalePauses(boolean log) {
        return new LogChartOptions(subtitle, overlays, log, maxPointsPerSeries);
    }

    public LogChartOptions withMaxPointsPerSeries(int max) {
        return new LogChartOptions(subtitle, overlays, logScalePauses, max);
    }
}
