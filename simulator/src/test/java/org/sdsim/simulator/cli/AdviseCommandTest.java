package org.sdsim.simulator.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** sdsim advise fits its runs to the budget it is given, and a version it has no consumer for is a one-line error. */
class AdviseCommandTest {

    @Test
    void theMostRunsAndTheLongestMeasuringThatFitTheBudgetAreChosen() {
        // 4 modes at the published fleet: 60 s of overhead each run
        assertArrayEquals(new int[] {3, 90}, AdviseCommand.fit(4, 500, Duration.ofMinutes(30)));
        assertArrayEquals(new int[] {2, 45}, AdviseCommand.fit(4, 500, Duration.ofMinutes(15)));
        assertArrayEquals(new int[] {1, 30}, AdviseCommand.fit(4, 500, Duration.ofMinutes(2)), "the least when none fits");
    }

    @Test
    void aVersionWithoutAConsumerIsAOneLineErrorNamingTheNearest() {
        CommandLine cl = SdsimCommand.commandLine();
        StringWriter err = new StringWriter();
        cl.setErr(new PrintWriter(err));
        int code = cl.execute("advise", "--dubbo", "3.1.2");
        assertEquals(2, code, err.toString());
        assertTrue(err.toString().contains("sdsim has no consumer for Dubbo 3.1.2; the nearest it runs is 3.1.4"),
                err.toString());
        assertEquals(1, err.toString().strip().lines().count(), err.toString());
    }
}
