package org.sdsim.simulator.cli;

import org.sdsim.fixtures.topology.ProviderRelease;
import org.sdsim.fixtures.topology.Topology;
import picocli.CommandLine.Option;

/** The fake fleet's shape but not its size: shared by {@code run} and {@code sweep}, which varies the size. */
final class FleetOptions {

    @Option(names = "--interfaces", paramLabel = "N", description = "Interfaces per provider (default: ${DEFAULT-VALUE}).",
            defaultValue = "" + Topology.DEFAULT_INTERFACES)
    int interfaces;

    @Option(names = "--protocols", split = ",", paramLabel = "NAME",
            description = "Protocols every provider exports, each on its usual port; the consumer calls through dubbo, "
                    + "which must be among them (default: ${DEFAULT-VALUE}).",
            defaultValue = "dubbo,tri,rest,hessian,grpc")
    java.util.List<String> protocols;

    @Option(names = "--applications", paramLabel = "N",
            description = "Applications the providers belong to (default: ${DEFAULT-VALUE}).",
            defaultValue = "" + Topology.DEFAULT_APPLICATIONS)
    int applications;

    @Option(names = "--revisions", paramLabel = "N",
            description = "Distinct metadata revisions per application; application-level cost follows these "
                    + "(default: ${DEFAULT-VALUE}).",
            defaultValue = "" + Topology.DEFAULT_REVISIONS_PER_APPLICATION)
    int revisions;

    @Option(names = "--url-bytes", paramLabel = "BYTES", description = "Target size of one provider URL (default: ${DEFAULT-VALUE}).",
            defaultValue = "" + Topology.DEFAULT_URL_BYTES)
    int urlBytes;

    @Option(names = "--provider-release", paramLabel = "3.0.1|3.0|3.2|3.3",
            description = "Which Dubbo the providers run, as far as it shapes the URL they register and the metadata "
                    + "they publish: 3.0.1 (3.0.0 and 3.0.1: metadata keeps every URL parameter, pid and timestamp "
                    + "included, so every provider process has a metadata revision of its own), 3.0 (3.0.2 to 3.1.x: "
                    + "URLs keep pid, anyhost, background, register-mode ...; one revision per build), 3.2 (3.2.0 to "
                    + "3.2.10: the same plus executor-management-mode, prefer.serialization, file-cache) or 3.3 (3.2.11 "
                    + "and later remove pid, anyhost ... before registering) (default: ${DEFAULT-VALUE}).",
            defaultValue = "3.0")
    String providerRelease;

    @Option(names = "--dual-stack", paramLabel = "on|off", arity = "1", converter = OnOff.class,
            description = "Providers on dual-stack hosts register their IPv6 address (ipv6=...), a value that differs "
                    + "per provider, so Dubbo 3 cannot share one parsed parameter set among their URLs "
                    + "(default: ${DEFAULT-VALUE}).",
            defaultValue = "off")
    boolean dualStack;

    @Option(names = "--seed", paramLabel = "SEED", description = "Fleet seed; same seed, same fleet (default: ${DEFAULT-VALUE}).",
            defaultValue = "" + Topology.DEFAULT_SEED)
    long seed;

    @Option(names = "--provider-port", paramLabel = "PORT",
            description = "Port of the dubbo protocol on every provider, and of the real loopback provider (default: ${DEFAULT-VALUE}).",
            defaultValue = "20880")
    int providerPort;

    private java.util.List<org.sdsim.fixtures.topology.ProtocolSpec> protocolSpecs() {
        java.util.List<org.sdsim.fixtures.topology.ProtocolSpec> out = new java.util.ArrayList<>();
        for (String name : protocols) {
            org.sdsim.fixtures.topology.ProtocolSpec known = Topology.DEFAULT_PROTOCOLS.stream()
                    .filter(p -> p.name().equals(name.trim())).findFirst()
                    .orElseThrow(() -> new org.sdsim.simulator.run.UserError("--protocols: unknown protocol '" + name
                            + "': expected some of " + Topology.DEFAULT_PROTOCOLS.stream()
                            .map(org.sdsim.fixtures.topology.ProtocolSpec::name).toList()));
            out.add(known);
        }
        return out;
    }

    /** The fleet as given, at a size; throws the topology's own input exception for a bad value. */
    Topology topology(int providers) {
        return Topology.builder()
                .providers(providers)
                .interfaces(interfaces)
                .protocols(protocolSpecs())
                .applications(applications)
                .revisionsPerApplication(revisions)
                .urlBytes(urlBytes)
                .seed(seed)
                .dubboPort(providerPort)
                .providerRelease(ProviderRelease.parse(providerRelease))
                .dualStack(dualStack)
                .build();
    }
}
