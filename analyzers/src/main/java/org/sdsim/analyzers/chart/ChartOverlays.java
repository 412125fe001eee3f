package org.sdsim.analyzers.chart;

import java.util.List;

/**
 * What a caller lays over the per-log charts: event markers (all time charts), probe readings
 * (heap chart only) and the moments a new JVM took over (the events charted come from several
 * JVMs' logs, one after the other, put on one clock). Times are on the GC log's uptime clock.
 *
 * @param jvmStarts when each JVM after the first started: line series break there instead of
 *                  joining the last reading of one JVM to the first of the next, and rates do
 *                  not span it
 */
public record ChartOverlays(List<TimeMarker> markers, List<ProbeReading> probes, List<Double> jvmStarts) {
    public static final ChartOverlays NONE = new ChartOverlays(List.of(), List.of());

    public ChartOverlays {
        markers = markers == null ? List.of() : List.copyOf(markers);
        probes = probes == null ? List.of() : List.copyOf(probes);
        jvmStarts = jvmStarts == null ? List.of() : jvmStarts.stream().sorted().toList();
    }

    /** Overlays for the log of one JVM. */
    public ChartOverlays(List<TimeMarker> markers, List<ProbeReading> probes) {
        this(markers, probes, List.of());
    }

    public boolean isEmpty() {
        return markers.isEmpty() && probes.isEmpty();
    }
}
