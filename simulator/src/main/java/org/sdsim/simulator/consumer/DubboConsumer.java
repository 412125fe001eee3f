package org.sdsim.simulator.consumer;

import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.rpc.service.GenericService;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The consumer under test: one generic reference per fleet interface, subscribed to every
 * registry. Generic references let the fleet have any number of interfaces without generating
 * Java types; the discovery path (directories, URLs, invokers) is the same as for typed ones.
 */
public final class DubboConsumer implements DiscoveryClient {

    private final ConsumerSpec spec;
    private final DubboBootstrap bootstrap;
    private final Map<String, ReferenceConfig<GenericService>> references = new LinkedHashMap<>();
    private final AddressCensus census;

    private DubboConsumer(ConsumerSpec spec) {
        this.spec = spec;
        this.census = new AddressCensus(spec.registries());
        this.bootstrap = DubboBootstrap.newInstance();
    }

    public static DubboConsumer start(ConsumerSpec spec) {
        DubboConsumer consumer = new DubboConsumer(spec);
        consumer.refer();
        return consumer;
    }

    private void refer() {
        ApplicationConfig application = new ApplicationConfig("sdsim-consumer");
        application.setQosEnable(false);
        application.setRegisterConsumer(true);

        List<RegistryConfig> registries = new ArrayList<>();
        for (int i = 0; i < spec.registries().size(); i++) {
            RegistryConfig registry = new RegistryConfig("zookeeper://" + spec.registries().get(i));
            registry.setId(ConsumerSpec.registryLabel(i));
            if (spec.registryRoot() != null) {
                // Only the baseline sets a root: for ZooKeeper the registry group is also the root of
                // application-level instances (/services by default), so the fleet's modes leave it alone.
                registry.setGroup(spec.registryRoot());
            }
            registry.setTimeout(30_000);
            registry.setSession(60_000);
            registry.setCheck(false);
            // No address file cache: each run must start from the registry, not from the last run.
            registry.setParameters(Map.of("file-cache", "false"));
            registries.add(registry);
        }

        bootstrap.application(application).registries(registries);
        for (String iface : spec.interfaces()) {
            ReferenceConfig<GenericService> reference = new ReferenceConfig<>();
            reference.setInterface(iface);
            reference.setGeneric("true");
            reference.setProtocol("dubbo");
            reference.setGroup(spec.group());
            reference.setVersion(spec.version());
            reference.setCheck(false);
            reference.setTimeout(spec.timeoutMs());
            reference.setRegistries(registries);
            references.put(iface, reference);
            bootstrap.reference(reference);
        }
        bootstrap.start();
    }

    @Override
    public Map<String, Map<String, AddressCounts>> addresses() {
        Map<String, Map<String, AddressCounts>> out = new LinkedHashMap<>();
        references.forEach((iface, reference) -> out.put(iface, census.count(reference.getInvoker())));
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
        bootstrap.stop();
    }
}
