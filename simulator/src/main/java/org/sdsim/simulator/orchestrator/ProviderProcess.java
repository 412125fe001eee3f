package org.sdsim.simulator.orchestrator;

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

    private ProviderProcess(ChildJvm jvm) {
        this.jvm = jvm;
    }

    static ProviderProcess start(ProviderSpec spec, Path dir, Path hostsFile, String classPath)
            throws IOException, InterruptedException {
        Path specFile = dir.resolve("provider-spec.json");
        spec.write(specFile);
        List<String> opts = new ArrayList<>(JvmProfile.load("provider").options());
        opts.add("-Djdk.net.hosts.file=" + hostsFile);
        opts.add("-Duser.home=" + dir.resolve("provider-home"));
        opts.add("-Dorg.slf4j.simpleLogger.defaultLogLevel=warn");
        opts.add("-Djava.net.preferIPv4Stack=true");
        ChildJvm jvm = ChildJvm.start(opts, classPath, ProviderMain.class.getName(), List.of(specFile.toString()),
                dir.resolve("provider.log"));
        String ready = jvm.nextReply(Duration.ofMinutes(2));
        if (ready == null || !ready.startsWith("ready")) {
            jvm.close();
            throw new IOException("the loopback provider did not start on " + spec.host() + ":" + spec.port()
                    + " (port in use? pass --provider-port); see " + jvm.log());
        }
        return new ProviderProcess(jvm);
    }

    boolean isAlive() {
        return jvm.isAlive();
    }

    @Override
    public void close() {
        jvm.send("stop");
        jvm.close();
    }
}
