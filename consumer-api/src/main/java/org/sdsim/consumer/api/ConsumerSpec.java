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
 * @param registries    ZooKeeper connect strings, one per registry, in order zk1, zk2, ...
 * @param registryRoot  the registry's {@code group}: ZooKeeper root of interface-level paths, metadata and
 *                      mapping (the run's {@code <namespace>/dubbo}); null = Dubbo's default {@code /dubbo}
 * @param instanceRoot  the registry's {@code rootPath}: ZooKeeper root of application-level instances (the
 *                      run's {@code <namespace>/services}); null = Dubbo's default {@code /services}
 * @param interfaces    interface names to reference
 * @param group         service group of the fleet
 * @param version       service version of the fleet
 * @param methods       interface → method the consumer calls on it
 * @param callEveryMs   interval between calls; 0 disables calls
 * @param metricsEveryMs interval between Micrometer snapshots
 * @param timeoutMs     per-call timeout
 * @param modeDir       folder the consumer writes its files into
 * @param client        the DiscoveryClient class to start (Dubbo 3 or Dubbo 2.7)
 * @param registry      how each registry is configured (timeouts, file cache)
 * @param services      the services to refer to, each with its own group and version; null for the
 *                      interfaces above, all with the one {@code group} and {@code version}
 * @param referenceProtocol the protocol the references name ({@code dubbo}), or {@value #ANY_PROTOCOL} for
 *                      none, as Dubbo's defaults have it; null (an older spec) is {@code dubbo}
 */
public record ConsumerSpec(
        String mode,
        String migrationStep,
        List<String> registries,
        String registryRoot,
        String instanceRoot,
        List<String> interfaces,
        String group,
        String version,
        java.util.Map<String, String> methods,
        long callEveryMs,
        long metricsEveryMs,
        int timeoutMs,
        String modeDir,
        String client,
        RegistrySettings registry,
        List<ServiceRef> services,
        String referenceProtocol) {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** {@link #referenceProtocol} for references that name no protocol. */
    public static final String ANY_PROTOCOL = "any";

    public ConsumerSpec {
        // a spec written before the registry settings were data ran with the defaults
        registry = registry == null ? RegistrySettings.DEFAULT : registry;
        referenceProtocol = referenceProtocol == null ? "dubbo" : referenceProtocol;
    }

    /** A spec whose interfaces all have one group and version (the synthetic fleet). */
    public ConsumerSpec(String mode, String migrationStep, List<String> registries, String registryRoot,
            String instanceRoot, List<String> interfaces, String group, String version,
            java.util.Map<String, String> methods, long callEveryMs, long metricsEveryMs, int timeoutMs, String modeDir,
            String client, RegistrySettings registry) {
        this(mode, migrationStep, registries, registryRoot, instanceRoot, interfaces, group, version, methods,
                callEveryMs, metricsEveryMs, timeoutMs, modeDir, client, registry, null, null);
    }

    /** What to refer to: {@code services} when given, else every interface with the spec's group and version. */
    public List<ServiceRef> references() {
        if (services != null) {
            return services;
        }
        return interfaces.stream().map(i -> new ServiceRef(i, i, group, version, methods.get(i))).toList();
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
