package org.sdsim.simulator.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.analyzers.chart.SvgChartContents;

/** A run folder as a killed run leaves it: the report still comes out and says what is missing. */
@Timeout(value = 180, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class RunReportDamagedFolderTest {
    @TempDir
    static Path work;
    static Path run;
    static ReportResult result;
    static String html;
    static int keptProbeLines;

    @BeforeAll
    static void damageACopyAndReportOnIt() throws Exception {
        run = ReportFixtures.copyOfCompleteRun(work);
        // summary.json half-written
        String summary = Files.readString(run.resolve("summary.json"));
        Files.writeString(run.resolve("summary.json"), summary.substring(0, summary.length() / 2));
        // interface: last probe line cut in the middle
        Path probes = run.resolve("interface/probes.jsonl");
        String text = Files.readString(probes);
        String cut = text.substring(0, text.length() - 25);
        Files.writeString(probes, cut, StandardCharsets.UTF_8);
        keptProbeLines = (int) cut.lines().count() - 1;
        // application: no mode summary either, and no histogram
        Files.delete(run.resolve("application/mode-summary.json"));
        Files.delete(run.resolve("application/histogram.csv"));
        // dual: the GC log is gone
        Files.delete(run.resolve("dual/gc.log"));
        result = RunReport.write(List.of(run), run);
        html = Files.readString(result.report());
    }

    private static boolean warned(String start, String contains) {
        return result.warnings().stream().anyMatch(w -> w.startsWith(start) && w.contains(contains));
    }

    @Test
    void everyDamageIsNamedWithItsFileInTheWarningsAndOnThePage() {
        assertTrue(warned("summary.json: ", "cut short at line"), result.warnings().toString());
        assertTrue(warned("interface/probes.jsonl line " + (keptProbeLines + 1) + ": ", "cut short"),
                result.warnings().toString());
        assertTrue(warned("application/mode-summary.json: ", "missing"), result.warnings().toString());
        assertTrue(warned("application/mode-summary.json: ", "recomputed"), result.warnings().toString());
        assertTrue(warned("application/histogram.csv: ", "missing"), result.warnings().toString());
        assertTrue(warned("dual/gc.log: ", "missing"), result.warnings().toString());
        assertTrue(html.contains("What is missing"));
        for (String w : result.warnings()) {
            assertTrue(html.contains(org.sdsim.analyzers.chart.Html.escape(w)), "not on the page: " + w);
        }
    }

    @Test
    void figuresFallBackToModeSummariesAndRecomputationInsteadOfDisappearing() throws Exception {
        SvgChartContents heap = SvgChartContents.parse(Files.readString(run.resolve("heap-after-full-gc.svg")));
        // all four modes still have a bar: three from mode-summary.json, application recomputed from its probes
        assertEquals(4, heap.items(CrossModeCharts.HEAP_SERIES), heap.itemsPerSeries().toString());
        SvgChartContents classes = SvgChartContents.parse(Files.readString(run.resolve("top-classes.svg")));
        assertEquals(List.of("baseline", "interface", "dual").stream().map(m -> m + " (" + ReportFixtures.DUBBO + ")").toList(),
                List.copyOf(classes.itemsPerSeries().keySet()));
        SvgChartContents interfaceHeap = SvgChartContents.parse(Files.readString(run.resolve("interface-heap.svg")));
        assertEquals(keptProbeLines, interfaceHeap.markersPerGroup().get(ModeOverlays.PROBE));
    }

    @Test
    void aModeWithoutGcLogGetsNoTimeChartsButStaysInTheTables() {
        assertTrue(Files.notExists(run.resolve("dual-heap.svg")));
        assertTrue(html.contains("No GC charts: no GC log or recording could be read for this mode."));
        assertTrue(html.contains("<tr><th>dual (" + ReportFixtures.DUBBO + ")</th>"), "dual still has its row");
    }

    @Test
    void anEmptyFolderStillGivesAReportThatSaysWhatItLacks(@TempDir Path empty) throws Exception {
        ReportResult r = RunReport.write(List.of(empty), empty);
        assertTrue(r.warnings().contains("manifest.json: missing"), r.warnings().toString());
        assertTrue(r.warnings().contains("summary.json: missing"), r.warnings().toString());
        assertTrue(r.warnings().stream().anyMatch(w -> w.contains("no modes found")), r.warnings().toString());
        String page = Files.readString(r.report());
        assertTrue(page.contains("What is missing") && page.contains("No mode measured a heap after full GC"));
    }
}
