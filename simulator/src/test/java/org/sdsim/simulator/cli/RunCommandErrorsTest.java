package org.sdsim.simulator.cli;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bad flag values end in one clear line and exit code 2, before anything is started or written. */
class RunCommandErrorsTest {

    @TempDir
    Path dir;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--modes|foo|unknown mode 'foo'",
        "--providers|-3|providers must be between",
        "--churn|sometimes|sometimes",
        "--churn-fraction|1.5|--churn-fraction must be between 0 and 1",
        "--profile|nope|unknown JVM profile 'nope'",
        "--duration|5x|'5x' is not a duration",
        "--registry|http://zk:2181|zookeeper://",
        "--embedded-registries|9|--embedded-registries: expected 1 to 5",
        "--fault|registry-outage:zk9@20m+5m|--fault registry-outage:zk9@20m+5m: no registry zk9; the run has zk1, zk2",
        "--fault|storm@2h|--fault storm@2h: starts at 2h, after the measured 1m30s (--duration) and its longest "
                + "extension for faults, 10m (--max-fault-extension)",
        "--max-fault-extension|soon|'soon' is not a duration",
        "--ensemble|2|--ensemble 2: expected 1 (each embedded registry a standalone ZooKeeper server, the default) or 3",
        "--fault|leader-kill@45s|--fault leader-kill@45s: needs --ensemble 3 (each embedded registry a three-member "
                + "ensemble); the run's registries are standalone servers",
        "--fault|member-restart:zk1@45s|--fault member-restart:zk1@45s: needs --ensemble 3",
    })
    void aBadValueIsNamedAndNothingIsWritten(String flag, String value, String expected) {
        Path out = dir.resolve("run");
        StringWriter err = new StringWriter();
        CommandLine cl = SdsimCommand.commandLine();
        cl.setErr(new PrintWriter(err, true));
        cl.setOut(new PrintWriter(new StringWriter(), true));
        int code = cl.execute("run", flag, value, "--out", out.toString());
        assertEquals(2, code, err.toString());
        assertTrue(err.toString().contains(expected), err.toString());
        assertFalse(err.toString().contains("\tat "), "no stack trace: " + err);
        assertFalse(Files.exists(out), "a rejected run writes no folder");
    }
    @org.junit.jupiter.api.Test
    void aRegistryFaultOnAnExternalRegistryIsRefusedBeforeAnythingStarts() {
        Path out = dir.resolve("run");
        // nothing listens on port 1: the refusal must come before sdsim tries to reach it
        Ran r = executeQuietly("run", "--registry", "zookeeper://127.0.0.1:1", "--fault", "registry-restart:zk1@1m",
                "--out", out.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("--fault registry-restart:zk1@1m: the run does not own registry zk1"), r.err());
        assertFalse(Files.exists(out), "a rejected run writes no folder");
    }

    @org.junit.jupiter.api.Test
    void anEnsembleWithAnExternalRegistryIsOneLineAndExitTwo() {
        Path out = dir.resolve("run");
        Ran r = executeQuietly("run", "--registry", "zookeeper://127.0.0.1:1", "--ensemble", "3", "--out", out.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("--ensemble 3 starts embedded ensembles, and --registry gives registries of your "
                + "own"), r.err());
        assertEquals(1, r.err().strip().lines().count(), "one line: " + r.err());
        assertFalse(Files.exists(out), "a rejected run writes no folder");
    }

    @org.junit.jupiter.api.Test
    void anOutFolderThatCannotBeMadeSaysWhyWithExitTwo() {
        StringWriter err = new StringWriter();
        CommandLine cl = SdsimCommand.commandLine();
        cl.setErr(new PrintWriter(err, true));
        cl.setOut(new PrintWriter(new StringWriter(), true));
        int code = cl.execute("run", "--out", "/proc/sdsim-forbidden/run");
        assertEquals(2, code, err.toString());
        assertTrue(err.toString().contains("--out /proc/sdsim-forbidden/run: cannot create the run folder ("), err.toString());
        assertFalse(err.toString().contains("\tat "), "no stack trace: " + err);
    }

    @org.junit.jupiter.api.Test
    void aSweepFolderThatCannotBeMadeSaysWhyWithExitTwo() {
        // the same path as the run above: a sweep makes its folder before its first point
        Ran r = executeQuietly("sweep", "--quick", "--out", "/proc/sdsim-forbidden/sweep");
        assertEquals(2, r.exit(), r.err());
        assertEquals("sdsim sweep: --out /proc/sdsim-forbidden/sweep: cannot create the sweep folder "
                + "(/proc/sdsim-forbidden: no such file or folder)", r.err().strip());
    }

    private record Ran(int exit, String err) {
    }

    /** One in-process command, stdout dropped. */
    private static Ran executeQuietly(String... args) {
        StringWriter err = new StringWriter();
        CommandLine cl = SdsimCommand.commandLine();
        cl.setErr(new PrintWriter(err, true));
        cl.setOut(new PrintWriter(new StringWriter(), true));
        return new Ran(cl.execute(args), err.toString());
    }

    @org.junit.jupiter.api.Test
    void aModeItsGenerationDoesNotHaveOrAnUnknownReleaseIsOneLineAndExit2() {
        Path out = dir.resolve("run");
        for (String[] mode : new String[][] {
                {"application@2.7", "mode application@2.7: Dubbo 2.7 has no application-level discovery (it has interface)"},
                {"interface@4.1", "no consumer for Dubbo 4.1: expected one of 2.6 (2.6.12), 2.7 (2.7.23)"},
                {"interface@2.7,dubbo27", "--modes: interface@2.7 is given twice (as 'dubbo27')"}}) {
            Ran r = executeQuietly("run", "--modes", mode[0], "--out", out.toString());
            assertEquals(2, r.exit(), r.err());
            assertTrue(r.err().contains(mode[1]), r.err());
            assertEquals(1, r.err().strip().lines().count(), "one line: " + r.err());
            assertFalse(Files.exists(out), "a rejected run writes no folder");
        }
    }
}
