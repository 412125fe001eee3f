package org.sdsim.simulator.acceptance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.curator.framework.CuratorFramework;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * `sdsim run --registry` against a real standalone ZooKeeper server process that already holds a
 * real service's nodes in Dubbo's default layout (/dubbo, /services, metadata, mapping of a fleet
 * interface) and another run's namespace: every mode, Dubbo 2.7 and 3.0 (3.0.1 takes the instance
 * root from rootPath alone) included, converges with every address inside the run's own namespace; nothing outside it changes while the run goes; afterwards
 * the server holds exactly what it held before. A run killed with kill -9 leaves its namespace,
 * and `sdsim clean --run` removes exactly that.
 */
class ExternalRegistryNamespaceTest {
    private static final int PROVIDERS = 10;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path tmp;
    static Path root;
    static ZooKeeperServerProcess server;
    static CuratorFramework client;

    @BeforeAll
    static void startAServerThatAlreadyHoldsARealService() throws Exception {
        root = Path.of("").toAbsolutePath().getParent();
        server = ZooKeeperServerProcess.start(root, tmp.resolve("zk"));
        client = ZNodes.connect(server.connectString());
        String iface = "org.sdsim.fleet.svc.AccountService"; // a fleet interface: its mapping is shared
        create("/dubbo/com.acme.Real/providers/dubbo%3A%2F%2F10.0.0.1%3A20880%2Fcom.acme.Real", "10.0.0.1");
        create("/dubbo/com.acme.Real/configurators", "");
        create("/services/real-app/10.0.0.1:20880", "{\"name\":\"real-app\"}");
        create("/dubbo/metadata/real-app/0123abcd", "{\"app\":\"real-app\"}");
        create("/dubbo/mapping/" + iface, "real-app");
        create("/dubbo/config/dubbo/dubbo.properties", "a=b");
        create("/sdsim/someone-elses-run/dubbo", "");
    }

    private static void create(String path, String data) throws Exception {
        client.create().creatingParentsIfNeeded().forPath(path, data.getBytes(StandardCharsets.UTF_8));
    }

    @AfterAll
    static void stop() throws Exception {
        if (client != null) {
            client.close();
        }
        if (server != null) {
            server.close();
        }
    }

    @Test
    void everyModeConvergesInItsNamespaceAndTheServerHoldsExactlyWhatItHeldBefore() throws Exception {
        Map<String, String> before = ZNodes.snapshot(client, null);
        Path runDir = tmp.resolve("full");
        Process run = sdsim(List.of("run", "--registry", server.address(),
                "--modes", "baseline,interface,application,dual,interface@2.7,dual@3.0.1,dual@3.0.15",
                "--providers", String.valueOf(PROVIDERS),
                "--duration", "6s", "--probe-every", "3s", "--churn-every", "3s", "--no-heap-attribution",
                "--provider-port", String.valueOf(ZooKeeperServerProcess.freePort()), "--no-report",
                "--out", runDir.toString()), tmp.resolve("full.log"));

        // While it runs: nothing outside its namespace differs from before, not even for a moment.
        AtomicReference<String> changedOutside = new AtomicReference<>();
        AtomicInteger looks = new AtomicInteger();
        String namespace = null;
        while (run.isAlive()) {
            namespace = namespace != null ? namespace : namespace(runDir);
            if (namespace != null) {
                Map<String, String> outside = ZNodes.snapshot(client, namespace);
                looks.incrementAndGet();
                if (!outside.equals(before) && changedOutside.get() == null) {
                    changedOutside.set(outside.toString());
                }
            }
            run.waitFor(300, TimeUnit.MILLISECONDS);
        }
        String log = Files.readString(tmp.resolve("full.log"));
        assertEquals(0, run.exitValue(), log);
        assertTrue(looks.get() > 20, "looked " + looks + " times while the run went");
        assertEquals(null, changedOutside.get(), "changed outside " + namespace + " during the run");

        assertTrue(namespace.matches("/sdsim/full-[0-9a-f]{8}"), namespace);
        JsonNode modes = JSON.readTree(runDir.resolve("summary.json").toFile()).path("modes");
        assertEquals(7, modes.size());
        for (JsonNode mode : modes) {
            int expected = mode.path("mode").asText().equals("baseline") ? 0 : PROVIDERS;
            assertEquals("completed", mode.path("outcome").asText(), mode.toString());
            JsonNode counts = mode.path("addressesPerInterfacePerRegistry").path("zk1");
            assertEquals(8, counts.size(), mode.toString());
            counts.forEach(n -> assertEquals(expected, n.asInt(), mode.path("mode").asText() + ": " + counts));
            // a server that refuses mntr: the registry figures are n/a, with why, and the run goes on
            assertTrue(mode.path("registry").path("zk1").path("unavailable").asText().contains("4lw.commands.whitelist"),
                    mode.path("registry").toString());
        }
        assertEquals(1, log.lines().filter(l -> l.contains("registry zk1 figures n/a")).count(),
                "one line says why the registry figures are n/a:\n" + log);
        // The fleet was registered, and read, under the namespace: the consumers were told its roots.
        JsonNode spec = JSON.readTree(runDir.resolve("application/consumer-spec.json").toFile());
        assertEquals(namespace + "/dubbo", spec.path("registries").path("root").asText());
        assertEquals(namespace + "/services", spec.path("registries").path("instanceRoot").asText());
        assertTrue(log.contains("sdsim: deleted " + namespace + " from " + server.connectString()), log);

        assertEquals(before, ZNodes.snapshot(client, null));
    }

