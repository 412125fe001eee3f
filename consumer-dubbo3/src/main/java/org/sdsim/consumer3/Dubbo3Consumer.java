package org.sdsim.consumer3;

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
 * The consumer under test on Dubbo 3, as every 3.x generation runs it: one generic reference per fleet
 * interface, subscribed to every registry, configured by {@link DubboSettings} like every generation's
 * client. Generic references let the fleet have any number of interfaces without generating Java types;
 * the discovery path (directories, URLs, invokers) is the same as for typed ones.
 *
 * <p>This source is no module of its own: each 3.x generation module compiles it against its own Dubbo
 * (as rpc-dubbo3 for {@code sdsim rpc}) and adds a subclass of a few lines, the class its generation.json
 * names, that gives the two things in which its releases differ: the bootstrap and whether the consumer
 * registers as an application instance. Everything called here exists in every 3.x release sdsim runs.
 */
public abstract class Dubbo3Consumer extends FleetClient<ReferenceConfig<GenericService>, Invoker<?>> {

    /** For {@code registerConsumer}: leave ApplicationConfig's register-consumer unset, at the release's own default. */
    protected static final Boolean DUBBO_DEFAULT = null;

    private final DubboBootstrap bootstrap;

    /**
     * Refers every interface and starts Dubbo; addresses may still be arriving when this returns.
     *
     * @param bootstrap        the JVM's bootstrap: {@code DubboBootstrap.newInstance()}, a framework model of its
     *                         own, where the release has it (from 3.0.2), else the process-wide {@code getInstance()}
     * @param registerConsumer ApplicationConfig's register-consumer, or {@link #DUBBO_DEFAULT}: with true the
     *                         deployer exports a MetadataService and tries to register the consumer as an
     *                         application instance (with no service of its own it registers none)
     */
    protected Dubbo3Consumer(ConsumerSpec spec, DubboBootstrap bootstrap, Boolean registerConsumer) {
        // ReferenceConfig#getInvoker is public in every 3.x release (2.7 hides it)
        super(spec, new Dubbo3Invokers(), ReferenceConfig::getInvoker,
                (reference, method, types, args) -> reference.get().$invoke(method, types, args));
        this.bootstrap = bootstrap;
        ApplicationConfig application = DubboSettings.application(new ApplicationConfig());
        if (registerConsumer != null) {
            application.setRegisterConsumer(registerConsumer);
        }
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
