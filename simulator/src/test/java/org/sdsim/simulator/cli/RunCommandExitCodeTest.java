package org.sdsim.simulator.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sdsim.simulator.orchestrator.RunStop;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.Outcome;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RunSummary;

/** The exit status of 'sdsim run' follows the modes' typed outcomes. */
class RunCommandExitCodeTest {
    private static ModeSummary mode(Outcome outcome, Double convergeSeconds) {
        return new ModeSummary(Mode.of(DiscoveryMode.INTERFACE), "3.3.6", outcome, "", null, convergeSeconds, null, null, null, null, null,
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
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
    void anInterruptedRunExitsWith130() {
        assertEquals(RunCommand.INTERRUPTED, exit(mode(Outcome.INTERRUPTED, 3.0)));
    }
}
