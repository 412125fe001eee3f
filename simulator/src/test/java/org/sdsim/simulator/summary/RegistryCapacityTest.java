package org.sdsim.simulator.summary;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RegistryCapacityTest {

    @Test
    void subscribersAreUsableCoresAtEightyPercentOverOneSubscribersCoresAtThePushRate() {
        // 0.5 CPU-ms per push and subscriber at 2 pushes/s: 0.001 cores a subscriber
        RegistryCapacity c = RegistryCapacity.of(new FanOutCost("zk1", 0.5, 1000.0, 10.0, null), null, 4, 2.0);
        assertEquals(800, c.subscribersOneCore(), "one usable core at 80 %");
        assertEquals(3200, c.subscribersAllCores(), "four cores at 80 %");
        assertNull(c.notMeasured());
        // one core has nothing more to spread over; twice the push rate halves it: 0.002 cores a subscriber
        RegistryCapacity one = RegistryCapacity.of(new FanOutCost("zk1", 0.5, 1000.0, 10.0, null), null, 1, 4.0);
        assertEquals(400, one.subscribersOneCore());
        assertEquals(400, one.subscribersAllCores());
    }

    @Test
    void withoutCpuPerSubscriberTheEstimateIsNotMadeAndSaysWhy() {
        RegistryCapacity c = RegistryCapacity.of(new FanOutCost("zk1", null, 1000.0, 10.0, "the server's CPU is n/a: x"),
                null, 4, 1.0);
        assertNull(c.subscribersOneCore());
        assertEquals("the server's CPU is n/a: x", c.notMeasured());
    }

    @Test
    void thisMachineNamesTheRegistrysCoresAndWhetherItSaturated() throws Exception {
        ModeSummary m = FanOutCostTest.mode(20.2, 1000, false);
        RegistryCapacity c = RegistryCapacity.of(m);
        // 20 CPU-ms per push and subscriber at 1 push/s: 0.02 cores a subscriber
        assertEquals(40, c.subscribersOneCore());
        assertEquals(160, c.subscribersAllCores());
        assertTrue(c.thisMachine().startsWith("zk1 used 0.20 cores with 100 subscribers at 0.10 pushes/s"),
                c.thisMachine());
        assertTrue(c.thisMachine().contains("no saturation reached"), c.thisMachine());
        String line = CapacityLine.of(m, "application (3.3.6)");
        assertTrue(line.contains("20.000 CPU-ms, 101.4 KB, 10.0 requests") && line.contains("serves 40 ")
                && line.contains("to 160 subscribers"), line);
    }
}
