package org.sdsim.consumer30;

import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.sdsim.consumer.api.ConsumerSpec;
import org.sdsim.consumer3.Dubbo3Consumer;

/**
 * The consumer under test on Dubbo 3.0, compiled against 3.0.15 and run unchanged on 3.0.1. What
 * differs from the other 3.x releases: 3.0.1 has no {@code DubboBootstrap.newInstance()} (scope models
 * came in 3.0.2), so the JVM's one bootstrap is the process-wide {@code getInstance()}, which both
 * releases have and which is all a one-consumer JVM needs. registerConsumer stays at Dubbo's default:
 * false in 3.0.1, true in 3.0.15 (in 3.0 a true value makes the bootstrap export a MetadataService and
 * register the consumer as an application instance, DubboBootstrap#start L1098-1104 at dubbo-3.0.1).
 */
public final class Dubbo30Consumer extends Dubbo3Consumer {

    public Dubbo30Consumer(ConsumerSpec spec) {
        super(spec, DubboBootstrap.getInstance(), DUBBO_DEFAULT);
    }
}
