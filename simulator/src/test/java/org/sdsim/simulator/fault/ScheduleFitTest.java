package org.sdsim.simulator.fault;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The one-line warning, before anything starts, for a fault schedule that cannot keep its times. */
class ScheduleFitTest {

    private static final Duration HOLD = Duration.ofSeconds(15);

    private static Optional<String> warning(Duration duration, String... specs) {
        return FaultPlan.parse(List.of(specs), List.of("zk1", "zk2")).fitWarning(duration, HOLD);
    }

    @Test
    void theIssuesScheduleLeavesOneHoldBetweenFaultsSoNothingIsCertainToSlide() {
        assertEquals(Optional.empty(), warning(Duration.ofSeconds(150), "registry-restart:zk1@15s",
                "registry-outage:zk2@35s+15s", "registry-outage:zk1:hang@70s+10s", "session-expiry@95s",
                "consumer-kill@110s", "storm@130s"));
    }

    @Test
    void faultsCloserThanOneHoldAreNamedInOneLine() {
        String w = warning(Duration.ofSeconds(90), "session-expiry@2s", "storm@10s", "consumer-kill@20s").orElseThrow();
        assertEquals("the --fault schedule cannot keep its times: storm@10s is due 8s after session-expiry@2s, less "
                + "than one 15s recovery hold; consumer-kill@20s is due 10s after storm@10s, less than one 15s recovery "
                + "hold. Faults run one at a time, each after the previous one's recovery, so these slide; measuring is "
                + "extended for them by at most 10m (--max-fault-extension)", w);
        assertFalse(w.contains("\n"), "one line");
    }

    @Test
    void anOutageCountsFromItsEndAndAFaultDueDuringItIsNamed() {
        assertEquals(Optional.empty(), warning(Duration.ofMinutes(2), "registry-outage:zk2@10s+20s", "storm@45s"));
        assertTrue(warning(Duration.ofMinutes(2), "registry-outage:zk2@10s+20s", "storm@40s").orElseThrow()
                .contains("storm@40s is due 10s after registry-outage:zk2@10s+20s ends, less than one 15s recovery hold"));
        assertTrue(warning(Duration.ofMinutes(2), "registry-outage:zk2@10s+20s", "storm@20s").orElseThrow()
                .contains("storm@20s is due before registry-outage:zk2@10s+20s ends"));
    }

    @Test
    void aFaultAtOrAfterTheEndOfMeasuringIsNamed() {
        String w = warning(Duration.ofSeconds(90), "storm@90s").orElseThrow();
        assertTrue(w.contains("storm@90s is due at or after the end of the measured 1m30s"), w);
        assertEquals(Optional.empty(), warning(Duration.ofSeconds(91), "storm@90s"));
    }
}
