package org.sdsim.simulator.orchestrator;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.fixtures.churn.ChurnPlan;
import org.sdsim.simulator.fault.FaultPlan;
import org.sdsim.simulator.folder.EventLines;
import org.sdsim.simulator.fault.FaultRecord;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.folder.Problems;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.Outcome;
import org.sdsim.simulator.plan.RunOptions;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RunSummary;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Scripted faults on the real parts: two embedded ZooKeeper servers, a real provider and real
 * consumer JVMs. One interface-mode run, four faults spaced out: zk1 restarted, the consumer's
 * ZooKeeper sessions ended on the servers, the consumer killed with -9 and started again, zk2
 * frozen (SIGSTOP, a partition: its port still accepts connections but nothing answers) for 10 s.
 */
class FaultRunTest {

    @TempDir
    static Path dir;
    static Path modeDir;
    static RunSummary summary;
    static List<FaultRecord> faults;

    @BeforeAll
    static void runWithFaults() throws Exception {
        Path runDir = dir.resolve("run");
        RunOptions base = SmallRuns.options(runDir, List.of(DiscoveryMode.INTERFACE), Duration.ofSeconds(120),
                ChurnPlan.off());
        RunOptions options = base.toBuilder().fleet(RunOptions.FleetSource.synthetic(SmallRuns.topology(10)))
                .faults(FaultPlan.parse(List.of("registry-restart:zk1@3s", "session-expiry@22s", "consumer-kill@40s",
                        "registry-outage:zk2:hang@70s+10s"),
                        List.of("zk1", "zk2")))
                .build();
        summary = new Orchestrator(options, "test").run();
        modeDir = ModeFolder.of(runDir, Mode.of(DiscoveryMode.INTERFACE));
        faults = EventLines.read(modeDir, "", Problems.STDERR).faults();
    }

    @Test
    void theRunCompletesAndRecordsEveryFaultInOrder() {
        ModeSummary m = summary.modes().get(0);
        assertEquals(Outcome.COMPLETED, m.course().outcome(), m.course().outcomeDetail());
        assertEquals(List.of("registry-restart", "session-expiry", "consumer-kill", "registry-outage"),
                faults.stream().map(f -> f.action().kind()).toList());
        assertEquals(4, m.scriptedFaults().ran().size(), "summary.json lists the mode's faults");
        assertEquals(0L, m.scriptedFaults().ran().get(0).recordsLost());
    }

    @Test
    void aRegistryRestartIsFollowedByEveryAddressInBothRegistries() {
        FaultRecord restart = faults.get(0);
        assertEquals("zk1", restart.action().registry());
        assertTrue(restart.result().recovered(), restart.result().note());
        assertEquals(Map.of("zk1", true, "zk2", true), Map.of("zk1", restart.addresses().secondsToFull().containsKey("zk1"),
                "zk2", restart.addresses().secondsToFull().containsKey("zk2")));
        assertTrue(restart.timing().recoveredEpochMs() >= restart.timing().endEpochMs());
    }

    @Test
    void aSessionExpiryEndsTheConsumersSessionsAndEveryAddressComesBack() {
        FaultRecord expiry = faults.get(1);
        assertTrue(expiry.result().recovered(), expiry.result().note());
        // at least one session per registry: the registry clients Dubbo opened
        assertTrue(expiry.sessionsEnded().stream().anyMatch(s -> s.endsWith("@zk1")), expiry.sessionsEnded().toString());
        assertTrue(expiry.sessionsEnded().stream().anyMatch(s -> s.endsWith("@zk2")), expiry.sessionsEnded().toString());
        assertEquals(expiry.addresses().expected(), 10L * 8, "10 providers x 8 interfaces per registry");
    }

    @Test
    void aKilledConsumerIsReplacedConvergesAndItsGapIsRecorded() throws Exception {
        FaultRecord kill = faults.get(2);
        assertTrue(kill.result().recovered(), kill.result().note());
        assertEquals(2, kill.consumer().lifetime());
        assertNotNull(kill.consumer().gapSeconds());
        assertTrue(kill.consumer().gapSeconds() > 0 && kill.consumer().gapSeconds() < 180, "gap " + kill.consumer().gapSeconds());
        assertEquals(0L, kill.addresses().lowest().get("zk1"), "the new consumer starts with no address");
        // both lifetimes' files are kept: the first GC log and the second's own
        assertTrue(Files.size(ModeFolder.GC_LOG.in(modeDir)) > 0);
        assertTrue(Files.size(ModeFolder.ofLifetime(ModeFolder.GC_LOG, 2).in(modeDir)) > 0);
        assertTrue(Files.exists(ModeFolder.ofLifetime(ModeFolder.CONSUMER_LOG, 2).in(modeDir)));
        List<String> calls = Files.readAllLines(ModeFolder.CALLS.in(modeDir));
        assertEquals(1, calls.stream().filter(l -> l.startsWith("epochMs,")).count(), "one header, both lifetimes' rows");
        long firstKill = kill.timing().startEpochMs();
        assertTrue(calls.stream().skip(1).anyMatch(l -> Long.parseLong(l.split(",")[0]) < firstKill));
        assertTrue(calls.stream().skip(1).anyMatch(l -> Long.parseLong(l.split(",")[0]) > kill.timing().endEpochMs()));
        assertFalse(summary.modes().get(0).scriptedFaults().ran().get(2).youngGcs() == null, "GC around the kill joined from gc-2.log");
    }

    @Test
    void theModesGcCountsCoverBothConsumers() throws Exception {
        long young = 0;
        for (Path log : List.of(ModeFolder.GC_LOG.in(modeDir), ModeFolder.ofLifetime(ModeFolder.GC_LOG, 2).in(modeDir))) {
            young += Files.readAllLines(log).stream()
                    .filter(l -> l.contains("[gc ") && l.contains("Pause Young") && l.endsWith("ms")).count();
        }
        assertTrue(young > 0, "the consumers should have done young GCs");
        assertEquals(young, summary.modes().get(0).gcFigures().youngCount(), "young GCs of gc.log and gc-2.log");
    }

    @Test
    void aFrozenRegistryIsRecoveredFromOnceItThaws() {
        FaultRecord hang = faults.get(3);
        assertEquals("zk2", hang.action().registry());
        assertEquals("hang", hang.action().variant());
        assertTrue(hang.result().recovered(), hang.result().note());
        assertTrue(hang.timing().endEpochMs() - hang.timing().startEpochMs() >= 10_000, "frozen for the 10 s asked");
        assertEquals(10L * 8, hang.addresses().lowest().get("zk1"), "zk1 kept every address while zk2 was frozen");
    }
}
