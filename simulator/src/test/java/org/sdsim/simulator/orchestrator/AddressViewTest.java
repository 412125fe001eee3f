package org.sdsim.simulator.orchestrator;

import org.junit.jupiter.api.Test;
import org.sdsim.consumer.api.AddressCounts;
import org.sdsim.simulator.run.DiscoveryMode;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AddressViewTest {

    /** Interfaces A and B, registries zk1 and zk2, the same counts everywhere. */
    private static Map<String, Map<String, AddressCounts>> census(int itf, int app, int current) {
        AddressCounts counts = new AddressCounts(itf, app, current);
        Map<String, AddressCounts> perRegistry = Map.of("zk1", counts, "zk2", counts);
        return Map.of("A", perRegistry, "B", perRegistry);
    }

    @Test
    void dualModeConvergesOnlyWhenBothDirectoriesAreFull() throws Exception {
        AddressView dual = new AddressView(DiscoveryMode.DUAL, 500, 2, 2);
        assertFalse(dual.converged(census(500, 499, 500)));
        assertFalse(dual.converged(census(499, 500, 500)));
        assertTrue(dual.converged(census(500, 500, 500)));
        assertArrayEquals(new long[] {3996, 4000}, dual.progress(census(500, 499, 500)));
    }

    @Test
    void eachModeReportsTheDirectoryItIsAbout() throws Exception {
        Map<String, Map<String, AddressCounts>> c = census(500, 300, 300);
        assertEquals(Map.of("A", 500, "B", 500), new AddressView(DiscoveryMode.INTERFACE, 500, 2, 2).reported(c).get("zk1"));
        assertEquals(Map.of("A", 300, "B", 300), new AddressView(DiscoveryMode.APPLICATION, 500, 2, 2).reported(c).get("zk2"));
        assertEquals(Map.of("A", 300, "B", 300), new AddressView(DiscoveryMode.DUAL, 500, 2, 2).reported(c).get("zk1"));
    }

    @Test
    void aCensusMissingARegistryOrInterfaceIsNotConverged() throws Exception {
        AddressView itf = new AddressView(DiscoveryMode.INTERFACE, 500, 3, 2);
        assertFalse(itf.converged(census(500, -1, 500)), "three registries expected, two seen");
        assertFalse(new AddressView(DiscoveryMode.INTERFACE, 500, 2, 3).converged(census(500, -1, 500)));
        assertTrue(new AddressView(DiscoveryMode.BASELINE, 500, 2, 2).converged(census(0, -1, 0)));
    }
}
