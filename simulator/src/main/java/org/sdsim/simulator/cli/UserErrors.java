package org.sdsim.simulator.cli;

import org.sdsim.fixtures.capture.FleetFileException;
import org.sdsim.fixtures.capture.NothingToCaptureException;
import org.sdsim.fixtures.registrar.RegistrarException;
import org.sdsim.fixtures.registry.InvalidRegistryException;
import org.sdsim.fixtures.registry.RegistryFailureException;
import org.sdsim.fixtures.registry.RegistryUnreachableException;
import org.sdsim.fixtures.topology.InvalidTopologyException;
import org.sdsim.simulator.run.FileProblems;
import org.sdsim.simulator.run.UserError;
import picocli.CommandLine;

import java.io.IOException;
import java.io.PrintWriter;

/**
 * Turns what escaped a command into an {@link ExitCode}. An error the user or the environment
 * can fix is one clear line on stderr and its own code, never a stack trace; anything else is a
 * bug and keeps its stack trace, with a code of its own, so it is never mistaken for bad flags.
 */
final class UserErrors implements CommandLine.IExecutionExceptionHandler {

    @Override
    public int handleExecutionException(Exception e, CommandLine cl, CommandLine.ParseResult parsed) {
        ExitCode code = classify(e);
        PrintWriter err = cl.getErr();
        String prefix = cl.getCommandSpec().qualifiedName() + ": "; // "sdsim run: ", "sdsim fleet capture: "
        if (code == ExitCode.BUG) {
            err.println(cl.getColorScheme().errorText(prefix + "internal error (a bug in sdsim; please report it "
                    + "with the stack trace below): " + e));
            e.printStackTrace(err);
        } else {
            err.println(cl.getColorScheme().errorText(prefix + message(e)));
        }
        err.flush();
        return code.code();
    }

    static ExitCode classify(Throwable e) {
        if (e instanceof UserError || e instanceof InvalidTopologyException || e instanceof InvalidRegistryException
                || e instanceof FleetFileException || e instanceof NothingToCaptureException) {
            return ExitCode.USAGE;
        }
        if (e instanceof RegistryUnreachableException || e instanceof RegistryFailureException
                || e instanceof RegistrarException) {
            return ExitCode.REGISTRY;
        }
        if (e instanceof IOException) {
            return ExitCode.ENVIRONMENT;
        }
        return ExitCode.BUG;
    }

    private static String message(Exception e) {
        return e instanceof IOException io ? FileProblems.describe(io) : String.valueOf(e.getMessage());
    }
}
