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

    @Option(names = "--ensemble", paramLabel = "N",
            description = "Members of each embedded registry: 1, a standalone ZooKeeper server (default: "
                    + "${DEFAULT-VALUE}), or 3, a real three-member ensemble of ZooKeeper JVMs on 127.0.0.1 (a quorum "
                    + "config, leader election); clients are given every member, and the registry figures are read "
                    + "per member, with its role (leader, follower), CPU, requests, bytes, latency and outstanding "
                    + "requests against its own limit (globalOutstandingLimit / 2 in a three-member ensemble). The "
                    + "faults leader-kill and member-restart need it. docs/ensemble.md.",
            defaultValue = "1")
    int ensemble;

    /** The external registries, each checked for its form before anything starts. */
    List<String> external() {
        for (String registry : registries) {
            RegistryEndpoints.parse(registry);
        }
        return registries;
    }

    /** Where the run's registries are: the ensembles given, else this many embedded ones. */
    org.sdsim.simulator.plan.RunOptions.Registries registries() {
        return new org.sdsim.simulator.plan.RunOptions.Registries(external(), embeddedRegistries, ensemble);
    }
}
