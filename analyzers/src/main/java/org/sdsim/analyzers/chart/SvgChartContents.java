package org.sdsim.analyzers.chart;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

/**
 * Reads back what a chart SVG written by {@link ChartRenderer} shows: its title, every text it
 * draws (titles, axis labels, tick labels, legend entries) and how many data items each series
 * drew. Parses the SVG as XML, so a malformed file fails here too.
 *
 * <p>Items are counted from the element groups JFreeChart asks JFreeSVG to write around each
 * drawn item ({@code <g jfreesvg:ref='{"seriesKey": "...", "itemIndex": 3}'>} for XY charts,
 * {@code {"rowKey": ..., "columnKey": ...}} for bar charts) and event markers are counted from
 * {@code {"marker": "..."}} groups written by {@link HintedXYRenderer}. Those groups are emitted
 * by the renderer while it draws, so they count what was drawn, not what was asked for.
 */
public final class SvgChartContents {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Element root;
    private final String title;
    private final List<String> texts;
    private final Map<String, Integer> itemsPerSeries;
    private final Map<String, Integer> markersPerGroup;
    private final Map<String, Map<String, Double>> barValues;

    private SvgChartContents(Element root, String title, List<String> texts, Map<String, Integer> items,
            Map<String, Integer> markers, Map<String, Map<String, Double>> barValues) {
        this.root = root;
        this.title = title;
        this.texts = texts;
        this.itemsPerSeries = items;
        this.markersPerGroup = markers;
        this.barValues = barValues;
    }

    /** Parses an SVG element or document; DTDs and external entities are never fetched. */
    public static SvgChartContents parse(String svg) throws IOException {
        Document doc;
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            f.setFeature("http://xml.org/sax/features/external-general-entities", false);
            f.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            DocumentBuilder b = f.newDocumentBuilder();
            b.setErrorHandler(null);
            doc = b.parse(new InputSource(new StringReader(svg)));
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException(e);
        } catch (SAXException e) {
            throw new IOException("not well-formed SVG: " + e.getMessage(), e);
        }
        Element root = doc.getDocumentElement();
        if (!"svg".equals(root.getLocalName())) {
            throw new IOException("root element is <" + root.getLocalName() + ">, expected <svg>");
        }
        String title = "";
        for (Node n = root.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && "title".equals(e.getLocalName())) {
                title = e.getTextContent();
                break;
            }
        }
        List<String> texts = new ArrayList<>();
        NodeList textNodes = root.getElementsByTagNameNS("*", "text");
        for (int i = 0; i < textNodes.getLength(); i++) {
            texts.add(textNodes.item(i).getTextContent());
        }
        Map<String, Integer> items = new LinkedHashMap<>();
        Map<String, Integer> markers = new LinkedHashMap<>();
        Map<String, Map<String, Double>> bars = new LinkedHashMap<>();
        NodeList groups = root.getElementsByTagNameNS("*", "g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element g = (Element) groups.item(i);
            String ref = refAttribute(g);
            if (ref.isEmpty() || !ref.startsWith("{")) {
                continue; // e.g. JFREECHART_TOP_LEVEL
            }
            JsonNode key = JSON.readTree(ref);
            if (key.has("seriesKey")) {
                items.merge(key.get("seriesKey").asText(), 1, Integer::sum);
            } else if (key.has("rowKey")) {
                String series = key.get("rowKey").asText();
                items.merge(series, 1, Integer::sum);
                if (key.has("value")) {
                    bars.computeIfAbsent(series, s -> new LinkedHashMap<>())
                            .put(key.get("columnKey").asText(), key.get("value").asDouble());
                }
            } else if (key.has("marker")) {
                markers.merge(key.get("marker").asText(), 1, Integer::sum);
            }
        }
        return new SvgChartContents(root, title, Collections.unmodifiableList(texts),
                Collections.unmodifiableMap(items), Collections.unmodifiableMap(markers),
                Collections.unmodifiableMap(bars));
    }

    /** The {@code jfreesvg:ref} attribute, found by local name: JFreeSVG versions differ in its namespace URI. */
    private static String refAttribute(Element g) {
        var attributes = g.getAttributes();
        for (int i = 0; i < attributes.getLength(); i++) {
            Node a = attributes.item(i);
            if ("ref".equals(a.getLocalName()) && a.getPrefix() != null) {
                return a.getNodeValue();
            }
        }
        return "";
    }

    /** The {@code <title>} child of the root: the chart's title. */
    public String title() {
        return title;
    }

    /** Every {@code <text>} in document order. */
    public List<String> texts() {
        return texts;
    }

    public boolean showsText(String text) {
        return texts.contains(text);
    }

    /** Drawn data items per series name (legend name), in drawing order. */
    public Map<String, Integer> itemsPerSeries() {
        return itemsPerSeries;
    }

    public int items(String series) {
        return itemsPerSeries.getOrDefault(series, 0);
    }

    /** Drawn event markers per marker group (legend name). */
    public Map<String, Integer> markersPerGroup() {
        return markersPerGroup;
    }

    /**
     * Bar values per series and category, for bar charts drawn by {@link HintedBarRenderer}
     * (which adds the value to each bar's group).
     */
    public Map<String, Map<String, Double>> barValues() {
        return barValues;
    }

    /** Number of elements with this local name anywhere in the SVG. */
    public int count(String localName) {
        return root.getElementsByTagNameNS("*", localName).getLength();
    }

    public String attribute(String name) {
        return root.getAttribute(name);
    }
}
