package org.sdsim.simulator.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** {@code sdsim ARGS} run in the test's own JVM, as the launcher runs it, with what it printed. */
public final class InProcess {

    private InProcess() {
    }

    /** Exit code, stdout and stderr of one command. */
    public record Ran(int exit, String out, String err) {
    }

    public static Ran sdsim(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = SdsimCommand.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return new Ran(cl.execute(args), out.toString(), err.toString());
    }
}
