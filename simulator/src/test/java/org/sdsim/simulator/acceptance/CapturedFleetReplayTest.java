package org.sdsim.simulator.acceptance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.sdsim.simulator.cli.InProcess.sdsim;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.test.TestingServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.consumer.jvm.ConsumerMain;
import org.sdsim.fixtures.capture.UrlCodec;
import org.sdsim.fixtures.fleet.CapturedFleet;
import org.sdsim.fixtures.fleet.RegistryLayout;
import org.sdsim.fixtures.registrar.ProgressListener;
import org.sdsim.fixtures.registrar.Registrar;
import org.sdsim.fixtures.registry.ZooKeeperClients;
import org.sdsim.simulator.acceptance.fleet.RealProvidersMain;
import org.sdsim.simulator.cli.InProcess.Ran;
import org.sdsim.simulator.generation.Generation;
import org.sdsim.simulator.generation.Generations;

/**
 * A team's own fleet, end to end, with real Dubbo providers rather than sdsim's own writer: three
 * Dubbo 3.3.6 provider instances of two applications ({@code register-mode=all}, remote metadata;
 * four interfaces, groups and versions, dubbo and tri) and a Dubbo 2.7.23 provider in a JVM of its own
 * on consumer-dubbo27's class path, all on host names a hosts file maps to 127.0.0.1-4, register in a
 * real standalone ZooKeeper server process. Then:
 * <ul>
 *   <li>{@code sdsim fleet capture} reads it and the server's digest (every path, data, mzxid, pzxid) is
 *       unchanged;</li>
 *   <li>{@code sdsim fleet show} counts what the providers registered;</li>
 *   <li>the file replayed into an embedded registry holds the captured znodes, every byte the same but
 *       the provider hosts, renamed to fleet host names;</li>
 *   <li>{@code sdsim run --fleet} (a 3.3 consumer in dual mode and a 2.7 one, churn on) converges on every
 *       service, its calls succeed, and its only connections are to 127.0.0.1 (two of the captured hosts
 *       were 127.0.0.2 and .3).</li>
 * </ul>
 */
class CapturedFleetReplayTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Map<String, String> HOSTS = new LinkedHashMap<>();

    static {
        HOSTS.put("o1.capture.sdsim", "127.0.0.1");
        HOSTS.put("o2.capture.sdsim", "127.0.0.2");
        HOSTS.put("u1.capture.sdsim", "127.0.0.3");
        HOSTS.put("l1.capture.sdsim", "127.0.0.4");
    }

    @TempDir
    Path tmp;

    @Test
    void realProvidersAreCapturedReadOnlyCountedReplayedWithOnlyTheirHostsRenamedAndCalledOnLoopback() throws Exception {
        Path root = Path.of("").toAbsolutePath().getParent();
        Path hosts = hostsFile();
        Path file = tmp.resolve("real.fleet.gz");
        Map<String, String> sourceLeaves;
        try (ZooKeeperServerProcess zk = ZooKeeperServerProcess.start(root, tmp.resolve("zk"));
             ProviderJvm dubbo33 = ProviderJvm.start(providerOptions(hosts, "home33"), System.getProperty("java.class.path"),
                     RealProvidersMain.class.getName(), List.of(zk.address(), port(), port(), port(), port()),
                     tmp.resolve("providers-3.3.log"));
             ProviderJvm dubbo27 = startLegacyProvider(zk.address(), hosts)) {
            dubbo33.awaitReady(120);
            dubbo27.awaitReady(120);
            try (CuratorFramework client = ZNodes.connect(zk.connectString())) {
                awaitRegistered(client);
                Map<String, String> before = ZNodes.digest(client);

                Ran capture = sdsim("fleet", "capture", "--registry", zk.address(), "--out", file.toString());
                assertEquals(0, capture.exit(), capture.out() + capture.err());
                assertEquals(before, ZNodes.digest(client), "the capture wrote, created or deleted nothing");

                JsonNode show = JSON.readTree(sdsim("fleet", "show", "--json", file.toString()).out());
                // o1, o2: OrderService blue (dubbo, tri) and green (dubbo), PaymentService (dubbo, tri); u1: UserService
                // (dubbo, tri), AccountService x (dubbo); l1 (2.7): LegacyService legacy (dubbo)
                assertEquals(14, show.path("providerUrls").asInt(), show.toString());
                assertEquals(5, show.path("interfaces").asInt());
                assertEquals(Map.of("dubbo", 9, "tri", 5), Map.of("dubbo", show.path("protocols").path("dubbo").asInt(),
                        "tri", show.path("protocols").path("tri").asInt()));
                assertEquals(3, show.path("instances").asInt(), "the 3.3 instances; 2.7 registers none");
                assertEquals(3, show.path("applications").asInt(), "capture-orders, capture-users, legacy-app");
                assertEquals(2, show.path("revisions").asInt(), "o1 and o2 run one build on the same ports: one revision");
                assertEquals(4, show.path("providerHosts").asInt());
                assertEquals(6, show.path("services").asInt());
                sourceLeaves = ZNodes.leaves(client, "/dubbo", "/services");
            }
        }

        CapturedFleet fleet = CapturedFleet.load(file, RegistryLayout.PLAIN, 1, n -> { });
        try (TestingServer embedded = new TestingServer();
             Registrar registrar = Registrar.open(embedded.getConnectString(), fleet);
             CuratorFramework c = ZooKeeperClients.connect(embedded.getConnectString(), Duration.ofSeconds(10))) {
            registrar.registerAll(ProgressListener.NONE);
            Map<String, String> replayed = ZNodes.leaves(c, "/dubbo", "/services");
            assertEquals(expectedReplay(sourceLeaves, fleet), replayed);
            for (String captured : HOSTS.keySet()) {
                assertFalse(replayed.toString().contains(captured), captured + " is left in the replay");
            }
        }

        Path runDir = tmp.resolve("run");
        Ran run = sdsim("run", "--fleet", file.toString(), "--modes", "dual,interface@2.7", "--duration", "6s",
                "--probe-every", "3s", "--churn-every", "3s", "--embedded-registries", "1", "--no-heap-attribution",
                "--no-report", "--out", runDir.toString());
        assertEquals(0, run.exit(), run.err());
        JsonNode summary = JSON.readTree(runDir.resolve("summary.json").toFile());
        for (JsonNode mode : summary.path("modes")) {
            String id = mode.path("mode").asText();
            assertEquals("completed", mode.path("outcome").asText(), id);
            assertNotNull(mode.path("convergeSeconds").numberValue(), id + " converged");
            assertTrue(mode.path("callsOk").asInt() >= 1 && mode.path("callsFailed").asInt() == 0, id + ": " + mode);
            assertEquals(6, mode.path("addressesPerInterfacePerRegistry").path("zk1").size(), id + ": every service");
            mode.path("connectionsByRemote").fieldNames().forEachRemaining(remote ->
                    assertTrue(remote.startsWith("127.0.0.1"), id + " dialled " + remote));
        }
        JsonNode manifest = JSON.readTree(runDir.resolve("manifest.json").toFile());
        assertEquals("captured", manifest.path("fleet").path("source").asText());
        assertEquals(fleet.sha256(), manifest.path("fleet").path("sha256").asText());
        assertEquals("zookeeper://", manifest.path("fleet").path("header").path("source").asText().substring(0, 12));
    }

    /**
     * The source's leaves as the replay should hold them: each provider URL's host and each instance's
     * host (in its path, address and id) renamed as the fleet renames it, and in any other node's data
     * (3.3's service definitions keep a provider's bind.ip); everything else as it was. Empty categories
     * are not captured (they are Dubbo's parents, not nodes).
     */
    private static Map<String, String> expectedReplay(Map<String, String> source, CapturedFleet fleet) {
        Map<String, String> names = new TreeMap<>();
        for (int i = 0; i < fleet.providers(); i++) {
            names.put(fleet.capturedHost(i), fleet.hostName(i));
        }
        Map<String, String> out = new TreeMap<>();
        source.forEach((path, data) -> {
            String[] parts = path.split("/");
            String last = parts[parts.length - 1];
            if (path.startsWith("/dubbo/") && parts.length == 4 && List.of("providers", "consumers", "routers",
                    "configurators").contains(last)) {
                return; // an empty category
            }
            String newPath = path;
            String newData = data;
            for (Map.Entry<String, String> n : names.entrySet()) {
                if (path.startsWith("/dubbo/") && parts.length == 5 && parts[3].equals("providers")) {
                    String url = UrlCodec.decode(last).replace("://" + n.getKey() + ":", "://" + n.getValue() + ":");
                    newPath = String.join("/", List.of(parts).subList(0, 4)) + "/" + UrlCodec.encode(url);
                    if (!newPath.equals(path)) {
                        break;
                    }
                } else if (path.startsWith("/services/") && last.startsWith(n.getKey() + ":")) {
                    newPath = path.replace("/" + n.getKey() + ":", "/" + n.getValue() + ":");
                    newData = data.replace("\"" + n.getKey() + "\"", "\"" + n.getValue() + "\"")
                            .replace("\"" + n.getKey() + ":", "\"" + n.getValue() + ":");
                } else if (!path.startsWith("/services/")) {
                    newData = newData.replace(n.getKey(), n.getValue());
                }
            }
            out.put(newPath, newData);
        });
        return out;
    }

    /** 14 provider URLs, 3 instances and both applications' metadata, written by the providers themselves. */
    private static void awaitRegistered(CuratorFramework client) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        Map<String, String> leaves = Map.of();
        while (System.nanoTime() < deadline) {
            leaves = ZNodes.leaves(client, "/dubbo", "/services");
            long urls = leaves.keySet().stream().filter(p -> p.matches("/dubbo/[^/]+/providers/.+")).count();
            long instances = leaves.keySet().stream().filter(p -> p.startsWith("/services/")).count();
            long revisions = leaves.keySet().stream().filter(p -> p.matches("/dubbo/metadata/capture-[a-z]+/[0-9a-f]+")).count();
            if (urls == 14 && instances == 3 && revisions == 2) {
                return;
            }
            Thread.sleep(250);
        }
        throw new IllegalStateException("the providers did not register everything: " + leaves.keySet());
    }

    /** The Dubbo 2.7.23 provider: consumer-dubbo27's classes, test classes and libraries, and its generation's JVM options. */
    private ProviderJvm startLegacyProvider(String registry, Path hosts) throws Exception {
        Generation g27 = Generations.installed().all().stream().filter(g -> g.name().equals("2.7")).findFirst().orElseThrow();
        Path consumerApi = Path.of(ConsumerMain.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        String classPath = g27.moduleDir().resolve("target").resolve("test-classes") + java.io.File.pathSeparator
                + g27.classPath(g27.defaultVersion(), consumerApi);
        List<String> options = new ArrayList<>(g27.jvmOptions());
        options.addAll(providerOptions(hosts, "home27"));
        return ProviderJvm.start(options, classPath, "org.sdsim.consumer27.fixture.LegacyProviderMain",
                List.of(registry, "l1.capture.sdsim", port()), tmp.resolve("provider-2.7.log"));
    }

    private List<String> providerOptions(Path hosts, String home) {
        return List.of("-Djdk.net.hosts.file=" + hosts, "-Duser.home=" + tmp.resolve(home), "-Djava.net.preferIPv4Stack=true",
                "-Ddubbo.application.logger=slf4j", "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn");
    }

    /** The providers' host names on four loopback addresses, as four machines would be. */
    private Path hostsFile() throws Exception {
        List<String> lines = new ArrayList<>(List.of("127.0.0.1 localhost", "127.0.0.1 " + InetAddress.getLocalHost().getHostName()));
        HOSTS.forEach((name, address) -> lines.add(address + " " + name));
        return Files.write(tmp.resolve("hosts"), lines);
    }

    private static String port() throws java.io.IOException {
        return String.valueOf(ZooKeeperServerProcess.freePort());
    }
}
