package org.sdsim.simulator.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.analyzers.chart.SvgChartContents;
import org.sdsim.simulator.table.RegistryTable;

/**
 * The report's Registry section on the fixture run, whose registry figures {@link RegistryFixture} chose
 * so that every number is known: the table's rows, the registries that could not be read, the published
 * claims beside the measured changes, and the charts.
 */
@Timeout(value = 180, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ReportRegistryTest {

    @TempDir
    static Path work;
    static Path run;
    static String md;
    static String html;

    @BeforeAll
    static void reportOnTheFixtureRun() throws Exception {
        run = ReportFixtures.copyOfCompleteRun(work);
        RunReport.write(List.of(run), run);
        md = Files.readString(run.resolve("summary.md"));
        html = Files.readString(run.resolve("report.html"));
    }

    /** The Markdown row of a mode in the registry table, as cells. */
    private static List<String> row(String mode) {
        String section = md.substring(md.indexOf("## Registry"), md.indexOf("How to read it"));
        Matcher m = Pattern.compile("(?m)^\\| " + Pattern.quote(mode) + " \\|(.*)\\|$").matcher(section);
        assertTrue(m.find(), mode + " in:\n" + section);
        return List.of((mode + " |" + m.group(1)).split(" \\| ")).stream().map(String::strip).toList();
    }

    private static String cell(String mode, String header) {
        int i = RegistryTable.headers().indexOf(header);
        assertTrue(i >= 0, header);
        return row(mode).get(i);
    }

    @Test
    void theTableHasARowPerModeWithRegistryFiguresAndThePerPushCostPerClient() {
        assertTrue(md.contains("| " + String.join(" | ", RegistryTable.headers()) + " |"), md);
        String itf = "interface (3.3.6)";
        assertEquals("6", cell(itf, "clients/reg"), "the consumer and five subscribers");
        assertEquals("1,000.0", cell(itf, "KB/push/client"));
        assertEquals("10.0", cell(itf, "consumer req/push"));
        assertEquals("8.0", cell(itf, "subscriber req/push"));
        assertEquals("48", cell(itf, "on providers"));
        assertEquals("100", cell(itf, "push p50 ms"));
        assertEquals("260", cell(itf, "push p99 ms"), "the highest of the pushes' p99s");
        assertEquals("3.0", cell(itf, "full reads ÷ pushes"));
        String app = "application (3.3.6)";
        assertEquals("1", cell(app, "clients/reg"));
        assertEquals("100.0", cell(app, "KB/push/client"));
        assertEquals("n/a", cell(app, "push p50 ms"), "no subscribers");
        assertFalse(md.substring(md.indexOf("## Registry"), md.indexOf("How to read it")).contains("| baseline"),
                "the baseline has no registry figures");
    }

    @Test
    void aRegistryThatCouldNotBeReadIsAnNaRowOrALineWithItsReason() {
        String dual = "dual (3.3.6)";
        assertEquals("n/a", cell(dual, "KB/push/client"));
        assertTrue(md.contains("- application (3.3.6): zk2 n/a: " + RegistryFixture.REFUSED), md);
        assertTrue(md.contains("- dual (3.3.6): zk1 n/a: 127.0.0.1:2181 refused the four-letter words"), md);
        assertTrue(html.contains("application (3.3.6): zk2 n/a: " + RegistryFixture.REFUSED), "report.html too");
    }

    @Test
    void thePublishedClaimsStandBesideTheMeasuredChangesWithWhatEachIs() {
        String claims = md.substring(md.indexOf("Published claims beside this run"));
        Matcher transmission = Pattern.compile("(?m)^\\| 90 % reduction in data transmission volume.*$").matcher(claims);
        assertTrue(transmission.find(), claims);
        String t = transmission.group();
        assertTrue(t.contains("| \u221290 % | \u221290.0 % | application (3.3.6) against interface (3.3.6) |"), t);
        assertTrue(t.contains("100 against 1,000 KB per push and client"), t);
        assertTrue(t.contains("the replies to the registrar's own writes are taken out"), t);
        Matcher volume = Pattern.compile("(?m)^\\| registry data volume down by more than 90 %.*$").matcher(claims);
        assertTrue(volume.find(), claims);
        assertTrue(volume.group().contains("| \u221295.0 % |"), volume.group());
        assertTrue(volume.group().contains("fleet.dataVolume"), volume.group());
        assertTrue(html.contains("Published claims beside this run"), "report.html too");
    }

    @Test
    void theHowToReadNoteSaysWhatAPushAndAClientAreAndWhatTheBytesHold() {
        String note = md.substring(md.indexOf("How to read it"), md.indexOf("Published claims"));
        assertTrue(note.contains("A push is one change of the provider list in one registry"), note);
        assertTrue(note.contains("Per client: spread over the clients that subscribe"), note);
        assertTrue(note.contains("the replies to the registrar's own writes taken out too"), note);
        assertTrue(note.contains("each connection's own count (ZooKeeper's cons)"), note);
    }

    @Test
    void theFanoutAndTimelineChartsAreWrittenAndShownInBothFiles() throws Exception {
        for (String file : List.of("push-fanout.svg", "registries.svg")) {
            assertTrue(Files.isRegularFile(run.resolve(file)), file);
            assertTrue(md.contains("](" + file + ")"), file);
            assertTrue(html.contains("href=\"" + file + "\""), file);
        }
        SvgChartContents fanout = SvgChartContents.parse(Files.readString(run.resolve("push-fanout.svg")));
        assertEquals(FanoutChart.TITLE, fanout.title());
        assertTrue(fanout.showsText("interface (3.3.6)"), fanout.texts().toString());
        assertFalse(fanout.showsText("application (3.3.6)"), "no subscribers in that mode");
        SvgChartContents timeline = SvgChartContents.parse(Files.readString(run.resolve("registries.svg")));
        assertEquals(RegistryTimeline.TITLE, timeline.title());
        for (String text : List.of(RegistryTimeline.HEAP, RegistryTimeline.WATCHES, RegistryTimeline.REQUESTS,
                "interface (3.3.6)", "zk1")) {
            assertTrue(timeline.showsText(text), text + " in " + timeline.texts());
        }
    }

    @Test
    void aRunWithoutRegistryFiguresHasNoRegistrySection() {
        // a run written before the registry meter: no registry block in its summaries
        ModeData old = new ModeData("old", "interface", run.resolve("interface"), ModeData.NO_SUMMARY, null, null, List.of(),
                List.of(), List.of(), List.of(), null, List.of());
        RegistrySection none = RegistrySection.of(List.of(), List.of(new Column("interface", old, null, null)), List.of());
        assertTrue(none.isEmpty());
        assertTrue(SummaryMarkdown.render(List.of(new RunData("old", run, com.fasterxml.jackson.databind.node.MissingNode
                        .getInstance(), List.of(old), new Findings())), List.of(new Column("interface", old, null, null)),
                List.of(), none, List.of(), List.of(), List.of()).indexOf("## Registry") < 0);
    }
}
