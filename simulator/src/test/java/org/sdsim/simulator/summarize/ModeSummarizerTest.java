package org.sdsim.simulator.summarize;

import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.SteadyState;

import org.sdsim.simulator.summarize.ModeSummarizer;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.sdsim.consumer.files.CallRow;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.summary.ProbeRecord;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.Outcome;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A mode folder with a real JVM's GC log, probes (the last one cut short) and calls. */
class ModeSummarizerTest {

    @TempDir
    static Path modeDir;
    static ModeSummary summary;
    static long youngInLog;

    @BeforeAll
    static void summarizeARealModeFolder() throws Exception {
        Path log = ModeFolder.GC_LOG.in(modeDir);
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx64m", "-Xmn8m", "-XX:+UseSerialGC", "-Xlog:gc*:file=" + log + ":time,uptime,level,tags",
                "-cp", System.getProperty("java.class.path"), ForcedGcWorkload.class.getName())
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0, "workload JVM failed");
        youngInLog = Files.readAllLines(log).stream()
                .filter(l -> l.contains("[gc ") && l.contains("Pause Young") && l.endsWith("ms")).count();

        ObjectMapper json = new ObjectMapper();
        Files.write(ModeFolder.PROBES.in(modeDir), List.of(
                json.writeValueAsString(new ProbeRecord(1, 1.0, 10.0, 8.0, 5.0, Map.of(), null)),
                json.writeValueAsString(new ProbeRecord(2, 2.0, 30.0, 9.0, 5.0, Map.of(), null)),
                json.writeValueAsString(new ProbeRecord(3, 3.0, 20.0, 7.0, 5.0, Map.of(), null)),
                json.writeValueAsString(new ProbeRecord(4, 4.0, 25.0, null, 5.0, Map.of(), null)),
                "{\"heapUsedMb\":99"));
        Files.write(ModeFolder.CALLS.in(modeDir), List.of(CallRow.HEADER,
                "1,A,getA,true,1.0,", "2,B,getB,true,1.0,", "3,A,getA,false,3000.0,\"RpcException: timeout, retried\"",
                "4,B,getB,true,1.0,"));
        summary = ModeSummarizer.summarize(modeDir, new ModeSummarizer.Observed(Mode.of(DiscoveryMode.INTERFACE), "3.3.6", Outcome.COMPLETED, "",
                Map.of(), Map.of("127.0.0.1", 3), 1.5, 0L, 10.0, null, null));
    }

    @Test
    void forcedFullGcsAreCountedApartFromTheOnesTheJvmChose() {
        assertTrue(youngInLog > 0, "the workload should have caused young GCs");
        assertEquals(youngInLog, summary.gcFigures().youngCount());
        assertEquals(2L, summary.gcFigures().probeFullCount());
        assertEquals(0L, summary.gcFigures().fullCount());
        assertEquals("Serial", summary.gcFigures().collector());
        assertEquals(youngInLog, summary.gcFigures().summary().pauses().young().count(), "the analyzers' summary of the same log");
        assertEquals(2, summary.gcFigures().summary().pauses().full().count(), "the full summary still sees every full GC");
    }

    @Test
    void heapAfterFullGcIsTheMiddleOfTheLaterHalfOfTheCompleteProbeLines() {
        assertEquals(4, summary.heap().probes());
        // four complete probes (the half line is left out): heaps 10, 30, then 20, 25: the later half's
        // lower middle, a reading a probe took
        assertEquals(20.0, summary.heap().afterFullGcMb());
        // old gen of the later half's probes that have one: 7
        assertEquals(7.0, summary.heap().oldGenAfterFullGcMb());
        assertEquals(java.util.List.of(20.0, 25.0), summary.heap().trend().windowMb());
        assertEquals(List.of(10.0, 30.0), summary.heap().trend().earlierMb());
        assertEquals("too-few-probes", summary.heap().trend().state(), "four probes give the figure its window, "
                + "not a verdict on its trend (HeapTrend.MIN_PROBES)");
    }

    @Test
    void callsAreCountedFromCallsCsvEvenWhenAnErrorHoldsACommaInQuotes() {
        assertEquals(3L, summary.calls().ok());
        assertEquals(1L, summary.calls().failed());
    }
    /** Wall clock of the first and last young pause of the workload's log. */
    private static long[] youngPauseSpanMs() throws Exception {
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        try (var events = org.sdsim.analyzers.parse.GcLogReader.open(List.of(modeDir.resolve("gc.log")))) {
            while (events.hasNext()) {
                if (events.next() instanceof org.sdsim.analyzers.event.GcEvent g
                        && g.kind() == org.sdsim.analyzers.event.GcKind.YOUNG) {
                    long ms = g.time().wallClock().toEpochMilli();
                    first = Math.min(first, ms);
                    last = Math.max(last, ms);
                }
            }
        }
        return new long[] {first, last};
    }

    private static ModeSummary summarizedAs(long startedAtEpochMs, Double convergeSeconds, double durationSec) {
        return ModeSummarizer.summarize(modeDir, new ModeSummarizer.Observed(Mode.of(DiscoveryMode.INTERFACE), "3.3.6", Outcome.COMPLETED, "",
                Map.of(), Map.of(), convergeSeconds, startedAtEpochMs, durationSec, null, null));
    }

    @Test
    void steadyStateCountsThePausesAfterConvergenceAsRatesPerHour() throws Exception {
        long[] span = youngPauseSpanMs();
        // Converged 30 s after start, one minute before the first young pause; the mode ended
        // one minute after the last: every young pause is in the window, the forced full GCs are not counted.
        long startedAt = span[0] - 90_000;
        double duration = (span[1] + 60_000 - startedAt) / 1000.0;
        SteadyState all = summarizedAs(startedAt, 30.0, duration).gcFigures().steadyState();
        assertEquals(youngInLog, all.youngGcs());
        assertEquals(0, all.fullGcs(), "the probes' forced full GCs are not the JVM's choice");
        assertEquals(duration - 30.0, all.seconds(), 1e-9);
        assertEquals(youngInLog * 3600.0 / (duration - 30.0), all.youngGcPerHour(), 1e-9);

        // Converged after the last pause: the start-up pauses are all left out.
        double lateConverge = (span[1] + 1 - startedAt) / 1000.0;
        SteadyState none = summarizedAs(startedAt, lateConverge, duration).gcFigures().steadyState();
        assertEquals(0, none.youngGcs());
        assertEquals(0.0, none.youngGcPerHour());
    }

    @Test
    void aConsumerThatNeverConvergedHasNoSteadyState() {
        assertEquals(null, summarizedAs(0L, null, 100.0).gcFigures().steadyState());
        assertEquals(null, summarizedAs(0L, 95.0, 100.0).gcFigures().steadyState(), "5 s is too short to scale to an hour");
    }
}
