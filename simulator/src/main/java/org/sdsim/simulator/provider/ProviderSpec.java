package org.sdsim.simulator.provider;

import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;

import org.sdsim.fixtures.fleet.FleetService;

/**
 * What the real loopback provider exports: every service a consumer may call (interface, path,
 * group, version), over the dubbo protocol, on every port the fleet's providers serve it on, bound to
 * one host name that the hosts file maps to 127.0.0.1. A synthetic fleet has one port; a captured one
 * has the ports it was captured with.
 */
public record ProviderSpec(String host, List<Integer> ports, List<Export> services) {

    /** One service to export. */
    public record Export(String interfaceName, String path, String group, String version) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    public ProviderSpec {
        ports = List.copyOf(ports);
        services = List.copyOf(services);
        if (ports.isEmpty()) {
            throw new IllegalArgumentException("the loopback provider needs at least one port");
        }
    }

    /** Exports of {@code services} on every dubbo port any of them has. */
    public static ProviderSpec of(String host, List<FleetService> services) {
        TreeSet<Integer> ports = new TreeSet<>();
        services.forEach(s -> ports.addAll(s.dubboPorts()));
        return new ProviderSpec(host, List.copyOf(ports), services.stream()
                .map(s -> new Export(s.interfaceName(), s.path(), s.group(), s.version())).toList());
    }

    /** The first port: what the provider's ready reply names. */
    public int port() {
        return ports.get(0);
    }

    public static ProviderSpec read(Path file) throws IOException {
        return JSON.readValue(file.toFile(), ProviderSpec.class);
    }

    public void write(Path file) throws IOException {
        JSON.writerWithDefaultPrettyPrinter().writeValue(file.toFile(), this);
    }
}
