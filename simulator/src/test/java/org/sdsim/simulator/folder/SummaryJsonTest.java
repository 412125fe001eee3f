package org.sdsim.simulator.folder;

import org.sdsim.simulator.summary.ProbeRecord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.analyzers.summary.GcSummary;
import org.sdsim.analyzers.summary.UnparsedSample;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.Outcome;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RunSummary;
import org.sdsim.simulator.summary.MeasuringExtension;
import org.sdsim.simulator.summary.NotInjectedFault;
import org.sdsim.simulator.summary.SteadyState;

/** summary.json is read back into the records it was written from, and a damaged one loses only what is damaged. */
class SummaryJsonTest {
    @TempDir
    Path run;
    final List<String> problems = new ArrayList<>();

    static ModeSummary mode(Mode mode, String dubbo, Outcome outcome, double heap) {
        GcSummary gc = new GcSummary("gc.log", new GcSummary.Jvm("Serial", "17.0.15"),
                new GcSummary.Pauses(new GcSummary.YoungPauses(10, 12.5, 3.0, 1.0, 2.5, 3.0),
                        new GcSummary.FullPauses(1, 40.0, 40.0), new GcSummary.OtherPauses(0, 0.0), 0,
                        new GcSummary.AllPauses(52.5, 40.0, 40.0, 0)),
                new GcSummary.Throughput(90.0, 99.5), new GcSummary.HeapAfterGc(5.0, 6.0, 9.0),
                new GcSummary.AfterFullGc(List.of(heap), heap, List.of(heap - 1), heap - 1),
                new GcSummary.Rates(12.0, Double.NaN), 768.0, new GcSummary.Safepoints(20, 1.5),
                new GcSummary.Unparsed(1, List.of(new UnparsedSample("gc.log:3", "expected a GC line", "x"))));
        return new ModeSummary(mode, dubbo, null,
                new ModeSummary.Course(outcome, "", 4.5, 1_700_000_000_000L, 95.0),
                new ModeSummary.Heap(heap, heap - 1, mode.isBaseline() ? null : heap - 15, 3,
                        new org.sdsim.simulator.summary.HeapTrend("settled", List.of(heap, heap), List.of(heap, heap), heap,
                                4.0, 512.0, null, heap - 1)),
                new ModeSummary.Gc(12L, 1L, 3L, 52.5, "Serial", new SteadyState(90.0, 10, 1, 400.0, 40.0), gc,
                        new org.sdsim.simulator.summary.PushCost(6, 90.0, 120.0, 20.0, 3.5, 50.0, 0.0)),
                new ModeSummary.Calls(18L, 0L),
                new ModeSummary.Addresses(Map.of("zk1", Map.of("org.sdsim.A", 500)), Map.of("127.0.0.1", 502)),
                new ModeSummary.Attribution(Map.of("urls", 40.0, "other", heap - 40.0), heap + 1, null),
                new ModeSummary.Faults(List.of(), mode.isBaseline() ? null : new MeasuringExtension(90.0, 12.5, 600.0, true),
                        mode.isBaseline() ? List.of() : List.of(new NotInjectedFault("storm", "storm@80s", 80.0,
                                "the measuring extension reached its cap, --max-fault-extension 10m"))),
                Map.of("zk1", org.sdsim.simulator.summary.RegistryFigures.unavailable("zk1", "refused")), null, null, null, null);
    }

    private RunSummary readBack() {
        return JsonFiles.readObject(run, RunFolder.SUMMARY, "", (where, what) -> problems.add(where + ": " + what), true);
    }

    @Test
    void summaryJsonWrittenThenReadBackEqualsTheRecordsItWasWrittenFrom() throws Exception {
        RunSummary written = new RunSummary("r1", List.of(mode(Mode.of(DiscoveryMode.BASELINE), "3.3.6",
                Outcome.COMPLETED, 15.0), mode(Mode.parse("interface@2.7"), "2.7.23", Outcome.OOM, 278.5))).withDiscoveryCost();
        JsonFiles.writeReplacing(run, RunFolder.SUMMARY, written);
        assertEquals(written, readBack());
        assertEquals(List.of(), problems);
    }

    @Test
    void theFileCacheByRegistryIsWrittenAndReadBackAndShownAsOneLine() throws Exception {
        var detail = new org.sdsim.simulator.summary.AttributionDetail(List.of(
                new org.sdsim.simulator.summary.FileCacheCopy("ZookeeperRegistry", "zk1", "dubbo-registry-a-127.0.0.1-1.cache",
                        8, 38.2),
                new org.sdsim.simulator.summary.FileCacheCopy("ServiceDiscoveryRegistry", null, null, 0, 0.0)));
        RunSummary written = new RunSummary("r1", List.of(mode(Mode.of(DiscoveryMode.INTERFACE), "3.3.6", Outcome.COMPLETED,
                140.0).withAttributionDetail(detail)));
        JsonFiles.writeReplacing(run, RunFolder.SUMMARY, written);
        assertEquals(detail, readBack().modes().get(0).heapAttribution().detail());
        assertTrue(Files.readString(RunFolder.SUMMARY.in(run)).contains("\"attributionDetail\""));
        assertEquals("ZookeeperRegistry zk1 38.2 MB (8 keys), ServiceDiscoveryRegistry 0.0 MB (0 keys)",
                detail.fileCacheText());
    }

