package org.sdsim.consumer31;

import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.service.GenericService;
import org.sdsim.consumer.api.ConsumerSpec;
import org.sdsim.consumer.jvm.DubboSettings;
import org.sdsim.consumer.jvm.FleetClient;

import java.util.List;

/**
 * The consumer under test on Dubbo 3.1, compiled against 3.1.5 and run unchanged on 3.1.4: one
 * generic reference per fleet interface, subscribed to every registry, configured by
 * {@link DubboSettings} like every generation's client. Both releases have the same bootstrap and
 * config API for what is called here ({@code DubboBootstrap.newInstance()} L122 at dubbo-3.1.4 and
 * dubbo-3.1.5, {@code ReferenceConfig#getInvoker} public), so this is 3.3's client on 3.1's jars.
 */
public final class Dubbo31Consumer extends FleetClient<ReferenceConfig<GenericService>, Invoker<?>> {

    // A bootstrap of its own framework model, as 3.3's client: 3.1 has scope models (from 3.0.2)
    private final DubboBootstrap bootstrap = DubboBootstrap.newInstance();

    /** Refers every interface and starts Dubbo; addresses may still be arriving when this returns. */
    public Dubbo31Consumer(ConsumerSpec spec) {
        super(spec, new Dubbo31Invokers(), ReferenceConfig::getInvoker,
                (reference, method, types, args) -> reference.get().$invoke(method, types, args));
        // registerConsumer stays at Dubbo's default (unset), which in 3.1 means true
        // (DefaultApplicationDeployer#isRegisterConsumerInstance L164-170 at dubbo-3.1.5): the
        // deployer exports a MetadataService and tries to register the consumer as an instance, as
        // 3.3's client asks for explicitly.
        ApplicationConfig application = DubboSettings.application(new ApplicationConfig());
        List<RegistryConfig> registries = DubboSettings.registries(spec, RegistryConfig::new);
        bootstrap.application(application).registries(registries);
        spec.references().forEach(service -> {
            ReferenceConfig<GenericService> reference = DubboSettings.reference(spec, service, new ReferenceConfig<>());
            reference.setRegistries(registries);
            bootstrap.reference(reference);
            add(service.key(), reference);
        });
        bootstrap.start();
    }

    @Override
    public void close() {
        bootstrap.stop();
    }
}
