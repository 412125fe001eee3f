package org.sdsim.consumer31;

import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.sdsim.consumer.api.ConsumerSpec;
import org.sdsim.consumer3.Dubbo3Consumer;

/**
 * The consumer under test on Dubbo 3.1, compiled against 3.1.5 and run unchanged on 3.1.4: a
 * bootstrap of its own framework model ({@code DubboBootstrap.newInstance()} L122 at dubbo-3.1.4 and
 * dubbo-3.1.5), and registerConsumer left at Dubbo's default, which in 3.1 means true
 * (DefaultApplicationDeployer#isRegisterConsumerInstance L164-170 at dubbo-3.1.5): the deployer exports
 * a MetadataService and tries to register the consumer as an instance, as 3.3's client asks for
 * explicitly.
 */
public final class Dubbo31Consumer extends Dubbo3Consumer {

    public Dubbo31Consumer(ConsumerSpec spec) {
        super(spec, DubboBootstrap.newInstance(), DUBBO_DEFAULT);
    }
}
