package org.sdsim.simulator.summarize;

import org.sdsim.simulator.summary.ModeSummary;

import org.sdsim.simulator.summarize.ModeSummarizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.LogEvent;
import org.sdsim.simulator.folder.ConsumerGcLogs;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.Outcome;

/**
 * A mode whose consumer a scripted consumer-kill replaced: two real JVMs wrote gc.log and
 * gc-2.log, the second started a few seconds after the first. The mode's GC figures cover both,
 * on the first JVM's clock.
 */
class ConsumerLifetimesTest {

    @TempDir
    static Path modeDir;
    static long youngFirst;
    static long youngSecond;

    @BeforeAll
    static void twoConsumerJvms() throws Exception {
        youngFirst = runWorkload(ModeFolder.GC_LOG.in(modeDir));
        Thread.sleep(2_000); // the second JVM's uptime restarts at 0; its wall clock does not
        youngSecond = runWorkload(ModeFolder.ofLifetime(ModeFolder.GC_LOG, 2).in(modeDir));
        // a log two lifetimes further on, with gc-3.log missing, is not part of this mode
        Files.copy(ModeFolder.GC_LOG.in(modeDir), ModeFolder.ofLifetime(ModeFolder.GC_LOG, 4).in(modeDir));
    }

    private static long runWorkload(Path log) throws Exception {
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx64m", "-Xmn8m", "-XX:+UseSerialGC", "-Xlog:gc*:file=" + log + ":time,uptime,level,tags",
                "-cp", System.getProperty("java.class.path"), ForcedGcWorkload.class.getName())
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0, "workload JVM failed");
        long young = Files.readAllLines(log).stream()
                .filter(l -> l.contains("[gc ") && l.contains("Pause Young") && l.endsWith("ms")).count();
        assertTrue(young > 0, "the workload should have caused young GCs");
        return young;
    }

    @Test
    void theLogsAreEveryLifetimeUpToTheFirstMissingOne() {
        assertEquals(List.of(ModeFolder.GC_LOG.in(modeDir), ModeFolder.ofLifetime(ModeFolder.GC_LOG, 2).in(modeDir)),
                ConsumerGcLogs.of(modeDir));
    }

    @Test
    void theSecondJvmsEventsArePlacedOnTheFirstJvmsClockByWallTime() throws Exception {
        List<GcEvent> first = new ArrayList<>();
        List<GcEvent> second = new ArrayList<>();
        try (ConsumerGcLogs.Stream in = ConsumerGcLogs.open(ConsumerGcLogs.of(modeDir))) {
            while (in.hasNext()) {
                LogEvent e = in.next();
                if (e instanceof GcEvent gc) {
                    (in.lifetime() == 1 ? first : second).add(gc);
                }
            }
        }
        assertTrue(!first.isEmpty() && !second.isEmpty());
        GcEvent a = first.get(0);
        double startMs = a.time().wallClock().toEpochMilli() - a.time().uptimeSec() * 1000;
        GcEvent lastOfFirst = first.get(first.size() - 1);
        GcEvent b = second.get(0);
        assertTrue(b.time().uptimeSec() > lastOfFirst.time().uptimeSec() + 1.5,
                "the second JVM started 2 s after the first ended: " + b.time() + " after " + lastOfFirst.time());
        for (GcEvent e : second) {
            assertEquals((e.time().wallClock().toEpochMilli() - startMs) / 1000, e.time().uptimeSec(), 0.003);
        }
    }

    @Test
    void theModesGcCountsCoverBothConsumers() {
        ModeSummary s = ModeSummarizer.summarize(modeDir, new ModeSummarizer.Observed(Mode.of(DiscoveryMode.INTERFACE), "3.3.6",
                Outcome.COMPLETED, "", Map.of(), Map.of(), null, 0L, 10.0, null, null), (where, what) -> { });
        assertEquals(youngFirst + youngSecond, s.gcFigures().youngCount());
        assertEquals(4L, s.gcFigures().probeFullCount(), "two forced full GCs in each JVM");
        assertEquals(youngFirst + youngSecond, s.gcFigures().summary().pauses().young().count(), "the analyzers' summary of both logs");
    }
}
