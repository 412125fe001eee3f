package org.sdsim.simulator.orchestrator;

import org.junit.jupiter.api.Test;
import org.sdsim.simulator.folder.RecoveryVerdict;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** When a consumer counts as over a fault, and which condition a watch that ends first names. */
class RecoveryHoldTest {

    private static final List<String> BOTH = List.of("zk1", "zk2");

    private final RecoveryHold hold = new RecoveryHold(Duration.ofSeconds(15), BOTH);

    @Test
    void everyAddressBackForTheWholeHoldIsRecoveredFromWhenTheLastRegistryFilled() {
        assertFalse(hold.observe(1_000, List.of("zk2"), 0));
        assertFalse(hold.observe(2_000, BOTH, 0));
        assertFalse(hold.observe(16_999, BOTH, 0));
        assertTrue(hold.observe(17_000, BOTH, 0));
        assertEquals(2_000L, hold.holdStart());
    }

    @Test
    void addressesBackAfterHalfASecondWithTheHoldCutShortIsTheHoldNotAddresses() {
        // the session expiry: every address back after 0.5 s, measuring over 7.8 s later
        hold.observe(500, BOTH, 0);
        hold.observe(8_300, BOTH, 0);
        assertEquals(RecoveryVerdict.HOLD_NOT_FINISHED, hold.unmet());
        assertEquals("every address back, held 7.8 of 15 s", hold.describeUnmet());
    }

    @Test
    void aRegistryNotFullAtTheEndIsAddressesNotBackAndNamesIt() {
        hold.observe(1_000, BOTH, 0);
        hold.observe(2_000, List.of("zk1"), 0);
        assertEquals(RecoveryVerdict.ADDRESSES_NOT_BACK, hold.unmet());
        assertEquals("not every address back in zk2", hold.describeUnmet());
        assertNull(hold.holdStart());
    }

    @Test
    void aCallFailingAfterEveryAddressIsBackStartsTheHoldAgainAndIsNamed() {
        hold.observe(1_000, BOTH, 3);
        hold.observe(10_000, BOTH, 4);
        assertFalse(hold.observe(16_000, BOTH, 4), "15 s since the addresses, but only 6 s since the failed call");
        assertEquals(RecoveryVerdict.CALLS_FAILING, hold.unmet());
        assertTrue(hold.observe(25_000, BOTH, 4));
        assertEquals(10_000L, hold.holdStart(), "recovered from the last failed call on");
    }

    @Test
    void aCallThatFailedWhileAddressesWereMissingBelongsToTheFault() {
        hold.observe(1_000, List.of("zk1"), 0);
        hold.observe(2_000, BOTH, 2); // failed before this census, while zk2 was not full
        assertEquals(RecoveryVerdict.HOLD_NOT_FINISHED, hold.unmet());
        assertTrue(hold.observe(17_000, BOTH, 2));
    }

    @Test
    void aNewConsumersCounterStartingFromZeroIsNoFailure() {
        hold.observe(1_000, BOTH, 40); // the killed consumer's counter
        hold.observe(2_000, BOTH, 0);  // the new one's
        assertTrue(hold.observe(16_000, BOTH, 0));
    }
}
