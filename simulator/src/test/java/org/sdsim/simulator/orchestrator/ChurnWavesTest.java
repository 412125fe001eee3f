package org.sdsim.simulator.orchestrator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ChurnWavesTest {

    @Test
    void onlyTheWavesThatBeganInsideTheWatchAreNamedWithTheirTimeAfterTheFault() {
        ChurnWaves waves = new ChurnWaves();
        waves.began(1, 10_000);
        waves.began(2, 40_000);
        waves.began(3, 70_000);
        assertEquals(List.of(2L), waves.between(30_400, 55_400).stream().map(ChurnWaves.Wave::number).toList());
        String note = waves.inside(30_400, 55_400);
        assertTrue(note.startsWith("churn wave 2 (9.6 s) began after the fault, inside its watch"), note);
        assertTrue(waves.inside(40_001, 69_999).isEmpty(), "a watch between waves has no note");
        assertTrue(waves.inside(5_000, 75_000).startsWith("churn waves 1 (5.0 s), 2 (35.0 s), 3 (65.0 s) began"),
                waves.inside(5_000, 75_000));
    }
}
