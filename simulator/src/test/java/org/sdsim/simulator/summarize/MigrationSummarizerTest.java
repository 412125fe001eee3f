package org.sdsim.simulator.summarize;

import org.sdsim.simulator.summary.CacheFileLoad;

import org.sdsim.simulator.summary.FreshComparison;
import org.sdsim.simulator.summary.HeapTrend;
import org.sdsim.simulator.summary.MigrationPhase;
import org.sdsim.simulator.summary.MigrationSummary;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RunSummary;

import org.sdsim.simulator.summarize.MigrationSummarizer;
import org.sdsim.simulator.table.MigrationTable;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.consumer.files.CallRow;
import org.sdsim.fixtures.meter.RegistrySample;
import org.sdsim.simulator.folder.CacheFileLoadsRecord;
import org.sdsim.simulator.folder.CensusRecord;
import org.sdsim.simulator.folder.MigrationLines;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.summary.ProbeRecord;
import org.sdsim.simulator.folder.Problems;
import org.sdsim.simulator.folder.RuleWriteRecord;
import org.sdsim.simulator.folder.TransitionRecord;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.Outcome;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A migrated mode folder written by hand (migration.jsonl, probes, calls, registry samples) cut into
 * its phases: 10 s at FORCE_INTERFACE, a switch to APPLICATION_FIRST, then FORCE_APPLICATION, whose
 * heap is set beside a fresh application-level mode.
 */
class MigrationSummarizerTest {

    private static final long T0 = 1_000_000L;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path modeDir;
    static MigrationSummary block;

    @BeforeAll
    static void summarizeAHandWrittenMigration() throws Exception {
        List<Object> lines = List.of(
                census(0, CensusRecord.START, 0, "FORCE_INTERFACE", 4, 0, 40, 4, 0, 0),
                write(1, "APPLICATION_FIRST", "APPLICATION_FIRST@10s", 10),
                census(1, null, 12, "APPLICATION_FIRST", 0, 4, 40, 4, 40, 4),
                transition(1, "APPLICATION_FIRST", 10, 1.5, 9.9, 14),
                new CacheFileLoadsRecord(CacheFileLoadsRecord.KIND, 0, List.of()),
                new CacheFileLoadsRecord(CacheFileLoadsRecord.KIND, 1, List.of(
                        new CacheFileLoad("ServiceDiscoveryRegistry", "zk1", 1))),
                write(2, "FORCE_APPLICATION", "FORCE_APPLICATION@20s", 20),
                transition(2, "FORCE_APPLICATION", 20, 0.4, 19.9, 23.5),
                census(2, CensusRecord.END, 29, "FORCE_APPLICATION", 0, 4, 0, 0, 40, 4));
        List<String> text = new ArrayList<>();
        for (Object line : lines) {
            text.add(JSON.writeValueAsString(line));
        }
        Files.write(ModeFolder.MIGRATION.in(modeDir), text);
        double[][] probes = {{2, 100}, {5, 101}, {11, 150}, {15, 152}, {21, 120}, {25, 110}, {28, 110}};
        List<String> probeLines = new ArrayList<>();
        for (double[] p : probes) {
            probeLines.add(JSON.writeValueAsString(new ProbeRecord(at(p[0]), p[0], p[1], null, 5.0, Map.of(), null)));
        }
        Files.write(ModeFolder.PROBES.in(modeDir), probeLines);
        Files.write(ModeFolder.CALLS.in(modeDir), List.of(CallRow.HEADER,
                at(3) + ",A,getA,true,2.0,", at(10.1) + ",A,getA,true,10.0,", at(10.2) + ",B,getB,true,12.0,",
                at(20.0) + ",A,getA,true,8.0,", at(20.3) + ",B,getB,false,3000.0,\"RpcException: No provider\"",
                at(20.4) + ",A,getA,true,9.0,", at(26) + ",B,getB,true,1.0,"));
        Files.write(ModeFolder.REGISTRY_SAMPLES.in(modeDir), List.of(
                JSON.writeValueAsString(sample(MigrationLines.phaseEndMark(0), 8, 0)),
                JSON.writeValueAsString(sample(MigrationLines.phaseEndMark(2), 8, 2))));
        block = MigrationSummarizer.summarize(modeDir, org.sdsim.simulator.folder.JsonFiles.readLines(modeDir, ModeFolder.PROBES,
                "", "probes", Problems.STDERR, false), Problems.STDERR);
    }

    @Test
    void theModeIsCutAtItsRuleWritesWithTheTimeBeforeTheFirstAsPhaseZero() {
        assertEquals("APPLICATION_FIRST@10s,FORCE_APPLICATION@20s", block.schedule());
        assertEquals(List.of(0, 1, 2), block.phases().stream().map(MigrationPhase::phase).toList());
        assertEquals(List.of("FORCE_INTERFACE", "APPLICATION_FIRST", "FORCE_APPLICATION"),
                block.phases().stream().map(p -> p.rule().step()).toList());
        assertEquals(List.of(0.0, 10.0, 20.0), block.phases().stream().map(p -> p.span().fromSec()).toList());
        assertEquals(29.0, block.last().span().toSec());
        assertNull(block.phases().get(0).transition().verdict(), "phase 0 had no write to take");
    }

