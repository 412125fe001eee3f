package org.sdsim.simulator.orchestrator;

import org.sdsim.consumer.api.Command;
import org.sdsim.consumer.api.ControlLine;
import org.sdsim.consumer.api.Reply;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A child JVM spoken to over its stdin/stdout: {@link Command}s in, {@link Reply}s out. Replies
 * (framed by {@link ControlLine}) are read and queued for the caller; anything else the child
 * prints to stdout (JFR start-up lines, or a framed line this side cannot read) is appended to its
 * log file beside stderr, so nothing it says is lost. Public for {@code sdsim rpc}'s provider JVM.
 */
public final class ChildJvm implements AutoCloseable {

    /** Queued after the child's last line, so that a caller waiting for a reply sees the end. */
    private static final Optional<Reply> EOF = Optional.empty();

    private final Process process;
    private final Writer stdin;
    private final BlockingQueue<Optional<Reply>> replies = new LinkedBlockingQueue<>();
    private final Path log;
    private final List<String> command;

    private ChildJvm(Process process, Path log, List<String> command) {
        this.process = process;
        this.log = log;
        this.command = command;
        this.stdin = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
        Thread pump = new Thread(this::pumpStdout, "sdsim-child-" + process.pid());
        pump.setDaemon(true);
        pump.start();
    }

    /**
     * The system property whose value (JVM options, space-separated) every child JVM gets after its
     * own: a knob for whoever runs sdsim, and what the test suite sets (-XX:TieredStopAtLevel=1: the
     * suite's child JVMs live seconds, and C2's compiling would be most of their CPU).
     */
    public static final String EXTRA_OPTIONS_PROPERTY = "sdsim.childJvmOptions";

    /** The options of {@link #EXTRA_OPTIONS_PROPERTY}, for JVMs started by others (JMH's forks). */
    public static List<String> extraOptions() {
        String extra = System.getProperty(EXTRA_OPTIONS_PROPERTY, "").trim();
        return extra.isEmpty() ? List.of() : List.of(extra.split("\\s+"));
    }

    /**
     * Starts {@code java <jvmOptions> -cp <classPath> <mainClass> <args>}, stderr appended to
     * {@code log} (a restarted registry keeps one log across its lives), after the command line.
     */
    public static ChildJvm start(List<String> jvmOptions, String classPath, String mainClass, List<String> args, Path log)
            throws IOException {
        return start(Path.of(System.getProperty("java.home")), jvmOptions, classPath, mainClass, args, log);
    }

    /** As {@link #start(List, String, String, List, Path)}, on the JDK at {@code javaHome}. */
    public static ChildJvm start(Path javaHome, List<String> jvmOptions, String classPath, String mainClass,
            List<String> args, Path log) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(javaHome.resolve("bin").resolve("java").toString());
        cmd.addAll(jvmOptions);
        cmd.addAll(extraOptions());
        cmd.add("-cp");
        cmd.add(classPath);
        cmd.add(mainClass);
        cmd.addAll(args);
        Files.writeString(log, "# " + String.join(" ", cmd) + System.lineSeparator(), StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        Process p = new ProcessBuilder(cmd)
                .redirectError(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .start();
        return new ChildJvm(p, log, cmd);
    }

    private void pumpStdout() {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null) {
                Optional<Reply> reply = ControlLine.unframe(line);
                if (reply.isPresent()) {
                    replies.add(reply);
                } else {
                    String note = ControlLine.isFramed(line) ? "# sdsim: unreadable reply: " : "";
                    Files.writeString(log, note + line + System.lineSeparator(), StandardCharsets.UTF_8,
                            StandardOpenOption.APPEND);
                }
            }
        } catch (IOException ignored) {
            // the child is gone; the EOF marker below tells waiting callers
        } finally {
            replies.add(EOF);
        }
    }

    /** Sends one command; false when the child no longer reads. */
    public synchronized boolean send(Command command) {
        try {
            stdin.write(command.line());
            stdin.write('\n');
            stdin.flush();
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Next reply, or null if the child exited or {@code timeout} passed. A child that died keeps
     * returning null.
     */
    public Reply nextReply(Duration timeout) throws InterruptedException {
        Optional<Reply> r = replies.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
        if (r == null) {
            return null;
        }
        if (r.isEmpty()) {
            replies.add(EOF);
            return null;
        }
        return r.get();
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    long pid() {
        return process.pid();
    }

    /** Runs {@code action} with the exit status once the child has exited, whoever ended it. */
    void onExit(java.util.function.IntConsumer action) {
        process.onExit().thenAccept(p -> action.accept(p.exitValue()));
    }

    /** Sends a signal by name ({@code STOP}, {@code CONT}) with kill(1); Java has no API for these. */
    void signal(String name) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", "-" + name, Long.toString(process.pid()))
                .redirectErrorStream(true).start();
        String said = new String(kill.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        if (kill.waitFor() != 0) {
            throw new IOException("kill -" + name + " " + process.pid() + " failed: " + said);
        }
    }

    /**
     * Whether the child's log reports an OutOfMemoryError (-XX:+ExitOnOutOfMemoryError prints
     * "Terminating due to java.lang.OutOfMemoryError").
     */
    boolean logMentionsOom() {
        try (var lines = Files.lines(log, StandardCharsets.UTF_8)) {
            return lines.anyMatch(l -> l.contains("java.lang.OutOfMemoryError"));
        } catch (IOException | java.io.UncheckedIOException e) {
            return false;
        }
    }

    public Path log() {
        return log;
    }

    List<String> command() {
        return command;
    }

    /** Waits for exit; returns the exit code or null if it did not exit in time. */
    public Integer waitFor(Duration timeout) throws InterruptedException {
        return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS) ? process.exitValue() : null;
    }

    /**
     * SIGKILL (a registry fault, a scripted consumer-kill), and waits briefly until the kernel has
     * reaped the child; returns the exit code (null if it did not die within 10 s).
     */
    Integer kill() throws InterruptedException {
        process.destroyForcibly();
        return waitFor(Duration.ofSeconds(10));
    }

    /** Ends the child: politely (close stdin), then SIGTERM, then SIGKILL. */
    @Override
    public void close() {
        try {
            stdin.close();
        } catch (IOException ignored) {
            // already closed
        }
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroy();
                if (!process.waitFor(10, TimeUnit.SECONDS)) {
                    process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
                }
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
