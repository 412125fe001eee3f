package org.sdsim.simulator.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sdsim.simulator.orchestrator.RunStop;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.Outcome;
import org.sdsim.simulator.summary.MeasuringExtension;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.NotInjectedFault;
import org.sdsim.simulator.summary.RunSummary;

/** The exit status of 'sdsim run' follows the modes' typed outcomes. */
class RunCommandExitCodeTest {
    private static ModeSummary mode(Outcome outcome, Double convergeSeconds) {
        return mode(outcome, convergeSeconds, List.of());
    }

    private static ModeSummary mode(Outcome outcome, Double convergeSeconds, List<NotInjectedFault> notInjected) {
        return new ModeSummary(Mode.of(DiscoveryMode.INTERFACE), "3.3.6", null,
                new ModeSummary.Course(outcome, "", convergeSeconds, null, null), null, null, null, null, null,
                new ModeSummary.Faults(List.of(), notInjected.isEmpty() ? null : new MeasuringExtension(150.0, 10.0, 10.0, true),
                        notInjected), null, null, null, null, null);
    }

    private static int exit(ModeSummary... modes) {
        return RunCommand.exitCode(new RunSummary("r", List.of(modes)));
    }

    @Test
    void aCrashedModeFailsTheRun() {
        assertEquals(1, exit(mode(Outcome.COMPLETED, 3.0), mode(Outcome.CRASHED, 3.0)));
    }

    @Test
    void anOutOfMemoryConsumerIsAResultNotAFailureEvenWithoutConvergence() {
        assertEquals(0, exit(mode(Outcome.OOM, null)));
    }

    @Test
    void aRunStoppedByADeadRegistryOrProviderHasTheirCodeThoughItsModesCompleted() {
        RunSummary completed = new RunSummary("r", List.of(mode(Outcome.COMPLETED, 3.0)));
        assertEquals(ExitCode.REGISTRY.code(), RunCommand.exitCode(completed, RunStop.Cause.REGISTRY_DIED));
        assertEquals(ExitCode.ENVIRONMENT.code(), RunCommand.exitCode(completed, RunStop.Cause.PROVIDER_DIED));
        assertEquals(RunCommand.INTERRUPTED, RunCommand.exitCode(completed, RunStop.Cause.INTERRUPTED));
        assertEquals(0, RunCommand.exitCode(completed, null));
    }

    @Test
    void aScriptedFaultThatNeverRanFailsACompletedModeButNotAnOutOfMemoryOne() {
        List<NotInjectedFault> late = List.of(new NotInjectedFault("storm", "storm@130s", 130.0,
                "the measuring extension reached its cap, --max-fault-extension 10s"));
        assertEquals(1, exit(mode(Outcome.COMPLETED, 3.0), mode(Outcome.COMPLETED, 3.0, late)));
        assertEquals(0, exit(mode(Outcome.OOM, 3.0, late)), "an out-of-memory consumer stays a result");
    }

    @Test
    void theConsoleNamesTheExtensionAndEachFaultNotInjected() {
        List<NotInjectedFault> late = List.of(new NotInjectedFault("storm", "storm@130s", 130.0, "the cap"));
        List<String> lines = org.sdsim.simulator.table.RunConsole.faultSchedule(new RunSummary("r", List.of(mode(Outcome.COMPLETED, 3.0, late))));
        assertEquals(List.of("interface: measuring went on 10.0 s past the 150 s of --duration and was ended by its cap "
                + "(--max-fault-extension 10 s) with a scripted fault still owed",
                "interface: fault storm@130s NOT injected: the cap"), lines);
        assertEquals(List.of(), org.sdsim.simulator.table.RunConsole.faultSchedule(new RunSummary("r", List.of(mode(Outcome.COMPLETED, 3.0)))));
    }

    @Test
    void anInterruptedRunExitsWith130() {
        assertEquals(RunCommand.INTERRUPTED, exit(mode(Outcome.INTERRUPTED, 3.0)));
    }
}
