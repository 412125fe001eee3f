package org.sdsim.consumer32;

import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.sdsim.consumer.api.ConsumerSpec;
import org.sdsim.consumer3.Dubbo3Consumer;

/**
 * The consumer under test on Dubbo 3.2: a bootstrap of its own framework model, and registerConsumer
 * left at Dubbo's default, which in 3.2 means true (DefaultApplicationDeployer#isRegisterConsumerInstance
 * L190-192 at dubbo-3.2.19, iconst_1 when unset): the deployer exports a MetadataService and tries to
 * register the consumer as an instance, as on 3.1 and as 3.3's client asks for explicitly.
 */
public final class Dubbo32Consumer extends Dubbo3Consumer {

    public Dubbo32Consumer(ConsumerSpec spec) {
        super(spec, DubboBootstrap.newInstance(), DUBBO_DEFAULT);
    }
}
