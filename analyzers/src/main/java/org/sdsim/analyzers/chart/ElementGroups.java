package org.sdsim.analyzers.chart;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.awt.Graphics2D;
import java.util.Map;
import org.jfree.chart.ChartHints;

/**
 * Opens and closes a named element group through JFreeChart's own rendering hints
 * ({@link ChartHints#KEY_BEGIN_ELEMENT}), which JFreeSVG turns into
 * {@code <g jfreesvg:ref='{json}'>} and any other Graphics2D ignores. The JSON names what the
 * group draws, so the SVG can be checked (and scripted against) without guessing from geometry.
 */
final class ElementGroups {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ElementGroups() {
    }

    static ObjectNode ref() {
        return JSON.createObjectNode();
    }

    static void begin(Graphics2D g2, ObjectNode ref) {
        g2.setRenderingHint(ChartHints.KEY_BEGIN_ELEMENT, Map.of("ref", ref.toString()));
    }

    static void end(Graphics2D g2) {
        g2.setRenderingHint(ChartHints.KEY_END_ELEMENT, Boolean.TRUE);
    }
}
