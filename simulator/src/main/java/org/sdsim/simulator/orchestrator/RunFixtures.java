package org.sdsim.simulator.orchestrator;

import org.sdsim.fixtures.fleet.Fleet;
import org.sdsim.fixtures.registrar.Registrar;
import org.sdsim.fixtures.registrar.RegistrationStats;
import org.sdsim.fixtures.registrar.RunNamespace;
import org.sdsim.fixtures.registry.RegistryEndpoints;
import org.sdsim.fixtures.registry.RegistryHeap;
import org.sdsim.consumer.jvm.metrics.MetricsJars;
import org.sdsim.simulator.folder.RegistryEvent;
import org.sdsim.simulator.folder.RegistryFolder;
import org.sdsim.simulator.provider.ProviderSpec;
import org.sdsim.simulator.plan.RunOptions;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Everything a run stands up before its first consumer, closed in reverse order: registries
 * (embedded, each in a JVM of its own, or external), the registered fleet, the hosts file, the JFR
 * settings and the real loopback provider. A registry or provider JVM that exits on its own stops
 * the run through {@link RunStop}, with the reason; it never takes the orchestrator down.
 */
final class RunFixtures implements AutoCloseable {

    private final List<AutoCloseable> opened = new ArrayList<>();
    private final List<OwnedRegistry> embedded = new ArrayList<>();
    private RunContext context;
    private ProviderProcess provider;
    private double registrarSeconds;

    private RunFixtures() {
    }

    /** As {@link #open(RunOptions, Path, RunNamespace, Progress, RunStop)}, in a new namespace named after the run folder. */
    static RunFixtures open(RunOptions options, Path runDir, Progress progress, RunStop stop)
            throws IOException, InterruptedException {
        return open(options, runDir, RunNamespace.create(runDir.getFileName().toString()), progress, stop);
    }

    static RunFixtures open(RunOptions options, Path runDir, RunNamespace namespace, Progress progress, RunStop stop)
            throws IOException, InterruptedException {
        RunFixtures f = new RunFixtures();
        try {
            f.start(options, runDir, namespace, progress, stop);
            return f;
        } catch (IOException | InterruptedException | RuntimeException e) {
            f.close();
            throw e;
        }
    }

    private void start(RunOptions options, Path runDir, RunNamespace namespace, Progress progress, RunStop stop)
            throws IOException, InterruptedException {
        // before anything starts (the CLI has checked already; this is for callers of the Orchestrator)
        options.faults().requireOwned(options.registries().ownedLabels());
        RunFleet runFleet = RunFleet.of(options, namespace.layout(), progress);
        Fleet fleet = runFleet.fleet();
        Path hosts = HostsFile.write(org.sdsim.simulator.folder.RunFolder.HOSTS.in(runDir), fleet.hostNames());
        Path jfc = JvmProfile.extractJfrSettings(runDir);
        List<List<String>> cp = MetricsJars.split(System.getProperty("java.class.path"));
        // The provider and registry JVMs run this JVM's class path without Micrometer; each consumer its generation's.
        String childCp = String.join(File.pathSeparator, cp.get(0));
        String metricsCp = String.join(File.pathSeparator, cp.get(1));

        // The provider needs no registry: start it first so its JVM start-up overlaps registration.
        ProviderSpec providerSpec = ProviderSpec.of(HostsFile.REAL_PROVIDER_HOST, runFleet.services());
        progress.say("sdsim: starting the loopback provider on " + providerSpec.host() + ":"
                + providerSpec.ports().stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(",")));
        provider = ProviderProcess.launch(providerSpec, runDir, hosts, childCp);
        opened.add(provider);

        List<String> registries = registries(options, fleet, progress, runDir, childCp, stop);
        // Embedded registries get a namespace too: one layout for every run, proved by every test run.
        progress.say("sdsim: registry namespace " + namespace.path() + " (deleted when the run ends)");
        opened.add(new NamespaceCleanup(namespace, registries, progress, cs -> embedded.stream()
                .anyMatch(r -> r.connectString().equals(cs) && !r.isAlive())));
        progress.say(String.format("sdsim: registering %,d providers (%,d provider URLs, %,d znodes) into %d registries",
                fleet.providers(), fleet.urlCount(), fleet.ephemeralNodeCount(), registries.size()));
        List<Registrar> registrars = new ArrayList<>();
        for (String cs : registries) {
            Registrar r = Registrar.open(cs, fleet);
            opened.add(r);
            registrars.add(r);
        }
        long start = System.nanoTime();
        List<RegistrationStats> stats = Registrar.registerAll(registrars, (registry, done, total) ->
                progress.update(String.format("sdsim: %s registered %,d / %,d nodes", registry, done, total)));
        registrarSeconds = (System.nanoTime() - start) / 1e9;
        registration = stats.isEmpty() ? null : stats.get(0);
        long nodes = stats.stream().mapToLong(s -> s.urlNodes() + s.instanceNodes()).sum();
        progress.say(String.format("sdsim: fleet registered in %.2f s (%,d znodes in %d registries)", registrarSeconds,
                nodes, stats.size()));

