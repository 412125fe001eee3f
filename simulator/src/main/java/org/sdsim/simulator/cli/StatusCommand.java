package org.sdsim.simulator.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.concurrent.Callable;
import org.sdsim.simulator.status.RunStatus;
import org.sdsim.simulator.status.StatusText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code sdsim status RUN_DIR}: where a run stands, read from its folder while it runs or after. */
@Command(name = "status",
        mixinStandardHelpOptions = true,
        header = "Print where a run stands: mode, phase, last probe, calls, faults.",
        description = "Reads a run folder written by 'sdsim run', while the run is going or after it ended or was "
                + "killed: whether the orchestrator is still running, elapsed time, the current mode and its "
                + "phase, its last probe (heap and old generation after full GC, addresses per registry), its "
                + "calls ok and failed so far, the modes done with their outcomes, and the faults recorded so far. "
                + "Files being written are read as far as they go.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the folder was read (whatever state the run is in)",
            "2:usage error, or the folder is not a run folder"})
public final class StatusCommand implements Callable<Integer> {
    static final int OK = 0;
    static final int USAGE = 2;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "RUN_DIR", description = "A run folder, e.g. runs/20250101-120000.")
    Path runDir;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            RunStatus status = RunStatus.read(runDir, (where, what) -> err.println("sdsim status: " + where + ": " + what));
            out.print(StatusText.render(status, Instant.now()));
            return OK;
        } catch (RunStatus.NotARunFolder e) {
            err.println("sdsim status: " + e.getMessage());
            return USAGE;
        } finally {
            out.flush();
            err.flush();
        }
    }
}
