package org.sdsim.simulator.orchestrator;

import org.junit.jupiter.api.Test;
import org.sdsim.simulator.summary.MeasuringExtension;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Measuring goes on past --duration while a scripted fault is owed, up to the cap, and says so. */
class MeasuringWindowTest {

    private static final long S = 1_000_000_000L;
    private static final long START = 1_000 * S;

    private final ByteArrayOutputStream console = new ByteArrayOutputStream();
    private final MeasuringWindow window = new MeasuringWindow("interface", Duration.ofSeconds(150),
            Duration.ofSeconds(60), START, new Progress(new PrintStream(console, true, StandardCharsets.UTF_8), false, 0));

    private String said() {
        return console.toString(StandardCharsets.UTF_8);
    }

    @Test
    void withNothingOwedMeasuringEndsOnTimeAndRecordsNoExtension() {
        assertTrue(window.goesOn(START + 149 * S, List.of("storm@130s (being watched)")));
        assertFalse(window.goesOn(START + 150 * S, List.of()));
        assertNull(window.extension(START + 150 * S));
        assertEquals("", said());
    }

    @Test
    void aFaultStillOwedExtendsMeasuringOnceAnnouncedUntilItIsDone() {
        List<String> owed = List.of("session-expiry@95s (being watched)", "storm@130s");
        assertTrue(window.goesOn(START + 150 * S, owed));
        assertTrue(window.goesOn(START + 160 * S, owed));
        assertFalse(window.goesOn(START + 181 * S, List.of()));
        String said = said();
        assertEquals(1, said.split("measuring extended past", -1).length - 1, said);
        assertTrue(said.contains("[interface] measuring extended past the 2m30s of --duration for the scripted faults: "
                + "session-expiry@95s (being watched), storm@130s still owed"), said);
        assertTrue(said.contains("at most 1m more (--max-fault-extension)"), said);
        assertTrue(said.contains("measuring extension over after 31.0 s"), said);
        assertEquals(new MeasuringExtension(150.0, 31.0, 60.0, false), window.extension(START + 200 * S));
        assertFalse(window.capReached());
    }

    @Test
    void theCapEndsMeasuringWithFaultsStillOwedAndNamesThem() {
        assertTrue(window.goesOn(START + 150 * S, List.of("storm@130s")));
        assertFalse(window.goesOn(START + 210 * S, List.of("storm@130s")));
        assertTrue(window.capReached());
        assertTrue(said().contains("measuring extension cap reached: 60.0 s past the 2m30s of --duration "
                + "(--max-fault-extension 1m), with storm@130s still owed"), said());
        assertEquals(new MeasuringExtension(150.0, 60.0, 60.0, true), window.extension(START + 215 * S));
        assertEquals("the measuring extension reached its cap, --max-fault-extension 1m", window.capReason());
    }

    @Test
    void withNoExtensionAllowedTheCapIsTheEndOfDuration() {
        MeasuringWindow none = new MeasuringWindow("interface", Duration.ofSeconds(150), Duration.ZERO, START,
                new Progress(new PrintStream(console, true, StandardCharsets.UTF_8), false, 0));
        assertFalse(none.goesOn(START + 150 * S, List.of("storm@130s")));
        assertTrue(none.capReached());
        assertEquals(new MeasuringExtension(150.0, 0.0, 0.0, true), none.extension(START + 150 * S));
    }
}
