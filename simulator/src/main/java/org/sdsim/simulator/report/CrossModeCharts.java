package org.sdsim.simulator.report;

import org.sdsim.consumer.files.HistogramRow;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainCategoryPlot;
import org.jfree.chart.plot.CombinedRangeCategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.data.category.DefaultCategoryDataset;
import org.sdsim.analyzers.chart.ChartStyle;
import org.sdsim.analyzers.chart.HintedBarRenderer;
import org.sdsim.analyzers.chart.Palette;
import org.sdsim.simulator.verdict.PublishedBar;
import org.sdsim.simulator.verdict.PublishedRatios;

/**
 * The charts that compare modes (and runs): the twins of Dubbo's published figures plus the
 * cost over baseline and the end-of-run class histogram. A figure a mode did not measure is left
 * out (no bar), never drawn as 0.
 */
final class CrossModeCharts {
    static final String HEAP_TITLE = "Heap used after full GC per discovery mode";
    static final String HEAP_Y = "Used after full GC (MB)";
    static final String HEAP_SERIES = "Heap used after full GC";
    static final String OLD_SERIES = "Old gen after full GC";
    static final String PUBLISHED_HEAP_SERIES = "Published (reference): heap used after full GC";
    static final String PUBLISHED_OLD_SERIES = "Published (reference): old gen after full GC";
    static final String PUBLISHED_AXIS = "Published benchmark (reference): Dubbo 2.6–3.0, IBM J9 JDK 8";

    static final String GC_TITLE = "Young and full GC count per discovery mode";
    static final String YOUNG_SERIES = "Young GCs";
    static final String FULL_SERIES = "Full GCs";
    static final String YOUNG_Y = "Young GCs (count)";
    static final String FULL_Y = "Full GCs (count)";

    static final String COST_TITLE = "Discovery cost over the baseline mode";
    static final String COST_Y = "Over baseline (MB)";
    static final String HEAP_COST_SERIES = "Heap used after full GC minus baseline";
    static final String OLD_COST_SERIES = "Old gen after full GC minus baseline";

    static final String CLASSES_TITLE = "Top classes in the end-of-run heap histogram";
    static final String CLASSES_Y = "Live objects of the class at end of run (MB)";

    static final String MODE_AXIS = "Discovery mode";

    private CrossModeCharts() {
    }

    /**
     * Heap and old gen after full GC: the published figure on the left, this run on the right,
     * on one shared MB axis so bar heights compare directly.
     *
     * @param runAxisLabel what the right half shows, e.g. "This run: Dubbo 3.3.6, Java 17, Serial"
     */
    static JFreeChart heapAfterFullGc(List<Column> columns, String runAxisLabel) {
        DefaultCategoryDataset published = new DefaultCategoryDataset();
        for (PublishedBar e : PublishedBar.values()) {
            published.addValue(e.heapAfterFullGcMb(), PUBLISHED_HEAP_SERIES, e.label());
            published.addValue(e.tenuredAfterFullGcMb(), PUBLISHED_OLD_SERIES, e.label());
        }
        DefaultCategoryDataset run = new DefaultCategoryDataset();
        for (Column c : columns) {
            Double heap = c.mode().summary().heap().afterFullGcMb();
            Double old = c.mode().summary().heap().oldGenAfterFullGcMb();
            if (heap != null || old != null) {
                run.addValue(heap, HEAP_SERIES, c.label());
                run.addValue(old, OLD_SERIES, c.label());
            }
        }
        HintedBarRenderer publishedBars = new HintedBarRenderer("#,##0");
        publishedBars.setSeriesPaint(0, Palette.REFERENCE_DARK);
        publishedBars.setSeriesPaint(1, Palette.REFERENCE_LIGHT);
        HintedBarRenderer runBars = new HintedBarRenderer("#,##0.#");
        runBars.setSeriesPaint(0, Palette.color(0));
        runBars.setSeriesPaint(1, Palette.color(1));

        CombinedRangeCategoryPlot plot = new CombinedRangeCategoryPlot(axis(HEAP_Y));
        CategoryPlot left = new CategoryPlot(published, categoryAxis(PUBLISHED_AXIS, 4), null, publishedBars);
        CategoryPlot right = new CategoryPlot(run, categoryAxis(runAxisLabel, run.getColumnCount()), null, runBars);
        right.setNoDataMessage("No mode measured a heap after full GC");
        ChartStyle.style(left);
        ChartStyle.style(right);
        plot.add(left, 4);
        plot.add(right, Math.max(2, run.getColumnCount()));
        plot.setGap(16);
        ChartStyle.style(plot);
        return ChartStyle.chart(HEAP_TITLE, plot, "Published setup: " + PublishedBenchmark.SETUP,
                "Grey bars are the published figures, for reference; coloured bars are this run.");
    }

    static final String PAIRS_TITLE = "Published bars beside the modes that measure them, as shares of Dubbo 2.7";
    static final String PAIRS_Y = "Heap after full GC / Dubbo 2.7's";
    static final String PAIRS_PUBLISHED = "Published (IBM J9 JDK 8, 20 h)";
    static final String PAIRS_MEASURED = "This run";

