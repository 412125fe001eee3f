package org.sdsim.simulator.orchestrator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.simulator.cli.ExitCode;
import org.sdsim.simulator.folder.EventLines;
import org.sdsim.simulator.fault.FaultRecord;
import org.sdsim.simulator.folder.Problems;
import org.sdsim.simulator.folder.RecoveryVerdict;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A fault schedule that cannot fit under a small cap, on the real parts: {@code sdsim run} in a JVM
 * of its own, with embedded registries, a real provider and a real consumer, churn off. Two session
 * expiries 1 s apart and a consumer-kill after them, in 20 s of measuring that may be extended by
 * 10 s. Each fault waits for the previous one's 15 s recovery hold, so the first expiry recovers,
 * the second is still in its hold when the cap ends measuring, and the kill never runs: it is
 * listed as not injected, and the run exits 1.
 */
class FaultScheduleCapTest {

    private static final String CAP = "the measuring extension reached its cap, --max-fault-extension 10s";

    @TempDir
    static Path dir;
    static Integer code;
    static String output;
    static JsonNode mode;
    static List<FaultRecord> faults;

    @BeforeAll
    static void runAScheduleThatCannotFit() throws Exception {
        // churn off: a rolling wave in progress when the cap comes would make the census short, and
        // the second expiry's verdict a matter of timing
        try (SdsimRunProcess run = SdsimRunProcess.start(dir, List.of("--churn", "off", "--duration", "20s",
                "--max-fault-extension", "10s", "--fault", "session-expiry@2s", "--fault", "session-expiry@3s",
                "--fault", "consumer-kill@4s"))) {
            code = run.waitFor(Duration.ofMinutes(5));
            output = run.output();
        }
        Path runDir = dir.resolve("run");
        mode = new ObjectMapper().readTree(runDir.resolve("summary.json").toFile()).path("modes").get(0);
        faults = EventLines.read(runDir.resolve("interface"), "", Problems.STDERR).faults();
    }

    @Test
    void theRunExitsOneAndSaysBeforeItStartsThatTheScheduleCannotFit() {
        assertNotNull(code, "the run did not end:\n" + output);
        assertEquals(ExitCode.CONSUMER_FAILED.code(), code, output);
        assertEquals("completed", mode.path("outcome").asText(), "the consumer itself did fine: " + mode);
        int warning = output.indexOf("sdsim: warning: the --fault schedule cannot keep its times: session-expiry@3s "
                + "is due 1s after session-expiry@2s, less than one 15s recovery hold; consumer-kill@4s is due 1s after "
                + "session-expiry@3s");
        assertTrue(warning >= 0, output);
        assertTrue(warning < output.indexOf("sdsim: run folder"), "the warning comes before anything starts:\n" + output);
    }

    @Test
    void measuringIsExtendedUpToTheCapAndSaysSo() {
        assertTrue(output.contains("[interface] measuring extended past the 20s of --duration for the scripted faults"),
                output);
        assertTrue(output.contains("[interface] measuring extension cap reached: 1"), output);
        assertTrue(output.contains(" s past the 20s of --duration (--max-fault-extension 10s), with session-expiry@3s "
                + "(being watched), consumer-kill@4s still owed"), output);
        JsonNode extension = mode.path("measuringExtension");
        assertTrue(extension.path("capReached").asBoolean(), extension.toString());
        double extended = extension.path("extendedSec").asDouble();
        assertTrue(extended >= 10 && extended < 13, "stopped at the 10 s cap: " + extension);
    }

    @Test
    void theFaultThatNeverRanIsListedWithItsReasonInSummaryJsonTheConsoleAndTheFaultTable() throws Exception {
        JsonNode notInjected = mode.path("notInjected");
        assertEquals(1, notInjected.size(), mode.toString());
        assertEquals("consumer-kill@4s", notInjected.get(0).path("spec").asText());
        assertEquals(4.0, notInjected.get(0).path("scheduledAtSec").asDouble());
        assertEquals(CAP, notInjected.get(0).path("reason").asText());
        assertTrue(output.contains("[interface] fault consumer-kill@4s: NOT injected (" + CAP + ")"), output);
        assertTrue(output.contains("interface: fault consumer-kill@4s NOT injected: " + CAP), "and after the table:\n"
                + output);
        String md = Files.readString(dir.resolve("run").resolve("summary.md"));
        assertTrue(md.contains("| F3 | interface (3.3.6) | consumer-kill@4s | 4.0 | not run | not injected |"), md);
    }

    @Test
    void theFaultsThatRanSayWhenTheyWereDueWhenTheyRanAndWhichConditionTheSecondMissed() {
        assertEquals(List.of("session-expiry@2s", "session-expiry@3s"), faults.stream().map(f -> f.action().spec()).toList());
        FaultRecord first = faults.get(0);
        assertTrue(first.result().recovered(), first.result().note());
        assertEquals(RecoveryVerdict.RECOVERED.id(), first.result().verdict());
        assertEquals(2.0, first.timing().scheduledAtSec());
        FaultRecord second = faults.get(1);
        assertEquals(3.0, second.timing().scheduledAtSec());
        assertTrue(second.timing().injectedAtSec() >= first.timing().injectedAtSec() + FaultRecord.SETTLE.toSeconds(),
                "the second waited for the first one's hold: " + second.timing().injectedAtSec());
        assertEquals(false, second.result().recovered());
        // every address came back within a second of the expiry: what stopped it was the cap, mid-hold
        assertEquals(RecoveryVerdict.HOLD_NOT_FINISHED.id(), second.result().verdict(), second.result().note());
        assertTrue(second.result().note().contains("measuring ended: " + CAP), second.result().note());
    }
}
