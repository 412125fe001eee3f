package org.sdsim.consumer30;

import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.service.GenericService;
import org.sdsim.consumer.api.ConsumerSpec;
import org.sdsim.consumer.api.ServiceRef;
import org.sdsim.consumer.jvm.DubboSettings;
import org.sdsim.consumer.jvm.FleetClient;

import java.util.List;

/**
 * The consumer under test on Dubbo 3.0, compiled against 3.0.15 and run unchanged on 3.0.1: one
 * generic reference per fleet interface, subscribed to every registry, configured by
 * {@link DubboSettings} like every generation's client. Every call here links against both
 * releases; the one that does not exist in 3.0.1 is {@code DubboBootstrap.newInstance()} (scope
 * models came in 3.0.2+), so the JVM's one bootstrap is the process-wide {@code getInstance()},
 * which both have and which is all a one-consumer JVM needs.
 */
public final class Dubbo30Consumer extends FleetClient<ReferenceConfig<GenericService>, Invoker<?>> {

    private final DubboBootstrap bootstrap = DubboBootstrap.getInstance();

    /** Refers every interface and starts Dubbo; addresses may still be arriving when this returns. */
    public Dubbo30Consumer(ConsumerSpec spec) {
        // ReferenceConfig#getInvoker is public on 3.0.1 and 3.0.15 alike (2.7 hides it)
        super(spec, new Dubbo30Invokers(), ReferenceConfig::getInvoker,
                (reference, method, types, args) -> reference.get().$invoke(method, types, args));
        // registerConsumer stays at Dubbo's default (unset): in 3.0 a true value makes the bootstrap
        // export a MetadataService and register the consumer as an application instance
        // (DubboBootstrap#start L1098-1104 at dubbo-3.0.1), which a plain consumer does not do.
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
