package org.sdsim.simulator.acceptance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.simulator.orchestrator.Calibration;
import org.sdsim.simulator.summary.RegistryPushCost;

/**
 * The Dubbo 2.7 mode end to end, with real parts: {@code sdsim run} in its own JVM (Dubbo 3 on its
 * class path for the registrar), two embedded ZooKeeper servers, the real loopback provider, and a
 * Dubbo 2.7.23 consumer JVM (module consumer-dubbo27's class path) following rolling restarts. It is
 * asked for by its old name, {@code dubbo27}, which still means {@code interface@2.7}. The same run holds
 * {@code application@3.1.4}, the last release of the one-shot application-level watch, for the subscribers'
 * calibration under load (as SmallRunTest's, {@code SmallRuns#OVERLAPPING}).
 */
class Dubbo27RunTest {
    private static final int PROVIDERS = 20;

    @TempDir
    static Path tmp;
    static Path runDir;
    static JsonNode mode;
    static JsonNode modes;
    static String runOutput;

    @BeforeAll
    static void runTheDubbo27Mode() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        runDir = tmp.resolve("run");
        // the calibration's pushes under load (SmallRuns.OVERLAPPING): five providers at once, one protocol
        List<String> args = List.of("run", "--modes", "dubbo27,application@3.1.4",
                "--providers", String.valueOf(PROVIDERS), "--protocols", "dubbo", "--duration", "20s",
                "--probe-every", "8s", "--churn-every", "5s", "--churn-fraction", "0.25", "--churn-downtime", "1s",
                "--subscribers", "1", "--converge-timeout", "90s", "--no-heap-attribution",
                "--provider-port", String.valueOf(port),
                "--no-report", "--out", runDir.toString());
        Path log = tmp.resolve("sdsim.log");
        Process p = SdsimProcess.start(args, log);
        boolean done = p.waitFor(5, TimeUnit.MINUTES);
        if (!done) {
            p.destroyForcibly();
        }
        runOutput = Files.readString(log);
        assertTrue(done && p.exitValue() == 0, "sdsim run failed:\n" + runOutput);
        modes = new ObjectMapper().readTree(runDir.resolve("summary.json").toFile()).path("modes");
        mode = modes.get(0);
    }

    @Test
    void theDubbo27ConsumerSeesEveryAddressInBothRegistriesAndItsCallsSucceed() {
        assertEquals("interface@2.7", mode.path("mode").asText());
        assertEquals("interface", mode.path("discovery").asText());
        assertEquals("2.7.23", mode.path("dubbo").asText());
        assertEquals("completed", mode.path("outcome").asText(), runOutput);
        JsonNode perRegistry = mode.path("addressesPerInterfacePerRegistry");
        assertEquals(List.of("zk1", "zk2"), iterableNames(perRegistry));
        perRegistry.forEach(registry -> registry.forEach(count -> assertEquals(PROVIDERS, count.asInt(), perRegistry.toString())));
        assertTrue(mode.path("callsOk").asLong() >= 2, mode.toString());
        assertEquals(0, mode.path("callsFailed").asLong(), mode.toString());
        assertTrue(mode.path("heapAfterFullGcMb").asDouble() > 1, mode.toString());
        assertTrue(mode.path("youngGcCount").asLong() > 0, mode.toString());
    }

    @Test
    void providersLeftAndCameBackWhileItMeasuredAndItEndedWithTheWholeFleetAgain() throws Exception {
        ObjectMapper json = new ObjectMapper();
        List<String> kinds = new ArrayList<>();
        for (String line : Files.readAllLines(runDir.resolve("interface@2.7/events.jsonl"))) {
            kinds.add(json.readTree(line).path("kind").asText());
        }
        assertTrue(kinds.contains("DEREGISTER") && kinds.contains("REGISTER"), "pushes: " + kinds);
        // Providers left during the run; the census at the end counts every one of them again.
        mode.path("addressesPerInterfacePerRegistry").forEach(registry -> registry.forEach(
                count -> assertEquals(PROVIDERS, count.asInt(), "after the restarts: " + mode)));
        JsonNode perPush = mode.path("perPush");
        assertTrue(perPush.path("pushes").asLong() >= 2, "pushes seen while measuring: " + perPush);
        assertTrue(perPush.path("allocatedMbPerPush").asDouble() > 0, "each push cost the 2.7 consumer heap: " + perPush);
    }

    @Test
    void aSubscriberAsksTheRegistryWhatTheDubbo27AndDubbo314ConsumersAskPerPush() throws Exception {
        assertEquals(2, modes.size(), runOutput);
        List<String> misses = new ArrayList<>();
        for (JsonNode m : modes) {
            assertEquals("completed", m.path("outcome").asText(), m.path("mode") + ": " + runOutput);
            java.util.Map<String, RegistryPushCost> byRegistry = new java.util.LinkedHashMap<>();
            for (String registry : List.of("zk1", "zk2")) {
                RegistryPushCost p = new ObjectMapper().treeToValue(m.path("registry").path(registry).path("perPush"),
                        RegistryPushCost.class);
                assertTrue(p != null && p.pushes() >= 4, m.path("mode") + " " + registry + ": " + p);
                byRegistry.put(registry, p);
            }
            // both re-arm one-shot child watches: 2.7's interface level, and 3.1.4's application level
            misses.addAll(Calibration.misses(m.path("mode").asText(), byRegistry, true));
        }
        assertTrue(misses.isEmpty(), "requests or bytes per push beyond the calibration's tolerance: " + misses);
    }

    @Test
    void theConsumerJvmRanDubbo27AndNotDubbo3() throws Exception {
        JsonNode spec = new ObjectMapper().readTree(runDir.resolve("interface@2.7/consumer-spec.json").toFile());
        assertEquals("org.sdsim.consumer27.Dubbo27Consumer", spec.path("client").asText());
        String commandLine = Files.readAllLines(runDir.resolve("interface@2.7/consumer.log")).get(0);
        assertTrue(commandLine.contains("dubbo-2.7.23.jar"), commandLine);
        assertFalse(commandLine.contains("dubbo-3."), "Dubbo 3 is not on the 2.7 consumer's class path");
        assertFalse(commandLine.contains("simulator" + File.separator + "target"), "nothing of the orchestrator is on it either");
    }

    private static List<String> iterableNames(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
