package org.sdsim.analyzers.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.Axis;
import org.jfree.chart.block.BlockBorder;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;

/**
 * The one look every sdsim chart shares: white background, light grid, logical "SansSerif" fonts
 * (JFreeSVG writes them as the generic {@code sans-serif} family, so no font is ever fetched),
 * legend at the bottom, no gradients or shadows (they would become SVG defs and add nothing).
 */
public final class ChartStyle {
    private ChartStyle() {
    }

    static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 16);
    static final Font SUBTITLE = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
    static final Font AXIS_LABEL = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    static final Font TICK = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
    static final Font LEGEND = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    static final Font ITEM_LABEL = new Font(Font.SANS_SERIF, Font.PLAIN, 10);
    /** A marker's own label ("F3"), at the top of its line. */
    static final Font MARKER_LABEL = new Font(Font.SANS_SERIF, Font.BOLD, 11);

    /** A number format that prints the same on every machine ("1,234.5"), whatever the default locale. */
    public static DecimalFormat number(String pattern) {
        return new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(Locale.ROOT));
    }

    /** Wraps a styled plot into a chart with title, optional subtitle lines and a bottom legend. */
    public static JFreeChart chart(String title, Plot plot, String... subtitles) {
        JFreeChart chart = new JFreeChart(title, TITLE, plot, true);
        chart.setBackgroundPaint(Color.WHITE);
        chart.setPadding(new RectangleInsets(6, 6, 6, 6));
        chart.getTitle().setPaint(Palette.TEXT);
        for (String line : subtitles) {
            if (line != null && !line.isBlank()) {
                TextTitle sub = new TextTitle(line, SUBTITLE);
                sub.setPaint(Palette.TEXT);
                chart.addSubtitle(sub);
            }
        }
        LegendTitle legend = chart.getLegend();
        if (legend != null) {
            legend.setItemFont(LEGEND);
            legend.setItemPaint(Palette.TEXT);
            legend.setPosition(RectangleEdge.BOTTOM);
            legend.setFrame(BlockBorder.NONE);
            legend.setBackgroundPaint(Color.WHITE);
        }
        return chart;
    }

    public static void style(XYPlot plot) {
        plot.setBackgroundPaint(Color.WHITE);
        plot.setOutlinePaint(Palette.OUTLINE);
        plot.setDomainGridlinePaint(Palette.GRID);
        plot.setRangeGridlinePaint(Palette.GRID);
        plot.setDomainGridlineStroke(new BasicStroke(0.5f));
        plot.setRangeGridlineStroke(new BasicStroke(0.5f));
        plot.setAxisOffset(RectangleInsets.ZERO_INSETS);
        axis(plot.getDomainAxis());
        axis(plot.getRangeAxis());
    }

    public static void style(CategoryPlot plot) {
        plot.setBackgroundPaint(Color.WHITE);
        plot.setOutlinePaint(Palette.OUTLINE);
        plot.setRangeGridlinePaint(Palette.GRID);
        plot.setRangeGridlineStroke(new BasicStroke(0.5f));
        plot.setAxisOffset(RectangleInsets.ZERO_INSETS);
        if (plot.getDomainAxis() != null) {
            axis(plot.getDomainAxis());
        }
        if (plot.getRangeAxis() != null) {
            axis(plot.getRangeAxis());
        }
        plot.setNoDataMessageFont(AXIS_LABEL);
    }

    static void axis(Axis axis) {
        if (axis == null) {
            return;
        }
        axis.setLabelFont(AXIS_LABEL);
        axis.setLabelPaint(Palette.TEXT);
        axis.setTickLabelFont(TICK);
        axis.setTickLabelPaint(Palette.TEXT);
        axis.setAxisLinePaint(Palette.OUTLINE);
        axis.setTickMarkPaint(Palette.OUTLINE);
    }

    /** A bar chart's value axis from 0, with room above the bars for their value labels. */
    public static org.jfree.chart.axis.NumberAxis barValueAxis(String label) {
        org.jfree.chart.axis.NumberAxis a = new org.jfree.chart.axis.NumberAxis(label);
        a.setAutoRangeIncludesZero(true);
        a.setUpperMargin(0.12); // room for the value labels above the bars
        return a;
    }

    /** A category axis whose labels take up to three lines, turned 45 degrees past eight categories. */
    public static org.jfree.chart.axis.CategoryAxis categoryAxis(String label, int categories) {
        org.jfree.chart.axis.CategoryAxis a = new org.jfree.chart.axis.CategoryAxis(label);
        a.setMaximumCategoryLabelLines(3);
        // A label may use the gap between bars too: "application" must not break as "applicatio / n".
        a.setMaximumCategoryLabelWidthRatio(1.5f);
        a.setCategoryMargin(0.25);
        if (categories > 8) {
            a.setCategoryLabelPositions(org.jfree.chart.axis.CategoryLabelPositions.UP_45);
        }
        return a;
    }
}
