package org.sdsim.simulator.orchestrator;

import org.sdsim.fixtures.registrar.Registrar;
import org.sdsim.fixtures.registrar.RunNamespace;
import org.sdsim.simulator.run.RunOptions;

import java.nio.file.Path;
import java.util.List;

/** What every mode of one run shares once the fixtures are up. */
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
        Progress progress) {
}
