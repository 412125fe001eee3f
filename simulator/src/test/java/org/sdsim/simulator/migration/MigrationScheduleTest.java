package org.sdsim.simulator.migration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.sdsim.simulator.cli.SdsimCommand;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.UserError;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** --migration into a MigrationSchedule, the rule YAML Dubbo reads, and one line with exit 2 for each bad schedule. */
class MigrationScheduleTest {

    @TempDir
    Path dir;

    private static MigrationSchedule parse(String flag) {
        return MigrationSchedule.parse(List.of(flag.split(",")));
    }

    @Test
    void theThreeStepScheduleParsesInOrderWithEachWritesFields() {
        MigrationSchedule s = parse("FORCE_INTERFACE@0s,application_first@60s:proportion=50,"
                + "FORCE_APPLICATION@2m:threshold=0.9:delay=10:force=true");
        assertEquals(List.of(MigrationStep.FORCE_INTERFACE, MigrationStep.APPLICATION_FIRST, MigrationStep.FORCE_APPLICATION),
                s.writes().stream().map(RuleWrite::step).toList());
        RuleWrite last = s.writes().get(2);
        assertEquals(Duration.ofMinutes(2), last.at());
        assertEquals(0.9, last.threshold());
        assertEquals(10, last.delay());
        assertEquals(true, last.force());
        assertNull(last.proportion());
        assertEquals(50, s.writes().get(1).proportion());
        assertEquals(List.of(Mode.of(DiscoveryMode.INTERFACE)), s.defaultModes(),
                "without --modes the run is one 3.3 consumer starting at the first step");
    }

    @Test
    void theRuleIsDubbosYamlWithOnlyTheFieldsGiven() {
        assertEquals("key: sdsim-consumer\nstep: FORCE_APPLICATION\nthreshold: 2.0\ndelay: 5\n",
                parse("FORCE_APPLICATION@1m:threshold=2:delay=5").writes().get(0).yaml("sdsim-consumer"));
        assertEquals("key: app\nstep: APPLICATION_FIRST\n", parse("APPLICATION_FIRST@0s").writes().get(0).yaml("app"));
    }

    @Test
    void onlyThreeXInterfaceAndDualModesMigrateAndApplicationIsTheFreshComparison() {
        MigrationSchedule s = parse("FORCE_APPLICATION@30s");
        assertTrue(s.migrates(Mode.of(DiscoveryMode.INTERFACE)));
        assertTrue(s.migrates(Mode.of(DiscoveryMode.DUAL, "3.0.15")));
        assertFalse(s.migrates(Mode.of(DiscoveryMode.APPLICATION)));
        assertFalse(MigrationSchedule.NONE.migrates(Mode.of(DiscoveryMode.INTERFACE)));
        s.check(Duration.ofSeconds(90), List.of(Mode.of(DiscoveryMode.INTERFACE), Mode.of(DiscoveryMode.APPLICATION)),
                MigrationScheduleTest::generationOf);
    }

    @Test
    void aModeWithTheNoFileCacheRemedyMigratesBesideItsStockMode() {
        MigrationSchedule s = parse("FORCE_INTERFACE@0s,APPLICATION_FIRST@30s,FORCE_APPLICATION@60s");
        List<Mode> modes = List.of(Mode.parse("dual+no-file-cache"), Mode.parse("interface+no-file-cache"),
                Mode.parse("interface"), Mode.parse("application"));
        s.check(Duration.ofSeconds(90), modes, MigrationScheduleTest::generationOf);
        assertTrue(s.migrates(modes.get(0)));
        assertTrue(s.migrates(modes.get(1)));
        assertFalse(s.migrates(modes.get(3)));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "FORCE_APPLICTION@60s|--migration FORCE_APPLICTION@60s: unknown step 'FORCE_APPLICTION': expected FORCE_INTERFACE, APPLICATION_FIRST or FORCE_APPLICATION",
        "FORCE_APPLICATION|--migration FORCE_APPLICATION: no time: expected STEP@TIME",
        "FORCE_APPLICATION@soon|--migration FORCE_APPLICATION@soon: bad time 'soon'",
        "FORCE_APPLICATION@60s:speed=2|--migration FORCE_APPLICATION@60s:speed=2: unknown key 'speed': expected threshold, proportion, delay or force",
        "FORCE_APPLICATION@60s:threshold=-1|threshold=-1: expected a share of new addresses over old ones, 0 or more",
        "APPLICATION_FIRST@60s:proportion=150|proportion=150: expected a percentage of calls, 0 to 100",
        "FORCE_APPLICATION@60s:delay=1.5|delay=1.5: expected whole seconds, 0 or more",
        "FORCE_APPLICATION@60s:force=yes|force=yes: expected true or false",
        "FORCE_APPLICATION@60s:delay=1:delay=2|delay is given twice",
        "FORCE_APPLICATION@60s:threshold|'threshold' is no key=value",
        "APPLICATION_FIRST@60s,FORCE_APPLICATION@30s|--migration FORCE_APPLICATION@30s: comes at or before APPLICATION_FIRST@60s",
    })
    void aMalformedWriteIsNamedInOneLine(String flag, String expected) {
        String message = assertThrows(UserError.class, () -> parse(flag)).getMessage();
        assertTrue(message.contains(expected), message);
        assertFalse(message.contains("\n"), message);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        // times count from the start of measuring: the default --duration is 90 s
        "--migration|FORCE_INTERFACE@0s,FORCE_APPLICATION@2m|--migration FORCE_APPLICATION@2m: at 2m, at or after the end of measuring (--duration 1m30s)",
        "--migration|FORCE_APPLICATION@30s|a schedule that starts at FORCE_APPLICATION has no consumer to start from",
        "--modes|interface@2.7,interface|--migration: mode interface@2.7 cannot migrate: Dubbo 2.7 has no migration rules",
        "--modes|interface@2.6|--migration: mode interface@2.6 cannot migrate: Dubbo 2.6 has no migration rules",
        "--modes|baseline,interface|--migration: mode baseline holds no addresses",
        "--modes|application|--migration: none of --modes migrates",
    })
    void aScheduleTheRunCannotKeepEndsInOneLineAndExitTwoBeforeAnythingStarts(String flag, String value, String expected) {
        Path out = dir.resolve("run");
        StringWriter err = new StringWriter();
        CommandLine cl = SdsimCommand.commandLine();
        cl.setErr(new PrintWriter(err, true));
        cl.setOut(new PrintWriter(new StringWriter(), true));
        List<String> args = flag.equals("--migration")
                ? List.of("run", flag, value, "--out", out.toString())
                : List.of("run", flag, value, "--migration", "APPLICATION_FIRST@10s", "--out", out.toString());
        int code = cl.execute(args.toArray(String[]::new));
        assertEquals(2, code, err.toString());
        assertTrue(err.toString().contains(expected), err.toString());
        assertEquals(1, err.toString().strip().lines().count(), "one line: " + err);
        assertFalse(Files.exists(out), "a rejected run writes no folder");
    }

    /** The generation a mode runs, as its plan would have it. */
    private static org.sdsim.simulator.generation.Generation generationOf(Mode mode) {
        return org.sdsim.simulator.plan.ModePlanner.installed().plan(mode).release().generation();
    }
}
