package org.sdsim.simulator.orchestrator;

import org.junit.jupiter.api.Test;
import org.sdsim.fixtures.registry.EmbeddedRegistries;
import org.sdsim.simulator.fault.FaultPlan;
import org.sdsim.simulator.run.UserError;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A hang needs a registry that can be frozen: the in-process servers cannot, and the run says so before it starts. */
class FaultPreflightTest {

    @Test
    void aHangOnAnInProcessRegistryIsAUserErrorNamingTheFault() {
        try (EmbeddedRegistries registries = EmbeddedRegistries.start(2)) {
            FaultPlan hang = FaultPlan.parse(List.of("registry-outage:zk2:hang@20m+5m"), List.of("zk1", "zk2"));
            String m = assertThrows(UserError.class, () -> FaultInjector.preflight(hang, registries.servers())).getMessage();
            assertTrue(m.startsWith("--fault registry-outage:zk2:hang@20m+5m: hang needs registry child processes"), m);
            assertTrue(registries.servers().get(1).isAlive());
            // a crash outage needs nothing more than the servers the run has
            FaultInjector.preflight(FaultPlan.parse(List.of("registry-outage:zk2@20m+5m"), List.of("zk1", "zk2")),
                    registries.servers());
            assertEquals(List.of("zk1", "zk2"), registries.servers().stream().map(s -> s.name()).toList());
        }
    }
}
