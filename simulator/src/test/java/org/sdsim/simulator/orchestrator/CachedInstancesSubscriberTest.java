package org.sdsim.simulator.orchestrator;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RegistryPushCost;
import org.sdsim.simulator.summary.RunSummary;
import org.sdsim.simulator.summary.SubscriberFigures;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The subscribers' calibration ({@link SmallRuns#calibration}) for a consumer with the cached-instances remedy: one
 * subscriber per registry beside a real Dubbo 3.3.6 consumer that answers {@code getInstances} from its
 * ServiceCache, on pushes that fire each watch once. The server's per-connection counts must set the subscriber's
 * requests per push within 5 % of the remedied consumer's; a subscriber that followed the stock pattern asks about
 * ten times as many (a full re-read of the application per event), and the stock pattern's own calibration is
 * SmallRunTest's.
 */
class CachedInstancesSubscriberTest {

    @TempDir
    static Path dir;
    static ModeSummary remedied;

    @BeforeAll
    static void runTheRemediedMode() throws Exception {
        RunSummary summary = new Orchestrator(SmallRuns.calibration(dir.resolve("run"),
                List.of(Mode.parse("application+cached-instances")), false), "test").run();
        remedied = summary.modes().get(0);
    }

    /**
     * Within 5 %, or within one ping per session over the span, whichever is more. The counts are each connection's
     * own and include pings, which a session sends only after a third of its timeout idle: the remedied consumer asks
     * about one request per push (none for a removed instance, two for an added one), so where the stock calibration's
     * ten or more per push hide a ping, here one ping more or less in the span is over 10 % of a push's requests. Both
     * sides hold two sessions (the registry's and the service discovery's own); which of them pings once more in a
     * span of eight pushes is when the span began, not the access pattern.
     */
    @Test
    void theSubscriberAsksTheRegistryWhatTheRemediedConsumerAsksPerPush() {
        List<String> off = new java.util.ArrayList<>();
        for (String registry : List.of("zk1", "zk2")) {
            RegistryPushCost p = remedied.registry().get(registry).perPush();
            assertNotNull(p, registry + " measured no push: " + remedied.registry().get(registry));
            assertTrue(p.pushes() >= 4, registry + ": " + p);
            assertEquals(2, p.clients());
            double ratio = p.subscriberRequests() / p.consumerRequests();
            System.out.printf("cached-instances calibration %s: subscriber %.3f, consumer %.3f requests per push "
                    + "(ratio %.3f), getData %.2f and getChildren %.2f per push for both, %d pushes%n", registry,
                    p.subscriberRequests(), p.consumerRequests(), ratio, p.getDataRequests(), p.getChildrenRequests(),
                    p.pushes());
            double onePingPerSession = (double) SESSIONS / p.pushes();
            if (Math.abs(p.subscriberRequests() - p.consumerRequests())
                    > Math.max(0.05 * p.consumerRequests(), onePingPerSession)) {
                off.add(registry + ": the subscriber asks " + p.subscriberRequests() + " requests per push, the remedied "
                        + "consumer " + p.consumerRequests());
            }
        }
        assertTrue(off.isEmpty(), off.toString());
    }

    /** Sessions of a Dubbo 3 application-level consumer, and of its subscriber: the registry's and the discovery's. */
    private static final int SESSIONS = 2;

    @Test
    void everySubscriberReadsEveryPushFromTheCacheWithoutAFullRead() {
        SubscriberFigures s = remedied.subscribers();
        assertNotNull(s);
        assertEquals("application@3.3.6+instances-from-cache", s.clients().pattern());
        assertEquals(2, s.clients().ready(), "one subscriber per registry");
        assertEquals(0, s.clients().lost());
        assertTrue(s.fanOut().pushes() >= 8 && s.fanOut().p99Ms() != null && s.fanOut().p99Ms() < 5_000, s.toString());
        assertEquals(s.reach().owed(), s.reach().reached(), "every owed read completed: " + s);
        assertEquals(0, s.reads().fullPerPush(), 1e-9, "no re-read of the application: " + s);
    }
}
