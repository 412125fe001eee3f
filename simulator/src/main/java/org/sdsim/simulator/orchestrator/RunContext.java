package org.sdsim.simulator.orchestrator;

import org.sdsim.fixtures.fleet.Fleet;
import org.sdsim.fixtures.fleet.FleetService;
import org.sdsim.fixtures.registrar.Registrar;
import org.sdsim.fixtures.registrar.RunNamespace;
import org.sdsim.fixtures.registry.RegistryServer;
import org.sdsim.simulator.plan.RunOptions;

import java.nio.file.Path;
import java.util.List;

/**
 * What every mode of one run shares once the fixtures are up.
 *
 * @param fleet           the fleet registered (synthetic or captured)
 * @param services        the services every mode's consumer refers to and calls, with the addresses it should hold
 * @param metricsClassPath Micrometer's jars, which the consumer JVM loads in a class loader of its own
 * @param registryServers the registry servers the run owns and scripted faults act on, in the order
 *                        of {@code registries}; empty with external registries (--registry)
 * @param meters          the registries' own figures, where the run may read them
 * @param childClassPath  the class path of the run's own child JVMs (provider, registries): this JVM's, without
 *                        Micrometer; the subscribers' adds it back ({@link #subscriberClassPath()})
 * @param cpu             reads the CPU of the run's own processes (orchestrator, provider, owned registries);
 *                        each mode copies it and adds its consumer and subscribers
 * @param provider        the real provider JVM behind the fleet, which a provider-kill fault stops and starts
 */
record RunContext(
        RunOptions options,
        Path runDir,
        List<String> registries,
        RunNamespace namespace,
        List<Registrar> registrars,
        Fleet fleet,
        List<FleetService> services,
        Path hostsFile,
        Path jfrSettings,
        String metricsClassPath,
        Progress progress,
        List<? extends RegistryServer> registryServers,
        RunMeters meters,
        String childClassPath,
        CpuClock cpu,
        ProviderProcess provider) {

    /**
     * The subscriber JVM's class path: the children's with Micrometer, whose timer gives the subscribers' round trips.
     * The children that run Dubbo are kept without it (Dubbo 3.2+ starts metrics of its own when Micrometer is on the
     * class path); the subscriber JVM runs no Dubbo, and it is the load generator, not the subject.
     */
    String subscriberClassPath() {
        return metricsClassPath.isEmpty() ? childClassPath : childClassPath + java.io.File.pathSeparator + metricsClassPath;
    }

    /** Registry label (zk1, ...) → its connect string, in the order of {@code registries}. */
    java.util.Map<String, String> connectStrings() {
        java.util.Map<String, String> out = new java.util.LinkedHashMap<>();
        for (int i = 0; i < registries.size(); i++) {
            out.put(org.sdsim.consumer.api.ConsumerSpec.registryLabel(i), registries.get(i));
        }
        return out;
    }

    /** The owned server labelled {@code label} (zk1, ...); null when the run does not own it. */
    RegistryServer registryServer(String label) {
        return registryServers.stream().filter(s -> s.name().equals(label)).findFirst().orElse(null);
    }
}
