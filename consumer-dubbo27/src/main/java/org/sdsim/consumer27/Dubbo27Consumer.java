package org.sdsim.consumer27;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.rpc.service.GenericService;
import org.sdsim.simulator.consumer.AddressCounts;
import org.sdsim.simulator.consumer.ConsumerSpec;
import org.sdsim.simulator.consumer.DiscoveryClient;

/**
 * The Dubbo 3 consumer's twin on Dubbo 2.7: one generic reference per fleet interface, subscribed
 * to every registry, with the same registry settings (no address file cache, 30 s timeout, 60 s
 * session). 2.7 discovers interface-level only, so it reads the same {@code /dubbo/<iface>/providers}
 * nodes as the Dubbo 3 {@code interface} mode, and the two modes compare one Dubbo with the other.
 */
public final class Dubbo27Consumer implements DiscoveryClient {

    private final ConsumerSpec spec;
    private final Map<String, ReferenceConfig<GenericService>> references = new LinkedHashMap<>();
    private final Dubbo27Census census;

    private Dubbo27Consumer(ConsumerSpec spec) {
        this.spec = spec;
        this.census = new Dubbo27Census(spec.registries());
    }

    /** Refers every interface; addresses may still be arriving when this returns. */
    public static Dubbo27Consumer start(ConsumerSpec spec) {
        Dubbo27Consumer consumer = new Dubbo27Consumer(spec);
        consumer.refer();
        return consumer;
    }

    // The settings below mirror DubboConsumer's line for line on purpose, so that the two Dubbos are
    // compared under the same configuration. They cannot be shared: each is compiled against its
    // own Dubbo's config classes, and neither Dubbo may be on the other's class path.
    private void refer() {
        ApplicationConfig application = new ApplicationConfig("sdsim-consumer");
        application.setQosEnable(false);

        List<RegistryConfig> registries = new ArrayList<>();
        for (int i = 0; i < spec.registries().size(); i++) {
            RegistryConfig registry = new RegistryConfig("zookeeper://" + spec.registries().get(i));
            registry.setId(ConsumerSpec.registryLabel(i));
            if (spec.registryRoot() != null) {
                registry.setGroup(spec.registryRoot());
            }
            registry.setTimeout(30_000);
            registry.setSession(60_000);
            registry.setCheck(false);
            registry.setParameters(Map.of("file-cache", "false"));
            registries.add(registry);
        }

        for (String iface : spec.interfaces()) {
            ReferenceConfig<GenericService> reference = new ReferenceConfig<>();
            reference.setApplication(application);
            reference.setRegistries(registries);
            reference.setInterface(iface);
            reference.setGeneric("true");
            reference.setProtocol("dubbo");
            reference.setGroup(spec.group());
            reference.setVersion(spec.version());
            reference.setCheck(false);
            reference.setTimeout(spec.timeoutMs());
            reference.get(); // 2.7 refers on first get: subscribe now, as the Dubbo 3 bootstrap does
            references.put(iface, reference);
        }
    }

    @Override
    public Map<String, Map<String, AddressCounts>> addresses() {
        Map<String, Map<String, AddressCounts>> out = new LinkedHashMap<>();
        references.forEach((iface, reference) -> out.put(iface, census.count(reference)));
        return out;
    }

    @Override
    public Object invoke(String iface, String method, String argument) {
        GenericService service = references.get(iface).get();
        return service.$invoke(method, new String[] {"java.lang.String"}, new Object[] {argument});
    }

    @Override
    public List<String> interfaces() {
        return List.copyOf(references.keySet());
    }

    @Override
    public void close() {
        references.values().forEach(ReferenceConfig::destroy);
    }
}
