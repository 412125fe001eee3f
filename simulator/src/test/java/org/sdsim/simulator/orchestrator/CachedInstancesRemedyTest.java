package org.sdsim.simulator.orchestrator;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.apache.curator.framework.CuratorFramework;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.sdsim.consumer.api.AddressCounts;
import org.sdsim.consumer.api.StatusReply;
import org.sdsim.fixtures.fleet.AppRevision;
import org.sdsim.fixtures.fleet.FleetState;
import org.sdsim.fixtures.fleet.ProviderInstance;
import org.sdsim.fixtures.fleet.RegistryLayout;
import org.sdsim.fixtures.meter.RegistryMeter;
import org.sdsim.fixtures.registry.ZooKeeperClients;
import org.sdsim.simulator.plan.ModePlan;
import org.sdsim.simulator.plan.ModePlanner;
import org.sdsim.simulator.run.ConsumerRealism;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.Mode;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The cached-instances remedy on a real Dubbo 3.3.6 consumer, beside the stock application-level consumer on
 * the same fleet in two real registries: both hold the whole fleet and their calls succeed; both follow an
 * instance whose data changes in place (a provider that points its instance at a new metadata revision, the
 * update Dubbo 3.1.5 learned to follow); and with the remedy Dubbo really runs the remedy's service discovery,
 * which answers each instance event from its cache instead of reading every instance of the application again.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class CachedInstancesRemedyTest {

    private static final int PROVIDERS = 6;
    private static final int INTERFACES = 8;
    private static final int REGISTRIES = 2;
    private static final String STOCK = "application";
    private static final String REMEDIED = "application+cached-instances";
    private static final String STOCK_DISCOVERY = "org.apache.dubbo.registry.zookeeper.ZookeeperServiceDiscovery";
    private static final String REMEDY_DISCOVERY = "org.sdsim.remedy.cached.CachedInstancesServiceDiscovery";
    private static final Duration SETTLE = Duration.ofSeconds(60);

    @TempDir
    static Path dir;
    static RunFixtures fixtures;
    /** Provider 0's instance node: as registered, and pointing at a build without the last interface. */
    static InPlaceUpdate update;
    /** Mode id → what its consumer did; each mode's consumer runs once, whichever test asks first. */
    private static final Map<String, ConsumerRun> RUNS = new ConcurrentHashMap<>();

    @BeforeAll
    static void oneFleetForBothConsumers() throws Exception {
        fixtures = RunFixtures.open(SmallRuns.twoRegistries(dir, DiscoveryMode.APPLICATION, PROVIDERS,
                ConsumerRealism.DEFAULTS), dir,
                Progress.forConsole(), new RunStop());
        assertEquals(REGISTRIES, fixtures.context().meters().available().size(),
                "the embedded registries answer mntr: " + fixtures.context().meters().unavailable());
        update = InPlaceUpdate.of((FleetState) fixtures.context().fleet(), fixtures.context().namespace().layout());
    }

    @AfterAll
    static void close() throws Exception {
        if (fixtures != null) {
            fixtures.close();
        }
    }

    @Order(1)
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {STOCK, REMEDIED})
    void theConsumerHoldsTheWholeFleetAndFollowsAnInstanceUpdatedInPlace(String modeId) throws Exception {
        ConsumerRun run = run(modeId);
        assertEquals(0, run.converged().callsFailed(), modeId + ": calls failed: " + run.converged());
        assertEquals(0, run.restored().callsFailed(), modeId + ": calls failed during the update: " + run.restored());
        assertTrue(run.restored().callsOk() > run.converged().callsOk(), modeId + ": no call answered during the update");
    }

    @Order(2)
    @Test
    void withTheRemedyDubboRunsTheRemedysServiceDiscoveryInPlaceOfItsOwn() throws Exception {
        ConsumerRun stock = run(STOCK);
        ConsumerRun remedied = run(REMEDIED);
        assertTrue(remedied.commandLine().contains(Path.of("remedy-cached-instances", "target", "classes").toString()),
                remedied.commandLine());
        assertFalse(stock.commandLine().contains("remedy-cached-instances"), stock.commandLine());
        // one discovery per registry, of the class the zookeeper ServiceDiscoveryFactory makes
        assertEquals(Map.of(STOCK_DISCOVERY, (long) REGISTRIES), stock.discoveries(), "stock");
        assertEquals(Map.of(REMEDY_DISCOVERY, (long) REGISTRIES), remedied.discoveries(), "with the remedy");
    }

    @Order(3)
    @Test
    void withTheRemedyAnInPlaceUpdateCostsTheRegistriesNoReadOfEveryInstance() throws Exception {
        long stock = run(STOCK).getDataRequests();
        long remedied = run(REMEDIED).getDataRequests();
        System.out.printf("getData requests of both registries for one in-place update and its restore: stock %d, "
                + "cached-instances %d%n", stock, remedied);
        // Stock Dubbo reads each of the application's instances again on each of the 2 instance events (update,
        // restore) in each of the 2 registries: 24 getData here. The remedy answers those from its cache; both
        // read what else an event costs (the changed node, the new revision's metadata) alike. Half the re-reads
        // is the margin: an override Dubbo ignored saves none of them.
        long rereads = 2L * REGISTRIES * PROVIDERS;
        assertTrue(stock >= rereads, "stock Dubbo re-reads every instance on each event: " + stock + " getData");
        assertTrue(stock - remedied >= rereads / 2, "with the remedy " + remedied + " getData, stock " + stock);
    }

    private static ConsumerRun run(String modeId) throws Exception {
        ConsumerRun done = RUNS.get(modeId);
        if (done == null) {
            done = ConsumerRun.of(Mode.parse(modeId));
            RUNS.put(modeId, done);
        }
        return done;
    }

    /**
     * One consumer's life here: it holds the whole fleet with calls answered; provider 0's instance is pointed
     * at a build without the last interface, in both registries, and the consumer drops provider 0 from that
     * interface alone; the instance is put back, and the consumer holds the whole fleet again.
     *
     * @param converged       the status once the consumer held the whole fleet
     * @param restored        the status once it held the whole fleet again after the update and its restore
     * @param getDataRequests getData requests both registries served from the update to the restore
     * @param commandLine     the consumer JVM's command line (the first line of its log)
     * @param discoveries     the classes of its ZooKeeper service discovery objects, with their instance counts
     */
    private record ConsumerRun(StatusReply converged, StatusReply restored, long getDataRequests, String commandLine,
                               Map<String, Long> discoveries) {

        static ConsumerRun of(Mode mode) throws Exception {
            Path modeDir = Files.createDirectories(dir.resolve(mode.id()));
            Path log = modeDir.resolve("consumer.log");
            String dropped = fixtures.context().fleet().services().get(INTERFACES - 1).key();
            // a short notify delay: each consumer waits out Dubbo's delay three times (start, update, restore)
            ModePlan plan = ModePlanner.installed().runWide(List.of("notify-delay=1s")).plan(mode);
            try (ConsumerProcess consumer = ConsumerLauncher.start(fixtures.context(), plan, modeDir)) {
                assertNotNull(consumer.awaitReady(Duration.ofMinutes(2)), mode + ": the consumer did not start; see " + log);
                StatusReply converged = ConsumerStatusWait.until(consumer, SETTLE,
                        s -> holds(s, dropped, PROVIDERS) && s.callsOk() >= 2,
                        mode + " holds the whole fleet with calls answered (see " + log + ")");
                long before = getDataServed();
                update.apply(true);
                ConsumerStatusWait.until(consumer, SETTLE, s -> holds(s, dropped, PROVIDERS - 1), mode
                        + " drops provider 0 from " + dropped + " alone, its instance updated in place (see " + log + ")");
                update.apply(false);
                StatusReply restored = ConsumerStatusWait.until(consumer, SETTLE, s -> holds(s, dropped, PROVIDERS),
                        mode + " holds the whole fleet again, the instance restored in place (see " + log + ")");
                long reads = getDataServed() - before;
                Map<String, Long> discoveries = discoveries(consumer.jvm().pid());
                return new ConsumerRun(converged, restored, reads, Files.readAllLines(log).get(0), discoveries);
            }
        }

        /** Every interface in every registry holds every provider, but {@code dropped}, which holds {@code n}. */
        private static boolean holds(StatusReply status, String dropped, int n) {
            if (status.addresses().size() != INTERFACES) {
                return false;
            }
            for (Map.Entry<String, Map<String, AddressCounts>> service : status.addresses().entrySet()) {
                int expected = service.getKey().equals(dropped) ? n : PROVIDERS;
                if (service.getValue().size() != REGISTRIES || !service.getValue().values().stream()
                        .allMatch(c -> c.applicationLevel() == expected)) {
                    return false;
                }
            }
            return true;
        }

        /** getData requests the run's registries have served so far, as their servers count them. */
        private static long getDataServed() throws IOException {
            long sum = 0;
            for (RegistryMeter meter : fixtures.context().meters().available()) {
                sum += meter.sample("getData", false).counters().getDataRequests();
            }
            return sum;
        }

        /**
         * Live instances of Dubbo's and the remedy's ZooKeeper service discovery in the consumer, by class, from
         * the JVM's own class histogram ({@code jcmd GC.class_histogram}): which class Dubbo's extension loader
         * instantiated, with no log or recording in between.
         */
        private static Map<String, Long> discoveries(long pid) throws IOException, InterruptedException {
            Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
            Process p = new ProcessBuilder(jcmd.toString(), Long.toString(pid), "GC.class_histogram")
                    .redirectErrorStream(true).start();
            String histogram = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0, "jcmd " + pid + ": " + histogram);
            Map<String, Long> counts = new TreeMap<>();
            for (String line : histogram.lines().toList()) {
                // "  123:             2             64  org.apache...ZookeeperServiceDiscovery (module)"
                String[] cols = line.trim().split("\\s+");
                if (cols.length >= 4 && (cols[3].equals(STOCK_DISCOVERY) || cols[3].equals(REMEDY_DISCOVERY))) {
                    counts.put(cols[3], Long.parseLong(cols[1]));
                }
            }
            return counts;
        }
    }

    /**
     * Provider 0's instance node rewritten in place (setData on the same node) to point at another metadata
     * revision of its application: the same build without the topology's last interface, whose metadata is
     * written first, as a provider publishes its metadata before its instance.
     */
    private record InPlaceUpdate(List<String> registries, String instancePath, byte[] registered, byte[] updated,
                                 String metadataPath, byte[] metadata) {

        static InPlaceUpdate of(FleetState fleet, RegistryLayout layout) throws Exception {
            ProviderInstance p = fleet.initial(0);
            FleetState smaller = FleetState.of(fleet.topology().toBuilder().interfaces(INTERFACES - 1).build(), layout);
            AppRevision revision = smaller.revisionOf(smaller.initial(0));
            assertNotEquals(fleet.revisionOf(p).revision(), revision.revision(), "one interface fewer, another revision");
            ObjectMapper json = new ObjectMapper();
            ObjectNode instance = (ObjectNode) json.readTree(fleet.instanceJson(p));
            ((ObjectNode) instance.path("payload").path("metadata")).put(FleetState.REVISION_KEY, revision.revision());
            InPlaceUpdate u = new InPlaceUpdate(fixtures.context().registries(), fleet.instancePath(p),
                    fleet.instanceJson(p), json.writeValueAsBytes(instance),
                    layout.metadataPath(p.application(), revision.revision()),
                    revision.metadataJson().getBytes(StandardCharsets.UTF_8));
            for (String registry : u.registries()) {
                try (CuratorFramework zk = ZooKeeperClients.connect(registry, Duration.ofSeconds(10))) {
                    assertArrayEquals(u.registered(), zk.getData().forPath(u.instancePath()),
                            "the instance as registered in " + registry);
                }
            }
            return u;
        }

        /** Points provider 0 at the smaller build ({@code updated}) or back at its own, in every registry. */
        void apply(boolean toUpdated) throws Exception {
            for (String registry : registries) {
                try (CuratorFramework zk = ZooKeeperClients.connect(registry, Duration.ofSeconds(10))) {
                    if (toUpdated && zk.checkExists().forPath(metadataPath) == null) {
                        zk.create().forPath(metadataPath, metadata);
                    }
                    zk.setData().forPath(instancePath, toUpdated ? updated : registered);
                }
            }
        }
    }
}
