package org.sdsim.consumer.api;

import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Everything the consumer JVM needs to know, written by the orchestrator as consumer-spec.json
 * in the mode folder (so a run can be replayed by hand: {@code java ... ConsumerMain spec.json}).
 *
 * @param mode          discovery mode id (baseline, interface, application, dual)
 * @param migrationStep Dubbo migration step for the mode
 * @param registries    the registries it subscribes to, where in them the run's fleet lives, and how each is set
 * @param references    the services to refer to and call, each with its own group, version and method
 * @param referenceProtocol the protocol the references name ({@code dubbo}), or {@value #ANY_PROTOCOL} for
 *                      none, as Dubbo's defaults have it
 * @param pace          how often it calls and is looked at
 * @param client        the DiscoveryClient class to start (the generation's)
 * @param modeDir       folder the consumer writes its files into
 */
public record ConsumerSpec(
        String mode,
        String migrationStep,
        Registries registries,
        List<ServiceRef> references,
        String referenceProtocol,
        Pace pace,
        String client,
        String modeDir) {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** {@link #referenceProtocol} for references that name no protocol. */
    public static final String ANY_PROTOCOL = "any";

    public ConsumerSpec {
        references = List.copyOf(references);
        referenceProtocol = referenceProtocol == null ? "dubbo" : referenceProtocol;
    }

    /**
     * The registries the consumer subscribes to.
     *
     * @param connect      ZooKeeper connect strings, one per registry, in order zk1, zk2, ...
     * @param root         the registry's {@code group}: ZooKeeper root of interface-level paths, metadata and
     *                     mapping (the run's {@code <namespace>/dubbo}); null = Dubbo's default {@code /dubbo}
     * @param instanceRoot the registry's {@code rootPath}: ZooKeeper root of application-level instances (the
     *                     run's {@code <namespace>/services}); null = Dubbo's default {@code /services}
     * @param settings     how each registry is configured: the mode's plan, merged (timeouts, remedies' parameters)
     */
    public record Registries(List<String> connect, String root, String instanceRoot, RegistrySettings settings) {
        public Registries {
            connect = List.copyOf(connect);
            settings = settings == null ? RegistrySettings.DEFAULT : settings;
        }
    }

    /**
     * How often the consumer calls and is looked at.
     *
     * @param callEveryMs    interval between calls; 0 disables calls
     * @param metricsEveryMs interval between Micrometer snapshots
     * @param timeoutMs      per-call timeout
     */
    public record Pace(long callEveryMs, long metricsEveryMs, int timeoutMs) {
    }

    public static ConsumerSpec read(Path file) throws IOException {
        return JSON.readValue(file.toFile(), ConsumerSpec.class);
    }

    public void write(Path file) throws IOException {
        JSON.writerWithDefaultPrettyPrinter().writeValue(file.toFile(), this);
    }

    /** Registry label used in address counts: zk1, zk2, ... in the order given. */
    public static String registryLabel(int index) {
        return "zk" + (index + 1);
    }

    /**
     * The label of the registry whose connect string starts with the same host as {@code address},
     * or the address itself. Dubbo 2.7's registry URL names only the first host of a multi-host
     * connect string (the others are its {@code backup} parameter); 3.3.6 names them all, comma-separated.
     */
    public static String registryLabelOf(List<String> registries, String address) {
        String first = firstHost(address);
        for (int i = 0; i < registries.size(); i++) {
            if (firstHost(registries.get(i)).equals(first)) {
                return registryLabel(i);
            }
        }
        return address;
    }

    private static String firstHost(String connect) {
        int comma = connect.indexOf(',');
        return comma < 0 ? connect : connect.substring(0, comma);
    }
}
