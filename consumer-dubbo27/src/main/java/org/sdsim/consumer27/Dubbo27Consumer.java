package org.sdsim.consumer27;

import java.util.List;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.service.GenericService;
import org.sdsim.consumer.api.ConsumerSpec;
import org.sdsim.consumer.jvm.DubboSettings;
import org.sdsim.consumer.jvm.FleetClient;

/**
 * The Dubbo 3 consumer's twin on Dubbo 2.7: one generic reference per fleet interface, subscribed
 * to every registry, configured by the same {@link DubboSettings} (the spec's registry settings,
 * the same reference settings). 2.7 discovers interface-level only, so it reads the same
 * {@code /dubbo/<iface>/providers} nodes as the Dubbo 3 {@code interface} mode, and the two modes
 * compare one Dubbo with the other.
 */
public final class Dubbo27Consumer extends FleetClient<ReferenceConfig<GenericService>, Invoker<?>> {

    /** Refers every interface; addresses may still be arriving when this returns. */
    public Dubbo27Consumer(ConsumerSpec spec) {
        super(spec, new Dubbo27Invokers(), Dubbo27Invokers::root,
                (reference, method, types, args) -> reference.get().$invoke(method, types, args));
        refer();
    }

    private void refer() {
        ApplicationConfig application = DubboSettings.application(new ApplicationConfig());
        List<RegistryConfig> registries = DubboSettings.registries(spec, RegistryConfig::new);
        // 2.7 refers on first get: subscribe now, as the Dubbo 3 bootstrap does
        referEach(application, registries, ReferenceConfig::new, ReferenceConfig::get);
    }

    @Override
    public void close() {
        references().forEach(ReferenceConfig::destroy);
    }
}
