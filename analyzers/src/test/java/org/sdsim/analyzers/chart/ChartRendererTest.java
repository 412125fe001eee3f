package org.sdsim.analyzers.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.analyzers.event.GcEvent;

class ChartRendererTest {
    private final List<GcEvent> events = ChartTestEvents.withUptime()
            .young(1, 100, 40, 20, 3).full(2, 120, 30, 25, 90).list();

    @Test
    void svgHasTheRequestedSizeAViewBoxAndTheChartTitleAsItsTitle() throws Exception {
        String svg = new ChartRenderer(640, 300).toSvgElement(HeapChart.create(events, LogChartOptions.DEFAULT), "h1");
        SvgChartContents c = SvgChartContents.parse(svg);
        assertEquals(640.0, Double.parseDouble(c.attribute("width")));
        assertEquals(300.0, Double.parseDouble(c.attribute("height")));
        assertEquals(List.of(0.0, 0.0, 640.0, 300.0),
                Arrays.stream(c.attribute("viewBox").split(" ")).map(Double::parseDouble).toList());
        assertEquals("h1", c.attribute("id"));
        assertEquals(HeapChart.TITLE, c.title());
    }

    @Test
    void sameInputGivesByteIdenticalSvg() {
        ChartRenderer r = new ChartRenderer();
        String a = r.toSvgElement(HeapChart.create(events, LogChartOptions.DEFAULT), "same");
        String b = r.toSvgElement(HeapChart.create(events, LogChartOptions.DEFAULT), "same");
        assertEquals(a, b);
    }

    @Test
    void chartsInlinedInOnePageNeverShareAnElementId() {
        ChartRenderer r = new ChartRenderer();
        String page = r.toSvgElement(HeapChart.create(events, LogChartOptions.DEFAULT), "a-heap")
                + r.toSvgElement(PauseChart.create(events, LogChartOptions.DEFAULT), "b-pauses")
                + r.toSvgElement(AllocationRateChart.create(events, LogChartOptions.DEFAULT), "c-alloc");
        Matcher m = Pattern.compile(" id='([^']*)'").matcher(page);
        Set<String> ids = new HashSet<>();
        int count = 0;
        while (m.find()) {
            count++;
            assertTrue(ids.add(m.group(1)), "duplicate id " + m.group(1));
        }
        assertTrue(count > 3, "expected clip-path ids besides the three svg ids, found " + count);
    }

    @Test
    void writtenFileIsAStandaloneSvgDocument(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("sub/heap.svg");
        new ChartRenderer().write(HeapChart.create(events, LogChartOptions.DEFAULT), "heap", file);
        String text = Files.readString(file);
        assertTrue(text.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "), text.substring(0, 80));
        assertEquals(HeapChart.TITLE, SvgChartContents.parse(text).title());
    }

    @Test
    void unsafeIdsAreRefusedAndSafeIdRepairsThem() {
        assertThrows(IllegalArgumentException.class,
                () -> new ChartRenderer().toSvgElement(HeapChart.create(events, LogChartOptions.DEFAULT), "a b'"));
        assertEquals("c2024-run-interface", ChartRenderer.safeId("2024 run/interface"));
    }

    @Test
    void textIsWrittenAsTextNotGlyphOutlines() throws Exception {
        SvgChartContents c = SvgChartContents.parse(
                new ChartRenderer().toSvgElement(HeapChart.create(events, LogChartOptions.DEFAULT), "t"));
        // the rotated y-axis label is the one JFreeChart would otherwise draw as outlines
        assertTrue(c.showsText(HeapChart.Y_LABEL), c.texts().toString());
    }
}
