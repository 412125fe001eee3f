package org.sdsim.simulator.orchestrator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.simulator.cli.SdsimCommand;

/**
 * {@code kill -9} of a measuring orchestrator leaves no process behind: the consumer, the loopback
 * provider and both registry JVMs exit within 5 s by themselves, and {@code sdsim report} still
 * renders what the run recorded.
 */
class NoOrphansTest {

    private static final Duration ORPHAN_LIMIT = Duration.ofSeconds(5);

    @TempDir
    Path dir;

    @Test
    void everyChildExitsWithinFiveSecondsOfAKill9OfTheOrchestratorAndTheFolderStillReports() throws Exception {
        try (SdsimRunProcess run = SdsimRunProcess.start(dir, List.of("--duration", "5m"))) {
            assertTrue(run.awaitOutput("[interface] probe:", Duration.ofMinutes(3)),
                    "the consumer never measured:\n" + run.output());
            List<ProcessHandle> children = run.descendants();
            SdsimRunProcess.find(children, "ConsumerMain");
            SdsimRunProcess.find(children, "ProviderMain");
            SdsimRunProcess.find(children, "RegistryMain zk1");
            SdsimRunProcess.find(children, "RegistryMain zk2");

            run.process.destroyForcibly(); // SIGKILL: no shutdown hook, no close, nothing told
            run.process.waitFor();
            long deadline = System.nanoTime() + ORPHAN_LIMIT.toNanos();
            while (System.nanoTime() < deadline && children.stream().anyMatch(ProcessHandle::isAlive)) {
                Thread.sleep(100);
            }
            List<ProcessHandle> survivors = children.stream().filter(ProcessHandle::isAlive).toList();
            assertEquals(List.of(), survivors, "alive " + ORPHAN_LIMIT.toSeconds() + " s after kill -9 of the orchestrator:"
                    + SdsimRunProcess.describe(survivors));
        }
        Path runDir = dir.resolve("run");
        int code = SdsimCommand.commandLine().execute("report", runDir.toString());
        assertTrue(code == 0 || code == 1, "sdsim report exited " + code);
        assertTrue(Files.exists(runDir.resolve("report.html")), "no report.html in " + runDir);
    }
}
