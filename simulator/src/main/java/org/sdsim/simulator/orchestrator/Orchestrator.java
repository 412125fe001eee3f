package org.sdsim.simulator.orchestrator;

import org.sdsim.fixtures.registrar.RunNamespace;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.folder.RunFolder;
import org.sdsim.simulator.folder.RunManifest;
import org.sdsim.simulator.plan.ModeRun;
import org.sdsim.simulator.plan.RunOptions;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RunSummary;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * One `sdsim run`: registries up, fleet registered, real provider up, then one consumer JVM per
 * mode, each summarized into the run folder as soon as it ends. Ctrl-C, or a registry or the
 * provider dying, stops the current consumer, keeps what it recorded and still writes the summary;
 * {@link #stop()} says which.
 */
public final class Orchestrator {

    private final RunOptions options;
    private final String command;
    private final Progress progress = Progress.forConsole();
    private final RunStop stop = new RunStop();
    private final CountDownLatch finished = new CountDownLatch(1);
    /** How long Ctrl-C waits for the run to stop, and how often it says it is still waiting. */
    private static final java.time.Duration STOP_LIMIT = java.time.Duration.ofMinutes(10);
    private static final java.time.Duration STOP_REMINDER = java.time.Duration.ofSeconds(30);
    /** The run's namespace once it has one (read by the Ctrl-C hook). */
    private volatile RunNamespace namespace;

    private java.util.function.Consumer<Mode> beforeConsumerStart = mode -> { };
    private org.sdsim.simulator.run.LiveOptions live = org.sdsim.simulator.run.LiveOptions.NONE;

    public Orchestrator(RunOptions options, String command) {
        this.options = options;
        this.command = command;
    }

    /**
     * Something to run just before each mode's consumer JVM is started, on the orchestrator's
     * thread; what it throws ends the run as if the launch had failed. Tests inject faults here.
     */
    public Orchestrator beforeConsumerStart(java.util.function.Consumer<Mode> hook) {
        this.beforeConsumerStart = java.util.Objects.requireNonNull(hook);
        return this;
    }

    /** How the run can be watched while it runs (the Prometheus endpoint); none by default. */
    public Orchestrator live(org.sdsim.simulator.run.LiveOptions options) {
        this.live = java.util.Objects.requireNonNull(options);
        return this;
    }

    /** Runs everything; returns the summary (also written to the run folder). */
    public RunSummary run() throws IOException, InterruptedException {
        Path runDir = options.output().folder();
        JvmProfile.load(options.consumer().profile()); // a bad profile name fails before anything is created
        createRunFolder(runDir);
        Thread hook = new Thread(this::onInterrupt, "sdsim-interrupt");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            return runIn(runDir);
        } finally {
            finished.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running: it waited for us and now lets the JVM exit
            }
        }
    }

    /** The one input problem that shows only now: a --out folder that cannot be made. */
    private static void createRunFolder(Path runDir) {
        try {
            Files.createDirectories(runDir);
        } catch (IOException e) {
            throw new org.sdsim.simulator.run.UserError("--out " + runDir + ": cannot create the run folder ("
                    + org.sdsim.simulator.run.FileProblems.describe(e) + ")", e);
        }
    }

    private RunSummary runIn(Path runDir) throws IOException, InterruptedException {
        JvmProfile profile = JvmProfile.load(options.consumer().profile());
        RunNamespace namespace = RunNamespace.create(runDir.getFileName().toString());
        this.namespace = namespace;
        RunManifest manifest = RunManifest.begin(options, command,
                Map.of("name", profile.name(), "jvmOptions", profile.options(), "fixedHeap", profile.fixedHeap()))
                .withNamespace(namespace.path());
        JsonFiles.writeReplacing(runDir, RunFolder.MANIFEST, manifest);
        progress.say("sdsim: run folder " + runDir.toAbsolutePath());

        List<ModeSummary> done = new ArrayList<>();
        String runId = runDir.getFileName().toString();
        try (LiveView view = LiveView.open(runDir, runId, done, live, progress);
             RunFixtures fixtures = RunFixtures.open(options, runDir, namespace, progress, stop)) {
            RunContext ctx = fixtures.context();
            manifest = manifest.withRegistrar(fixtures.registrarSeconds(), ctx.registries())
                    .withRegistryJvms(fixtures.embedded().stream().map(OwnedRegistry::manifestEntry).toList())
                    .withReplayed(ctx.fleet().describe())
                    .withDataVolume(fixtures.registration());
            JsonFiles.writeReplacing(runDir, RunFolder.MANIFEST, manifest);
            for (ModeRun run : options.schedule()) {
                if (stop.getAsBoolean()) {
                    break;
                }
                ModeSummary summary = new ModeRunner(ctx, run, stop, beforeConsumerStart).showingTo(view).run();
                view.modeEnded();
                JsonFiles.writeReplacing(ModeFolder.of(runDir, run.plan().mode(), run.repeatNumber()),
                        ModeFolder.MODE_SUMMARY, summary);
                done.add(summary);
                JsonFiles.writeReplacing(runDir, RunFolder.SUMMARY,
                        new RunSummary(runId, done, stop.detail(), null).withDiscoveryCost());
            }
        } finally {
            JsonFiles.writeReplacing(runDir, RunFolder.MANIFEST, manifest.finished());
        }
        RunSummary summary = new RunSummary(runId, done, stop.detail(), null).withDiscoveryCost();
        JsonFiles.writeReplacing(runDir, RunFolder.SUMMARY, summary);
        return summary;
    }

    /** Why the run ended before its last mode, if it did: read it once {@link #run()} has returned. */
    public RunStop stop() {
        return stop;
    }

    /**
     * Ctrl-C: asks the run to stop and keeps the JVM alive until it has (the consumer's last files,
     * the summary, the registry namespace deleted). Deleting a large fleet's namespace from an
     * external ensemble can take minutes, so the wait is long and says every half minute what it
     * waits for; a second Ctrl-C does nothing once the JVM is exiting, so it names the kill that
     * abandons the wait and the command that cleans up after that.
     */
    private void onInterrupt() {
        if (finished.getCount() == 0) {
            return;
        }
        stop.request(RunStop.Cause.INTERRUPTED, EndReason.INTERRUPTED.text());
        progress.say("sdsim: interrupted; stopping the consumer and keeping what was recorded ...");
        try {
            for (long waited = 0; waited < STOP_LIMIT.toSeconds(); waited += STOP_REMINDER.toSeconds()) {
                if (finished.await(STOP_REMINDER.toSeconds(), TimeUnit.SECONDS)) {
                    return;
                }
                progress.say("sdsim: still stopping after " + (waited + STOP_REMINDER.toSeconds())
                        + " s (last files, then the registry namespace); kill -9 " + ProcessHandle.current().pid()
                        + " abandons it" + cleanLater());
            }
            progress.say("sdsim: gave up waiting for the run to stop after " + STOP_LIMIT.toMinutes() + " min" + cleanLater());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** "; then remove what is left with: sdsim clean ..." for external registries, "" for embedded ones. */
    private String cleanLater() {
        RunNamespace ns = namespace;
        if (ns == null || options.registries().owned()) {
            return ""; // embedded registries go with the run
        }
        StringBuilder b = new StringBuilder("; then remove what is left with: sdsim clean");
        options.registries().external().forEach(r -> b.append(" --registry ").append(r));
        return b.append(" --run ").append(ns.runId()).toString();
    }
}
