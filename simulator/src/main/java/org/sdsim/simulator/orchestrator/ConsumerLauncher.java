package org.sdsim.simulator.orchestrator;

import org.sdsim.consumer.api.ConsumerSpec;
import org.sdsim.consumer.jvm.ConsumerMain;
import org.sdsim.consumer.jvm.metrics.IsolatedMetrics;
import org.sdsim.fixtures.fleet.RegistryLayout;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.consumer.api.ServiceRef;
import org.sdsim.simulator.generation.DubboRelease;
import org.sdsim.simulator.remedy.AppliedRemedies;
import org.sdsim.simulator.remedy.Jdks;
import org.sdsim.simulator.remedy.RemedyModules;
import org.sdsim.simulator.plan.ModePlan;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.plan.RunOptions;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Starts one consumer JVM for a mode: its spec file, its JVM profile and the run's shared settings. */
final class ConsumerLauncher {

    private ConsumerLauncher() {
    }

    static ConsumerProcess start(RunContext ctx, ModePlan plan, Path modeDir) throws IOException {
        return start(ctx, plan, modeDir, 1);
    }

    /**
     * Starts the mode's {@code lifetime}-th consumer JVM (2 and on: after a scripted consumer-kill),
     * with a GC log, recording and log of its own ({@link ModeFolder#ofLifetime}).
     */
    static ConsumerProcess start(RunContext ctx, ModePlan plan, Path modeDir, int lifetime) throws IOException {
        Files.createDirectories(modeDir.resolve(ModeFolder.HOME_FOLDER));
        Path specFile = ModeFolder.CONSUMER_SPEC.in(modeDir);
        DubboRelease release = plan.release();
        AppliedRemedies remedies = plan.remedies();
        spec(ctx, plan, modeDir).write(specFile);
        String classPath = RemedyModules.classPath(remedies, release.generation().classPath(release.version(), consumerApi()));
        List<String> options = jvmOptions(ctx, plan.mode(), release, modeDir, lifetime);
        options.addAll(remedies.jvmOptions());
        Path javaHome = remedies.java() == null ? Path.of(System.getProperty("java.home")) : Jdks.home(remedies.java());
        ChildJvm jvm = ChildJvm.start(javaHome, options, classPath, ConsumerMain.class.getName(),
                List.of(specFile.toString()), ModeFolder.ofLifetime(ModeFolder.CONSUMER_LOG, lifetime).in(modeDir));
        return new ConsumerProcess(jvm);
    }

    static ConsumerSpec spec(RunContext ctx, ModePlan plan, Path modeDir) {
        Mode mode = plan.mode();
        RunOptions o = ctx.options();
        List<ServiceRef> services = ctx.services().stream()
                .map(s -> new ServiceRef(s.key(), s.interfaceName(), s.group(), s.version(), s.method())).toList();
        boolean baseline = mode.isBaseline();
        // The baseline subscribes under roots of its own in the namespace: same registries, no providers.
        RegistryLayout layout = baseline ? ctx.namespace().baselineLayout() : ctx.namespace().layout();
        // the registry settings were merged once, in the plan's documented order; the consumer sets them as they are
        ConsumerSpec.Registries registries = new ConsumerSpec.Registries(ctx.registries(), layout.interfaceRoot(),
                layout.instanceRoot(), plan.registrySettings());
        // the baseline holds no addresses, so it has nobody to call
        ConsumerSpec.Pace pace = new ConsumerSpec.Pace(baseline ? 0 : o.pace().callEvery().toMillis(),
                o.pace().metricsEvery().toMillis(), 3000);
        return new ConsumerSpec(mode.id(), mode.discovery().migrationStep(), registries, services,
                o.consumer().realism().namesProtocol() ? o.consumer().realism().protocol() : ConsumerSpec.ANY_PROTOCOL,
                pace, plan.release().generation().descriptor().client(), modeDir.toString());
    }

    private static List<String> jvmOptions(RunContext ctx, Mode mode, DubboRelease release, Path modeDir, int lifetime)
            throws IOException {
        List<String> opts = new ArrayList<>(JvmProfile.load(ctx.options().consumer().profile()).resolve(Map.of(
                "modeDir", modeDir.toString(),
                "gcLog", ModeFolder.ofLifetime(ModeFolder.GC_LOG, lifetime).in(modeDir).toString(),
                "jfrFile", ModeFolder.ofLifetime(ModeFolder.JFR, lifetime).in(modeDir).toString(),
                "jfrSettings", ctx.jfrSettings().toString())));
        opts.addAll(ctx.options().consumer().realism().jvmOptions());
        opts.add("-Djdk.net.hosts.file=" + ctx.hostsFile());
        // Dubbo caches metadata and addresses under user.home: one per mode, or runs contaminate each other.
        opts.add("-Duser.home=" + modeDir.resolve(ModeFolder.HOME_FOLDER));
        opts.add(org.sdsim.fixtures.registry.ZooKeeperClients.juteMaxBufferJvmOption());
        opts.add("-Ddubbo.application.service-discovery.migration=" + mode.discovery().migrationStep());
        opts.add("-D" + IsolatedMetrics.CLASSPATH_PROPERTY + "=" + ctx.metricsClassPath());
        opts.add("-Dorg.slf4j.simpleLogger.defaultLogLevel=warn");
        opts.add("-Dorg.slf4j.simpleLogger.log.org.apache.zookeeper=warn");
        opts.add("-Dorg.slf4j.simpleLogger.log.org.apache.curator=warn");
        opts.add("-Ddubbo.application.logger=slf4j");
        if (ctx.options().migration().migrates(mode)) {
            // Dubbo's "Loaded registry cache file" line, counted per migration phase (its registries' other INFO
            // lines are one per subscribe and notify, not the URL lists)
            opts.addAll(RegistryCacheLoads.LOGGER_OPTIONS);
        }
        opts.add("-Djava.net.preferIPv4Stack=true");
        // Last, so that a generation's own setting (a logger level, say) wins over the defaults above.
        opts.addAll(release.generation().jvmOptions());
        return opts;
    }

    /** consumer-api as this JVM runs it (a jar or a classes folder): both ends of the control channel share it. */
    private static Path consumerApi() {
        try {
            return Path.of(ConsumerMain.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException("cannot locate consumer-api: " + e.getMessage(), e);
        }
    }
}