    /**
     * Each published bar beside the run's mode of the same Dubbo and discovery, both as a share of
     * their Dubbo 2.7 interface-level heap (1.0 for 2.7 itself): shares travel across JVMs, megabytes
     * do not. Null when the run has no Dubbo 2.7 interface-level mode to take shares of.
     */
    static JFreeChart publishedPairs(List<Column> columns) {
        List<org.sdsim.simulator.summary.ModeSummary> modes = columns.stream().map(c -> c.mode().summary()).toList();
        List<PublishedRatios.Ratio> ratios = PublishedRatios.of(modes);
        if (ratios.isEmpty()) {
            return null;
        }
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        PublishedBar.Pairing reference = PublishedBar.DUBBO27_INTERFACE.pairIn(modes).orElseThrow();
        data.addValue(1.0, PAIRS_PUBLISHED, pairLabel(reference));
        data.addValue(1.0, PAIRS_MEASURED, pairLabel(reference));
        for (PublishedRatios.Ratio r : ratios) {
            data.addValue(r.published(), PAIRS_PUBLISHED, pairLabel(r.pairing()));
            data.addValue(r.measured(), PAIRS_MEASURED, pairLabel(r.pairing()));
        }
        HintedBarRenderer bars = new HintedBarRenderer("0.00");
        bars.setSeriesPaint(0, Palette.REFERENCE_DARK);
        bars.setSeriesPaint(1, Palette.color(0));
        CategoryPlot plot = new CategoryPlot(data, categoryAxis("Published bar: measured by", data.getColumnCount()),
                axis(PAIRS_Y), bars);
        ChartStyle.style(plot);
        return ChartStyle.chart(PAIRS_TITLE, plot, "Published: " + PublishedBenchmark.SETUP,
                "Each pair: the published bar and the mode of the same Dubbo and discovery in this run"
                        + (ratios.stream().anyMatch(r -> r.pairing().standIn())
                        ? "; a 3.0 bar without a 3.0 mode is measured by today's Dubbo 3.3" : "") + ".");
    }

    private static String pairLabel(PublishedBar.Pairing p) {
        return p.bar().label() + ": " + p.mode().label();
    }

    /** Young and full GC counts, one panel each (their scales differ by orders of magnitude). */
    static JFreeChart gcCounts(List<Column> columns) {
        DefaultCategoryDataset young = new DefaultCategoryDataset();
        DefaultCategoryDataset full = new DefaultCategoryDataset();
        for (Column c : columns) {
            young.addValue(c.mode().summary().gcFigures().youngCount(), YOUNG_SERIES, c.label());
            full.addValue(c.mode().summary().gcFigures().fullCount(), FULL_SERIES, c.label());
        }
        HintedBarRenderer youngBars = new HintedBarRenderer("#,##0");
        youngBars.setSeriesPaint(0, Palette.color(0));
        HintedBarRenderer fullBars = new HintedBarRenderer("#,##0");
        fullBars.setSeriesPaint(0, Palette.color(3));
        CombinedDomainCategoryPlot plot = new CombinedDomainCategoryPlot(categoryAxis(MODE_AXIS, columns.size()));
        CategoryPlot top = new CategoryPlot(young, null, countAxis(YOUNG_Y), youngBars);
        CategoryPlot bottom = new CategoryPlot(full, null, countAxis(FULL_Y), fullBars);
        for (CategoryPlot p : List.of(top, bottom)) {
            ChartStyle.style(p);
            p.setNoDataMessage("No mode has GC counts");
            plot.add(p, 1);
        }
        plot.setGap(12);
        ChartStyle.style(plot);
        return ChartStyle.chart(GC_TITLE, plot, "Full GCs forced by sdsim's probes and class histogram are not counted.",
                PublishedBenchmark.GC_COUNTS);
    }

