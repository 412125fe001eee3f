package org.sdsim.simulator.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.folder.RunFolder;
import org.sdsim.simulator.table.ConsoleTable;
import org.sdsim.simulator.table.ResultColumn;
import org.sdsim.simulator.table.ResultColumn.Output;
import org.sdsim.simulator.summary.RunSummary;

/** The console table, report.html and summary.md render the one column list, each in its own syntax. */
class ResultColumnsTest {
    @TempDir
    static Path work;
    static String console;
    static String html;
    static String markdown;

    @BeforeAll
    static void renderAllThree() throws Exception {
        Path run = ReportFixtures.copyOfCompleteRun(work);
        ReportResult r = RunReport.write(List.of(run), run);
        html = Files.readString(r.report());
        markdown = Files.readString(r.summary());
        RunSummary summary = JsonFiles.readObject(run, RunFolder.SUMMARY, "", (w, x) -> { }, true);
        console = ConsoleTable.render(summary.modes());
    }

    private static List<String> expected(Output output) {
        return ResultColumn.in(output).stream().map(c -> c.header(output)).toList();
    }

    private static List<String> consoleRow(int line) {
        return Arrays.asList(console.lines().toList().get(line).trim().split("\\s{2,}"));
    }

    private static List<String> markdownRow(String startsWith) {
        String line = markdown.lines().filter(l -> l.startsWith(startsWith)).findFirst().orElseThrow();
        return Arrays.stream(line.substring(1, line.length() - 1).split(" \\| ")).map(String::trim).toList();
    }

    private static List<String> htmlCells(String rowStart) {
        int from = html.indexOf(rowStart);
        String row = html.substring(from, html.indexOf("</tr>", from));
        List<String> cells = new ArrayList<>();
        Matcher m = Pattern.compile("<t[hd](?:\\s[^>]*)?>(.*?)</t[hd]>").matcher(row);
        while (m.find()) {
            cells.add(m.group(1).replace("&amp;", "&"));
        }
        return cells;
    }

    @Test
    void eachOutputsHeaderIsTheColumnListForThatOutputInOrder() {
        assertEquals(expected(Output.CONSOLE), consoleRow(0));
        assertEquals(expected(Output.MARKDOWN), markdownRow("| Mode |"));
        assertEquals(expected(Output.HTML), htmlCells("<table class=\"results\">\n<thead>"));
    }

    @Test
    void theConsoleHeaderIsStillTheOneReadmeExplains() {
        assertEquals(List.of("mode", "outcome", "addr/iface/reg", "converge s", "heap after FGC MB", "heap trend", "old gen MB", "cost MB",
                "YGC", "FGC", "YGC/h", "FGC/h", "GC pause ms", "calls ok", "failed"), consoleRow(0));
    }

    @Test
    void aColumnSharedByAllThreeShowsTheSameTextForTheSameMode() {
        List<String> consoleInterface = consoleRow(3); // header, rule, baseline, interface
        List<String> mdInterface = markdownRow("| interface (" + ReportFixtures.DUBBO + ") |");
        List<String> htmlInterface = htmlCells("<tr><th>interface (" + ReportFixtures.DUBBO + ")</th>");
        for (ResultColumn shared : List.of(ResultColumn.HEAP, ResultColumn.OLD_GEN, ResultColumn.COST, ResultColumn.YOUNG,
                ResultColumn.FULL)) {
            String c = consoleInterface.get(ResultColumn.in(Output.CONSOLE).indexOf(shared));
            assertEquals(c, mdInterface.get(ResultColumn.in(Output.MARKDOWN).indexOf(shared)), shared.name());
            assertEquals(c, htmlInterface.get(ResultColumn.in(Output.HTML).indexOf(shared)), shared.name());
        }
        assertTrue(consoleRow(2).contains("(baseline)")
                && markdownRow("| baseline (" + ReportFixtures.DUBBO + ") |").contains("(baseline)"),
                "the baseline's cost column says so in every output");
    }

    @Test
    void theResultsTableScrollsInsideThePageInsteadOfRunningOffItsEdge() {
        assertTrue(html.contains("<div class=\"scroll\">\n<table class=\"results\">"));
        assertTrue(html.contains(".scroll{overflow-x:auto"));
    }
}
