package org.sdsim.simulator.orchestrator;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A JVM hosts file (-Djdk.net.hosts.file) mapping every fake provider host name, the real
 * provider's name, localhost and this machine's own name to 127.0.0.1.
 *
 * <p>Why names and not 127.x addresses: Dubbo rewrites any provider host starting with "127." to
 * the machine's primary address before connecting, and a provider asked to bind 127.0.0.1 binds
 * 0.0.0.0. With names, every socket stays on loopback. With that property set the file is the
 * JVM's only name lookup, so anything missing here fails to resolve. Public for {@code sdsim rpc},
 * whose two JVMs use it the same way.
 */
public final class HostsFile {

    public static final String REAL_PROVIDER_HOST = "rp.fleet.sdsim";

    public static Path write(Path file, Collection<String> fleetHosts) throws IOException {
        Set<String> names = new LinkedHashSet<>();
        names.add("localhost");
        names.add(REAL_PROVIDER_HOST);
        names.add(machineName());
        names.addAll(fleetHosts);
        List<String> lines = new ArrayList<>(names.size() + 1);
        lines.add("# written by sdsim: every name the consumer and provider may look up, all on loopback");
        for (String name : names) {
            lines.add("127.0.0.1 " + name);
        }
        Files.write(file, lines, StandardCharsets.UTF_8);
        return file;
    }

    private static String machineName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            String env = System.getenv("HOSTNAME");
            return env == null || env.isBlank() ? "localhost" : env;
        }
    }

    private HostsFile() {
    }
}
