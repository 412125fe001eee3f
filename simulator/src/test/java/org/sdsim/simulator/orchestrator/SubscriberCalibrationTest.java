package org.sdsim.simulator.orchestrator;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.fixtures.churn.ChurnPlan;
import org.sdsim.fixtures.topology.ProtocolSpec;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.Outcome;
import org.sdsim.simulator.run.RunOptions;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RegistryFigures;
import org.sdsim.simulator.summary.RegistryPushCost;
import org.sdsim.simulator.summary.RunSummary;
import org.sdsim.simulator.summary.SubscriberFigures;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One subscriber beside each real consumer, on one real registry, with pushes that fire each watch
 * once (one provider at a time, one protocol, its deregistration and registration two seconds apart):
 * the server's own per-connection counts must find the subscriber asking what the real consumer asks,
 * push for push, within 5 %, for interface@2.7, interface (3.3) and application (3.3). Bytes are the
 * server's for all clients together; a consumer that asked the same requests of the same nodes read
 * the same bytes, so they are checked through the requests and the server's read counts.
 */
class SubscriberCalibrationTest {

    @TempDir
    static Path dir;
    static RunSummary summary;

    @BeforeAll
    static void runThreeModesWithOneSubscriberEach() throws Exception {
        RunOptions small = SmallRuns.options(dir.resolve("run"), List.of(org.sdsim.simulator.run.DiscoveryMode.INTERFACE), Duration.ofSeconds(22),
                ChurnPlan.rolling(Duration.ofSeconds(5), 0.1).withDowntime(Duration.ofSeconds(2)));
        RunOptions options = new RunOptions(
                List.of(Mode.byId("interface@2.7"), Mode.byId("interface"), Mode.byId("application")),
                small.topology().toBuilder().providers(10).interfaces(8)
                        .protocols(List.of(new ProtocolSpec("dubbo", small.topology().portOf("dubbo")))).build(),
                List.of(), 1, small.duration(), small.callEvery(), Duration.ofSeconds(11), small.metricsEvery(),
                small.convergeTimeout(), small.churn(), small.profile(), small.out(), false, small.realism(), null, false)
                .withSubscribers(1);
        summary = new Orchestrator(options, "test").run();
    }

    @Test
    void aSubscriberAsksWhatTheRealConsumerAsksPerPush() {
        assertEquals(3, summary.modes().size());
        summary.modes().forEach(m -> System.out.println("calibration " + m.label() + ": "
                + (m.registry() == null ? null : m.registry().get("zk1").perPush())));
        for (ModeSummary m : summary.modes()) {
            assertEquals(Outcome.COMPLETED, m.outcome(), m.label() + ": " + m.outcomeDetail());
            RegistryFigures zk1 = m.registry().get("zk1");
            assertNotNull(zk1, m.label() + ": " + m.registry());
            RegistryPushCost p = zk1.perPush();
            assertNotNull(p, m.label() + " measured no push: " + zk1);
            assertTrue(p.pushes() >= 4, m.label() + ": " + p);
            assertEquals(2, p.clients());
            assertTrue(p.consumerRequests() >= 1, m.label() + ": " + p);
            double ratio = p.subscriberRequests() / p.consumerRequests();
            assertTrue(Math.abs(ratio - 1) <= 0.05, m.label() + ": the subscriber asks " + p.subscriberRequests()
                    + " requests per push, the consumer " + p.consumerRequests());
        }
    }

    @Test
    void theRegistryFiguresAndTheFanOutAreRecorded() {
        for (ModeSummary m : summary.modes()) {
            RegistryFigures zk1 = m.registry().get("zk1");
            assertTrue(zk1.znodes() > 0 && zk1.dataMb() > 0 && zk1.watches() > 0, zk1.toString());
            assertNotNull(zk1.watchesByKind(), "the embedded server's child watches are read");
            String kind = m.mode().discovery().discovery().equals("interface") ? "providers" : "services";
            assertEquals(m.mode().discovery().discovery().equals("interface") ? 16L : 2L, zk1.watchesByKind().get(kind),
                    m.label() + " watches by kind, the consumer and the subscriber: " + zk1.watchesByKind());
            SubscriberFigures s = m.subscribers();
            assertNotNull(s, m.label());
            assertEquals(1, s.ready());
            assertEquals(0, s.lost());
            // Dubbo 3's interface level holds its event thread for the notify delay (5 s) after a push that
            // follows another within it, so its subscribers can read a push up to that much later
            assertTrue(s.pushes() >= 4 && s.p99Ms() != null && s.p99Ms() < 15_000, m.label() + ": " + s);
            assertTrue(s.fullReadsPerPush() >= 1, m.label() + ": " + s);
        }
    }
}
