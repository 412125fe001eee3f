package org.sdsim.simulator.consumer;

import java.lang.reflect.InvocationTargetException;

/** Starts the {@link DiscoveryClient} a consumer spec names, by class name: each is on its own JVM's class path only. */
final class DiscoveryClients {
    static final String DEFAULT = "org.sdsim.simulator.consumer.DubboConsumer";

    private DiscoveryClients() {
    }

    static DiscoveryClient start(ConsumerSpec spec) throws Exception {
        String name = spec.client() == null ? DEFAULT : spec.client();
        try {
            Object client = Class.forName(name).getMethod("start", ConsumerSpec.class).invoke(null, spec);
            return (DiscoveryClient) client;
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("consumer client " + name + " is not on this JVM's class path", e);
        }
    }
}
