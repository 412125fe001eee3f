package org.sdsim.simulator.orchestrator;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.apache.curator.framework.CuratorFramework;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.fixtures.registry.RegistryServer;
import org.sdsim.fixtures.registry.ZooKeeperClients;
import org.sdsim.simulator.folder.RegistryEvent;
import org.sdsim.simulator.folder.RegistryFolder;

/**
 * A registry JVM through the operations a fault injector uses, against a real ZooKeeper server
 * process: a kill takes it down, a start brings it back on the same address with its znodes, a
 * suspend makes it silent until resumed; each is recorded, and none of them counts as a death.
 */
class RegistryProcessTest {

    @TempDir
    Path runDir;

    @Test
    void killStartSuspendAndResumeActOnTheServerProcessAndARestartKeepsItsData() throws Exception {
        List<RegistryEvent> deaths = new ArrayList<>();
        Files.createDirectories(RegistryFolder.root(runDir));
        try (JsonLines events = new JsonLines(RegistryFolder.EVENTS.in(RegistryFolder.root(runDir)))) {
            RegistryServer zk = RegistryProcess.launch("zk1", runDir, org.sdsim.fixtures.fleet.FleetState.of(SmallRuns.topology(1)), System.getProperty("java.class.path"), events,
                    deaths::add);
            try (zk) {
                String gcLog = (String) ((RegistryProcess) zk).manifestEntry().get("gcLog");
                assertEquals(Path.of("registries", "zk1", "gc.log").toString(), gcLog, "relative to the run folder");
                assertTrue(Files.exists(runDir.resolve(gcLog)), gcLog);
                String address = zk.connectString();
                byte[] data = "kept".getBytes(StandardCharsets.UTF_8);
                try (CuratorFramework client = ZooKeeperClients.connect(address, Duration.ofSeconds(10))) {
                    client.create().forPath("/sdsim-restart-test", data);
                }

                zk.kill();
                assertFalse(zk.isAlive());
                assertFalse(answers(address), "a killed server answers");

                zk.start();
                assertEquals(address, zk.connectString());
                try (CuratorFramework client = ZooKeeperClients.connect(address, Duration.ofSeconds(10))) {
                    assertArrayEquals(data, client.getData().forPath("/sdsim-restart-test"), "the restart lost the znode");
                }

                zk.suspend();
                assertTrue(zk.isAlive(), "a suspended server's process stays");
                assertFalse(answers(address), "a suspended server answers");
                zk.resume();
                assertTrue(answers(address), "a resumed server is silent");
                try (CuratorFramework client = ZooKeeperClients.connect(address, Duration.ofSeconds(10))) {
                    assertArrayEquals(data, client.getData().forPath("/sdsim-restart-test"));
                }
            }
            assertFalse(zk.isAlive());
        }
        assertEquals(List.of(), deaths, "sdsim's own kill and stop are not deaths");
        ObjectMapper json = new ObjectMapper();
        List<String> kinds = new ArrayList<>();
        for (String line : Files.readAllLines(RegistryFolder.EVENTS.in(RegistryFolder.root(runDir)))) {
            kinds.add(json.readValue(line, RegistryEvent.class).event());
        }
        assertEquals(List.of("started", "killed", "started", "suspended", "resumed", "stopped"), kinds);
        assertTrue(Files.exists(RegistryFolder.gcLog(RegistryFolder.of(runDir, "zk1"), 2)), "the restart has a GC log of its own");
        assertFalse(Files.exists(RegistryFolder.of(runDir, "zk1").resolve(RegistryFolder.DATA_FOLDER)),
                "the data is deleted at the end");
    }

    @Test
    void aRegistryThatRunsOutOfHeapIsReportedAsADeathOutOfHeapAndNothingElseGoesDown() throws Exception {
        List<RegistryEvent> deaths = new java.util.concurrent.CopyOnWriteArrayList<>();
        Files.createDirectories(RegistryFolder.root(runDir));
        try (JsonLines events = new JsonLines(RegistryFolder.EVENTS.in(RegistryFolder.root(runDir)));
             RegistryServer zk = RegistryProcess.launch("zk1", runDir, org.sdsim.fixtures.fleet.FleetState.of(SmallRuns.topology(1)),
                     System.getProperty("java.class.path"), events, deaths::add);
             CuratorFramework client = ZooKeeperClients.connect(zk.connectString(), Duration.ofSeconds(10))) {
            // 1 MB znodes into the fleet's floor heap (257 MB) until the server's JVM gives up.
            byte[] megabyte = new byte[1 << 20];
            for (int i = 0; i < 1000 && zk.isAlive(); i++) {
                try {
                    client.create().forPath("/fill-" + i, megabyte);
                } catch (Exception e) {
                    break;
                }
            }
            long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            while (deaths.isEmpty() && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
        }
        assertEquals(1, deaths.size(), "one death: " + deaths);
        RegistryEvent died = deaths.get(0);
        assertEquals("died", died.event());
        assertEquals(Boolean.TRUE, died.outOfHeap(), died.toString());
        assertEquals(EndReason.OOM_EXIT, died.exitCode(), died.toString());
        assertTrue(died.detail().contains("out of heap"), died.detail());
    }

    /**
     * Whether the server at {@code address} answers ZooKeeper's {@code srvr} command within 2 s. A
     * raw socket, not a client: a ZooKeeper client closing a half-open session would wait for its
     * session timeout.
     */
    private static boolean answers(String address) {
        String[] hostPort = address.split(":");
        try (java.net.Socket s = new java.net.Socket()) {
            s.connect(new java.net.InetSocketAddress(hostPort[0], Integer.parseInt(hostPort[1])), 2000);
            s.setSoTimeout(2000);
            s.getOutputStream().write("srvr".getBytes(StandardCharsets.US_ASCII));
            s.getOutputStream().flush();
            return s.getInputStream().read() >= 0;
        } catch (java.io.IOException e) {
            return false;
        }
    }
}
