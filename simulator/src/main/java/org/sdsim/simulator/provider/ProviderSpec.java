package org.sdsim.simulator.provider;

import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * What the real loopback provider exports: every fleet interface (group, version) over the dubbo
 * protocol on one host name that the hosts file maps to 127.0.0.1.
 */
public record ProviderSpec(String host, int port, List<String> interfaces, String group, String version) {

    private static final ObjectMapper JSON = new ObjectMapper();

    public static ProviderSpec read(Path file) throws IOException {
        return JSON.readValue(file.toFile(), ProviderSpec.class);
    }

    public void write(Path file) throws IOException {
        JSON.writerWithDefaultPrettyPrinter().writeValue(file.toFile(), this);
    }
}
