package org.sdsim.simulator.orchestrator;

import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.test.InstanceSpec;
import org.apache.curator.test.TestingCluster;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.fixtures.churn.ChurnPlan;
import org.sdsim.fixtures.registrar.RunNamespace;
import org.sdsim.fixtures.registry.ZooKeeperClients;
import org.sdsim.simulator.run.ConsumerRealism;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.Outcome;
import org.sdsim.simulator.plan.ModePlanner;
import org.sdsim.simulator.plan.RunOptions;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RunSummary;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A run on a real 3-node ZooKeeper ensemble (curator-test's TestingCluster, three quorum peers on
 * 127.0.0.1) whose leader is killed while the first mode measures with churn: a quorum survives,
 * the registrar keeps restarting providers through the election, the consumer keeps every address
 * and its calls keep succeeding, the second mode runs on the two members left, and the run ends
 * with its namespace deleted from the ensemble.
 */
class EnsembleLosesAMemberTest {

    private static final int PROVIDERS = 10;

    @TempDir
    Path dir;

    @Test
    void aRunKeepsEveryAddressAndItsCallsWhenTheEnsembleLosesItsLeader() throws Exception {
        try (TestingCluster cluster = new TestingCluster(loopbackSpecs(3))) {
            cluster.start();
            Path runDir = dir.resolve("run");
            RunOptions options = RunOptions.builder(ModePlanner.installed().planModes(
                            List.of(Mode.of(DiscoveryMode.INTERFACE), Mode.of(DiscoveryMode.APPLICATION))),
                            RunOptions.FleetSource.synthetic(SmallRuns.topology(PROVIDERS)), runDir)
                    .registries(new RunOptions.Registries(List.of("zookeeper://" + cluster.getConnectString()), 0))
                    .pace(new RunOptions.Pace(Duration.ofSeconds(10), Duration.ofSeconds(1), Duration.ofSeconds(3),
                            Duration.ofSeconds(5), Duration.ofMinutes(2)))
                    .churn(ChurnPlan.rolling(Duration.ofSeconds(3), 0.3))
                    .consumer(new RunOptions.ConsumerSetup("consumer-1c2g", ConsumerRealism.DEFAULTS, false))
                    .build();

            AtomicLong killedAt = new AtomicLong();
            AtomicReference<String> killed = new AtomicReference<>();
            Thread killer = new Thread(() -> killTheLeaderWhileTheFirstModeMeasures(cluster, runDir, killedAt, killed));
            killer.setDaemon(true);
            killer.start();
            RunSummary summary = new Orchestrator(options, "test").run();
            killer.join(1_000);

            assertNotNull(killed.get(), "no member was killed");
            assertTrue(killed.get().startsWith("killed leader"), killed.get());
            for (ModeSummary m : summary.modes()) {
                assertEquals(Outcome.COMPLETED, m.course().outcome(), m.mode() + ": " + m.course().outcomeDetail());
                assertEquals(List.of("zk1"), List.copyOf(m.addresses().perInterfacePerRegistry().keySet()), m.mode().id());
                Map<String, Integer> perInterface = m.addresses().perInterfacePerRegistry().get("zk1");
                assertEquals(8, perInterface.size(), m.mode().id());
                perInterface.forEach((iface, n) -> assertEquals(PROVIDERS, n, m.mode() + " " + iface));
                assertEquals(0L, m.calls().failed(), m.mode() + " failed calls");
            }
            long okAfterKill = okCallsAfter(runDir.resolve("interface/calls.csv"), killedAt.get());
            assertTrue(okAfterKill >= 3, "calls that succeeded after the leader died: " + okAfterKill);

            try (CuratorFramework client = ZooKeeperClients.connect(cluster.getConnectString(), Duration.ofSeconds(10))) {
                assertNull(client.checkExists().forPath(RunNamespace.PARENT), "the run's namespace is left on the ensemble");
            }
        }
    }

    /** Three quorum peers listening on 127.0.0.1 only, with sessions as long as sdsim asks for. */
    private static List<InstanceSpec> loopbackSpecs(int count) {
        List<InstanceSpec> specs = new ArrayList<>();
        for (int id = 1; id <= count; id++) {
            specs.add(new InstanceSpec(null, -1, -1, -1, true, id, 2_000, 0,
                    Map.of("clientPortAddress", "127.0.0.1", "maxSessionTimeout", "120000",
                            "admin.enableServer", "false"), "127.0.0.1"));
        }
        return specs;
    }

    private static void killTheLeaderWhileTheFirstModeMeasures(TestingCluster cluster, Path runDir, AtomicLong killedAt,
            AtomicReference<String> killed) {
        try {
            Path probes = runDir.resolve("interface/probes.jsonl");
            while (!Files.exists(probes) || Files.size(probes) == 0) {
                Thread.sleep(200);
            }
            Thread.sleep(1_000);
            for (InstanceSpec spec : cluster.getInstances()) {
                if (mode(spec.getPort()).equals("leader")) {
                    killedAt.set(System.currentTimeMillis());
                    cluster.killServer(spec);
                    killed.set("killed leader " + spec.getConnectString());
                    return;
                }
            }
            killed.set("found no leader");
        } catch (Exception e) {
            killed.set("could not kill: " + e);
        }
    }

    /** The member's Mode line of the "srvr" four-letter command (leader, follower). */
    private static String mode(int port) throws IOException {
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(2_000);
            OutputStream out = s.getOutputStream();
            out.write("srvr".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = s.getInputStream();
            String reply = new String(in.readAllBytes(), StandardCharsets.US_ASCII);
            for (String line : reply.split("\n")) {
                if (line.startsWith("Mode: ")) {
                    return line.substring("Mode: ".length()).trim();
                }
            }
            return "";
        }
    }

    private static long okCallsAfter(Path callsCsv, long epochMs) throws IOException {
        return Files.readAllLines(callsCsv).stream().skip(1)
                .map(line -> line.split(",", -1))
                .filter(f -> Long.parseLong(f[0]) > epochMs && Boolean.parseBoolean(f[3]))
                .count();
    }
}
