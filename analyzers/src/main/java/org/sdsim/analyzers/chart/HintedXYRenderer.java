package org.sdsim.analyzers.chart;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CrosshairState;
import org.jfree.chart.plot.Marker;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYItemRendererState;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYDataset;

/**
 * A line-and-shape renderer that wraps every drawn item, and every event marker, in a named
 * element group when the chart asks for element hinting (JFreeChart does this for bar renderers
 * only). That is what lets a test count the points of each series in the SVG.
 *
 * <p>One group per item is written in the item pass (the second pass), so an item is counted once
 * whether or not its series shows point shapes.
 */
public class HintedXYRenderer extends XYLineAndShapeRenderer {
    private static final long serialVersionUID = 1L;

    public HintedXYRenderer() {
        super(true, false);
        setDrawSeriesLineAsPath(true);
        setAutoPopulateSeriesPaint(false);
        setAutoPopulateSeriesStroke(false);
        setAutoPopulateSeriesShape(false);
    }

    @Override
    public void drawItem(Graphics2D g2, XYItemRendererState state, Rectangle2D dataArea, PlotRenderingInfo info,
            XYPlot plot, ValueAxis domainAxis, ValueAxis rangeAxis, XYDataset dataset, int series, int item,
            CrosshairState crosshairState, int pass) {
        boolean group = isItemPass(pass) && plot.fetchElementHintingFlag() && getItemVisible(series, item)
                && Double.isFinite(dataset.getXValue(series, item)) && Double.isFinite(dataset.getYValue(series, item));
        if (group) {
            ObjectNode ref = ElementGroups.ref();
            ref.put("seriesKey", String.valueOf(dataset.getSeriesKey(series)));
            ref.put("itemIndex", item);
            ElementGroups.begin(g2, ref);
        }
        super.drawItem(g2, state, dataArea, info, plot, domainAxis, rangeAxis, dataset, series, item,
                crosshairState, pass);
        if (group) {
            ElementGroups.end(g2);
        }
    }

    @Override
    public void drawDomainMarker(Graphics2D g2, XYPlot plot, ValueAxis domainAxis, Marker marker,
            Rectangle2D dataArea) {
        boolean group = plot.fetchElementHintingFlag() && marker instanceof GroupedMarker;
        if (group) {
            ObjectNode ref = ElementGroups.ref();
            ref.put("marker", ((GroupedMarker) marker).group());
            ElementGroups.begin(g2, ref);
        }
        super.drawDomainMarker(g2, plot, domainAxis, marker, dataArea);
        if (group) {
            ElementGroups.end(g2);
        }
    }
}
