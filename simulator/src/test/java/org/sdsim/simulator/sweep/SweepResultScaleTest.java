package org.sdsim.simulator.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A captured fleet's scale as sweep.md and the console print it: a planner reads it, so no exponent. */
class SweepResultScaleTest {

    @Test
    void smallScalesKeepThreeSignificantDigitsAndLargeOnesAreWholeAndGrouped() {
        assertEquals("0.5", SweepResult.scale(0.5));
        assertEquals("2", SweepResult.scale(2.0));
        assertEquals("375", SweepResult.scale(375.0));
        assertEquals("1.33", SweepResult.scale(4.0 / 3));
        assertEquals("4,857", SweepResult.scale(4857.1));
    }
}
