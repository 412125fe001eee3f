package org.sdsim.simulator.report;

import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainCategoryPlot;
import org.jfree.data.category.DefaultCategoryDataset;
import org.sdsim.analyzers.chart.ChartStyle;
import org.sdsim.analyzers.chart.HintedBarRenderer;
import org.sdsim.analyzers.chart.Palette;
import org.sdsim.simulator.summary.SubscriberFigures;

/**
 * How the modes' address pushes reached their subscribers (--subscribers): per mode, the time from the
 * registrar's acknowledged write to each subscriber's first full read of the new state (the median of
 * the pushes' medians, the highest 99th percentile of any push, the slowest subscriber of any push), and
 * below it a subscriber's full reads over the pushes (the mean over pushes, and the most charged to one
 * push): a read is charged to the first push it reaches, so one read after several pushes counts once.
 */
final class FanoutChart {
    static final String TITLE = "Push fan-out to the subscribers, per mode";
    static final String P50 = "p50 (median of the pushes' medians)";
    static final String P99 = "p99 (highest of any push)";
    static final String MAX = "max (slowest subscriber of any push)";
    static final String READS = "Full reads per subscriber ÷ pushes (mean)";
    static final String MAX_READS = "Most full reads charged to one push by one subscriber";

    private FanoutChart() {
    }

    /** The chart, or null when no mode timed a push to subscribers. */
    static JFreeChart create(List<Column> columns) {
        DefaultCategoryDataset times = new DefaultCategoryDataset();
        DefaultCategoryDataset reads = new DefaultCategoryDataset();
        for (Column c : columns) {
            SubscriberFigures s = c.mode().summary().subscribers();
            if (s == null || s.fanOut().pushes() == 0) {
                continue;
            }
            times.addValue(s.fanOut().p50Ms(), P50, c.label());
            times.addValue(s.fanOut().p99Ms(), P99, c.label());
            times.addValue(s.fanOut().maxMs(), MAX, c.label());
            reads.addValue(s.reads().fullPerPush(), READS, c.label());
            reads.addValue(s.reads().maxFull(), MAX_READS, c.label());
        }
        if (times.getColumnCount() == 0) {
            return null;
        }
        HintedBarRenderer timeBars = new HintedBarRenderer("#,##0");
        for (int i = 0; i < 3; i++) {
            timeBars.setSeriesPaint(i, Palette.color(i));
        }
        HintedBarRenderer readBars = new HintedBarRenderer("#,##0.#");
        readBars.setSeriesPaint(0, Palette.color(3));
        readBars.setSeriesPaint(1, Palette.REFERENCE_LIGHT);
        CombinedDomainCategoryPlot plot = new CombinedDomainCategoryPlot(
                CrossModeCharts.categoryAxis(CrossModeCharts.MODE_AXIS, times.getColumnCount()));
        CategoryPlot top = new CategoryPlot(times, null, CrossModeCharts.axis("Write to read (ms)"), timeBars);
        CategoryPlot bottom = new CategoryPlot(reads, null, CrossModeCharts.axis("Full reads ÷ pushes"), readBars);
        for (CategoryPlot p : List.of(top, bottom)) {
            ChartStyle.style(p);
            plot.add(p, 1);
        }
        plot.setGap(12);
        ChartStyle.style(plot);
        return ChartStyle.chart(TITLE, plot, "From the registrar's acknowledged write to each subscriber's first full read"
                        + " of the new state (subscribers/pushes.jsonl).",
                "A full read is a listing (interface level) or a listing plus every instance (application level), charged"
                        + " to the first push it reaches.");
    }
}
