package org.sdsim.analyzers.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.analyzers.chart.AllocationRateChart;
import org.sdsim.analyzers.chart.ChartedLog;
import org.sdsim.analyzers.chart.HeapChart;
import org.sdsim.analyzers.chart.PauseChart;
import org.sdsim.analyzers.chart.SvgChartContents;

/**
 * {@code gclog chart} on every file of the shared GC-log corpus (other projects' real logs, not
 * copied into this repository): each gets three well-formed charts, and a log with pauses shows
 * them. Skipped with a notice when the corpus folder is absent.
 */
@Timeout(value = 180, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ChartCorpusTest {

    private static Path corpus() {
        String prop = System.getProperty("sdsim.shared.dir");
        for (Path c : new Path[] {prop == null ? null : Path.of(prop, "gc-logs"), Path.of("..", "..", "shared", "gc-logs"),
            Path.of("..", "shared", "gc-logs")}) {
            if (c != null && Files.isDirectory(c)) {
                return c.toAbsolutePath().normalize();
            }
        }
        String msg = "GC log corpus not found (-Dsdsim.shared.dir=" + prop + "/gc-logs, ../../shared/gc-logs): ChartCorpusTest skipped";
        System.err.println("NOTICE: " + msg);
        Assumptions.abort(msg);
        return null;
    }

    @Test
    void everyCorpusLogGetsThreeWellFormedChartsAndLogsWithPausesShowThem(@TempDir Path out) throws Exception {
        List<Path> logs;
        try (Stream<Path> files = Files.list(corpus())) {
            logs = files.filter(p -> !p.getFileName().toString().endsWith(".md")).sorted().toList();
        }
        assertTrue(logs.size() >= 10, "corpus looks empty: " + logs);
        List<String> args = new ArrayList<>();
        logs.forEach(p -> args.add(p.toString()));
        args.addAll(List.of("--out", out.toString()));
        StringWriter err = new StringWriter();
        picocli.CommandLine cl = new picocli.CommandLine(new ChartCommand());
        cl.setOut(new PrintWriter(new StringWriter()));
        cl.setErr(new PrintWriter(err));
        int exit = cl.execute(args.toArray(String[]::new));
        assertTrue(exit <= ExitCode.WARNINGS, "exit " + exit + ": " + err);

        int withPauses = 0;
        for (Path log : logs) {
            String prefix = log.getFileName().toString().replaceFirst("\\.log$", "");
            SvgChartContents heap = SvgChartContents.parse(Files.readString(out.resolve(prefix + "-heap.svg")));
            SvgChartContents pauses = SvgChartContents.parse(Files.readString(out.resolve(prefix + "-pauses.svg")));
            SvgChartContents alloc = SvgChartContents.parse(Files.readString(out.resolve(prefix + "-allocation.svg")));
            assertEquals(HeapChart.TITLE, heap.title(), log.toString());
            assertEquals(PauseChart.TITLE, pauses.title(), log.toString());
            assertEquals(AllocationRateChart.TITLE, alloc.title(), log.toString());
            long timedPauses = ChartedLog.read(List.of(log), log.toString()).events().stream()
                    .filter(e -> e.isPause() && Double.isFinite(e.durationMs())
                            && (e.time().hasUptime() || e.time().hasWallClock()))
                    .count();
            int drawn = pauses.itemsPerSeries().values().stream().mapToInt(Integer::intValue).sum();
            if (timedPauses > 0) {
                withPauses++;
                assertTrue(drawn > 0 && drawn <= timedPauses, log + ": " + drawn + " of " + timedPauses + " pauses drawn");
            }
        }
        assertTrue(withPauses >= logs.size() / 2, "only " + withPauses + " of " + logs.size() + " logs have timed pauses");
        String index = Files.readString(out.resolve("index.html"));
        assertTrue(index.contains(logs.get(0).getFileName().toString()));
    }
}