    /** Each mode's heap and old gen after full GC minus its run's baseline mode. */
    static JFreeChart discoveryCost(List<Column> columns) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        boolean anyBaseline = false;
        for (Column c : columns) {
            anyBaseline |= c.baselineHeap() != null;
            if (c.isBaseline()) {
                continue;
            }
            Double heap = c.heapCost();
            Double old = c.oldGenCost();
            if (heap != null || old != null) {
                data.addValue(heap, HEAP_COST_SERIES, c.label());
                data.addValue(old, OLD_COST_SERIES, c.label());
            }
        }
        HintedBarRenderer bars = new HintedBarRenderer("#,##0.#");
        bars.setSeriesPaint(0, Palette.color(0));
        bars.setSeriesPaint(1, Palette.color(1));
        CategoryPlot plot = new CategoryPlot(data, categoryAxis(MODE_AXIS, data.getColumnCount()), axis(COST_Y), bars);
        plot.setNoDataMessage(anyBaseline
                ? "No mode besides the baseline measured a heap after full GC"
                : "No baseline mode with a measured heap in this run: cost over baseline needs one");
        ChartStyle.style(plot);
        return ChartStyle.chart(COST_TITLE, plot,
                "What holding the fleet's addresses costs: the same consumer subscribed to an empty registry is the baseline.");
    }

    /**
     * The classes holding the most heap at the end of any mode, one bar per mode: where the
     * discovery cost lives (URL strings, maps of invokers, metadata).
     */
    static final String ATTRIBUTION_Y = "Live heap at the end of the mode (MB)";

    /**
     * Where each mode's live heap goes: one stacked bar per mode, one segment per Dubbo component
     * (heap dump, dominator tree; see Component).
     */
    static JFreeChart heapAttribution(List<Column> columns) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (org.sdsim.simulator.attribution.Component component : org.sdsim.simulator.attribution.Component.values()) {
            for (Column c : columns) {
                Map<String, Double> a = c.mode().summary().heapAttribution().components();
                if (a != null) {
                    data.addValue(a.get(component.id()), component.label(), c.label());
                }
            }
        }
        org.jfree.chart.renderer.category.StackedBarRenderer bars = new org.jfree.chart.renderer.category.StackedBarRenderer();
        bars.setBarPainter(new org.jfree.chart.renderer.category.StandardBarPainter());
        bars.setShadowVisible(false);
        for (int i = 0; i < data.getRowCount(); i++) {
            bars.setSeriesPaint(i, i == data.getRowCount() - 1 ? Palette.REFERENCE_LIGHT : Palette.color(i));
        }
        CategoryPlot plot = new CategoryPlot(data, categoryAxis(MODE_AXIS, data.getColumnCount()), axis(ATTRIBUTION_Y), bars);
        plot.setNoDataMessage("No heap dump was attributed in this run (--no-heap-attribution, or the consumer died first)");
        ChartStyle.style(plot);
        return ChartStyle.chart("Where the heap goes, by Dubbo component", plot,
                "Each live object counted once, for the nearest Dubbo structure that keeps it alive (dominator tree).");
    }

    static JFreeChart topClasses(List<Column> columns, int topN) {
        Map<String, Double> largest = new LinkedHashMap<>();
        for (Column c : columns) {
            for (HistogramRow r : c.mode().histogram()) {
                largest.merge(r.className(), r.megabytes(), Math::max);
            }
        }
        List<String> classes = largest.entrySet().stream()
                .sorted(Map.Entry.<String, Double>comparingByValue(Comparator.reverseOrder()).thenComparing(Map.Entry.comparingByKey()))
                .limit(topN).map(Map.Entry::getKey).toList();
        Map<String, String> labels = readableLabels(classes);
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (Column c : columns) {
            Map<String, Double> mb = new LinkedHashMap<>();
            for (HistogramRow r : c.mode().histogram()) {
                mb.put(r.className(), r.megabytes());
            }
            if (mb.isEmpty()) {
                continue;
            }
            for (String cls : classes) {
                data.addValue(mb.get(cls), c.label(), labels.get(cls));
            }
        }
        HintedBarRenderer bars = new HintedBarRenderer("#,##0.##").horizontalLabels();
        bars.setMaximumBarWidth(0.3);
        for (int i = 0; i < data.getRowCount(); i++) {
            bars.setSeriesPaint(i, Palette.color(i));
        }
        CategoryAxis classAxis = new CategoryAxis(null); // the names say what they are
        classAxis.setMaximumCategoryLabelWidthRatio(0.35f);
        CategoryPlot plot = new CategoryPlot(data, classAxis, axis(CLASSES_Y), bars);
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        plot.setNoDataMessage("No mode wrote an end-of-run class histogram");
        ChartStyle.style(plot);
        return ChartStyle.chart(CLASSES_TITLE, plot,
                "Top " + classes.size() + " classes by size in any mode (jcmd GC.class_histogram after the run's last probe);"
                        + " no bar: not in that mode's top 30.");
    }

    /** Height that gives each bar of the class chart room for its label. */
    static int topClassesHeight(List<Column> columns, int topN) {
        long modesWithHistogram = columns.stream().filter(c -> !c.mode().histogram().isEmpty()).count();
        long bars = Math.max(1, modesWithHistogram) * topN;
        return (int) Math.max(360, Math.min(1600, 170 + bars * 11 + topN * 10));
    }

    /** Readable names, falling back to the full name where abbreviation would make two classes look alike. */
    private static Map<String, String> readableLabels(List<String> classes) {
        Map<String, String> labels = new LinkedHashMap<>();
        Map<String, Integer> uses = new LinkedHashMap<>();
        for (String c : classes) {
            uses.merge(ClassNames.readable(c), 1, Integer::sum);
        }
        for (String c : classes) {
            String r = ClassNames.readable(c);
            labels.put(c, uses.get(r) > 1 ? c : r);
        }
        return labels;
    }

    static NumberAxis axis(String label) {
        return ChartStyle.barValueAxis(label);
    }

    /** Whole-number ticks, and a visible 0..1 range when every count is 0 (JFreeChart would show ±4E-9). */
    private static NumberAxis countAxis(String label) {
        NumberAxis a = axis(label);
        a.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        a.setAutoRangeMinimumSize(1.0);
        a.setRangeType(org.jfree.data.RangeType.POSITIVE);
        return a;
    }

    static CategoryAxis categoryAxis(String label, int categories) {
        return ChartStyle.categoryAxis(label, categories);
    }

}
