package org.sdsim.simulator.folder;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sdsim.simulator.plan.ModePlan;
import org.sdsim.simulator.plan.RunOptions;
import org.sdsim.simulator.run.Versions;

/**
 * What was run, on what, with which versions: manifest.json at the top of a run folder. Written
 * when the run starts and rewritten as facts arrive (registrar timing, finish time), by the folder catalogue
 * ({@link JsonFiles#writeReplacing}): write, then rename, so a killed run never leaves a half-written manifest.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record RunManifest(
        String sdsimVersion,
        String startedAt,
        String finishedAt,
        String command,
        Map<String, Object> options,
        Map<String, Object> topology,
        Map<String, Object> host,
        Map<String, String> versions,
        Map<String, Object> consumers,
        Map<String, Object> profile,
        Double registrarSeconds,
        List<String> registries,
        List<Map<String, Object>> registryJvms,
        String registryNamespace,
        Map<String, Object> fleet) {

    /**
     * The manifest a run starts with: its options as given, and under {@code consumers} each mode's plan (the Dubbo
     * its consumer runs, the remedies it runs with and what they give, the run-wide remedies it runs without).
     */
    public static RunManifest begin(RunOptions o, String command, Map<String, Object> profile) {
        Map<String, Object> options = new LinkedHashMap<>();
        options.put("modes", o.modes().stream().map(ModePlan::id).toList());
        options.put("durationSec", o.pace().duration().toSeconds());
        options.put("callEverySec", o.pace().callEvery().toMillis() / 1000.0);
        options.put("probeEverySec", o.pace().probeEvery().toSeconds());
        options.put("metricsEverySec", o.pace().metricsEvery().toSeconds());
        options.put("convergeTimeoutSec", o.pace().convergeTimeout().toSeconds());
        options.put("churn", o.churn().toMap());
        options.put("profile", o.consumer().profile());
        options.put("preset", o.output().preset());
        options.put("heapAttribution", o.consumer().heapAttribution());
        options.put("consumer", o.consumer().realism().toMap());
        options.put("faults", o.faults().toList());
        options.put("maxFaultExtensionSec", o.faults().maxExtension().toSeconds());
        options.put("migration", o.migration().toList());
        options.put("registries", o.registries().owned()
                ? "embedded x" + o.registries().embedded() : o.registries().external());
        if (o.registries().ownedMembers() > 1) {
            options.put("ensemble", o.registries().ownedMembers());
        }
        options.put("out", RunFolder.shown(o.output().folder()));
        // the synthetic fleet's knobs; a replayed capture has none, and its file, digest and header under "fleet"
        Map<String, Object> topology = o.fleet().topology() == null ? null : o.fleet().topology().toMap();
        Map<String, Object> fleet = o.fleet().replay() == null ? Map.of("source", "synthetic") : o.fleet().replay().toMap();
        Map<String, Object> consumers = new LinkedHashMap<>();
        o.modes().forEach(plan -> consumers.put(plan.id(), plan.describe()));
        // "dubbo" is the orchestrator's own (the registrar and the loopback provider); each consumer's is under consumers
        Map<String, String> versions = Versions.all();
        return new RunManifest(Versions.SDSIM, Instant.now().toString(), null, command, options, topology,
                describeHost(), versions, consumers, profile, null, List.of(), List.of(), null, fleet);
    }

    /**
     * @param namespace the run's tree on every registry ({@code /sdsim/<run id>}), recorded before anything is
     *                  registered: what `sdsim clean --run` takes if the run is killed before deleting it
     */
    public RunManifest withNamespace(String namespace) {
        return new RunManifest(sdsimVersion, startedAt, finishedAt, command, options, topology, host, versions,
                consumers, profile, registrarSeconds, registries, registryJvms, namespace, fleet);
    }

    public RunManifest withRegistrar(double seconds, List<String> registries) {
        return new RunManifest(sdsimVersion, startedAt, finishedAt, command, options, topology, host, versions,
                consumers, profile, seconds, List.copyOf(registries), registryJvms, registryNamespace, fleet);
    }

    /** Each embedded registry's JVM: name, connectString, heapMb, heapFormula, gcLog; none for external registries. */
    public RunManifest withRegistryJvms(List<Map<String, Object>> jvms) {
        return new RunManifest(sdsimVersion, startedAt, finishedAt, command, options, topology, host, versions,
                consumers, profile, registrarSeconds, registries, List.copyOf(jvms), registryNamespace, fleet);
    }

    /** A replayed capture as the registrar wrote it ({@code Fleet#describe()}: providers, URLs, services ...), under fleet.replayed. */
    public RunManifest withReplayed(Map<String, Object> replayed) {
        if (!"captured".equals(fleet.get("source"))) {
            return this;
        }
        Map<String, Object> f = new LinkedHashMap<>(fleet);
        f.put("replayed", replayed);
        return new RunManifest(sdsimVersion, startedAt, finishedAt, command, options, topology, host, versions,
                consumers, profile, registrarSeconds, registries, registryJvms, registryNamespace, f);
    }

    /**
     * What each layout of the fleet weighs in one registry, as the registrar wrote it, under
     * fleet.dataVolume: the registry data volume interface-level and application-level discovery each
     * need (the published "-90 %" compares these).
     */
    public RunManifest withDataVolume(org.sdsim.fixtures.registrar.RegistrationStats stats) {
        if (stats == null) {
            return this;
        }
        Map<String, Object> f = new LinkedHashMap<>(fleet);
        Map<String, Object> volume = new LinkedHashMap<>();
        volume.put("interfaceLevelBytes", stats.interfaceLevelBytes());
        volume.put("applicationLevelBytes", stats.applicationLevelBytes());
        f.put("dataVolume", volume);
        return new RunManifest(sdsimVersion, startedAt, finishedAt, command, options, topology, host, versions,
                consumers, profile, registrarSeconds, registries, registryJvms, registryNamespace, f);
    }

    public RunManifest finished() {
        return new RunManifest(sdsimVersion, startedAt, Instant.now().toString(), command, options, topology, host,
                versions, consumers, profile, registrarSeconds, registries, registryJvms, registryNamespace, fleet);
    }


    /** This machine: host name, OS, CPUs, memory (also for {@code sdsim rpc}'s manifest). */
    public static Map<String, Object> describeHost() {
        Map<String, Object> h = new LinkedHashMap<>();
        try {
            h.put("hostname", InetAddress.getLocalHost().getHostName());
        } catch (IOException e) {
            h.put("hostname", System.getenv().getOrDefault("HOSTNAME", "unknown"));
        }
        h.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"));
        h.put("cpus", Runtime.getRuntime().availableProcessors());
        // Which process runs this run: 'sdsim status' checks it is still alive.
        h.put("pid", ProcessHandle.current().pid());
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            h.put("memoryMb", os.getTotalMemorySize() / (1024 * 1024));
        }
        return h;
    }
}
