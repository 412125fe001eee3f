package org.sdsim.simulator.fault;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sdsim.simulator.run.UserError;

/** sdsim faults only the registry JVMs it started: a registry fault on any other is refused before the run starts. */
class FaultOwnershipTest {

    private static final List<String> LABELS = List.of("zk1", "zk2");

    @Test
    void aRegistryFaultOnExternalRegistriesIsAUserErrorNamingTheFault() {
        FaultPlan hang = FaultPlan.parse(List.of("registry-outage:zk2:hang@20m+5m"), LABELS);
        String m = assertThrows(UserError.class, () -> hang.requireOwned(List.of())).getMessage();
        assertTrue(m.startsWith("--fault registry-outage:zk2:hang@20m+5m: the run does not own registry zk2"), m);
        assertTrue(m.contains("--registry"), m);
    }

    @Test
    void consumerSideFaultsNeedNoOwnedRegistry() {
        FaultPlan plan = FaultPlan.parse(List.of("session-expiry@1m", "consumer-kill@2m", "storm@3m"), LABELS);
        assertDoesNotThrow(() -> plan.requireOwned(List.of()));
    }

    @Test
    void aRegistryFaultOnARegistryTheRunStartsPasses() {
        FaultPlan restart = FaultPlan.parse(List.of("registry-restart:zk1@1m", "registry-outage:zk2@2m+30s"), LABELS);
        assertDoesNotThrow(() -> restart.requireOwned(LABELS));
        String m = assertThrows(UserError.class, () -> restart.requireOwned(List.of("zk1"))).getMessage();
        assertTrue(m.startsWith("--fault registry-outage:zk2@2m+30s: the run does not own registry zk2"), m);
    }
}
