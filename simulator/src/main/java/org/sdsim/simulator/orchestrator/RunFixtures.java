package org.sdsim.simulator.orchestrator;

import org.sdsim.fixtures.registrar.Registrar;
import org.sdsim.fixtures.registrar.RegistrationStats;
import org.sdsim.fixtures.registry.EmbeddedRegistries;
import org.sdsim.fixtures.registry.RegistryEndpoints;
import org.sdsim.fixtures.registry.RegistryServer;
import org.sdsim.fixtures.topology.Topology;
import org.sdsim.consumer.jvm.metrics.MetricsJars;
import org.sdsim.simulator.provider.ProviderSpec;
import org.sdsim.simulator.run.RunOptions;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Everything a run stands up before its first consumer, closed in reverse order: registries
 * (embedded or external), the registered fleet, the hosts file, the JFR settings and the real
 * loopback provider.
 */
final class RunFixtures implements AutoCloseable {

    private final List<AutoCloseable> opened = new ArrayList<>();
    private RunContext context;
    private ProviderProcess provider;
    private List<RegistryServer> servers = List.of();
    private double registrarSeconds;

    private RunFixtures() {
    }

    static RunFixtures open(RunOptions options, Path runDir, Progress progress) throws IOException, InterruptedException {
        RunFixtures f = new RunFixtures();
        try {
            f.start(options, runDir, progress);
            return f;
        } catch (IOException | InterruptedException | RuntimeException e) {
            f.close();
            throw e;
        }
    }

    private void start(RunOptions options, Path runDir, Progress progress) throws IOException, InterruptedException {
        Topology topology = options.topology();
        Path hosts = HostsFile.write(org.sdsim.simulator.folder.RunFolder.HOSTS.in(runDir), topology.hostNames());
        Path jfc = JvmProfile.extractJfrSettings(runDir);
        List<List<String>> cp = MetricsJars.split(System.getProperty("java.class.path"));
        String consumerCp = String.join(File.pathSeparator, cp.get(0));
        String metricsCp = String.join(File.pathSeparator, cp.get(1));

        // The provider needs no registry: start it first so its JVM start-up overlaps registration.
        ProviderSpec providerSpec = new ProviderSpec(HostsFile.REAL_PROVIDER_HOST, topology.consumerProtocol().port(),
                topology.interfaceNames(), topology.group(), topology.version());
        progress.say("sdsim: starting the loopback provider on " + providerSpec.host() + ":" + providerSpec.port());
        provider = ProviderProcess.launch(providerSpec, runDir, hosts, consumerCp);
        opened.add(provider);

        List<String> registries = registries(options, progress);
        FaultInjector.preflight(options.faults(), servers);
        progress.say(String.format("sdsim: registering %,d providers x %d interfaces x %d protocols = %,d URLs into %d registries",
                topology.providers(), topology.interfaces(), topology.protocols().size(), topology.urlCount(),
                registries.size()));
        List<Registrar> registrars = new ArrayList<>();
        for (String cs : registries) {
            Registrar r = Registrar.open(cs, topology);
            opened.add(r);
            registrars.add(r);
        }
        long start = System.nanoTime();
        List<RegistrationStats> stats = Registrar.registerAll(registrars, (registry, done, total) ->
                progress.update(String.format("sdsim: %s registered %,d / %,d nodes", registry, done, total)));
        registrarSeconds = (System.nanoTime() - start) / 1e9;
        long nodes = stats.stream().mapToLong(s -> s.urlNodes() + s.instanceNodes()).sum();
        progress.say(String.format("sdsim: fleet registered in %.2f s (%,d znodes in %d registries)", registrarSeconds,
                nodes, stats.size()));

        provider.awaitReady(Duration.ofMinutes(2));
        context = new RunContext(options, runDir, registries, List.copyOf(registrars), hosts, jfc, consumerCp, metricsCp,
                progress, servers);
    }

    private List<String> registries(RunOptions options, Progress progress) {
        if (options.externalRegistries().isEmpty()) {
            progress.say("sdsim: starting " + options.embeddedRegistries() + " embedded ZooKeeper servers on 127.0.0.1");
            EmbeddedRegistries embedded = EmbeddedRegistries.start(options.embeddedRegistries());
            opened.add(embedded);
            servers = embedded.servers();
            return embedded.connectStrings();
        }
        List<String> cs = new ArrayList<>();
        for (String spec : options.externalRegistries()) {
            RegistryEndpoints endpoints = RegistryEndpoints.parse(spec);
            progress.say("sdsim: checking ZooKeeper at " + endpoints.address());
            endpoints.awaitReachable(Duration.ofSeconds(10));
            cs.add(endpoints.connectString());
        }
        return cs;
    }

    RunContext context() {
        return context;
    }

    double registrarSeconds() {
        return registrarSeconds;
    }

    boolean providerAlive() {
        return provider != null && provider.isAlive();
    }

    @Override
    public void close() {
        for (int i = opened.size() - 1; i >= 0; i--) {
            try {
                opened.get(i).close();
            } catch (Exception e) {
                System.err.println("sdsim: closing " + opened.get(i).getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        opened.clear();
    }
}
