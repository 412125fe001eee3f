package org.sdsim.simulator.orchestrator;

import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.Outcome;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.simulator.report.InstrumentShare;
import org.sdsim.simulator.summary.ModeCpu;
import org.sdsim.simulator.summary.ProcessCpu;
import org.sdsim.simulator.summary.RegistryFigures;
import org.sdsim.simulator.summary.RegistryPushCost;
import org.sdsim.simulator.summary.SubscriberFigures;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RunSummary;
import org.sdsim.simulator.summary.SteadyState;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The acceptance path at small scale: two embedded ZooKeeper servers, 20 providers x 8 interfaces
 * in both layouts, a real provider JVM, a real consumer JVM per mode with rolling churn, and one
 * subscriber per registry beside it. One run, several assertions on what it wrote.
 *
 * <p>The pushes are the calibration's under load ({@link SmallRuns#OVERLAPPING}).
 */
class SmallRunTest {

    @TempDir
    static Path dir;
    static Path runDir;
    static RunSummary summary;

    @BeforeAll
    static void runAllModes() throws Exception {
        runDir = dir.resolve("run");
        summary = new Orchestrator(SmallRuns.calibration(runDir, Mode.DEFAULTS.stream().map(Mode::discovery)
                .map(Mode::of).toList(), true, SmallRuns.OVERLAPPING), "test").run();
    }

    @Test
    void everyModeCompletesAndEveryAddressedModeSeesExactlyTheRegisteredAddresses() {
        assertEquals(4, summary.modes().size());
        for (ModeSummary m : summary.modes()) {
            assertEquals(Outcome.COMPLETED, m.course().outcome(), m.mode() + ": " + m.course().outcomeDetail());
            assertNotNull(m.course().convergeSeconds(), m.mode() + " did not converge");
            Map<String, Map<String, Integer>> addresses = m.addresses().perInterfacePerRegistry();
            assertEquals(List.of("zk1", "zk2"), List.copyOf(addresses.keySet()), m.mode().id());
            int expected = m.mode().discovery() == DiscoveryMode.BASELINE ? 0 : SmallRuns.PROVIDERS;
            for (Map<String, Integer> perInterface : addresses.values()) {
                assertEquals(8, perInterface.size(), m.mode().id());
                perInterface.forEach((iface, n) -> assertEquals(expected, n, m.mode() + " " + iface));
            }
        }
    }

    @Test
    void callsSucceedInEveryAddressedModeAndBaselineMakesNone() {
        for (ModeSummary m : summary.modes()) {
            if (m.mode().discovery() == DiscoveryMode.BASELINE) {
                assertEquals(0L, m.calls().ok());
                continue;
            }
            assertTrue(m.calls().ok() >= 3, m.mode() + " ok calls: " + m.calls().ok());
            assertEquals(0L, m.calls().failed(), m.mode() + " failed calls");
        }
    }

    @Test
    void everyConsumerConnectionEndsOnLoopback() {
        for (ModeSummary m : summary.modes()) {
            Map<String, Integer> remotes = m.addresses().connectionsByRemote();
            assertTrue(remotes.keySet().stream().allMatch("127.0.0.1"::equals), m.mode() + " connects to " + remotes);
            if (m.mode().discovery() != DiscoveryMode.BASELINE) {
                // one connection per fake provider (all on 127.0.0.1) plus two ZooKeeper sessions
                assertTrue(remotes.getOrDefault("127.0.0.1", 0) >= SmallRuns.PROVIDERS + 2, m.mode() + ": " + remotes);
            }
        }
    }

    @Test
    void probesMeasureHeapAfterFullGcAndDiscoveryCostIsOverBaseline() {
        ModeSummary baseline = summary.modes().get(0);
        assertNull(baseline.heap().discoveryCostMb());
        for (ModeSummary m : summary.modes()) {
            assertTrue(m.heap().probes() >= 2, m.mode() + " probes: " + m.heap().probes());
            assertTrue(m.heap().afterFullGcMb() > 1 && m.heap().afterFullGcMb() < 768, m.mode() + ": " + m.heap().afterFullGcMb());
            assertNotNull(m.heap().oldGenAfterFullGcMb(), m.mode().id());
            assertTrue(m.gcFigures().probeFullCount() >= m.heap().probes(), m.mode() + " forced full GCs counted apart");
            if (m != baseline) {
                assertEquals(m.heap().afterFullGcMb() - baseline.heap().afterFullGcMb(), m.heap().discoveryCostMb(), 1e-9);
            }
        }
    }

