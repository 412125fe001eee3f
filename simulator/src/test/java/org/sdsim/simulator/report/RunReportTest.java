package org.sdsim.simulator.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.analyzers.chart.HeapChart;
import org.sdsim.analyzers.chart.SvgChartContents;

@Timeout(value = 180, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class RunReportTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> MODES = List.of("baseline", "interface", "application", "dual");

    @TempDir
    static Path work;
    static Path run;
    static ReportResult result;
    static JsonNode summary;

    @BeforeAll
    static void reportOnACompleteFourModeRun() throws Exception {
        run = ReportFixtures.copyOfCompleteRun(work);
        result = RunReport.write(List.of(run), run);
        summary = JSON.readTree(run.resolve("summary.json").toFile());
    }

    private static JsonNode mode(String name) {
        for (JsonNode m : summary.path("modes")) {
            if (name.equals(m.path("mode").asText())) {
                return m;
            }
        }
        throw new AssertionError("fixture has no mode " + name);
    }

    /** How the tables and charts name a mode: with the Dubbo it ran. */
    private static String label(String name) {
        return name + " (" + mode(name).path("dubbo").asText() + ")";
    }

    private static SvgChartContents svg(String file) throws Exception {
        return SvgChartContents.parse(Files.readString(run.resolve(file)));
    }

    @Test
    void aCompleteRunGivesAReportWithoutWarningsAndEveryChartFile() {
        assertEquals(List.of(), result.warnings());
        assertEquals(run.resolve("report.html"), result.report());
        assertEquals(run.resolve("summary.md"), result.summary());
        for (String f : List.of("heap-after-full-gc.svg", "gc-counts.svg", "discovery-cost.svg", "heap-attribution.svg",
                "top-classes.svg")) {
            assertTrue(Files.isRegularFile(run.resolve(f)), f);
        }
        for (String m : MODES) {
            for (String kind : List.of("heap", "pauses", "allocation")) {
                assertTrue(Files.isRegularFile(run.resolve(m + "-" + kind + ".svg")), m + "-" + kind);
            }
        }
        // 17 charts, report.html and summary.md, and the Registry section's push-fanout.svg and registries.svg
        assertEquals(17 + 2 + 2, result.written().size(), result.written().toString());
    }

    @Test
    void heapAfterFullGcChartShowsEachModesMedianBesideThePublishedReference() throws Exception {
        SvgChartContents c = svg("heap-after-full-gc.svg");
        assertEquals(CrossModeCharts.HEAP_TITLE, c.title());
        assertTrue(c.showsText(CrossModeCharts.HEAP_Y), c.texts().toString());
        assertTrue(c.showsText(CrossModeCharts.PUBLISHED_AXIS), c.texts().toString());
        assertTrue(c.showsText("This run: Dubbo 3.3.6, Java 17.0.15"), c.texts().toString());
        for (String legend : List.of(CrossModeCharts.HEAP_SERIES, CrossModeCharts.OLD_SERIES,
                CrossModeCharts.PUBLISHED_HEAP_SERIES, CrossModeCharts.PUBLISHED_OLD_SERIES)) {
            assertTrue(c.showsText(legend), legend + " not in legend " + c.texts());
        }
        assertEquals(4, c.items(CrossModeCharts.HEAP_SERIES));
        assertEquals(4, c.items(CrossModeCharts.OLD_SERIES));
        assertEquals(4, c.items(CrossModeCharts.PUBLISHED_HEAP_SERIES));
        Map<String, Double> published = c.barValues().get(CrossModeCharts.PUBLISHED_HEAP_SERIES);
        assertEquals(Map.of("2.6 interface", 740.0, "2.7 interface", 606.0, "3.0 interface", 334.0, "3.0 application", 160.0),
                published);
        assertEquals(562.0, c.barValues().get(CrossModeCharts.PUBLISHED_OLD_SERIES).get("2.6 interface"));
        Map<String, Double> drawn = c.barValues().get(CrossModeCharts.HEAP_SERIES);
        for (String m : MODES) {
            assertEquals(mode(m).path("heapAfterFullGcMb").asDouble(), drawn.get(label(m)), 1e-9, m);
            assertTrue(c.showsText(label(m)), m + " not on the axis");
        }
        // the fixture's live sets order the modes; the measured medians must follow
        assertTrue(drawn.get(label("baseline")) < drawn.get(label("application"))
                && drawn.get(label("application")) < drawn.get(label("interface"))
                && drawn.get(label("interface")) < drawn.get(label("dual")), drawn.toString());
    }

    @Test
    void gcCountChartShowsYoungAndFullCountsPerMode() throws Exception {
        SvgChartContents c = svg("gc-counts.svg");
        assertEquals(CrossModeCharts.GC_TITLE, c.title());
        assertTrue(c.showsText(CrossModeCharts.YOUNG_Y) && c.showsText(CrossModeCharts.FULL_Y), c.texts().toString());
        assertTrue(c.showsText(CrossModeCharts.YOUNG_SERIES) && c.showsText(CrossModeCharts.FULL_SERIES));
        assertEquals(4, c.items(CrossModeCharts.YOUNG_SERIES));
        assertEquals(4, c.items(CrossModeCharts.FULL_SERIES));
        for (String m : MODES) {
            assertEquals(mode(m).path("youngGcCount").asDouble(), c.barValues().get(CrossModeCharts.YOUNG_SERIES).get(label(m)), m);
            assertEquals(mode(m).path("fullGcCount").asDouble(), c.barValues().get(CrossModeCharts.FULL_SERIES).get(label(m)), m);
        }
        assertTrue(mode("interface").path("youngGcCount").asLong() > 0, "the fixture JVMs do collect");
    }

    @Test
    void discoveryCostChartShowsEveryModeButBaselineOverBaseline() throws Exception {
        SvgChartContents c = svg("discovery-cost.svg");
        assertEquals(CrossModeCharts.COST_TITLE, c.title());
        assertTrue(c.showsText(CrossModeCharts.COST_Y), c.texts().toString());
        assertEquals(3, c.items(CrossModeCharts.HEAP_COST_SERIES));
        double baseline = mode("baseline").path("heapAfterFullGcMb").asDouble();
        for (String m : List.of("interface", "application", "dual")) {
            assertEquals(mode(m).path("heapAfterFullGcMb").asDouble() - baseline,
                    c.barValues().get(CrossModeCharts.HEAP_COST_SERIES).get(label(m)), 1e-9, m);
        }
        assertFalse(c.barValues().get(CrossModeCharts.HEAP_COST_SERIES).containsKey(label("baseline")));
    }

    @Test
    void topClassesChartHasOneSeriesPerModeAndTheLargestClass() throws Exception {
        SvgChartContents c = svg("top-classes.svg");
        assertEquals(CrossModeCharts.CLASSES_TITLE, c.title());
        assertTrue(c.showsText(CrossModeCharts.CLASSES_Y), c.texts().toString());
        assertEquals(MODES.stream().map(RunReportTest::label).toList(), List.copyOf(c.itemsPerSeries().keySet()));
        // every mode's biggest histogram row is byte[] (the fixture's live set), and it is drawn for each mode
        for (String m : MODES) {
            List<String> lines = Files.readAllLines(run.resolve(m).resolve("histogram.csv"));
            assertTrue(lines.get(1).endsWith(",[B"), m + ": " + lines.get(1));
            double mb = Long.parseLong(lines.get(1).split(",")[2]) / (1024.0 * 1024.0);
            assertEquals(mb, c.barValues().get(label(m)).get("byte[]"), 1e-9, m);
        }
        assertTrue(c.showsText("byte[]"), c.texts().toString());
    }

    @Test
    void perModeHeapChartsCarryTheChurnPushesAndProbesOfThatMode() throws Exception {
        for (String m : List.of("interface", "dual")) {
            SvgChartContents c = svg(m + "-heap.svg");
            assertEquals(HeapChart.TITLE, c.title());
            long pushes = Files.readAllLines(run.resolve(m).resolve("events.jsonl")).stream().filter(l -> !l.isBlank()).count();
            long probes = Files.readAllLines(run.resolve(m).resolve("probes.jsonl")).stream().filter(l -> !l.isBlank()).count();
            assertEquals(ReportFixtures.WAVES, pushes);
            assertEquals((int) pushes, c.markersPerGroup().get(ModeOverlays.PUSH), m + " " + c.markersPerGroup());
            assertEquals((int) probes, c.markersPerGroup().get(ModeOverlays.PROBE), m + " " + c.markersPerGroup());
            assertEquals((int) probes, c.items(HeapChart.PROBE_HEAP), m);
            assertTrue(c.items(HeapChart.AFTER) > 0, m);
            assertTrue(c.texts().stream().anyMatch(t -> t.startsWith(label(m) + " · ")), "subtitle names the mode: " + c.texts());
        }
    }

    @Test
    void reportHtmlIsOneSelfContainedPageWithEveryChartAndTheRunFacts() throws Exception {
        String html = Files.readString(result.report());
        Matcher svgs = Pattern.compile("<svg ").matcher(html);
        int count = 0;
        while (svgs.find()) {
            count++;
        }
        assertEquals(ReportFixtures.CHARTS, count, "every chart inline");
        for (String forbidden : List.of("<script", "<link", "<img", "@import", "url(http", "src=")) {
            assertFalse(html.contains(forbidden), "report must not load anything: found " + forbidden);
        }
        for (String expected : List.of("How to read this", "What was run", "Results per mode",
                "sdsim run --providers 500", "500 providers × 8 interfaces × 5 protocols = 20,000 URLs",
                "-Xmx768m -XX:ActiveProcessorCount=1", "collector Serial", "dubbo: 3.3.6", "fixture-host",
                "rolling", "2.6 interface", "RpcException: No provider available")) {
            assertTrue(html.contains(expected), "report.html lacks: " + expected);
        }
        assertFalse(html.contains("What is missing"), "nothing is missing in the complete fixture");
        for (String m : MODES) {
            assertTrue(html.contains("id=\"mode-" + m + "\""), m);
        }
    }

    @Test
    void theTitlesSayWhatRanNotWhichFolderItWentTo() throws Exception {
        String title = "sdsim run of " + String.join(", ", MODES);
        assertTrue(Files.readString(result.summary()).startsWith("# " + title + "\n"), title);
        assertTrue(Files.readString(result.report()).contains("<title>" + title + "</title>"), title);
    }

    @Test
    void summaryMarkdownHasOneRowPerModeAndLinksOnlyFilesThatExist() throws Exception {
        String md = Files.readString(result.summary());
        for (String m : MODES) {
            assertTrue(md.contains("| " + label(m) + " | completed | "), m + " row missing:\n" + md);
        }
        Matcher links = Pattern.compile("\\]\\(([^)]+)\\)").matcher(md);
        int n = 0;
        while (links.find()) {
            n++;
            assertTrue(Files.exists(run.resolve(links.group(1))), "dead link " + links.group(1));
        }
        assertEquals(5 + 12 + 2 + 1, n, "5 cross-mode charts, 12 per-mode charts, the Registry section's 2, report.html");
    }
}