        provider.awaitReady(Duration.ofMinutes(2));
        provider.onDeath(code -> stop.request(RunStop.Cause.PROVIDER_DIED, say(progress, "the loopback provider died (exit "
                + code + "); see " + org.sdsim.simulator.folder.RunFolder.PROVIDER_LOG.in(runDir))));
        RunMeters meters = RunMeters.check(registries, namespace.layout(), progress, memberPids());
        CpuClock cpu = new CpuClock().follow(CpuClock.ORCHESTRATOR, ProcessHandle.current()::pid)
                .follow(CpuClock.PROVIDER, provider::pid);
        // a standalone server as "registry zk1"; each member of an ensemble as "registry zk1.1", ...
        embedded.forEach(r -> r.processes().forEach(p -> cpu.followWithThreads(
                org.sdsim.simulator.summary.ModeCpu.registryRole(p.name()), p::pid)));
        context = new RunContext(options, runDir, registries, namespace, List.copyOf(registrars), fleet, runFleet.services(),
                hosts, jfc, metricsCp, progress, List.copyOf(embedded), meters, childCp, cpu, provider);
    }

    private List<String> registries(RunOptions options, Fleet fleet, Progress progress, Path runDir, String classPath,
            RunStop stop) throws IOException, InterruptedException {
        if (options.registries().external().isEmpty()) {
            return startEmbedded(options, fleet, progress, runDir, classPath, stop);
        }
        List<String> cs = new ArrayList<>();
        for (String spec : options.registries().external()) {
            RegistryEndpoints endpoints = RegistryEndpoints.parse(spec);
            progress.say("sdsim: checking ZooKeeper at " + endpoints.address());
            endpoints.awaitReachable(Duration.ofSeconds(10));
            cs.add(endpoints.connectString());
        }
        return cs;
    }

    /** Registry label → each member's pid, in connect-string order, for the ensembles the run starts. */
    private java.util.Map<String, List<java.util.function.LongSupplier>> memberPids() {
        java.util.Map<String, List<java.util.function.LongSupplier>> out = new java.util.LinkedHashMap<>();
        embedded.stream().filter(r -> r instanceof EnsembleProcess)
                .forEach(r -> out.put(r.name(), ((EnsembleProcess) r).pids()));
        return out;
    }

    /**
     * One registry JVM per embedded registry (zk1, zk2, ...), or with --ensemble 3 an ensemble of three member JVMs
     * each, heap from {@link RegistryHeap}; the death of one stops the run with its reason.
     */
    private List<String> startEmbedded(RunOptions options, Fleet fleet, Progress progress, Path runDir, String classPath,
            RunStop stop) throws IOException, InterruptedException {
        int heapMb = RegistryHeap.megabytes(fleet);
        int members = options.registries().ensemble();
        progress.say("sdsim: starting " + options.registries().embedded() + " embedded ZooKeeper "
                + (members > 1 ? "ensembles of " + members + " members on 127.0.0.1, each member" : "servers on 127.0.0.1, each")
                + " in a JVM of its own (-Xmx" + heapMb + "m: " + RegistryHeap.FORMULA + ")");
        Path root = RegistryFolder.root(runDir);
        Files.createDirectories(root);
        JsonLines events = new JsonLines(RegistryFolder.EVENTS.in(root));
        opened.add(events);
        List<String> connectStrings = new ArrayList<>();
        for (int i = 1; i <= options.registries().embedded(); i++) {
            String label = org.sdsim.consumer.api.ConsumerSpec.registryLabel(i - 1);
            java.util.function.Consumer<RegistryEvent> onDeath =
                    died -> stop.request(RunStop.Cause.REGISTRY_DIED, say(progress, describe(died)));
            OwnedRegistry registry = members > 1
                    ? EnsembleProcess.launch(label, members, runDir, fleet, classPath, events, onDeath)
                    : RegistryProcess.launch(label, runDir, fleet, classPath, events, onDeath);
            if (registry instanceof EnsembleProcess ensemble) {
                progress.say("sdsim: " + label + " serves on " + ensemble.connectString() + ": "
                        + describeRoles(ensemble));
            }
            opened.add(registry);
            embedded.add(registry);
            connectStrings.add(registry.connectString());
        }
        return connectStrings;
    }

    /** "zk1.1 follower, zk1.2 leader, zk1.3 follower". */
    static String describeRoles(EnsembleProcess ensemble) {
        List<String> out = new ArrayList<>();
        ensemble.roles().forEach((m, role) -> out.add(m.name() + " " + role));
        return String.join(", ", out);
    }

    private static String describe(RegistryEvent died) {
        return "registry " + died.registry() + " (pid " + died.pid() + ") died: " + died.detail();
    }

    private static String say(Progress progress, String what) {
        progress.say("sdsim: " + what);
        return what;
    }

    /** The embedded registries (standalone servers or ensembles), in start order; empty with external registries. */
    List<OwnedRegistry> embedded() {
        return List.copyOf(embedded);
    }

    RunContext context() {
        return context;
    }

    /** What the registrar wrote into the first registry (every registry holds the same fleet). */
    RegistrationStats registration() {
        return registration;
    }

    private RegistrationStats registration;

    double registrarSeconds() {
        return registrarSeconds;
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
