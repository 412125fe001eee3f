package org.sdsim.analyzers.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.analyzers.chart.AllocationRateChart;
import org.sdsim.analyzers.chart.ChartTestAllocator;
import org.sdsim.analyzers.chart.HeapChart;
import org.sdsim.analyzers.chart.PauseChart;
import org.sdsim.analyzers.chart.SvgChartContents;
import picocli.CommandLine;

/** {@code gclog chart} on the GC log and JFR recording of a real JVM run during the test. */
@Timeout(value = 90, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a reader stuck in a loop fails, not hangs the build
class ChartCommandTest {
    @TempDir
    static Path jvmDir;
    static Path gcLog;
    static Path recording;

    /** Runs {@link ChartTestAllocator} with SerialGC, -Xlog:gc* and JFR (about 2 s). */
    @BeforeAll
    static void runARealJvm() throws Exception {
        gcLog = jvmDir.resolve("gc.log");
        recording = jvmDir.resolve("run.jfr");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-Xmx64m", "-Xmn8m", "-XX:+UseSerialGC",
                "-Xlog:gc*:file=" + gcLog + ":time,uptime,level,tags",
                "-XX:StartFlightRecording=filename=" + recording + ",settings=default",
                "-cp", System.getProperty("java.class.path"), ChartTestAllocator.class.getName())
                .redirectErrorStream(true).redirectOutput(jvmDir.resolve("stdout.txt").toFile()).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "test JVM did not finish");
        assertEquals(0, p.exitValue(), () -> "test JVM failed: " + read(jvmDir.resolve("stdout.txt")));
    }

    private record Run(int exit, String out, String err) {
    }

    private static Run chart(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(new ChartCommand());
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int exit = cl.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (Exception e) {
            return "(" + e + ")";
        }
    }

    @Test
    void chartsARealGcLogAndItsJfrRecordingAndIndexesBoth(@TempDir Path out) throws Exception {
        Run r = chart(gcLog.toString(), recording.toString(), "--out", out.toString());
        assertEquals(ExitCode.OK, r.exit(), r.err());

        for (String prefix : List.of("gc", "run")) {
            SvgChartContents heap = SvgChartContents.parse(Files.readString(out.resolve(prefix + "-heap.svg")));
            assertEquals(HeapChart.TITLE, heap.title());
            assertTrue(heap.items(HeapChart.AFTER) >= 3, prefix + ": " + heap.itemsPerSeries());
            assertEquals(1, heap.items(HeapChart.FULL_AFTER), prefix + ": the System.gc() full GC, " + heap.itemsPerSeries());
            assertTrue(heap.texts().stream().anyMatch(t -> t.contains("Serial collector")), heap.texts().toString());

            SvgChartContents pauses = SvgChartContents.parse(Files.readString(out.resolve(prefix + "-pauses.svg")));
            assertEquals(PauseChart.TITLE, pauses.title());
            assertEquals(1, pauses.items("Full pause"), pauses.itemsPerSeries().toString());
            assertEquals(heap.items(HeapChart.AFTER), pauses.items("Young pause") + pauses.items("Full pause"),
                    "every Serial pause states its heap: " + pauses.itemsPerSeries());

            SvgChartContents alloc = SvgChartContents.parse(Files.readString(out.resolve(prefix + "-allocation.svg")));
            assertEquals(AllocationRateChart.TITLE, alloc.title());
            assertTrue(alloc.items(AllocationRateChart.SERIES) >= 2, alloc.itemsPerSeries().toString());
        }
        String index = Files.readString(out.resolve("index.html"));
        for (String file : List.of("gc-heap.svg", "gc-pauses.svg", "gc-allocation.svg", "run-heap.svg")) {
            assertTrue(index.contains("src=\"" + file + "\""), file + " not linked from index.html");
            assertTrue(r.out().contains(out.resolve(file).toString()), "stdout lists " + file);
        }
    }

    @Test
    void aMissingInputIsNamedOnStderrAndTheOtherInputsAreStillCharted(@TempDir Path out) throws Exception {
        Path missing = jvmDir.resolve("no-such.log");
        Run r = chart(missing.toString(), recording.toString(), "--out", out.toString());
        assertEquals(ExitCode.USAGE_OR_UNREADABLE, r.exit());
        assertTrue(r.err().contains("no-such.log"), r.err());
        assertFalse(r.err().contains("Exception"), "no stack trace for a user error: " + r.err());
        assertTrue(Files.exists(out.resolve("run-heap.svg")));
        assertTrue(Files.readString(out.resolve("index.html")).contains("no-such.log"));
    }

    @Test
    void aFileWithoutGcEventsIsAWarningWithEmptyCharts(@TempDir Path out) throws Exception {
        Path text = Files.writeString(out.resolve("notes.txt"), "hello\nworld\n");
        Run r = chart(text.toString(), "--out", out.resolve("charts").toString());
        assertEquals(ExitCode.WARNINGS, r.exit(), r.err());
        assertTrue(r.err().contains("no GC events found"), r.err());
        SvgChartContents heap = SvgChartContents.parse(Files.readString(out.resolve("charts/notes-heap.svg")));
        assertTrue(heap.itemsPerSeries().isEmpty());
    }

    @Test
    void twoInputsWithTheSameNameGetDistinctFiles(@TempDir Path out) throws Exception {
        Path other = Files.createDirectories(out.resolve("copy")).resolve("run.jfr");
        Files.copy(recording, other);
        Run r = chart(recording.toString(), other.toString(), "--out", out.resolve("charts").toString());
        assertEquals(ExitCode.OK, r.exit(), r.err());
        assertTrue(Files.exists(out.resolve("charts/run-heap.svg")));
        assertTrue(Files.exists(out.resolve("charts/run-2-heap.svg")));
    }
}
