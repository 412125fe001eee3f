package org.sdsim.simulator.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.AccessDeniedException;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import org.sdsim.fixtures.registrar.RegistrarException;
import org.sdsim.fixtures.registry.RegistryFailureException;
import org.sdsim.fixtures.registry.RegistryUnreachableException;
import org.sdsim.simulator.run.UserError;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** What escapes a command decides the exit code; only a bug prints a stack trace. */
class ExitCodePolicyTest {

    @Command(name = "boom")
    static final class Throwing implements Callable<Integer> {
        final Exception toThrow;

        Throwing(Exception toThrow) {
            this.toThrow = toThrow;
        }

        @Override
        public Integer call() throws Exception {
            throw toThrow;
        }
    }

    private record Ended(int code, String err) {
    }

    private static Ended run(Exception e) {
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(new Throwing(e));
        cl.setExecutionExceptionHandler(new UserErrors());
        cl.setErr(new PrintWriter(err, true));
        return new Ended(cl.execute(), err.toString());
    }

    @Test
    void aUserErrorIsOneLineAndExitTwo() {
        Ended e = run(new UserError("--providers must be between 1 and 100000, got 0"));
        assertEquals(ExitCode.USAGE.code(), e.code());
        assertTrue(e.err().contains("--providers must be between"), e.err());
        assertFalse(e.err().contains("\tat "), e.err());
    }

    @Test
    void aNullPointerExceptionIsABugWithItsStackTraceNotBadFlags() {
        Ended e = run(new NullPointerException("injected"));
        assertEquals(ExitCode.BUG.code(), e.code());
        assertTrue(e.err().contains("internal error"), e.err());
        assertTrue(e.err().contains("\tat "), "stack trace expected: " + e.err());
    }

    @Test
    void anIllegalArgumentExceptionFromALibraryIsABugNotAUserError() {
        assertEquals(ExitCode.BUG.code(), run(new IllegalArgumentException("from somewhere")).code());
    }

    @Test
    void registryFailuresHaveTheirOwnCode() {
        assertEquals(ExitCode.REGISTRY.code(), run(new RegistryUnreachableException("zk down")).code());
        assertEquals(ExitCode.REGISTRY.code(), run(new RegistryFailureException("did not start")).code());
        assertEquals(ExitCode.REGISTRY.code(), run(new RegistrarException("write refused", null)).code());
    }

    @Test
    void aFileProblemSaysWhatWentWrongNotOnlyThePath() {
        Ended e = run(new AccessDeniedException("/var/lib/x"));
        assertEquals(ExitCode.ENVIRONMENT.code(), e.code());
        assertTrue(e.err().contains("/var/lib/x: permission denied"), e.err());
        assertFalse(e.err().contains("\tat "), e.err());
        assertEquals(ExitCode.ENVIRONMENT.code(), run(new IOException("provider did not start")).code());
    }

    @Test
    void everyExitCodeIsDistinctAndListedInTheRunHelp() {
        String help = SdsimCommand.commandLine().getSubcommands().get("run").getUsageMessage();
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (ExitCode c : ExitCode.values()) {
            assertTrue(seen.add(c.code()), "duplicate code " + c.code());
            assertTrue(help.contains(c.code() + " "), "help lacks " + c + ": " + help);
        }
    }

    @Test
    void aNullPointerExceptionInsideARunIsABugWithItsStackTraceAndTheRunFolderKeepsItsManifest(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws IOException {
        int port;
        try (java.net.ServerSocket free = new java.net.ServerSocket(0)) {
            port = free.getLocalPort();
        }
        StringWriter err = new StringWriter();
        CommandLine cl = SdsimCommand.commandLine();
        cl.setErr(new PrintWriter(err, true));
        cl.setOut(new PrintWriter(new StringWriter(), true));
        RunCommand run = cl.getSubcommands().get("run").getCommand();
        run.beforeConsumerStart = mode -> {
            throw new NullPointerException("injected into the " + mode.id() + " consumer's start");
        };
        java.nio.file.Path out = dir.resolve("run");
        // Real embedded registries, fleet and provider: the failure comes from inside the run.
        int code = cl.execute("run", "--modes", "interface", "--providers", "2", "--interfaces", "1",
                "--duration", "5s", "--provider-port", String.valueOf(port), "--no-report", "--out", out.toString());
        assertEquals(ExitCode.BUG.code(), code, err.toString());
        assertTrue(err.toString().contains("internal error"), err.toString());
        assertTrue(err.toString().contains("injected into the interface consumer's start"), err.toString());
        assertTrue(err.toString().contains("\tat org.sdsim.simulator.orchestrator.ModeRunner"), err.toString());
        assertTrue(java.nio.file.Files.exists(out.resolve("manifest.json")), "the manifest is kept");
    }
}