    @Test
    void steadyStateRatesCoverTheTimeAfterConvergenceOnly() {
        for (ModeSummary m : summary.modes()) {
            SteadyState s = m.gcFigures().steadyState();
            assertNotNull(s, m.mode() + " converged, so it has a steady state");
            assertEquals(m.course().durationSec() - m.course().convergeSeconds(), s.seconds(), 1e-6, m.mode().id());
            assertTrue(s.seconds() >= 20, m.mode() + " measured for 20 s after converging: " + s.seconds());
            assertTrue(s.youngGcs() <= m.gcFigures().youngCount() && s.fullGcs() <= m.gcFigures().fullCount(), m.mode() + ": " + s);
            assertEquals(s.youngGcs() * 3600.0 / s.seconds(), s.youngGcPerHour(), 1e-6, m.mode().id());
        }
    }

    @Test
    void summaryJsonHasTheDocumentedKeysForEveryMode() throws Exception {
        JsonNode json = new ObjectMapper().readTree(runDir.resolve("summary.json").toFile());
        assertEquals(4, json.path("modes").size());
        for (JsonNode mode : json.path("modes")) {
            for (String key : List.of("mode", "addressesPerInterfacePerRegistry", "convergeSeconds", "heapAfterFullGcMb",
                    "oldGenAfterFullGcMb", "youngGcCount", "fullGcCount", "gcPauseTotalMs", "callsOk", "callsFailed",
                    "outcome")) {
                assertTrue(mode.has(key), "summary.json mode " + mode.path("mode") + " lacks " + key);
            }
        }
    }

    @Test
    void eachModeFolderHoldsItsRecordings() throws Exception {
        for (Mode mode : Mode.DEFAULTS) {
            Path m = runDir.resolve(mode.id());
            for (String file : List.of("gc.log", "consumer.jfr", "consumer.log", "calls.csv", "probes.jsonl",
                    "metrics.jsonl", "histogram.csv", "mode-summary.json", "consumer-spec.json")) {
                assertTrue(Files.size(m.resolve(file)) > 0, mode.id() + "/" + file + " missing or empty");
            }
            // rank,instances,bytes,className + 30 rows
            assertEquals(31, Files.readAllLines(m.resolve("histogram.csv")).size(), mode.id());
        }
        assertTrue(Files.readString(runDir.resolve("manifest.json")).contains("\"finishedAt\" : \"20"));
    }

    @Test
    void churnPushedAddressesWhileAddressedModesRan() throws Exception {
        for (DiscoveryMode mode : List.of(DiscoveryMode.INTERFACE, DiscoveryMode.APPLICATION, DiscoveryMode.DUAL)) {
            List<String> pushes = Files.readAllLines(runDir.resolve(mode.id()).resolve("events.jsonl"));
            assertTrue(pushes.size() >= 2, mode.id() + " saw " + pushes.size() + " address pushes");
        }
        assertEquals(0, Files.readAllLines(runDir.resolve("baseline").resolve("events.jsonl")).size());
    }

    @Test
    void eachModesHeapDumpIsAttributedToComponentsThatAddUpAndIsThenDeleted() {
        for (ModeSummary m : summary.modes()) {
            assertNotNull(m.heapAttribution().components(), m.mode() + " has no attribution");
            double sum = m.heapAttribution().components().values().stream().mapToDouble(Double::doubleValue).sum();
            assertEquals(m.heapAttribution().heapDumpMb(), sum, 0.01, m.mode() + ": components add up to the dump");
            // The dump follows the last probe's full GC: the same live heap, give or take what the
            // final census, histogram and dump themselves kept alive.
            double heap = m.heap().afterFullGcMb();
            assertTrue(Math.abs(m.heapAttribution().heapDumpMb() - heap) < 0.25 * heap, m.mode() + ": dump " + m.heapAttribution().heapDumpMb()
                    + " MB vs heap after full GC " + heap + " MB");
            assertTrue(java.nio.file.Files.notExists(runDir.resolve(m.mode().id()).resolve("heap.hprof")),
                    "the dump is deleted once attributed");
        }
        ModeSummary iface = summary.modes().stream().filter(m -> m.mode().discovery() == DiscoveryMode.INTERFACE).findFirst()
                .orElseThrow();
        ModeSummary baseline = summary.modes().stream().filter(m -> m.mode().discovery() == DiscoveryMode.BASELINE).findFirst()
                .orElseThrow();
        assertTrue(iface.heapAttribution().components().get("urls") > baseline.heapAttribution().components().get("urls"),
                "interface-level discovery holds more URL objects than the baseline: " + iface.heapAttribution().components());
    }

