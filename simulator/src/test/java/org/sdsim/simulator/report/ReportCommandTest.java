package org.sdsim.simulator.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.analyzers.chart.SvgChartContents;
import org.sdsim.simulator.cli.ReportCommand;
import picocli.CommandLine;

@Timeout(value = 180, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ReportCommandTest {
    private record Run(int exit, String out, String err) {
    }

    private static Run report(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(new ReportCommand());
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int exit = cl.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    @Test
    void aCompleteRunIsReportedIntoItsOwnFolderWithExitCode0(@TempDir Path work) throws Exception {
        Path run = ReportFixtures.copyOfCompleteRun(work);
        Run r = report(run.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("report: " + run.resolve("report.html")), r.out());
        assertTrue(r.out().contains(ReportFixtures.CHARTS + " SVG files"), r.out());
        assertTrue(Files.isRegularFile(run.resolve("summary.md")));
    }

    @Test
    void missingFilesAreWarningsWithExitCode1(@TempDir Path work) throws Exception {
        Path run = ReportFixtures.copyOfCompleteRun(work);
        Files.delete(run.resolve("interface/calls.csv"));
        Run r = report(run.toString());
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains("sdsim report: warning: interface/calls.csv: missing"), r.err());
        assertTrue(Files.isRegularFile(run.resolve("report.html")));
    }

    @Test
    void aPathThatIsNotAFolderIsAUsageErrorWithoutAStackTrace(@TempDir Path work) {
        Run r = report(work.resolve("nope").toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("nope: not a folder"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void anOutputFolderThatCannotBeMadeSaysWhatFailedWithExitCode2(@TempDir Path work) throws Exception {
        Path run = ReportFixtures.copyOfCompleteRun(work);
        Run r = report(run.toString(), "--out", "/proc/sdsim-forbidden/report");
        assertEquals(2, r.exit(), r.err());
        assertEquals("sdsim report: cannot write the report into /proc/sdsim-forbidden/report "
                + "(/proc/sdsim-forbidden: no such file or folder)", r.err().strip());
    }

    @Test
    void severalRunsAreComparedInOneReportWhenGivenAnOutputFolder(@TempDir Path work) throws Exception {
        Path a = ReportFixtures.copyOfCompleteRun(Files.createDirectories(work.resolve("a")));
        Path b = ReportFixtures.copyOfCompleteRun(Files.createDirectories(work.resolve("b")));
        Run refused = report(a.toString(), b.toString());
        assertEquals(2, refused.exit());
        assertTrue(refused.err().contains("needs --out"), refused.err());

        Path out = work.resolve("compare");
        Run r = report(a.toString(), b.toString(), "--out", out.toString());
        assertEquals(0, r.exit(), r.err());
        SvgChartContents heap = SvgChartContents.parse(Files.readString(out.resolve("heap-after-full-gc.svg")));
        Map<String, Double> bars = heap.barValues().get(CrossModeCharts.HEAP_SERIES);
        assertEquals(8, bars.size(), bars.toString());
        String id = ReportFixtures.RUN_ID;
        assertEquals(bars.get("interface · " + id), bars.get("interface · " + id + " (2)"), "same folder copied: same figure");
        assertTrue(Files.isRegularFile(out.resolve("interface-" + id + "-heap.svg")));
        assertTrue(Files.isRegularFile(out.resolve("interface-" + id + "-2-heap.svg")));
        assertTrue(Files.readString(out.resolve("report.html")).contains("2 runs compared"));
    }
}