    @Test
    void modesAreWrittenWithTheirGenerationDiscoveryAndDubboAndOutcomesAsLowerCaseIds() throws Exception {
        JsonFiles.writeReplacing(run, RunFolder.SUMMARY,
                new RunSummary("r1", List.of(mode(Mode.parse("interface@2.7"), "2.7.23", Outcome.INTERRUPTED, 1))));
        String json = Files.readString(RunFolder.SUMMARY.in(run));
        assertTrue(json.contains("\"mode\" : \"interface@2.7\"") && json.contains("\"discovery\" : \"interface\"")
                && json.contains("\"dubbo\" : \"2.7.23\"") && json.contains("\"outcome\" : \"interrupted\""), json);
    }

    @Test
    void anOlderSummaryOfTheDubbo27ModeReadsAsInterfaceOnDubbo27() throws Exception {
        Files.writeString(RunFolder.SUMMARY.in(run), """
                {"runId":"r1","modes":[{"mode":"dubbo27","outcome":"completed","heapAfterFullGcMb":278.5}]}""");
        ModeSummary m = readBack().modes().get(0);
        assertEquals(Mode.parse("interface@2.7"), m.mode());
        assertEquals("interface", m.discovery());
        assertEquals(List.of(), problems);
    }

    @Test
    void anUnknownExtraFieldIsIgnoredAndAMissingFieldReadsAsNull() throws Exception {
        Files.writeString(RunFolder.SUMMARY.in(run), """
                {"runId":"r1","writtenBy":"a newer sdsim","modes":[{"mode":"interface","outcome":"completed",
                 "heapAfterFullGcMb":104.3,"somethingNew":{"a":1}}]}""");
        ModeSummary m = readBack().modes().get(0);
        assertEquals(Mode.of(DiscoveryMode.INTERFACE), m.mode());
        assertEquals(104.3, m.heap().afterFullGcMb());
        assertNull(m.gcFigures().youngCount());
        assertNull(m.gcFigures().summary());
        assertEquals(List.of(), problems);
    }

    @Test
    void aValueOfTheWrongTypeLosesOnlyThatFieldAndIsNamedInAProblem() throws Exception {
        Files.writeString(RunFolder.SUMMARY.in(run), """
                {"runId":"r1","modes":[{"mode":"dual","outcome":"oom","heapAfterFullGcMb":"lots","youngGcCount":7,
                 "steadyState":{"seconds":90,"youngGcs":1,"fullGcs":0,"youngGcPerHour":{},"fullGcPerHour":0}}]}""");
        ModeSummary m = readBack().modes().get(0);
        assertEquals(Mode.of(DiscoveryMode.DUAL), m.mode());
        assertEquals(Outcome.OOM, m.course().outcome());
        assertNull(m.heap().afterFullGcMb());
        assertEquals(7L, m.gcFigures().youngCount());
        assertNull(m.gcFigures().steadyState(), "a record missing a primitive cannot be built: it is left out whole");
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("summary.json: modes[0].heapAfterFullGcMb: ")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("summary.json: modes[0].steadyState")), problems.toString());
    }

    @Test
    void anUnknownModeOrOutcomeIsAProblemNotACrash() throws Exception {
        Files.writeString(RunFolder.SUMMARY.in(run), """
                {"runId":"r1","modes":[{"mode":"interface@two","outcome":"exploded","heapAfterFullGcMb":740}]}""");
        ModeSummary m = readBack().modes().get(0);
        assertNull(m.mode());
        assertNull(m.course().outcome());
        assertEquals(740.0, m.heap().afterFullGcMb());
        assertTrue(problems.stream().anyMatch(p -> p.contains("modes[0].mode") && p.contains("unknown mode 'interface@two'")
                && p.contains("MODE[@VERSION]")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.contains("modes[0].outcome") && p.contains("unknown outcome")),
                problems.toString());
    }

    @Test
    void modeIdsNameTheDiscoveryAndTheReleaseAndTheOldDubbo27NameStillParses() {
        assertEquals(List.of("baseline", "interface", "application", "dual"),
                List.of(DiscoveryMode.values()).stream().map(DiscoveryMode::id).toList());
        assertEquals("interface@2.7", Mode.byId("dubbo27").id());
        assertEquals("application@3.0.1", Mode.byId(" Application@3.0.1 ").id());
        assertEquals(Mode.of(DiscoveryMode.DUAL), Mode.byId("dual"));
        assertNull(Mode.byId("interface@"));
        assertNull(Mode.byId("interface@3"));
        assertNull(Mode.byId("hybrid@3.3"));
    }

    @Test
    void probeLinesWithoutHeapAreLeftOutAndCountedByTheFieldTheyLack() throws Exception {
        Files.writeString(ModeFolder.PROBES.in(run), String.join("\n",
                "{\"epochMs\":1,\"uptimeSec\":1.0,\"heapUsedMb\":10.0,\"oldGenUsedMb\":9.0,\"gcMs\":3.0}",
                "{\"epochMs\":2,\"uptimeSec\":2.0,\"oldGenUsedMb\":9.0,\"gcMs\":3.0}",
                "{\"epochMs\":3,\"uptimeSec\":3.0,\"heapUsedMb\":12.0,\"oldGenUsedMb\":\"x\",\"gcMs\":3.0}") + "\n");
        List<ProbeRecord> probes = JsonFiles.readLines(run, ModeFolder.PROBES, "interface/", "probes",
                (where, what) -> problems.add(where + ": " + what), true);
        assertEquals(List.of(10.0, 12.0), probes.stream().map(ProbeRecord::heapUsedMb).toList());
        assertNull(probes.get(1).oldGenUsedMb());
        assertTrue(problems.contains("interface/probes.jsonl: 1 probes without heapUsedMb left out"), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.contains("unreadable oldGenUsedMb")), problems.toString());
    }
}