    @Test
    void eachPhaseSaysWhichRegistriesLoadedTheCacheFileInItAndAPhaseNotCountedSaysNA() {
        assertEquals(List.of(), block.phases().get(0).registries().cacheFileLoads());
        assertEquals(List.of(new CacheFileLoad("ServiceDiscoveryRegistry", "zk1", 1)),
                block.phases().get(1).registries().cacheFileLoads());
        assertNull(block.phases().get(2).registries().cacheFileLoads(), "the mode ended before phase 2's count was written");
        List<List<String>> rows = MigrationTable.rows(summary(block, 110.0));
        assertEquals(List.of("none", "ServiceDiscoveryRegistry zk1 1", "n/a"),
                rows.stream().map(r -> r.get(r.size() - 1)).toList());
    }

    @Test
    void afterForceApplicationTheConsumerHoldsNoInterfaceLevelDirectoryAndTheWholeFleetApplicationLevel() {
        MigrationPhase last = block.last();
        assertEquals(TransitionRecord.SWITCHED, last.transition().verdict());
        assertEquals(0.4, last.transition().switchSec());
        assertEquals("application", last.census().serving());
        assertEquals(0L, last.census().interfaceAddresses());
        assertEquals(0, last.census().interfaceDirectories());
        assertEquals(40L, last.census().applicationAddresses());
        assertEquals(List.of("none", "40"), MigrationTable.rows(summary(block, 110.0)).get(2).subList(6, 8),
                "the table says the interface-level directory is gone, not empty");
    }

    @Test
    void eachPhaseHasItsOwnProbesCallsAndTheDenseProbesLatency() {
        MigrationPhase first = block.phases().get(0);
        assertEquals(100.0, first.heap().afterFullGcMb(), "two probes: the median is the lower one");
        assertEquals(HeapTrend.TOO_FEW, first.heap().trend().state());
        MigrationPhase last = block.last();
        assertEquals(110.0, last.heap().afterFullGcMb());
        assertEquals(3L, last.calls().ok());
        assertEquals(1L, last.calls().failed());
        assertEquals(3, last.probe().calls());
        assertEquals(1, last.probe().failed());
        assertEquals(3000.0, last.probe().maxMs());
        assertEquals(2, block.phases().get(1).probe().calls());
        assertNull(last.heap().youngGcs(), "no GC log, no GC figures");
    }

    @Test
    void providerWatchesLeftAfterForceApplicationAreReportedPerPhase() {
        assertEquals(8L, block.last().registries().watches("providers"));
        assertEquals(2L, block.last().registries().watches("services"));
        assertNull(block.phases().get(1).registries().watchesByKind(), "no sample was taken at phase 1's end");
    }

    @Test
    void theLastPhaseIsSetBesideAFreshApplicationModeOfTheSameDubbo() {
        ModeSummary migrated = summary(block, null);
        ModeSummary fresh = new ModeSummary(Mode.of(DiscoveryMode.APPLICATION), "3.3.6", null,
                new ModeSummary.Course(Outcome.COMPLETED, "", 1.0, 0L, 10.0), new ModeSummary.Heap(100.0, null, null, 6, null),
                null, null, null, new ModeSummary.Attribution(Map.of("urls", 1.0, "netty", 1.2), 20.0, null), null, null,
                null, null, null, null);
        RunSummary run = new RunSummary("r", List.of(migrated, fresh)).withDiscoveryCost();
        FreshComparison c = run.modes().get(0).migration().fresh();
        assertEquals("application", c.freshMode());
        assertEquals(10.0, c.differenceMb());
        assertEquals(FreshComparison.LEAK, c.verdict(), c.sentence());
        assertEquals(Map.of("urls", 7.0), c.componentsMb(), "netty's 0.2 MB is below the floor");
        assertTrue(c.sentence().startsWith("leak: 10.0 MB more than a fresh application consumer"), c.sentence());
        assertNull(run.modes().get(1).migration(), "the fresh mode did not migrate");
    }

    private static ModeSummary summary(MigrationSummary migration, Double heap) {
        return new ModeSummary(Mode.of(DiscoveryMode.INTERFACE), "3.3.6", null,
                new ModeSummary.Course(Outcome.COMPLETED, "", 1.0, 0L, 30.0), new ModeSummary.Heap(heap, null, null, 7, null),
                null, null, null, new ModeSummary.Attribution(Map.of("urls", 8.0, "netty", 1.0), 25.0, null), null, null,
                null, migration, null, null);
    }

    private static long at(double sec) {
        return T0 + Math.round(sec * 1000);
    }

    private static CensusRecord census(int phase, String mark, double sec, String step, int servingInterface,
            int servingApplication, long itf, int itfDirs, long app, int appDirs) {
        return new CensusRecord(CensusRecord.KIND, phase, mark, at(sec), 4, Map.of(step, 4), servingInterface,
                servingApplication, itfDirs, appDirs, itf, app, 0, 0);
    }

    private static RuleWriteRecord write(int phase, String step, String spec, double sec) {
        return new RuleWriteRecord(RuleWriteRecord.KIND, phase, step, spec, sec, sec, at(sec), "/sdsim/r/dubbo/config/x",
                List.of("zk1"), Map.of(), "step: " + step + "\n");
    }

    private static TransitionRecord transition(int phase, String step, double writtenSec, double switchSec,
            double burstFrom, double burstTo) {
        return new TransitionRecord(TransitionRecord.KIND, phase, step, step, TransitionRecord.SWITCHED, at(writtenSec),
                switchSec, switchSec, 4, 4, 0, Map.of(step, 4), at(burstFrom), at(burstTo), "");
    }

    private static RegistrySample sample(String mark, long providers, long services) {
        return new RegistrySample(at(1), "zk1", mark, null, Map.of("providers", 0L, "services", services),
                Map.of("providers", providers), List.of());
    }
}
