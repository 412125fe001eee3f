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

/** The real provider JVM behind the fake fleet. */
final class ProviderProcess implements AutoCloseable {

    private final ChildJvm jvm;

    private ProviderProcess(ChildJvm jvm, ProviderSpec spec) {
        this.jvm = jvm;
        this.spec = spec;
    }

    private final ProviderSpec spec;
    private volatile boolean closing;

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
        ChildJvm jvm = ChildJvm.start(opts, classPath, ProviderMain.class.getName(), List.of(specFile.toString()),
                RunFolder.PROVIDER_LOG.in(dir));
        return new ProviderProcess(jvm, spec);
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

    /** Runs {@code action} with the exit status if the provider exits before {@link #close()}. */
    void onDeath(java.util.function.IntConsumer action) {
        jvm.onExit(code -> {
            if (!closing) {
                action.accept(code);
            }
        });
    }

    @Override
    public void close() {
        closing = true;
        jvm.send(Command.STOP);
        jvm.close();
    }
}
