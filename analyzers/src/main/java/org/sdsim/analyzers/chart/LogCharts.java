package org.sdsim.analyzers.chart;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.sdsim.analyzers.event.GcEvent;

/** The per-log charts, built and written together: heap, pauses, allocation rate. */
public final class LogCharts {
    /** One per-log chart; {@code slug} ends its file and element id. */
    public enum Kind {
        HEAP("heap"), PAUSES("pauses"), ALLOCATION("allocation");

        public final String slug;

        Kind(String slug) {
            this.slug = slug;
        }
    }

    /** A chart as written: its SVG element (for inlining) and file. */
    public record Written(Kind kind, String title, String id, String svgElement, Path file) {
    }

    private LogCharts() {
    }

    public static JFreeChart chart(Kind kind, List<GcEvent> events, LogChartOptions options) {
        return switch (kind) {
            case HEAP -> HeapChart.create(events, options);
            case PAUSES -> PauseChart.create(events, options);
            case ALLOCATION -> AllocationRateChart.create(events, options);
        };
    }

    /**
     * Writes {@code <prefix>-heap.svg}, {@code <prefix>-pauses.svg} and
     * {@code <prefix>-allocation.svg} into {@code dir}; element ids are {@code <prefix>-<kind>}.
     *
     * @param prefix a file-name-safe prefix (see {@link ChartRenderer#safeId})
     */
    public static List<Written> write(List<GcEvent> events, LogChartOptions options, ChartRenderer renderer,
            Path dir, String prefix) throws IOException {
        List<Written> out = new ArrayList<>();
        for (Kind kind : Kind.values()) {
            JFreeChart chart = chart(kind, events, options);
            String id = ChartRenderer.safeId(prefix + "-" + kind.slug);
            Path file = dir.resolve(id + ".svg");
            String svg = renderer.write(chart, id, file);
            out.add(new Written(kind, chart.getTitle().getText(), id, svg, file));
        }
        return out;
    }
}
