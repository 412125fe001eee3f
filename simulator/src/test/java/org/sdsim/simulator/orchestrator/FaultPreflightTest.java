package org.sdsim.simulator.orchestrator;

import org.junit.jupiter.api.Test;
import org.sdsim.fixtures.registry.RegistryServer;
import org.sdsim.simulator.fault.FaultPlan;
import org.sdsim.simulator.run.UserError;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** sdsim faults only the registry JVMs it started: a registry fault on any other is refused before the run starts. */
class FaultPreflightTest {

    private static final List<String> LABELS = List.of("zk1", "zk2");

    @Test
    void aRegistryFaultOnExternalRegistriesIsAUserErrorNamingTheFault() {
        FaultPlan hang = FaultPlan.parse(List.of("registry-outage:zk2:hang@20m+5m"), LABELS);
        String m = assertThrows(UserError.class, () -> FaultInjector.preflight(hang, List.of())).getMessage();
        assertTrue(m.startsWith("--fault registry-outage:zk2:hang@20m+5m: the run does not own registry zk2"), m);
        assertTrue(m.contains("--registry"), m);
    }

    @Test
    void consumerSideFaultsNeedNoOwnedRegistry() {
        FaultPlan plan = FaultPlan.parse(List.of("session-expiry@1m", "consumer-kill@2m", "storm@3m"), LABELS);
        assertDoesNotThrow(() -> FaultInjector.preflight(plan, List.<RegistryServer>of()));
    }
}
