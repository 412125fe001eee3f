package org.sdsim.analyzers.chart;

import java.awt.BasicStroke;
import java.awt.geom.Line2D;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.Layer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * Assembles one time chart: series with their look, event markers with one legend entry per
 * group, axes, and a subtitle line that states anything not drawn exactly as read (decimated
 * series, markers outside the clock). Per-log charts differ only in which series they add.
 */
final class TimeChart {
    /** How a series is drawn. Shapes on a line series appear only while the series is sparse. */
    record Look(int style, boolean line, boolean shapes, float lineWidth, double shapeSize, boolean filled) {
        static Look line(int style) {
            return new Look(style, true, true, 1.6f, 6, true);
        }

        static Look points(int style, double size) {
            return new Look(style, false, true, 1f, size, true);
        }

        static Look hollowPoints(int style, double size) {
            return new Look(style, false, true, 1.2f, size, false);
        }
    }

    /** Line series show point shapes only up to this many points; beyond, shapes are noise. */
    static final int SHAPES_UP_TO = 150;

    private final GcTimeline timeline;
    private final int maxPoints;
    /** Where another JVM's events begin, in axis units: line series break there. */
    private final List<Double> breaks;
    private final XYSeriesCollection data = new XYSeriesCollection();
    private final HintedXYRenderer renderer = new HintedXYRenderer();
    private final List<String> notes = new ArrayList<>();
    private final List<String> thinned = new ArrayList<>();

    TimeChart(GcTimeline timeline, LogChartOptions options) {
        this.timeline = timeline;
        this.maxPoints = options.maxPointsPerSeries();
        this.breaks = options.overlays().jvmStarts().stream().map(timeline::xOfUptime).filter(Double::isFinite).toList();
    }

    GcTimeline timeline() {
        return timeline;
    }

    /** Adds a series unless it is empty (an absent series would only clutter the legend). */
    void add(String name, Points points, Look look) {
        if (points.isEmpty()) {
            return;
        }
        Points drawn = points.decimate(maxPoints);
        if (drawn.size() < points.size()) {
            thinned.add(String.format(Locale.ROOT, "%s %,d of %,d", name, drawn.size(), points.size()));
        }
        XYSeries s = new XYSeries(name, false, true);
        int nextBreak = 0;
        for (int i = 0; i < drawn.size(); i++) {
            // a gap (null y) where the next JVM starts: no line from one JVM's last reading to the next's first
            while (look.line() && i > 0 && nextBreak < breaks.size() && breaks.get(nextBreak) <= drawn.x(i)) {
                if (breaks.get(nextBreak) > drawn.x(i - 1)) {
                    s.add(breaks.get(nextBreak), (Number) null, false);
                }
                nextBreak++;
            }
            s.add(drawn.x(i), drawn.y(i), false);
        }
        int index = data.getSeriesCount();
        data.addSeries(s);
        renderer.setSeriesPaint(index, Palette.color(look.style()));
        renderer.setSeriesStroke(index, look.line()
                ? Palette.line(look.style(), look.lineWidth())
                : new BasicStroke(look.lineWidth()));
        renderer.setSeriesLinesVisible(index, look.line());
        boolean shapes = look.shapes() && (!look.line() || drawn.size() <= SHAPES_UP_TO);
        renderer.setSeriesShapesVisible(index, shapes);
        renderer.setSeriesShapesFilled(index, look.filled());
        renderer.setSeriesShape(index, Palette.shape(look.style(), look.shapeSize()));
        // the legend shows the shape even when points are hidden, so the series stays identifiable
        renderer.setLegendShape(index, Palette.shape(look.style(), 7));
    }

    void note(String text) {
        notes.add(text);
    }

    JFreeChart build(String title, String subtitle, ValueAxis rangeAxis, String noDataMessage,
            List<TimeMarker> markers) {
        NumberAxis domain = new NumberAxis(timeline.axisLabel());
        domain.setAutoRangeIncludesZero(false); // a short log late in a JVM's life would be squeezed to one edge
        XYPlot plot = new XYPlot(data, domain, rangeAxis, renderer);
        plot.setNoDataMessage(noDataMessage);
        plot.setNoDataMessageFont(ChartStyle.AXIS_LABEL);
        ChartStyle.style(plot);
        LegendItemCollection legend = new LegendItemCollection();
        legend.addAll(renderer.getLegendItems());
        addMarkers(plot, markers, legend);
        plot.setFixedLegendItems(legend);
        if (!thinned.isEmpty()) {
            notes.add(0, "Points drawn (each time slice's lowest and highest): " + String.join(", ", thinned));
        }
        String notesLine = notes.isEmpty() ? null : String.join("; ", notes);
        return ChartStyle.chart(title, plot, subtitle, notesLine);
    }

    private void addMarkers(XYPlot plot, List<TimeMarker> markers, LegendItemCollection legend) {
        if (markers.isEmpty()) {
            return;
        }
        if (timeline.clock() != GcTimeline.Clock.UPTIME) {
            notes.add(markers.size() + " event markers not drawn: the log has no JVM uptime to place them on");
            return;
        }
        Map<String, Integer> groups = new LinkedHashMap<>();
        for (TimeMarker m : markers) {
            groups.putIfAbsent(m.group(), groups.size());
        }
        Map<String, Integer> drawn = new LinkedHashMap<>();
        for (TimeMarker m : markers) {
            double x = timeline.xOfUptime(m.uptimeSec());
            if (!Double.isFinite(x)) {
                continue;
            }
            int g = groups.get(m.group());
            GroupedMarker marker = new GroupedMarker(x, m.group(), Palette.markerColor(g), Palette.markerStroke(g));
            if (m.label() != null) {
                marker.setLabel(m.label());
                marker.setLabelFont(ChartStyle.MARKER_LABEL);
                marker.setLabelPaint(Palette.markerColor(g));
                marker.setLabelBackgroundColor(new java.awt.Color(255, 255, 255, 220));
                marker.setLabelAnchor(org.jfree.chart.ui.RectangleAnchor.TOP_RIGHT);
                marker.setLabelTextAnchor(org.jfree.chart.ui.TextAnchor.TOP_LEFT);
            }
            plot.addDomainMarker(0, marker, Layer.BACKGROUND, false);
            drawn.merge(m.group(), 1, Integer::sum);
        }
        for (Map.Entry<String, Integer> g : groups.entrySet()) {
            int count = drawn.getOrDefault(g.getKey(), 0);
            LegendItem item = new LegendItem(g.getKey() + " (" + count + ")", null, null, null,
                    new Line2D.Double(0, -6, 0, 6), Palette.markerStroke(g.getValue()), Palette.markerColor(g.getValue()));
            legend.add(item);
        }
    }
}
