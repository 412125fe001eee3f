package org.sdsim.consumer33;

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
 * The consumer under test on Dubbo 3.3 (the default generation): one generic reference per fleet interface, subscribed to
 * every registry, configured by {@link DubboSettings}. Generic references let the fleet have any
 * number of interfaces without generating Java types; the discovery path (directories, URLs,
 * invokers) is the same as for typed ones.
 */
public final class Dubbo33Consumer extends FleetClient<ReferenceConfig<GenericService>, Invoker<?>> {

    private final DubboBootstrap bootstrap = DubboBootstrap.newInstance();

    /** Refers every interface and starts Dubbo; addresses may still be arriving when this returns. */
    public Dubbo33Consumer(ConsumerSpec spec) {
        super(spec, new Dubbo33Invokers(), ReferenceConfig::getInvoker,
                (reference, method, types, args) -> reference.get().$invoke(method, types, args));
        refer();
    }

    private void refer() {
        ApplicationConfig application = DubboSettings.application(new ApplicationConfig());
        application.setRegisterConsumer(true); // 3.x only
        List<RegistryConfig> registries = DubboSettings.registries(spec, RegistryConfig::new);
        bootstrap.application(application).registries(registries);
        for (ServiceRef service : spec.references()) {
            ReferenceConfig<GenericService> reference = DubboSettings.reference(spec, service, new ReferenceConfig<>());
            reference.setRegistries(registries);
            add(service.key(), reference);
            bootstrap.reference(reference);
        }
        bootstrap.start();
    }

    @Override
    public void close() {
        bootstrap.stop();
    }
}
