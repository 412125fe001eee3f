package org.sdsim.simulator.summary;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

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
        Path log = modeDir.resolve("gc.log");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx64m", "-Xmn8m", "-XX:+UseSerialGC", "-Xlog:gc*:file=" + log + ":time,uptime,level,tags",
                "-cp", System.getProperty("java.class.path"), ForcedGcWorkload.class.getName())
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0, "workload JVM failed");
        youngInLog = Files.readAllLines(log).stream()
                .filter(l -> l.contains("[gc ") && l.contains("Pause Young") && l.endsWith("ms")).count();

        Files.write(modeDir.resolve("probes.jsonl"), List.of(
                "{\"heapUsedMb\":10.0,\"oldGenUsedMb\":8.0}",
                "{\"heapUsedMb\":30.0,\"oldGenUsedMb\":9.0}",
                "{\"heapUsedMb\":20.0,\"oldGenUsedMb\":7.0}",
                "{\"heapUsedMb\":99"));
        Files.write(modeDir.resolve("calls.csv"), List.of("epochMs,interface,method,ok,latencyMs,error",
                "1,A,getA,true,1.0,", "2,B,getB,true,1.0,", "3,A,getA,false,3000.0,\"RpcException: timeout, retried\"",
                "4,B,getB,true,1.0,"));
        summary = ModeSummarizer.summarize(modeDir, new ModeSummarizer.Observed("interface", "completed", "",
                Map.of(), Map.of("127.0.0.1", 3), 1.5, 0L, 10.0));
    }

    @Test
    void forcedFullGcsAreCountedApartFromTheOnesTheJvmChose() {
        assertTrue(youngInLog > 0, "the workload should have caused young GCs");
        assertEquals(youngInLog, summary.youngGcCount());
        assertEquals(2L, summary.probeFullGcCount());
        assertEquals(0L, summary.fullGcCount());
        assertEquals("Serial", summary.collector());
        assertEquals(youngInLog, summary.gc().path("youngPauseCount").asLong(), "the analyzers' summary of the same log");
        assertEquals(2, summary.gc().path("fullPauseCount").asInt(), "the full summary still sees every full GC");
    }

    @Test
    void heapAfterFullGcIsTheMedianOfTheCompleteProbeLines() {
        assertEquals(3, summary.probes());
        assertEquals(20.0, summary.heapAfterFullGcMb());
        assertEquals(8.0, summary.oldGenAfterFullGcMb());
    }

    @Test
    void callsAreCountedFromCallsCsvEvenWhenAnErrorHoldsACommaInQuotes() {
        assertEquals(3L, summary.callsOk());
        assertEquals(1L, summary.callsFailed());
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
        return ModeSummarizer.summarize(modeDir, new ModeSummarizer.Observed("interface", "completed", "",
                Map.of(), Map.of(), convergeSeconds, startedAtEpochMs, durationSec));
    }

    @Test
    void steadyStateCountsThePausesAfterConvergenceAsRatesPerHour() throws Exception {
        long[] span = youngPauseSpanMs();
        // Converged 30 s after start, one minute before the first young pause; the mode ended
        // one minute after the last: every young pause is in the window, the forced full GCs are not counted.
        long startedAt = span[0] - 90_000;
        double duration = (span[1] + 60_000 - startedAt) / 1000.0;
        SteadyState all = summarizedAs(startedAt, 30.0, duration).steadyState();
        assertEquals(youngInLog, all.youngGcs());
        assertEquals(0, all.fullGcs(), "the probes' forced full GCs are not the JVM's choice");
        assertEquals(duration - 30.0, all.seconds(), 1e-9);
        assertEquals(youngInLog * 3600.0 / (duration - 30.0), all.youngGcPerHour(), 1e-9);

        // Converged after the last pause: the start-up pauses are all left out.
        double lateConverge = (span[1] + 1 - startedAt) / 1000.0;
        SteadyState none = summarizedAs(startedAt, lateConverge, duration).steadyState();
        assertEquals(0, none.youngGcs());
        assertEquals(0.0, none.youngGcPerHour());
    }

    @Test
    void aConsumerThatNeverConvergedHasNoSteadyState() {
        assertEquals(null, summarizedAs(0L, null, 100.0).steadyState());
        assertEquals(null, summarizedAs(0L, 95.0, 100.0).steadyState(), "5 s is too short to scale to an hour");
    }
}
