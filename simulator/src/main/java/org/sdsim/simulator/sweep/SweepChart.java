package org.sdsim.simulator.sweep;

import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.sdsim.analyzers.chart.ChartStyle;
import org.sdsim.analyzers.chart.Palette;

/**
 * Heap after full GC against fleet size: each mode's measured points, its fitted line drawn out to
 * the held-out point, the held-out measurement, and the heap limit the capacity answer uses.
 */
final class SweepChart {

    static final String X = "Provider instances";
    static final String Y = "Heap used after full GC (MB)";

    private SweepChart() {
    }

    static JFreeChart of(SweepResult r) {
        XYSeriesCollection data = new XYSeriesCollection();
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer();
        double maxX = r.points().stream().mapToDouble(SweepPoint::providers).max().orElse(1);
        int modeIndex = 0;
        for (Map.Entry<String, ModeFit> e : r.modes().entrySet()) {
            ModeFit fit = e.getValue();
            XYSeries measured = new XYSeries(e.getKey() + ": measured", false);
            fit.points().forEach(p -> measured.add(p.x(), p.y()));
            XYSeries line = new XYSeries(e.getKey() + String.format(": fit %.1f MB + %.1f KB per provider", fit.fixedMb(),
                    fit.perProviderKb()), false);
            line.add(0, fit.fixedMb());
            line.add(maxX, fit.fixedMb() + fit.perProviderKb() / 1024 * maxX);
            XYSeries held = new XYSeries(e.getKey() + ": held out", false);
            if (fit.heldOut() != null && fit.heldOut().measuredMb() != null) {
                held.add(fit.heldOut().providers(), fit.heldOut().measuredMb());
            }
            add(data, renderer, measured, modeIndex, false, true);
            add(data, renderer, line, modeIndex, true, false);
            add(data, renderer, held, modeIndex, false, true);
            renderer.setSeriesShape(data.getSeriesCount() - 1, Palette.shape(modeIndex + 3, 9));
            modeIndex++;
        }
        NumberAxis x = new NumberAxis(X);
        NumberAxis y = new NumberAxis(Y);
        x.setNumberFormatOverride(ChartStyle.number("#,##0"));
        y.setNumberFormatOverride(ChartStyle.number("#,##0"));
        XYPlot plot = new XYPlot(data, x, y, renderer);
        ValueMarker limit = new ValueMarker(r.heapLimitMb(), Palette.MARKER, Palette.markerStroke(0));
        limit.setLabel(String.format("limit: %.0f %% of -Xmx%.0fm", r.heapShare() * 100, r.xmxMb()));
        limit.setLabelAnchor(RectangleAnchor.TOP_LEFT);
        limit.setLabelTextAnchor(TextAnchor.BOTTOM_LEFT);
        plot.addRangeMarker(limit);
        ChartStyle.style(plot);
        StringBuilder answers = new StringBuilder(String.format(java.util.Locale.ROOT,
                "Largest fleet within %.0f MB (%.0f %% of -Xmx%.0fm):", r.heapLimitMb(), r.heapShare() * 100, r.xmxMb()));
        r.modes().forEach((mode, fit) -> answers.append(' ').append(mode).append(' ').append(fit.maxProviders() == null
                ? "not limited" : String.format(java.util.Locale.ROOT, "%,d providers", fit.maxProviders())).append(';'));
        return ChartStyle.chart("Heap after full GC by fleet size", plot,
                String.format("%d interface-level URLs per provider (interfaces × protocols × registries)",
                        r.urlsPerProvider()), answers.substring(0, answers.length() - 1));
    }

    private static void add(XYSeriesCollection data, XYLineAndShapeRenderer renderer, XYSeries series, int modeIndex,
                            boolean lines, boolean shapes) {
        data.addSeries(series);
        int i = data.getSeriesCount() - 1;
        renderer.setSeriesPaint(i, Palette.color(modeIndex));
        renderer.setSeriesLinesVisible(i, lines);
        renderer.setSeriesShapesVisible(i, shapes);
        renderer.setSeriesStroke(i, Palette.line(modeIndex, 1.6f));
        renderer.setSeriesShape(i, Palette.shape(modeIndex, 8));
    }
}
