package org.sdsim.analyzers.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Paint;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import org.jfree.chart.util.ShapeUtils;

/**
 * Series colours, dash patterns and point shapes that stay apart for colour-blind readers and on
 * a grey-scale printout.
 *
 * <p>Colours are Okabe and Ito's colour-blind-safe set, ordered so neighbouring series differ in
 * lightness too (dark blue, light orange, mid green, ...), which is what survives printing in grey.
 * Colour is never the only cue: line series also differ by dash pattern and point shape, and bars
 * get a dark outline and a value label.
 */
public final class Palette {
    private Palette() {
    }

    /** Okabe–Ito, yellow last because it is faint on white. */
    private static final Color[] SERIES = {
        new Color(0x0072B2), // blue
        new Color(0xE69F00), // orange
        new Color(0x009E73), // bluish green
        new Color(0xD55E00), // vermillion
        new Color(0xCC79A7), // reddish purple
        new Color(0x56B4E9), // sky blue
        new Color(0x000000), // black
        new Color(0xF0E442), // yellow
    };

    /** Reference (published) values: greys, so they read as "not this run" in colour and in grey. */
    public static final Color REFERENCE_DARK = new Color(0x555555);
    public static final Color REFERENCE_LIGHT = new Color(0xAAAAAA);

    /** Marker colours: vertical event lines must not be mistaken for a data series. */
    public static final Color MARKER = new Color(0xD55E00);
    public static final Color MARKER_ALT = new Color(0x009E73);

    public static final Color OUTLINE = new Color(0x222222);
    public static final Color GRID = new Color(0xDDDDDD);
    public static final Color TEXT = new Color(0x222222);

    private static final float[][] DASHES = {
        null,                 // solid
        {6f, 4f},             // dashed
        {1.5f, 3f},           // dotted
        {8f, 3f, 1.5f, 3f},   // dash-dot
        {12f, 4f},            // long dash
        {3f, 3f, 3f, 8f},     // pairs
    };

    public static Paint color(int seriesIndex) {
        return SERIES[Math.floorMod(seriesIndex, SERIES.length)];
    }

    /** A line stroke whose dash pattern differs per series index. */
    public static Stroke line(int seriesIndex, float width) {
        float[] dash = DASHES[Math.floorMod(seriesIndex, DASHES.length)];
        if (dash == null) {
            return new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
        }
        return new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, dash, 0f);
    }

    /** A point shape that differs per series index (circle, square, triangles, diamond, cross). */
    public static Shape shape(int seriesIndex, double size) {
        double h = size / 2;
        return switch (Math.floorMod(seriesIndex, 6)) {
            case 0 -> new Ellipse2D.Double(-h, -h, size, size);
            case 1 -> new Rectangle2D.Double(-h, -h, size, size);
            case 2 -> ShapeUtils.createUpTriangle((float) h);
            case 3 -> ShapeUtils.createDiamond((float) h);
            case 4 -> ShapeUtils.createDownTriangle((float) h);
            default -> ShapeUtils.createDiagonalCross((float) h, (float) (size / 6));
        };
    }

    /** A thin dashed stroke for vertical event markers. */
    public static Stroke markerStroke(int groupIndex) {
        float[] dash = groupIndex % 2 == 0 ? new float[] {4f, 3f} : new float[] {1.5f, 2.5f};
        return new BasicStroke(1.0f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, dash, 0f);
    }

    public static Color markerColor(int groupIndex) {
        return groupIndex % 2 == 0 ? MARKER : MARKER_ALT;
    }
}