    @Test
    void aRunKilledEarlyLeavesItsNamespaceAndCleanRemovesExactlyThat() throws Exception {
        Map<String, String> before = ZNodes.snapshot(client, null);
        Path runDir = tmp.resolve("killed");
        Process run = sdsim(List.of("run", "--registry", server.address(), "--modes", "interface",
                "--providers", String.valueOf(PROVIDERS), "--duration", "5m", "--no-heap-attribution",
                "--provider-port", String.valueOf(ZooKeeperServerProcess.freePort()), "--no-report",
                "--out", runDir.toString()), tmp.resolve("killed.log"));
        try {
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
            while (!Files.readString(tmp.resolve("killed.log")).contains("converged") && System.nanoTime() < deadline) {
                assertTrue(run.isAlive(), Files.readString(tmp.resolve("killed.log")));
                Thread.sleep(200);
            }
        } finally {
            // kill -9, children first: this test is about the registry, not about orphans
            run.descendants().forEach(ProcessHandle::destroyForcibly);
            run.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
        String namespace = namespace(runDir);
        Map<String, String> left = ZNodes.snapshot(client, null);
        long ours = left.keySet().stream().filter(p -> p.startsWith(namespace)).count();
        assertTrue(ours > PROVIDERS * 8 * 5, "the killed run left " + ours + " znodes in " + namespace);

        Process listing = sdsim(List.of("clean", "--registry", server.address()), tmp.resolve("list.log"));
        assertTrue(listing.waitFor(60, TimeUnit.SECONDS) && listing.exitValue() == 0);
        String list = Files.readString(tmp.resolve("list.log"));
        assertTrue(list.contains(namespace + " (") && list.contains("/sdsim/someone-elses-run (2 znodes)"), list);
        assertEquals(left, ZNodes.snapshot(client, null), "listing deletes nothing");

        Process clean = sdsim(List.of("clean", "--registry", server.address(), "--run", namespace), tmp.resolve("clean.log"));
        assertTrue(clean.waitFor(60, TimeUnit.SECONDS));
        String out = Files.readString(tmp.resolve("clean.log"));
        assertEquals(0, clean.exitValue(), out);
        assertTrue(out.contains("deleted " + namespace + " (" + ours + " znodes)"), out);
        assertEquals(before, ZNodes.snapshot(client, null));
    }

    private static String namespace(Path runDir) {
        try {
            JsonNode ns = JSON.readTree(runDir.resolve("manifest.json").toFile()).path("registryNamespace");
            return ns.isTextual() ? ns.asText() : null;
        } catch (java.io.IOException notYet) {
            return null;
        }
    }

    private static Process sdsim(List<String> args, Path log) throws java.io.IOException {
        return SdsimProcess.start(args, log);
    }
}
