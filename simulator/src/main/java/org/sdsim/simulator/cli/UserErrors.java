package org.sdsim.simulator.cli;

import picocli.CommandLine;

import java.io.IOException;

/**
 * A user error (bad value, unreachable registry, unreadable folder) is one clear line on stderr
 * and exit code 2, never a stack trace. Anything else is a bug: it keeps its stack trace.
 */
final class UserErrors implements CommandLine.IExecutionExceptionHandler {

    static final int USAGE = 2;

    @Override
    public int handleExecutionException(Exception e, CommandLine cl, CommandLine.ParseResult parsed) throws Exception {
        if (e instanceof IllegalArgumentException || e instanceof IOException
                || e.getClass().getSimpleName().endsWith("Exception") && e.getClass().getPackageName().startsWith("org.sdsim")) {
            cl.getErr().println(cl.getColorScheme().errorText("sdsim " + cl.getCommandName() + ": " + e.getMessage()));
            return USAGE;
        }
        throw e;
    }
}
