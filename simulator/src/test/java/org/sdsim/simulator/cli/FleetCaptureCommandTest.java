package org.sdsim.simulator.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.sdsim.simulator.cli.InProcess.sdsim;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.curator.test.TestingServer;
import org.apache.zookeeper.CreateMode;
import org.apache.zookeeper.ZooDefs;
import org.apache.zookeeper.ZooKeeper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.fixtures.capture.FleetFileReader;
import org.sdsim.fixtures.capture.UrlCodec;
import org.sdsim.simulator.cli.InProcess.Ran;

/**
 * {@code sdsim fleet capture} on a registry that holds, beside a few good nodes, every kind of odd
 * one: names that are not Dubbo URLs or are malformed ones, a foreign node beside the categories, a
 * foreign tool's tree beside the services, nodes below a URL node, an instance that is not one, and
 * nodes the ACL refuses to read or to list. Every odd node is skipped with its reason, counted, and
 * named; the good ones are in the file; the exit code says "written, with skips". An empty or
 * unreachable registry and bad flags are one line each with the policy's code.
 */
class FleetCaptureCommandTest {

    private static final String GOOD = "dubbo://10.0.0.1:20880/com.acme.Good?application=good-app&interface=com.acme.Good"
            + "&methods=get&side=provider&timestamp=1";

    @TempDir
    Path dir;

    @Test
    void everyOddNodeIsSkippedCountedAndNamedAndTheRestIsCaptured() throws Exception {
        try (TestingServer zk = new TestingServer()) {
            ZooKeeper setup = connect(zk.getConnectString());
            setup.addAuthInfo("digest", "owner:secret".getBytes(StandardCharsets.UTF_8));
            String good = "/dubbo/com.acme.Good/providers/";
            create(setup, good + UrlCodec.encode(GOOD), "10.0.0.1");
            create(setup, good + UrlCodec.encode(GOOD.replace("10.0.0.1", "10.0.0.2")), "");
            create(setup, good + UrlCodec.encode(GOOD.replace("10.0.0.1", "10.0.0.2")) + "/child", "");
            create(setup, good + "not-a-url", "");
            create(setup, good + UrlCodec.encode("dubbo://:20880/com.acme.Good"), "");
            create(setup, good + UrlCodec.encode("dubbo://10.0.0.3:port/com.acme.Good"), "");
            create(setup, good + "dubbo%3A%2F%2F10.0.0.4%zz", "");
            create(setup, "/dubbo/com.acme.Good/weird/x", "");
            create(setup, "/dubbo/foreign-tool/state", "{}");
            create(setup, "/dubbo/com.acme.Locked/providers", "");
            setup.create("/dubbo/com.acme.Locked/providers/" + UrlCodec.encode(GOOD.replace("Good", "Locked")), new byte[0],
                    ZooDefs.Ids.CREATOR_ALL_ACL, CreateMode.PERSISTENT);
            create(setup, "/dubbo/com.acme.Hidden", "");
            setup.create("/dubbo/com.acme.Hidden/providers", new byte[0], ZooDefs.Ids.CREATOR_ALL_ACL, CreateMode.PERSISTENT);
            create(setup, "/services/good-app/10.0.0.1:20880", "{\"name\":\"good-app\",\"id\":\"10.0.0.1:20880\","
                    + "\"address\":\"10.0.0.1\",\"port\":20880,\"payload\":null}");
            create(setup, "/services/good-app/10.0.0.9:20880", "garbage");
            create(setup, "/dubbo/mapping/com.acme.Good", "good-app");
            setup.close();

            Path file = dir.resolve("odd.fleet.gz");
            Ran r = sdsim("fleet", "capture", "--registry", "zookeeper://" + zk.getConnectString(), "--out", file.toString());
            assertEquals(1, r.exit(), r.out() + r.err());
            assertTrue(r.out().contains("2 provider URLs, 0 consumer URLs, 0 routers, 0 configurators, 1 instances, 0 metadata, "
                    + "1 mapping, 0 config"), r.out());
            assertTrue(r.out().contains("skipped 11 nodes:"), r.out());
            Map<String, String> expected = Map.of(
                    "not a Dubbo URL", good + "not-a-url",
                    "a malformed Dubbo URL: no host", good + UrlCodec.encode("dubbo://:20880/com.acme.Good"),
                    "a malformed Dubbo URL: the port is not a number", good + UrlCodec.encode("dubbo://10.0.0.3:port/com.acme.Good"),
                    "not one of Dubbo's categories (providers, consumers, routers, configurators)", "/dubbo/com.acme.Good/weird",
                    "not a Dubbo service (a node without providers, consumers, routers or configurators)", "/dubbo/foreign-tool/state",
                    "below a URL node (Dubbo writes nothing there)", "timestamp%3D1/*",
                    "the ACL refused reading it (NoAuth)", "/dubbo/com.acme.Locked/providers/",
                    "the ACL refused listing its children (NoAuth)", "/dubbo/com.acme.Hidden/providers",
                    "not a service instance (Curator's ServiceInstance JSON with name, address and port)", "/services/good-app/10.0.0.9:20880");
            expected.forEach((reason, path) -> {
                String line = r.out().lines().filter(l -> l.contains(reason)).findFirst().orElse("");
                assertTrue(line.contains(path), reason + " names " + path + ": " + r.out());
            });
            assertTrue(r.out().lines().anyMatch(l -> l.matches("\\s+2\\s+not one of Dubbo's categories.*")), "weird and its child: " + r.out());
            assertTrue(r.out().contains("a malformed Dubbo URL: a broken %-escape (e.g. " + good + "dubbo%3A%2F%2F10.0.0.4%zz)"), r.out());
            try (FleetFileReader read = FleetFileReader.open(file)) {
                assertEquals(11, read.header().skippedTotal());
                assertEquals(2, read.header().count(org.sdsim.fixtures.capture.NodeKind.PROVIDER));
            }

            Ran show = sdsim("fleet", "show", "--json", file.toString());
            assertEquals(0, show.exit(), show.err());
            JsonNode json = new ObjectMapper().readTree(show.out());
            for (String key : List.of("providerUrls", "interfaces", "protocols", "instances", "applications", "revisions",
                    "urlLength", "perProviderParameters")) {
                assertTrue(json.has(key), key + " in " + show.out());
            }
            assertEquals(2, json.path("providerUrls").asInt());
            assertEquals(1, json.path("interfaces").asInt());
            assertEquals(2, json.path("protocols").path("dubbo").asInt());
            assertEquals(1, json.path("instances").asInt());
            assertEquals(1, json.path("applications").asInt());
            Ran table = sdsim("fleet", "show", file.toString());
            assertTrue(table.out().contains("provider URLs    2   (1 services on 2 provider hosts)"), table.out());

            Ran again = sdsim("fleet", "capture", "--registry", "zookeeper://" + zk.getConnectString(), "--out", file.toString());
            assertEquals(2, again.exit());
            assertTrue(again.err().contains("sdsim fleet capture: --out " + file + ": the file exists"), again.err());
        }
    }

