package org.sdsim.simulator.orchestrator;

import org.junit.jupiter.api.Test;
import org.sdsim.simulator.run.Outcome;

import static org.junit.jupiter.api.Assertions.assertEquals;

class EndReasonTest {

    @Test
    void aConsumerThatRanToTheEndAndExitedZeroCompleted() {
        assertEquals(Outcome.COMPLETED, EndReason.RAN_TO_END.outcome(0, false));
    }

    @Test
    void anInterruptedRunIsInterruptedWhateverTheExitCode() {
        assertEquals(Outcome.INTERRUPTED, EndReason.INTERRUPTED.outcome(null, false));
        assertEquals(Outcome.INTERRUPTED, EndReason.INTERRUPTED.outcome(EndReason.OOM_EXIT, true));
    }

    @Test
    void exitCodeThreeOrAnOomInTheLogIsOutOfHeapEvenWhenTheConsumerDiedEarly() {
        assertEquals(Outcome.OOM, EndReason.RAN_TO_END.outcome(EndReason.OOM_EXIT, false));
        assertEquals(Outcome.OOM, EndReason.DIED_WHILE_MEASURING.outcome(1, true));
        assertEquals(Outcome.OOM, EndReason.DID_NOT_START.outcome(EndReason.OOM_EXIT, false));
    }

    @Test
    void aConsumerThatEndedEarlyCrashedEvenWithExitCodeZero() {
        for (EndReason early : new EndReason[] {EndReason.DID_NOT_START, EndReason.DIED_WHILE_CONVERGING,
                EndReason.DIED_WHILE_MEASURING}) {
            assertEquals(Outcome.CRASHED, early.outcome(0, false), early.name());
        }
    }

    @Test
    void aNonZeroExitOrAKilledConsumerCrashed() {
        assertEquals(Outcome.CRASHED, EndReason.RAN_TO_END.outcome(1, false));
        assertEquals(Outcome.CRASHED, EndReason.RAN_TO_END.outcome(null, false));
    }
}
