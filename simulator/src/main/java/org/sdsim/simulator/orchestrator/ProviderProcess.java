package org.sdsim.simulator.orchestrator;

import org.sdsim.consumer.api.Command;
import org.sdsim.consumer.api.ReadyReply;
import org.sdsim.consumer.api.Reply;
import org.sdsim.simulator.folder.RunFolder;
import org.sdsim.simulator.provider.ProviderMain;
import org.sdsim.simulator.provider.ProviderSpec;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * The real provider JVM behind the fake fleet. A provider-kill fault kills it on purpose and starts it again on the
 * same port ({@link #kill()}, {@link #relaunch()}); a death the run did not cause stops the run ({@link #onDeath}).
 */
final class ProviderProcess implements AutoCloseable {

    private final ProviderSpec spec;
    private final List<String> options;
    private final String classPath;
    private final Path specFile;
    private final Path log;
    private volatile ChildJvm jvm;
    /** The JVM the run killed on purpose: its exit is no death. */
    private volatile ChildJvm killed;
    private volatile boolean closing;
    private IntConsumer deathAction = code -> { };

    private ProviderProcess(ProviderSpec spec, List<String> options, String classPath, Path specFile, Path log)
            throws IOException {
        this.spec = spec;
        this.options = List.copyOf(options);
        this.classPath = classPath;
        this.specFile = specFile;
        this.log = log;
        this.jvm = startJvm();
    }

    long pid() {
        return jvm.pid();
    }

    /** Starts the provider JVM without waiting for it: its start-up overlaps the fleet's registration. */
    static ProviderProcess launch(ProviderSpec spec, Path dir, Path hostsFile, String classPath) throws IOException {
        Path specFile = RunFolder.PROVIDER_SPEC.in(dir);
        spec.write(specFile);
        List<String> opts = new ArrayList<>(JvmProfile.load("provider").options());
        opts.add("-Djdk.net.hosts.file=" + hostsFile);
        opts.add("-Duser.home=" + dir.resolve(RunFolder.PROVIDER_HOME_FOLDER));
        opts.add("-Dorg.slf4j.simpleLogger.defaultLogLevel=warn");
        opts.add("-Ddubbo.application.logger=slf4j");
        opts.add("-Djava.net.preferIPv4Stack=true");
        return new ProviderProcess(spec, opts, classPath, specFile, RunFolder.PROVIDER_LOG.in(dir));
    }

    private ChildJvm startJvm() throws IOException {
        return ChildJvm.start(options, classPath, ProviderMain.class.getName(), List.of(specFile.toString()), log);
    }

    /** Waits until every interface is exported; a clear error (port in use, ...) otherwise. */
    void awaitReady(Duration timeout) throws IOException, InterruptedException {
        Reply ready = jvm.nextReply(timeout);
        if (!(ready instanceof ReadyReply r) || r.port() == null || r.port() != spec.port()) {
            jvm.close();
            throw new IOException("the loopback provider did not start on " + spec.host() + ":" + spec.ports()
                    + (spec.ports().size() == 1 ? " (port in use? pass --provider-port)"
                    : " (a port in use? a captured fleet's providers are answered on the ports they were captured with)")
                    + "; see " + jvm.log());
        }
    }

    /** Runs {@code action} with the exit status if the provider exits before {@link #close()}, unless the run killed it. */
    void onDeath(IntConsumer action) {
        this.deathAction = action;
        arm(jvm);
    }

    private void arm(ChildJvm watched) {
        watched.onExit(code -> {
            if (!closing && watched != killed) {
                deathAction.accept(code);
            }
        });
    }

    /** SIGKILL on purpose (a provider-kill fault): every connection to it is refused until {@link #relaunch()}. */
    Integer kill() throws InterruptedException {
        killed = jvm;
        return jvm.kill();
    }

    /** Starts the provider again on the same spec (its port) and waits until it serves. */
    void relaunch() throws IOException, InterruptedException {
        jvm = startJvm();
        awaitReady(Duration.ofMinutes(2));
        arm(jvm);
    }

    @Override
    public void close() {
        closing = true;
        jvm.send(Command.STOP);
        jvm.close();
    }
}