    @Test
    void addressedModesCostEveryPushSomethingAndTheBaselineHasNoPushes() {
        for (ModeSummary m : summary.modes()) {
            if (m.mode().discovery() == DiscoveryMode.BASELINE) {
                assertNull(m.gcFigures().perPush(), "the baseline sees no pushes");
                continue;
            }
            assertNotNull(m.gcFigures().perPush(), m.mode() + " has no per-push cost");
            assertTrue(m.gcFigures().perPush().pushes() >= 4, m.mode() + " pushes: " + m.gcFigures().perPush());
            assertTrue(m.gcFigures().perPush().allocatedMbPerPush() > 0, m.mode() + ": " + m.gcFigures().perPush());
        }
    }

    @Test
    void aSubscriberAsksTheRegistryWhatTheRealConsumerAsksPerPush() {
        List<String> misses = new java.util.ArrayList<>();
        for (ModeSummary m : summary.modes()) {
            if (m.mode().discovery() == DiscoveryMode.BASELINE) {
                assertNull(m.subscribers(), "a baseline subscribes to nothing");
                continue;
            }
            Map<String, RegistryPushCost> byRegistry = new java.util.LinkedHashMap<>();
            for (String registry : List.of("zk1", "zk2")) {
                RegistryPushCost p = m.registry().get(registry).perPush();
                assertNotNull(p, m.label() + " " + registry + " measured no push: " + m.registry().get(registry));
                assertTrue(p.pushes() >= 4, m.label() + ": " + p);
                assertEquals(2, p.clients());
                byRegistry.put(registry, p);
            }
            // interface level re-arms one-shot child watches, and so does dual's interface-level half (one run: dual's
            // bytes per push 1.113 of the consumer's on one registry, 1.001 on the other); application level from
            // 3.1.5 alone is a persistent watch
            misses.addAll(Calibration.misses(m.label(), byRegistry, m.mode().discovery() != DiscoveryMode.APPLICATION));
        }
        assertTrue(misses.isEmpty(), "requests or bytes per push beyond the calibration's tolerance: " + misses);
    }

    @Test
    void theRegistryFiguresAndThePushFanOutAreRecorded() {
        for (ModeSummary m : summary.modes()) {
            RegistryFigures zk1 = m.registry().get("zk1");
            assertTrue(zk1.tree().znodes() > 0 && zk1.tree().dataMb() > 0 && zk1.watchesAtStart().total() > 0,
                    zk1.toString());
            assertNotNull(zk1.watchesAtStart().byKind(), "the embedded server's child watches are read");
            if (m.mode().discovery() == DiscoveryMode.BASELINE) {
                continue;
            }
            // each of the 8 interfaces' providers watched by the consumer and its subscriber; one application
            long onProviders = m.mode().discovery() == DiscoveryMode.APPLICATION ? 0 : 16;
            long onServices = m.mode().discovery() == DiscoveryMode.INTERFACE ? 0 : 2;
            Map<String, Long> byKind = zk1.watchesAtStart().byKind();
            assertEquals(onProviders, byKind.get("providers"), m.label() + ": " + byKind);
            assertEquals(onServices, byKind.get("services"), m.label() + ": " + byKind);
            SubscriberFigures s = m.subscribers();
            assertNotNull(s, m.label());
            assertEquals(2, s.clients().ready(), "one subscriber per registry");
            assertEquals(0, s.clients().lost());
            // Dubbo 3's interface level holds its event thread for the notify delay (5 s) after a push that
            // follows another within it, so its subscribers may read a push up to that much later
            assertTrue(s.fanOut().pushes() >= 8 && s.fanOut().p99Ms() != null && s.fanOut().p99Ms() < 15_000, m.label() + ": " + s);
            assertTrue(s.reads().fullPerPush() >= 1, m.label() + ": " + s);
            // the load generator's own health reached summary.json, and so did the cost per subscriber (or why not)
            assertTrue(s.health() != null && s.health().roundTripP50Ms() != null && s.health().completePushes() != null,
                    m.label() + ": " + s.health());
            assertNotNull(org.sdsim.simulator.verdict.FanOutCost.of(m), m.label());
            assertTrue(org.sdsim.simulator.verdict.FanOutCost.of(m).requests() != null || org.sdsim.simulator.verdict.FanOutCost.of(m).notMeasured() != null, org.sdsim.simulator.verdict.FanOutCost.of(m).toString());
        }
    }

