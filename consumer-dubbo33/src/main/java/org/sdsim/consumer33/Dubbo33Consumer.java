package org.sdsim.consumer33;

import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.sdsim.consumer.api.ConsumerSpec;
import org.sdsim.consumer3.Dubbo3Consumer;

/**
 * The consumer under test on Dubbo 3.3 (the default generation): a bootstrap of its own framework
 * model, and registerConsumer set to true (3.3's default is false:
 * DefaultApplicationDeployer#isRegisterConsumerInstance L194-196 at dubbo-3.3.6), so that the deployer
 * exports a MetadataService and tries to register the consumer as an instance, as 3.1 and 3.2 do by
 * default.
 */
public final class Dubbo33Consumer extends Dubbo3Consumer {

    public Dubbo33Consumer(ConsumerSpec spec) {
        super(spec, DubboBootstrap.newInstance(), true);
    }
}
