package org.sdsim.analyzers.chart;

import java.util.List;

/**
 * What a caller lays over the per-log charts: event markers (all time charts) and probe readings
 * (heap chart only). Times are on the GC log's uptime clock.
 */
public record ChartOverlays(List<TimeMarker> markers, List<ProbeReading> probes) {
    public static final ChartOverlays NONE = new ChartOverlays(List.of(), List.of());

    public ChartOverlays {
        markers = markers == null ? List.of() : List.copyOf(markers);
        probes = probes == null ? List.of() : List.copyOf(probes);
    }

    public boolean isEmpty() {
        return markers.isEmpty() && probes.isEmpty();
    }
}
