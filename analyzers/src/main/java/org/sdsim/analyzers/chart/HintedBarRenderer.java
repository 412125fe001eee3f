package org.sdsim.analyzers.chart;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.labels.StandardCategoryItemLabelGenerator;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.CategoryItemRendererState;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.ItemKey;
import org.jfree.data.KeyedValues2DItemKey;
import org.jfree.data.category.CategoryDataset;

/**
 * Flat outlined bars with their value printed on them (so a bar reads without colour and without
 * the axis), and each bar's group in the SVG naming series, category and value.
 */
public class HintedBarRenderer extends BarRenderer {
    private static final long serialVersionUID = 1L;
    private transient Number drawingValue;

    public HintedBarRenderer(String valueFormat) {
        setBarPainter(new StandardBarPainter());
        setShadowVisible(false);
        setDrawBarOutline(true);
        setDefaultOutlinePaint(Palette.OUTLINE);
        setAutoPopulateSeriesPaint(false);
        setAutoPopulateSeriesOutlinePaint(false);
        setItemMargin(0.04);
        setMaximumBarWidth(0.12);
        setDefaultItemLabelGenerator(new StandardCategoryItemLabelGenerator("{2}", ChartStyle.number(valueFormat)));
        setDefaultItemLabelsVisible(true);
        setDefaultItemLabelFont(ChartStyle.ITEM_LABEL);
        setDefaultItemLabelPaint(Palette.TEXT);
        setDefaultPositiveItemLabelPosition(
                new ItemLabelPosition(ItemLabelAnchor.OUTSIDE12, TextAnchor.BOTTOM_CENTER));
    }

    /** For horizontal bars: labels sit right of the bar end. */
    public HintedBarRenderer horizontalLabels() {
        setDefaultPositiveItemLabelPosition(
                new ItemLabelPosition(ItemLabelAnchor.OUTSIDE3, TextAnchor.CENTER_LEFT));
        return this;
    }

    @Override
    public void drawItem(Graphics2D g2, CategoryItemRendererState state, Rectangle2D dataArea, CategoryPlot plot,
            CategoryAxis domainAxis, ValueAxis rangeAxis, CategoryDataset dataset, int row, int column, int pass) {
        drawingValue = dataset.getValue(row, column);
        try {
            super.drawItem(g2, state, dataArea, plot, domainAxis, rangeAxis, dataset, row, column, pass);
        } finally {
            drawingValue = null;
        }
    }

    @Override
    protected void beginElementGroup(Graphics2D g2, ItemKey key) {
        if (!(key instanceof KeyedValues2DItemKey<?, ?> k)) {
            super.beginElementGroup(g2, key);
            return;
        }
        ObjectNode ref = ElementGroups.ref();
        ref.put("rowKey", String.valueOf(k.getRowKey()));
        ref.put("columnKey", String.valueOf(k.getColumnKey()));
        if (drawingValue != null) {
            ref.put("value", drawingValue.doubleValue());
        }
        ElementGroups.begin(g2, ref);
    }
}
