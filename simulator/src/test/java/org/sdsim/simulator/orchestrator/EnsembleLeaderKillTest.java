package org.sdsim.simulator.orchestrator;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.fixtures.churn.ChurnPlan;
import org.sdsim.simulator.fault.FaultPlan;
import org.sdsim.simulator.fault.FaultRecord;
import org.sdsim.simulator.folder.EventLines;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.folder.Problems;
import org.sdsim.simulator.plan.RunOptions;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.Outcome;
import org.sdsim.simulator.summary.MemberFigures;
import org.sdsim.simulator.summary.ModeCpu;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.ProcessCpu;
import org.sdsim.simulator.summary.RegistryFigures;
import org.sdsim.simulator.summary.RunSummary;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --ensemble 3} on the real parts: one embedded registry that is a three-member ZooKeeper ensemble of child
 * JVMs on 127.0.0.1, a real provider and a real Dubbo 3.3 consumer given every member. Its leader is killed while
 * the consumer measures: another member is elected, the killed one is started again, the consumer keeps its
 * addresses and its calls, and the summary names each member's role and CPU, the killed member's two processes
 * apart. A few subscribers (the subscriber JVM's lean sessions) reconnect as the ZooKeeper client does, and each
 * holds the fleet again.
 */
class EnsembleLeaderKillTest {

    private static final int PROVIDERS = 10;
    private static final int SUBSCRIBERS = 4;

    @TempDir
    static Path dir;
    static Path runDir;
    static ModeSummary mode;
    static FaultRecord kill;

    @BeforeAll
    static void runWithALeaderKill() throws Exception {
        runDir = dir.resolve("run");
        RunOptions base = SmallRuns.options(runDir, List.of(DiscoveryMode.INTERFACE), Duration.ofSeconds(15),
                ChurnPlan.off());
        RunOptions options = base.toBuilder().fleet(RunOptions.FleetSource.synthetic(SmallRuns.topology(PROVIDERS)))
                .registries(new RunOptions.Registries(List.of(), 1, 3))
                .subscribers(SUBSCRIBERS)
                .faults(FaultPlan.parse(List.of("leader-kill@2s"), List.of("zk1")))
                .build();
        RunSummary summary = new Orchestrator(options, "test").run();
        mode = summary.modes().get(0);
        List<FaultRecord> faults = EventLines.read(ModeFolder.of(runDir, Mode.of(DiscoveryMode.INTERFACE)), "",
                Problems.STDERR).faults();
        assertEquals(1, faults.size(), "one fault recorded");
        kill = faults.get(0);
    }

    @Test
    void anotherMemberIsElectedAndTheKilledLeaderServesAgain() {
        assertEquals(Outcome.COMPLETED, mode.course().outcome(), mode.course().outcomeDetail());
        assertTrue(kill.result().recovered(), kill.result().note());
        assertEquals(1, kill.ensemble().stopped().size(), kill.ensemble().toString());
        String stopped = kill.ensemble().stopped().get(0);
        assertTrue(stopped.startsWith("zk1.") && stopped.contains("(leader, pid "), stopped);
        Double election = kill.ensemble().electionSeconds().get("zk1");
        assertNotNull(election, "the election was timed: " + kill.ensemble());
        assertTrue(election > 0 && election < 60, "election " + election + " s");
        String newLeader = kill.ensemble().leaders().get("zk1");
        assertNotNull(newLeader, kill.ensemble().toString());
        assertNotEquals(stopped.substring(0, stopped.indexOf(' ')), newLeader, "the killed member leads again");
        assertTrue(kill.ensemble().backSeconds().get("zk1") >= election, "back after the election");
    }

    @Test
    void everySessionReconnectedAndNoneExpired() {
        FaultRecord.Sessions s = kill.sessions();
        assertTrue(s.before() >= 2, "the consumer's and the registrar's sessions at least: " + s);
        assertEquals(0, s.expired(), "sessions expired: " + s);
        // a leader's loss makes every follower drop its clients too, so every session made a new connection (to the
        // next member of its connect string that took it: another one, or its own again once that served again)
        assertEquals(s.before(), s.reconnected(), "sessions reconnected: " + s);
        assertTrue(s.moved() >= 0 && s.moved() <= s.reconnected(), "sessions moved: " + s);
        assertTrue(kill.storm().requests() > 0, "the storm's requests: " + kill.storm());
        assertTrue(kill.storm().registryCpuSeconds() != null && kill.storm().registryCpuSeconds() > 0,
                "the members' CPU over the storm, the restarted one's new process included: " + kill.storm());
        assertTrue(kill.storm().machineBusyCores() > 0 && kill.storm().machineBusyCores() <= kill.storm().machineCores(),
                kill.storm().toString());
    }

    @Test
    void everySubscriberReconnectedAndHoldsTheFleetAgain() {
        FaultRecord.Resubscribed r = kill.subscribers();
        assertEquals(SUBSCRIBERS, r.dropped(), "every follower drops its clients when the leader goes: " + r);
        assertEquals(SUBSCRIBERS, r.recovered(), r.toString());
        assertEquals(0, r.renewed(), "no session expired: " + r);
        assertEquals(0, kill.sessions().subscribersLost(), kill.sessions().toString());
        assertTrue(r.holdSeconds() >= r.backSeconds(), "the fleet is held again after the sessions are back: " + r);
        // interface level: the retry timer's re-subscription lists every category of every service again
        assertTrue(r.requests() >= 3, "the re-subscription's listings: " + r);
    }

    @Test
    void theConsumersCallsKeptSucceedingAcrossTheElection() throws Exception {
        assertEquals(0L, mode.calls().failed(), "calls failed");
        assertEquals(0L, kill.calls().failed(), "calls failed during the fault");
        long after = Files.readAllLines(ModeFolder.CALLS.in(ModeFolder.of(runDir, Mode.of(DiscoveryMode.INTERFACE))))
                .stream().skip(1).map(l -> l.split(",", -1))
                .filter(f -> Long.parseLong(f[0]) > kill.timing().endEpochMs() && Boolean.parseBoolean(f[3])).count();
        assertTrue(after >= 3, "calls answered after the ensemble was whole again: " + after);
    }

    @Test
    void theSummaryNamesEachMembersRoleAndCpuTheKilledOnesTwoProcessesApart() {
        RegistryFigures zk1 = mode.registry().get("zk1");
        assertNotNull(zk1, "zk1's figures");
        List<MemberFigures> members = zk1.members();
        assertEquals(List.of("zk1.1", "zk1.2", "zk1.3"), members.stream().map(MemberFigures::member).toList());
        assertEquals(1, members.stream().filter(m -> "leader".equals(m.roles().atStart())).count(), members.toString());
        assertEquals(1, members.stream().filter(m -> "leader".equals(m.roles().atEnd())).count(), members.toString());
        String killed = kill.ensemble().stopped().get(0).substring(0, 5);
        for (MemberFigures m : members) {
            assertEquals(500, m.outstanding().limit(), m.member() + ": a three-member ensemble's limit is 1000 / 2");
            assertTrue(m.load().requests() != null && m.load().requests() > 0, m.member() + " requests " + m.load());
            assertTrue(m.cpuSeconds() != null && m.cpuSeconds() > 0, m.member() + " CPU " + m.cpu());
            if (m.member().equals(killed)) {
                assertEquals("leader", m.roles().atStart());
                assertEquals("follower", m.roles().atEnd(), "the killed leader rejoins as a follower");
                List<ProcessCpu> lives = m.cpu();
                assertEquals(2, lives.size(), "its CPU up to its death and its successor's: " + lives);
                assertNotEquals(lives.get(0).pid(), lives.get(1).pid());
                assertTrue(lives.get(0).toMs() <= lives.get(1).fromMs(), "the successor starts after the death: " + lives);
            } else {
                assertEquals(1, m.cpu().size(), m.member() + " ran in one process: " + m.cpu());
            }
        }
        assertEquals(ModeCpu.ensemble("zk1"), mode.cpu().notMeasured().get(ModeCpu.registryRole("zk1")));
    }
}
