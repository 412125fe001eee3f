package org.sdsim.simulator.orchestrator;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A real {@code sdsim run} in a JVM of its own, on the test's class path, so a test can kill it or
 * one of its children as a user or a crash would. Whatever it started and the test did not see
 * end is killed by {@link #close()}: only processes this run started.
 */
final class SdsimRunProcess implements AutoCloseable {

    final Process process;
    final Path runDir;
    final Path log;
    private final List<ProcessHandle> seen = new ArrayList<>();

    private SdsimRunProcess(Process process, Path runDir, Path log) {
        this.process = process;
        this.runDir = runDir;
        this.log = log;
    }

    /** Starts {@code sdsim run} with a small fleet, embedded registries and {@code flags} after the defaults. */
    static SdsimRunProcess start(Path dir, List<String> flags) throws IOException {
        Path runDir = dir.resolve("run");
        Path log = dir.resolve("sdsim.log");
        List<String> cmd = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx512m",
                "-D" + org.sdsim.simulator.orchestrator.ChildJvm.EXTRA_OPTIONS_PROPERTY + "="
                        + System.getProperty(org.sdsim.simulator.orchestrator.ChildJvm.EXTRA_OPTIONS_PROPERTY, ""),
                "-cp", System.getProperty("java.class.path"),
                "org.sdsim.simulator.cli.SdsimCommand", "run", "--modes", "interface",
                "--providers", String.valueOf(SmallRuns.PROVIDERS),
                "--provider-port", String.valueOf(SmallRuns.freePort()),
                "--probe-every", "5s", "--no-heap-attribution", "--out", runDir.toString()));
        cmd.addAll(flags);
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        return new SdsimRunProcess(p, runDir, log);
    }

    /** Waits until the run's output has a line containing {@code text}; false if the run ended or time ran out first. */
    boolean awaitOutput(String text, Duration timeout) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (output().contains(text)) {
                return true;
            }
            if (!process.isAlive()) {
                return output().contains(text);
            }
            Thread.sleep(250);
        }
        return false;
    }

    String output() throws IOException {
        return Files.exists(log) ? Files.readString(log, StandardCharsets.UTF_8) : "";
    }

    /** Every process the run has started and that is alive now, remembered for {@link #close()}. */
    List<ProcessHandle> descendants() {
        List<ProcessHandle> now = process.toHandle().descendants().toList();
        seen.addAll(now);
        return now;
    }

    /** The descendant whose command line contains {@code text} (a main class, an argument). */
    static ProcessHandle find(List<ProcessHandle> processes, String text) {
        return processes.stream()
                .filter(p -> commandLine(p).contains(text))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no process with '" + text + "' among " + describe(processes)));
    }

    /**
     * The whole command line: ProcessHandle.Info cuts a long one (a class path of 100 jars) short,
     * so on Linux it is read from /proc.
     */
    static String commandLine(ProcessHandle p) {
        try {
            return new String(Files.readAllBytes(Path.of("/proc", Long.toString(p.pid()), "cmdline")),
                    StandardCharsets.UTF_8).replace('\0', ' ');
        } catch (IOException e) {
            return p.info().commandLine().orElse("?");
        }
    }

    static String describe(List<ProcessHandle> processes) {
        StringBuilder b = new StringBuilder();
        for (ProcessHandle p : processes) {
            String cmd = commandLine(p);
            b.append("\n  ").append(p.pid()).append(' ').append(cmd, Math.max(0, cmd.length() - 120), cmd.length());
        }
        return b.toString();
    }

    /** Waits for the run to exit; its exit code, or null if it was still running. */
    Integer waitFor(Duration timeout) throws InterruptedException {
        return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS) ? process.exitValue() : null;
    }

    @Override
    public void close() {
        process.destroyForcibly();
        for (ProcessHandle p : seen) {
            p.destroyForcibly();
        }
    }
}
