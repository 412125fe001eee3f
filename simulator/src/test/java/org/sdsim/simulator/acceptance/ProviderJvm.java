package org.sdsim.simulator.acceptance;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A real Dubbo provider in a JVM of its own, started by a test: it says READY on stdout once exported,
 * and exits when its stdin closes ({@link #close}, which kills it if it does not).
 */
final class ProviderJvm implements AutoCloseable {

    private final Process process;
    private final Path log;

    private ProviderJvm(Process process, Path log) {
        this.process = process;
        this.log = log;
    }

    static ProviderJvm start(List<String> jvmOptions, String classPath, String mainClass, List<String> args, Path log)
            throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-XX:+UseSerialGC"));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", classPath, mainClass));
        command.addAll(args);
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        return new ProviderJvm(p, log);
    }

    /** Waits for READY; fails with the log's end if the JVM exits or does not say it in time. */
    void awaitReady(long seconds) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (System.nanoTime() < deadline) {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(Files.newInputStream(log), StandardCharsets.UTF_8))) {
                if (r.lines().anyMatch("READY"::equals)) {
                    return;
                }
            }
            if (!process.isAlive()) {
                break;
            }
            Thread.sleep(200);
        }
        throw new IllegalStateException("the provider did not start; see " + log + ":\n" + tail());
    }

    private String tail() throws IOException {
        List<String> lines = Files.readAllLines(log);
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
    }

    @Override
    public void close() throws InterruptedException, IOException {
        process.getOutputStream().close();
        if (!process.waitFor(20, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }
}
