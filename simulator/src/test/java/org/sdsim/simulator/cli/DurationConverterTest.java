package org.sdsim.simulator.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DurationConverterTest {

    @Test
    void readsTheUnitsASoakRunIsWrittenIn() {
        assertEquals(Duration.ofSeconds(90), DurationConverter.parse("90s"));
        assertEquals(Duration.ofSeconds(90), DurationConverter.parse("90"));
        assertEquals(Duration.ofMinutes(5), DurationConverter.parse("5m"));
        assertEquals(Duration.ofHours(20), DurationConverter.parse("20h"));
        assertEquals(Duration.ofMinutes(90), DurationConverter.parse("1h30m"));
        assertEquals(Duration.ofMillis(500), DurationConverter.parse("500ms"));
        assertEquals(Duration.ofHours(20), DurationConverter.parse("PT20H"));
    }

    @Test
    void rejectsWhatIsNotADurationWithAnExample() {
        for (String bad : new String[] {"5x", "", "m", "1.2.3s", "-5s"}) {
            CommandLine.TypeConversionException e = assertThrows(CommandLine.TypeConversionException.class,
                    () -> DurationConverter.parse(bad), bad);
            assertTrue(e.getMessage().contains("expected e.g. 90s"), e.getMessage());
        }
    }
}
