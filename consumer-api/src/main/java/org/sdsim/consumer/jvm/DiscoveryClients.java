package org.sdsim.consumer.jvm;

import org.sdsim.consumer.api.ConsumerSpec;
import org.sdsim.consumer.api.DiscoveryClient;

import java.lang.reflect.InvocationTargetException;

/** Starts the {@link DiscoveryClient} a consumer spec names, by class name: each is on its own JVM's class path only. */
final class DiscoveryClients {
    private DiscoveryClients() {
    }

    static DiscoveryClient start(ConsumerSpec spec) throws Exception {
        String name = spec.client();
        if (name == null) {
            throw new IllegalArgumentException("the consumer spec names no client (a DiscoveryClient class)");
        }
        try {
            Object client = Class.forName(name).getConstructor(ConsumerSpec.class).newInstance(spec);
            return (DiscoveryClient) client;
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("consumer client " + name + " is not on this JVM's class path", e);
        }
    }
}
