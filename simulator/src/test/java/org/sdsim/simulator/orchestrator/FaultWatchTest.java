package org.sdsim.simulator.orchestrator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sdsim.consumer.api.AddressCounts;
import org.sdsim.consumer.api.StatusReply;
import org.sdsim.simulator.fault.FaultPlan;
import org.sdsim.simulator.fault.FaultRecord;
import org.sdsim.simulator.run.DiscoveryMode;

/** A fault's record is of the consumer's recovery, even where the watch goes on for the subscribers. */
class FaultWatchTest {

    private static final List<String> BOTH = List.of("zk1", "zk2");

    /** One interface of 10 providers, held {@code zk1} and {@code zk2} times in each registry. */
    private static StatusReply census(long epochMs, int zk1, int zk2) {
        return new StatusReply(epochMs, Map.of("org.sdsim.Svc", Map.of(
                "zk1", new AddressCounts(zk1, 0, zk1, null, null),
                "zk2", new AddressCounts(zk2, 0, zk2, null, null))), 100, 0);
    }

    @Test
    void aChurnDipWhileSubscribersStillRecoverIsNotChargedToTheFault() {
        AddressView view = new AddressView(DiscoveryMode.INTERFACE, 10, 2, 1);
        FaultWatch w = new FaultWatch(FaultPlan.parse(List.of("registry-restart:zk1@20s"), BOTH).faults().get(0), 20.0,
                census(0, 10, 10), BOTH, view);
        w.endEpochMs = 1_000;
        assertFalse(w.observe(census(1_000, 7, 10), true));
        assertFalse(w.observe(census(3_000, 10, 10), true));
        assertTrue(w.observe(census(18_000, 10, 10), true), "held every address for 15 s");
        w.consumerRecovered();
        // the watch goes on for subscribers; a churn wave then takes addresses away for a moment
        assertFalse(w.observe(census(30_000, 9, 8), true));
        assertFalse(w.observe(census(46_000, 10, 10), true), "a new hold begins");
        assertTrue(w.observe(census(61_000, 10, 10), true));
        w.consumerRecovered();
        FaultRecord r = w.record();
        assertTrue(r.result().recovered());
        assertEquals(3_000L, r.timing().recoveredEpochMs(), "recovered at the first hold, not the last");
        assertEquals(Map.of("zk1", 2.0, "zk2", 0.0), r.addresses().secondsToFull(),
                "zk1 full 2 s after the fault ended (its first fill), not after the wave");
        assertEquals(Map.of("zk1", 7L, "zk2", 10L), r.addresses().lowest(), "the wave's 9 and 8 are not the fault's");
        assertEquals(18_000L, w.figuresEndEpochMs(), "a wave after the hold completed is not named in the record");
    }
}
