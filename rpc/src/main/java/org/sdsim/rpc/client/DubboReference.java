package org.sdsim.rpc.client;

import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.sdsim.rpc.stack.Stack;

/**
 * A Dubbo reference straight to the provider's URL (no registry), in a bootstrap of its own. The
 * URL names the host by a name the hosts file maps to 127.0.0.1: Dubbo rewrites 127.x addresses to
 * the machine's primary one.
 */
final class DubboReference<T> implements AutoCloseable {

    private final DubboBootstrap bootstrap;
    private final T proxy;

    DubboReference(Class<T> iface, Stack stack, String host, int port) {
        ApplicationConfig application = new ApplicationConfig("sdsim-rpc-consumer");
        application.setQosEnable(false);
        ReferenceConfig<T> reference = new ReferenceConfig<>();
        reference.setInterface(iface);
        String url = stack.protocol() + "://" + host + ":" + port;
        if (!"protobuf".equals(stack.serialization())) {
            url += "?serialization=" + stack.serialization() + "&prefer.serialization=" + stack.serialization();
        }
        reference.setUrl(url);
        reference.setTimeout(60_000);
        reference.setRetries(0);
        bootstrap = DubboBootstrap.newInstance().application(application).reference(reference);
        bootstrap.start();
        proxy = reference.get();
    }

    T proxy() {
        return proxy;
    }

    @Override
    public void close() {
        bootstrap.stop();
    }
}
