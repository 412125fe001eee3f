package org.sdsim.analyzers.chart;

import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.text.TextUtils;
import org.jfree.chart.title.TextTitle;
import org.jfree.svg.MeetOrSlice;
import org.jfree.svg.PreserveAspectRatio;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGHints;
import org.jfree.svg.ViewBox;

/**
 * Renders a JFreeChart to SVG through JFreeSVG at a fixed size.
 *
 * <p>What the output guarantees, and tests and the HTML report rely on:
 * <ul>
 *   <li>the root {@code <svg>} carries the given id, width/height and a viewBox, so CSS can scale it;</li>
 *   <li>its first child is a {@code <title>} with the chart title (screen readers, browser tooltip);</li>
 *   <li>clip-path ids are prefixed with the chart id, so many charts can be inlined in one HTML page
 *       without id clashes, and output is the same on every run (JFreeSVG's default prefix is a clock
 *       reading);</li>
 *   <li>element hinting is on: each drawn data item is a {@code <g jfreesvg:ref='{json}'>} group
 *       naming its series (see {@link SvgChartContents}).</li>
 * </ul>
 */
public final class ChartRenderer {
    public static final int DEFAULT_WIDTH = 960;
    public static final int DEFAULT_HEIGHT = 440;

    static {
        // JFreeChart 1.5.6 draws rotated text (the y-axis label) through TextLayout by default, a
        // workaround for an old raster bug; JFreeSVG then writes glyph outlines instead of <text>,
        // which readers cannot search or select and tests cannot read. Plain drawString is right
        // for every Graphics2D this project draws on. This is a JVM-wide JFreeChart setting.
        TextUtils.setUseDrawRotatedStringWorkaround(false);
    }

    private final int width;
    private final int height;

    public ChartRenderer() {
        this(DEFAULT_WIDTH, DEFAULT_HEIGHT);
    }

    public ChartRenderer(int width, int height) {
        if (width < 100 || height < 100) {
            throw new IllegalArgumentException("chart size must be at least 100x100 px, got " + width + "x" + height);
        }
        this.width = width;
        this.height = height;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /**
     * The chart as one {@code <svg>} element, ready to inline into HTML.
     *
     * @param id an XML-name-safe id, unique within the page the SVG goes into
     */
    public String toSvgElement(JFreeChart chart, String id) {
        requireSafeId(id);
        SVGGraphics2D g2 = new SVGGraphics2D(width, height);
        g2.setDefsKeyPrefix(id + "-");
        // 1/100 px is finer than any screen; full double precision would make long logs' charts twice the size
        g2.setGeomDoubleConverter(ChartRenderer::hundredths);
        TextTitle title = chart.getTitle();
        if (title != null && title.getText() != null) {
            g2.setRenderingHint(SVGHints.KEY_ELEMENT_TITLE, title.getText());
        }
        chart.setElementHinting(true);
        chart.draw(g2, new Rectangle2D.Double(0, 0, width, height));
        return g2.getSVGElement(id, true, new ViewBox(0, 0, width, height),
                PreserveAspectRatio.XMID_YMID, MeetOrSlice.MEET);
    }

    /** The chart as a stand-alone SVG file's content (XML declaration plus the element). */
    public String toSvgDocument(JFreeChart chart, String id) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + toSvgElement(chart, id) + "\n";
    }

    /** Writes {@link #toSvgDocument} to {@code file} (UTF-8), creating parent folders; returns the element. */
    public String write(JFreeChart chart, String id, Path file) throws IOException {
        String element = toSvgElement(chart, id);
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.writeString(file, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element + "\n",
                StandardCharsets.UTF_8);
        return element;
    }

    static String hundredths(double d) {
        double r = Math.round(d * 100) / 100.0;
        return r == Math.rint(r) && Math.abs(r) < 1e15 ? Long.toString((long) r) : Double.toString(r);
    }

    /** Turns any text into an id usable in SVG and HTML: letters, digits, '-' and '_' only. */
    public static String safeId(String text) {
        StringBuilder b = new StringBuilder(text.length() + 1);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || c == '-' || c == '_';
            b.append(ok ? c : '-');
        }
        if (b.isEmpty() || !Character.isLetter(b.charAt(0))) {
            b.insert(0, 'c');
        }
        return b.toString();
    }

    private static void requireSafeId(String id) {
        if (id == null || !id.equals(safeId(id))) {
            throw new IllegalArgumentException("chart id must start with a letter and hold only letters, digits,"
                    + " '-' and '_' (use ChartRenderer.safeId): " + id);
        }
    }
}
