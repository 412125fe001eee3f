package org.sdsim.simulator.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** sdsim capacity sizes a member at the user's pace from a committed run, and says why where it cannot. */
class CapacityCommandTest {

    private static final Path REPORTS = Path.of("..", "reports").toAbsolutePath().normalize();

    private static String[] run(String... args) {
        CommandLine cl = SdsimCommand.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int code = cl.execute(args);
        return new String[] {String.valueOf(code), out.toString(), err.toString()};
    }

    @Test
    void aRunWithSubscribersIsSizedAtTheUsersPaceWithEachBoundNamed() {
        String[] r = run("capacity", REPORTS.resolve("subscriber-calibration").toString(), "--wave-every", "10s",
                "--cores", "8");
        assertTrue(r[1].contains("a 8-core member at 80 % busy"), r[1]);
        assertTrue(r[1].contains("  a wave every 10 s: CPU "), r[1]);
        assertTrue(r[1].contains("busiest stage"), "the server's threads were read: " + r[1]);
        assertTrue(r[1].contains(" on 1 GbE") && r[1].contains(" on 25 GbE") && r[1].contains("(network)"), r[1]);
        assertTrue(!r[1].contains("a wave every 30 s"), "only the pace asked for: " + r[1]);
    }

    @Test
    void modesLimitedByTheMachineOrReadingTooLittleGetNoCapacityAndSayWhy() {
        // every mode of the committed 1,000-subscriber run had the machine full while pushes were read
        String[] r = run("capacity", REPORTS.resolve("registry-1000").toString(), "--wave-every", "10s");
        assertEquals(String.valueOf(CapacityCommand.WARNINGS), r[0], "a run with no mode to size ends with a warning: " + r[2]);
        assertTrue(r[1].contains("limited by the machine"), r[1]);
        assertTrue(r[1].contains("below the calibration's bound"), "3.1.4's subscribers asked too little: " + r[1]);
        assertTrue(!r[1].contains("a wave every 10 s: CPU "), "no mode is sized: " + r[1]);
    }

    @Test
    void aSweepIsSizedFromItsFittedLinesAndAModeWithoutOneSaysWhy() {
        // the committed sweep fits interface level and cached-instances; stock application level has no complete point
        String[] r = run("capacity", REPORTS.resolve("registry-sweep").toString());
        assertTrue(r[1].contains("interface: a 4-core member at 80 % busy, from the sweep's lines") && r[1].contains("a wave every 30 s"), r[1]);
        assertTrue(r[1].contains("application: n/a") && r[1].contains("under the 3 a line needs"), r[1]);
    }

    @Test
    void badInputIsAOneLineErrorNamingWhatWasExpected(@TempDir Path empty) {
        String[] noSummary = run("capacity", empty.toString());
        assertEquals("2", noSummary[0], noSummary[2]);
        assertTrue(noSummary[2].contains("no readable summary.json or registry-sweep.json"), noSummary[2]);
        String[] zero = run("capacity", empty.toString(), "--wave-every", "0s");
        assertEquals("2", zero[0], zero[2]);
        assertTrue(zero[2].contains("expected a duration above 0"), zero[2]);
        assertEquals(1, zero[2].strip().lines().count(), zero[2]);
    }
}