    @Test
    void anEmptyUnreachableOrMisnamedRegistryAndABadFileAreOneLineEachWithThePolicysCode() throws Exception {
        try (TestingServer zk = new TestingServer()) {
            Ran empty = sdsim("fleet", "capture", "--registry", "zookeeper://" + zk.getConnectString(), "--out",
                    dir.resolve("empty.gz").toString());
            assertEquals(2, empty.exit(), empty.err());
            assertTrue(empty.err().contains("neither /dubbo nor /services exists, so there is no Dubbo registry to capture"), empty.err());
            assertFalse(Files.exists(dir.resolve("empty.gz")));
            assertEquals(List.of(), List.of(dir.toFile().list()), "no temporary file is left");

            Ran badRoot = sdsim("fleet", "capture", "--registry", "zookeeper://" + zk.getConnectString(), "--root", "dubbo/",
                    "--out", dir.resolve("x.gz").toString());
            assertEquals(2, badRoot.exit());
            assertTrue(badRoot.err().contains("--root dubbo/: expected an absolute ZooKeeper path"), badRoot.err());
        }
        Ran unreachable = sdsim("fleet", "capture", "--registry", "zookeeper://127.0.0.1:1", "--connect-timeout", "1s",
                "--out", dir.resolve("u.gz").toString());
        assertEquals(3, unreachable.exit(), unreachable.err());
        assertTrue(unreachable.err().contains("ZooKeeper at 127.0.0.1:1 not reachable within 1 s"), unreachable.err());

        Path notAFleet = Files.writeString(dir.resolve("notes.txt"), "hello");
        Ran show = sdsim("fleet", "show", notAFleet.toString());
        assertEquals(2, show.exit());
        assertEquals("sdsim fleet show: " + notAFleet + ": not gzip; expected a fleet file written by sdsim fleet capture "
                + "(gzip'd JSON lines)", show.err().strip());
    }

    private static void create(ZooKeeper zk, String path, String data) throws Exception {
        StringBuilder at = new StringBuilder();
        String[] parts = path.substring(1).split("/");
        for (int i = 0; i < parts.length; i++) {
            at.append('/').append(parts[i]);
            boolean last = i == parts.length - 1;
            if (zk.exists(at.toString(), false) == null) {
                zk.create(at.toString(), last ? data.getBytes(StandardCharsets.UTF_8) : new byte[0],
                        ZooDefs.Ids.OPEN_ACL_UNSAFE, CreateMode.PERSISTENT);
            }
        }
    }

    private static ZooKeeper connect(String connectString) throws Exception {
        CountDownLatch up = new CountDownLatch(1);
        ZooKeeper zk = new ZooKeeper(connectString, 30_000, e -> up.countDown());
        assertTrue(up.await(10, TimeUnit.SECONDS));
        return zk;
    }


}
