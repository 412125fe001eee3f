package org.sdsim.analyzers.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import org.sdsim.analyzers.input.ReadMeter;

class ProgressLineTest {

    @Test
    void aFileShowsMegabytesOfTheTotalItsShareAndTheRate() {
        assertEquals("gclog: gc.log 412 / 1,024 MB (40 %), 206 MB/s",
                ProgressLine.render("gc.log", 412_000_000L, 1_024_000_000L, 2.0));
    }

    @Test
    void stdinHasNoTotalSoOnlyWhatWasRead() {
        assertEquals("gclog: - 209 MB read, 105 MB/s", ProgressLine.render("-", 209_000_000L, -1, 2.0));
    }

    @Test
    void aShareNeverPassesAHundredPercentWhenAFileGrowsWhileRead() {
        assertTrue(ProgressLine.render("gc.log", 2_000_000L, 1_000_000L, 1.0).contains("(100 %)"));
    }

    @Test
    void aQuickReadDrawsNothing() {
        StringWriter err = new StringWriter();
        ReadMeter meter = new ReadMeter();
        meter.startInput("gc.log", 1000);
        ProgressLine.start(meter, new PrintWriter(err, true)).close();
        assertEquals("", err.toString());
    }

    @Test
    void aLongReadDrawsOneOverwrittenLineAndErasesItAtTheEnd() throws InterruptedException {
        StringWriter err = new StringWriter();
        ReadMeter meter = new ReadMeter();
        meter.startInput("gc.log", 1_000_000_000L);
        try (ProgressLine line = ProgressLine.start(meter, new PrintWriter(err, true))) {
            Thread.sleep(1700); // first drawn after 1 s, then every 0.5 s
        }
        String text = err.toString();
        assertTrue(text.startsWith("\rgclog: gc.log 0 / 1,000 MB (0 %)"), text);
        assertTrue(text.indexOf('\n') < 0, "never a new line: " + text);
        String erase = text.substring(text.lastIndexOf('\r', text.length() - 2));
        assertTrue(erase.matches("\r +\r"), "ends by blanking the line: '" + erase + "'");
    }
}
