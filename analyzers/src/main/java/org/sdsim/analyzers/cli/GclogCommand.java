package org.sdsim.analyzers.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code gclog}: the analyzers' command line. Each subcommand is its own small class listed in
 * {@code subcommands} below; to add one, write a {@code @Command} class in this package (or any
 * package) that returns an exit code from {@link ExitCode} and add it to that list.
 */
@Command(name = "gclog",
        mixinStandardHelpOptions = true,
        versionProvider = GclogVersion.class,
        header = "Analyse HotSpot GC logs and JFR recordings.",
        description = "Reads GC logs (JDK 8 to 25, any -Xlog decoration, rotated sets, .gz, stdin) and JFR "
                + "recordings, and prints what they say: pause counts and percentiles, heap after GC, "
                + "allocation and promotion rates, throughput, and every line it did not understand; and, from "
                + "a recording's allocation samples, which code allocates.",
        subcommands = {
            SummaryCommand.class,
            EventsCommand.class,
            ChartCommand.class,
            AllocCommand.class,
            CommandLine.HelpCommand.class,
        },
        exitCodeOnInvalidInput = ExitCode.USAGE_OR_UNREADABLE,
        exitCodeOnExecutionException = ExitCode.INTERNAL_ERROR,
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {ExitCode.HELP_OK, ExitCode.HELP_WARNINGS, ExitCode.HELP_USAGE, ExitCode.HELP_INTERNAL},
        footer = {"%nSee docs/gclog.md for the definition of every figure."})
public final class GclogCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "Missing subcommand: try 'gclog summary FILE' or 'gclog --help'");
    }

    public static void main(String[] args) {
        System.exit(execute(args));
    }

    /** Runs gclog with the process' stdout/stderr; returns the exit code. */
    public static int execute(String... args) {
        return commandLine().execute(args);
    }

    /** A ready-to-run command line (tests set their own out/err writers on it). */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new GclogCommand());
        cl.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            PrintWriter err = commandLine.getErr();
            err.println("gclog: internal error: " + e);
            e.printStackTrace(err);
            err.flush();
            return ExitCode.INTERNAL_ERROR;
        });
        return cl;
    }
}
