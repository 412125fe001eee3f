package org.sdsim.simulator.orchestrator;

import org.sdsim.simulator.summary.CacheFileLoad;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.fixtures.churn.ChurnPlan;
import org.sdsim.fixtures.topology.Topology;
import org.sdsim.simulator.folder.CacheFileLoadsRecord;
import org.sdsim.simulator.folder.CensusRecord;
import org.sdsim.simulator.folder.MigrationLines;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.folder.Problems;
import org.sdsim.simulator.folder.RuleWriteRecord;
import org.sdsim.simulator.folder.TransitionRecord;
import org.sdsim.simulator.migration.MigrationSchedule;
import org.sdsim.simulator.run.ConsumerRealism;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.Outcome;
import org.sdsim.simulator.plan.ModePlanner;
import org.sdsim.simulator.plan.RunOptions;
import org.sdsim.simulator.summary.MigrationPhase;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RunSummary;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The migration rehearsal on the real parts, as small as it goes: one embedded ZooKeeper, 10
 * providers × 2 interfaces over dubbo, the real provider, and one real Dubbo 3.3 consumer that starts
 * at FORCE_INTERFACE and is taken to APPLICATION_FIRST and then FORCE_APPLICATION by its own
 * migration rule, written into the run's namespace. The switch is asserted from the consumer's own
 * state (its MigrationInvokers, as its STATUS replies report them). About a minute: one consumer, no
 * churn, no heap dump.
 */
class MigrationRunTest {

    private static final int PROVIDERS = 10;
    private static final int INTERFACES = 2;

    @TempDir
    static Path dir;
    static ModeSummary mode;
    static MigrationLines lines;

    @BeforeAll
    static void migrateOneConsumer() throws Exception {
        Path runDir = dir.resolve("run");
        Topology fleet = Topology.builder().providers(PROVIDERS).interfaces(INTERFACES)
                .protocols(Topology.DEFAULT_PROTOCOLS.stream().filter(p -> p.name().equals("dubbo")).toList())
                .dubboPort(SmallRuns.freePort()).build();
        RunOptions options = RunOptions.builder(ModePlanner.installed().planModes(List.of(Mode.of(DiscoveryMode.INTERFACE))),
                        RunOptions.FleetSource.synthetic(fleet), runDir)
                .registries(RunOptions.Registries.embedded(1))
                .pace(new RunOptions.Pace(Duration.ofSeconds(22), Duration.ofSeconds(2), Duration.ofSeconds(4),
                        Duration.ofSeconds(5), Duration.ofMinutes(3)))
                .consumer(new RunOptions.ConsumerSetup("consumer-1c2g", ConsumerRealism.DEFAULTS, false))
                .migration(MigrationSchedule.parse(
                        List.of("FORCE_INTERFACE@0s", "APPLICATION_FIRST@7s", "FORCE_APPLICATION@14s")))
                .build();
        RunSummary summary = new Orchestrator(options, "test").run();
        mode = summary.modes().get(0);
        lines = MigrationLines.read(ModeFolder.of(runDir, mode.mode()), "", Problems.STDERR);
    }

    @Test
    void everyRuleIsWrittenIntoTheRunsNamespaceAndTheConsumerTakesEachStep() {
        assertEquals(Outcome.COMPLETED, mode.course().outcome(), mode.course().outcomeDetail());
        assertEquals(List.of("FORCE_INTERFACE", "APPLICATION_FIRST", "FORCE_APPLICATION"),
                lines.writes().stream().map(RuleWriteRecord::step).toList());
        for (RuleWriteRecord w : lines.writes()) {
            assertEquals(List.of("zk1"), w.written(), w.failed().toString());
            assertTrue(w.path().matches("/sdsim/run-[0-9a-f]{8}/dubbo/config/DUBBO_SERVICEDISCOVERY_MIGRATION/"
                    + "sdsim-consumer\\.migration"), w.path());
        }
        assertEquals(List.of(TransitionRecord.UNCHANGED, TransitionRecord.SWITCHED, TransitionRecord.SWITCHED),
                lines.transitions().stream().map(TransitionRecord::verdict).toList(),
                "the consumer starts at FORCE_INTERFACE, then switches twice");
        lines.transitions().forEach(t -> assertTrue(t.switchSec() != null && t.switchSec() < 30, t.toString()));
    }

    @Test
    void theApplicationLevelRegistryOfTheSwitchLoadsTheCacheFileTheInterfaceLevelOneWrote() {
        // Dubbo's own "Loaded registry cache file" line: the home starts empty, so the consumer's start-up loads
        // nothing; the ServiceDiscoveryRegistry created at APPLICATION_FIRST loads what ZookeeperRegistry saved
        assertEquals(List.of(List.of(), List.of(new CacheFileLoad("ServiceDiscoveryRegistry", "zk1", 1)),
                List.of()), mode.migration().phases().stream().map(p -> p.registries().cacheFileLoads()).toList());
    }

    @Test
    void afterForceApplicationTheConsumerHoldsNoInterfaceLevelAddressAndTheWholeFleetApplicationLevel() {
        CensusRecord end = lines.censuses().stream().filter(c -> CensusRecord.END.equals(c.mark())).findFirst()
                .orElseThrow();
        int invokers = INTERFACES; // one MigrationInvoker per interface and registry
        assertEquals(invokers, end.invokers());
        assertEquals(Map.of("FORCE_APPLICATION", invokers), end.steps());
        assertEquals(invokers, end.servingApplication(), "every invoker serves calls from the application level");
        assertEquals(0L, end.interfaceAddresses());
        assertEquals(0, end.interfaceDirectories(), "the interface-level invoker is destroyed");
        assertEquals((long) PROVIDERS * INTERFACES, end.applicationAddresses());
        // and what the mode reports follows the step it switched to
        mode.addresses().perInterfacePerRegistry().get("zk1").forEach((iface, n) -> assertEquals(PROVIDERS, n, iface));
    }

    @Test
    void whileBothLevelsLiveTheConsumerHoldsTheFleetTwiceAndNoCallFailsThroughTheFlips() {
        List<MigrationPhase> phases = mode.migration().phases();
        assertEquals(3, phases.size());
        MigrationPhase dual = phases.get(1);
        assertEquals((long) PROVIDERS * INTERFACES, dual.census().interfaceAddresses());
        assertEquals((long) PROVIDERS * INTERFACES, dual.census().applicationAddresses());
        assertEquals("application", dual.census().serving(), "APPLICATION_FIRST calls the application level once it has addresses");
        for (MigrationPhase p : phases.subList(1, 3)) {
            assertNotNull(p.probe().calls(), "the dense probe ran through " + p.rule().step());
            assertTrue(p.probe().calls() >= 10, p.rule().step() + ": " + p.probe().calls() + " probe calls");
            assertEquals(0L, p.calls().failed(), p.rule().step());
            assertNotNull(p.heap().afterFullGcMb(), p.rule().step() + " had probes");
        }
    }

    @Test
    void theRegistryStillHoldsTheInterfaceLevelWatchesAfterForceApplication() {
        // Dubbo 3.3.6 destroys the interface-level directory but leaves its ZooKeeper child watches on
        // the providers paths until they fire (lazy unsubscribe); with no churn they never do.
        MigrationPhase last = mode.migration().last();
        assertNotNull(last.registries().watchesByKind(), "the embedded registry lists its watches");
        assertEquals((long) INTERFACES, last.registries().watches("providers"), last.registries().watchesByKind().toString());
    }
}
