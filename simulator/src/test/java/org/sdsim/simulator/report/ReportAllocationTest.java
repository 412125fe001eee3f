package org.sdsim.simulator.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.analyzers.jfr.AllocationSite;
import org.sdsim.analyzers.jfr.TimeWindow;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.summary.ModeSummary;

/**
 * The report's allocation-sites table on a recording a real JVM made with sdsim.jfc
 * ({@link AllocatingConsumer}): the window starts at the mode's convergence, so the site that allocates
 * while measuring leads and the start-up site is left out; MB per push is the site's MB over the
 * summary's pushes; a mode without consumer.jfr has no rows.
 */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ReportAllocationTest {
    private static final int PUSHES = 4;

    @TempDir
    static Path work;
    static Path run;
    static Path mode;

    @BeforeAll
    static void recordAConsumerThatConvergesThenMeasures() throws Exception {
        run = Files.createDirectories(work.resolve("alloc-run"));
        mode = Files.createDirectories(run.resolve("interface"));
        Path settings = work.resolve("sdsim.jfc");
        try (InputStream in = ReportAllocationTest.class.getClassLoader().getResourceAsStream("org/sdsim/profiles/sdsim.jfc")) {
            assertNotNull(in, "sdsim.jfc from jvm-profiles");
            Files.copy(in, settings);
        }
        Path converged = work.resolve("converged");
        long started = System.currentTimeMillis();
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-Xmx64m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                "-XX:StartFlightRecording=filename=" + ModeFolder.JFR.in(mode) + ",settings=" + settings + ",dumponexit=true",
                "-cp", System.getProperty("java.class.path"), AllocatingConsumer.class.getName(), converged.toString())
                .redirectErrorStream(true).redirectOutput(work.resolve("out.txt").toFile()).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the recording JVM did not finish");
        assertEquals(0, p.exitValue(), () -> ReportFixtures.read(work.resolve("out.txt")));
        long ended = System.currentTimeMillis();
        double convergeSeconds = (Long.parseLong(Files.readString(converged).strip()) - started) / 1000.0;
        // what the orchestrator's summary says of the mode: its start, convergence, end and pushes
        Files.writeString(ModeFolder.MODE_SUMMARY.in(mode), "{\"mode\":\"interface\",\"dubbo\":\"3.3.6\","
                + "\"outcome\":\"completed\",\"startedAtEpochMs\":" + started + ",\"convergeSeconds\":" + convergeSeconds
                + ",\"durationSec\":" + (ended - started) / 1000.0 + ",\"perPush\":{\"pushes\":" + PUSHES
                + ",\"windowSeconds\":1.8,\"allocatedMb\":100.0,\"allocatedMbPerPush\":25.0,\"pauseMsPerPush\":1.0,"
                + "\"youngGcsPer100Pushes\":50.0,\"fullGcsPer100Pushes\":0.0}}");
    }

    private static ModeAllocation read(Findings findings) {
        ModeData data = ModeFolderReader.read("alloc-run", "interface", mode, null, "interface/", findings);
        return ModeAllocation.read(new Column(data.label(), data, null, null), findings);
    }

    @Test
    void theMeasuringSiteLeadsAndTheStartUpSiteIsLeftOut() {
        Findings findings = new Findings();
        ModeAllocation a = read(findings);
        assertNotNull(a);
        AllocationSite first = a.top().get(0);
        assertEquals(AllocatingConsumer.class.getName(), first.frame().className());
        assertEquals("pushes", first.frame().methodName(), a.top().toString());
        assertTrue(first.sharePercent() > 50, first.toString());
        assertTrue(a.top().stream().noneMatch(s -> s.frame().methodName().equals("startUp")),
                "start-up is before convergence: " + a.top());
        assertTrue(a.top().size() <= ModeAllocation.TOP);
        assertEquals(first.weightMb() / PUSHES, a.mbPerPush(first), 1e-9);
        assertTrue(a.window().startsWith("from convergence to the end of the mode"), a.window());
        assertFalse(findings.list().stream().anyMatch(f -> f.startsWith("interface/consumer.jfr")), findings.list().toString());
    }

    @Test
    void eachSiteRowShowsItsUncertaintyBesideItsMb() {
        ModeAllocation a = read(new Findings());
        List<String> first = AllocationTable.rows(List.of(a)).get(0);
        int mb = AllocationTable.HEADERS.indexOf("MB");
        assertEquals("±", AllocationTable.HEADERS.get(mb + 1));
        assertEquals(Fmt.mb(a.top().get(0).uncertaintyMb()), first.get(mb + 1), first.toString());
        // a site holding every byte of the window has a ± of 0 (the weights add up to what was allocated)
        assertTrue(a.top().get(0).uncertaintyMb() <= a.top().get(0).weightMb(), a.top().toString());
        assertTrue(AllocationTable.HOW_TO_READ.contains("order is not resolved"), AllocationTable.HOW_TO_READ);
    }

    @Test
    void theWindowRunsFromConvergenceToTheModesEndOnTheRecordingsClock() {
        ModeSummary s = ModeData.NO_SUMMARY;
        assertEquals(TimeWindow.ALL, ModeAllocation.measuring(s, 0), "no convergence: the whole recording");
        ModeSummary converged = withTimes(10_000L, 12.5, 100.0);
        TimeWindow w = ModeAllocation.measuring(converged, 10_500L);
        assertEquals(12.0, w.fromSec(), 1e-9, "the recording starts half a second after the summary's start");
        assertEquals(99.5, w.toSec(), 1e-9);
    }

    private static ModeSummary withTimes(long started, double converge, double duration) {
        try {
            return new com.fasterxml.jackson.databind.ObjectMapper().readValue("{\"startedAtEpochMs\":" + started
                    + ",\"convergeSeconds\":" + converge + ",\"durationSec\":" + duration + "}", ModeSummary.class);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void theReportHasTheTableInBothFilesWithMbPerPushAndAHowToReadLine() throws Exception {
        RunReport.write(List.of(run), run);
        String md = Files.readString(run.resolve("summary.md"));
        String section = md.substring(md.indexOf("## Allocation sites"));
        assertTrue(section.contains("| " + String.join(" | ", AllocationTable.HEADERS) + " |"), section);
        assertTrue(section.contains("| interface (3.3.6) | 1 | `o.s.s.r.AllocatingConsumer.pushes:"), section);
        assertTrue(section.contains("all "), "a row with the window's total");
        assertTrue(section.contains("JFR's estimate"), "the how-to-read line");
        String html = Files.readString(run.resolve("report.html"));
        assertTrue(html.contains("<h2 id=\"allocation\">Allocation sites</h2>"), html);
        assertTrue(html.contains("o.s.s.r.AllocatingConsumer.pushes:"));
    }

    @Test
    void aModeWithoutARecordingHasNoAllocationRows() throws Exception {
        Path bare = Files.createDirectories(work.resolve("bare/interface"));
        Files.copy(ModeFolder.MODE_SUMMARY.in(mode), ModeFolder.MODE_SUMMARY.in(bare));
        Findings findings = new Findings();
        ModeData data = ModeFolderReader.read("bare", "interface", bare, null, "interface/", findings);
        assertNull(ModeAllocation.read(new Column(data.label(), data, null, null), findings));
    }
}
