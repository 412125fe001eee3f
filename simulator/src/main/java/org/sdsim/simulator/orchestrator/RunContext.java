package org.sdsim.simulator.orchestrator;

import org.sdsim.fixtures.registrar.Registrar;
import org.sdsim.fixtures.registrar.RunNamespace;
import org.sdsim.fixtures.registry.RegistryServer;
import org.sdsim.simulator.run.RunOptions;

import java.nio.file.Path;
import java.util.List;

/**
 * What every mode of one run shares once the fixtures are up. {@code registryServers} are the
 * embedded registries' JVMs, for faults (kill, restart, suspend); empty when the registries are
 * external.
 */
record RunContext(
        RunOptions options,
        Path runDir,
        List<String> registries,
        RunNamespace namespace,
        List<Registrar> registrars,
        Path hostsFile,
        Path jfrSettings,
        String consumerClassPath,
        String metricsClassPath,
        Progress progress,
        List<? extends RegistryServer> registryServers) {
}
