package org.sdsim.simulator.cli;

import java.util.ArrayList;
import java.util.List;
import org.sdsim.fixtures.registry.RegistryEndpoints;
import picocli.CommandLine.Option;

/** Where the fleet is registered: embedded servers, or existing ensembles. */
final class RegistryOptions {

    @Option(names = "--registry", paramLabel = "zookeeper://HOST:PORT[,HOST:PORT...]",
            description = "An existing ZooKeeper ensemble; give it once per registry (the published run used two). "
                    + "The run writes only under /sdsim/<run id> there (manifest.json: registryNamespace) and deletes "
                    + "that when it ends; 'sdsim clean' removes what a killed run left. "
                    + "Without it, embedded servers are started on 127.0.0.1.")
    List<String> registries = new ArrayList<>();

    @Option(names = "--embedded-registries", paramLabel = "N",
            description = "How many embedded registries to start without --registry (default: ${DEFAULT-VALUE}).",
            defaultValue = "2")
    int embeddedRegistries;

    /** The external registries, each checked for its form before anything starts. */
    List<String> external() {
        for (String registry : registries) {
            RegistryEndpoints.parse(registry);
        }
        return registries;
    }

    /** Where the run's registries are: the ensembles given, else this many embedded ones. */
    org.sdsim.simulator.plan.RunOptions.Registries registries() {
        return new org.sdsim.simulator.plan.RunOptions.Registries(external(), embeddedRegistries);
    }
}