    @Test
    void sdsimsOwnFramesAreUnderOnePercentOfEachConsumersSampledAllocationWhileItMeasures() throws Exception {
        List<String> over = new java.util.ArrayList<>();
        for (ModeSummary m : summary.modes()) {
            InstrumentShare share = InstrumentShare.whileMeasuring(runDir.resolve(m.mode().id()), m);
            System.out.printf("%s: sdsim's own frames %.2f %% of the sampled allocation (calls %.2f %%): %s%n",
                    m.label(), share.instrumentPercent(), share.callsPercent(), share.instrumentSites().stream()
                            .limit(5).map(s -> s.frame() + " " + String.format("%.2f %%", s.sharePercent())).toList());
            // The baseline holds no addresses and allocates about a megabyte while it measures: there the probes
            // (the published figure needs them) are a visible share of almost nothing, so it is held in bytes
            if (m.mode().discovery() == DiscoveryMode.BASELINE ? share.instrumentBytes() >= 1 << 20
                    : share.instrumentPercent() >= 1.0) {
                over.add(m.label() + ": " + share.instrumentPercent() + " %: " + share.instrumentSites());
            }
        }
        assertTrue(over.isEmpty(), "sdsim's own frames are 1 % or more of a consumer's sampled allocation: " + over);
    }

    @Test
    void everyProcesssCpuIsRecordedOverTheRegistryFiguresWindow() {
        for (ModeSummary m : summary.modes()) {
            ModeCpu cpu = m.cpu();
            assertNotNull(cpu, m.label() + " has no CPU block");
            for (String role : List.of("consumer", "provider", "orchestrator", "registry zk1", "registry zk2")) {
                ProcessCpu p = cpu.process(role);
                assertNotNull(p, m.label() + " " + role + ": " + cpu.notMeasured());
                assertTrue(p.cpuSeconds() >= 0 && p.cores() < cpu.cores(), m.label() + ": " + p);
            }
            assertTrue(cpu.process("consumer").cpuSeconds() > 0, m.label() + ": the consumer ran: " + cpu);
            assertTrue(cpu.machineBusyCores() > 0 && cpu.machineBusyCores() <= cpu.cores(), m.label() + ": " + cpu);
            for (String registry : List.of("zk1", "zk2")) {
                ProcessCpu server = m.registry().get(registry).cpu();
                assertEquals(cpu.process("registry " + registry), server, m.label() + " " + registry);
                assertTrue(server.cpuSeconds() > 0, m.label() + ": a server with a consumer and a subscriber works: " + server);
                assertTrue(server.toMs() - server.fromMs() >= 20_000, m.label() + ": the window is the measuring: " + server);
            }
            if (m.mode().discovery() != DiscoveryMode.BASELINE) {
                assertNotNull(cpu.process("subscribers"), m.label() + ": " + cpu.notMeasured());
            }
        }
    }

    @Test
    void theCpuIsReadOnceASecondBetweenTheMarksSoThatTheFanOutWindowsCanBeTold() throws Exception {
        for (ModeSummary m : summary.modes()) {
            Path modeDir = runDir.resolve(m.mode().id());
            List<org.sdsim.simulator.cpu.CpuReading> readings = org.sdsim.simulator.folder.JsonFiles.readLines(modeDir,
                    org.sdsim.simulator.folder.ModeFolder.CPU_SAMPLES, "", "CPU readings", (w, what) -> { }, true);
            ModeCpu cpu = m.cpu();
            long inWindow = readings.stream().filter(r -> "sample".equals(r.mark()) && r.epochMs() >= cpu.fromMs()
                    && r.epochMs() <= cpu.toMs()).count();
            assertTrue(inWindow >= cpu.seconds() * 0.8, m.label() + ": " + inWindow + " readings in " + cpu.seconds() + " s");
            // the whole window as one fan-out window gives back the span's machine figure, read from the samples
            org.sdsim.simulator.summary.FanOutCpu all = org.sdsim.simulator.summary.FanOutCpu.of(readings,
                    List.of(new org.sdsim.simulator.summary.FanOutCpu.Window(cpu.fromMs(), cpu.toMs())));
            assertEquals(cpu.machineBusyCores(), all.machineBusyCores(), 0.05, m.label() + ": " + all);
            assertEquals(cpu.process("consumer").cores(), all.coresOf("consumer"), 0.05, m.label() + ": " + all);
        }
    }
}
