package org.sdsim.consumer26;

import com.alibaba.dubbo.config.ApplicationConfig;
import com.alibaba.dubbo.config.ReferenceConfig;
import com.alibaba.dubbo.config.RegistryConfig;
import com.alibaba.dubbo.rpc.Invoker;
import com.alibaba.dubbo.rpc.service.GenericService;
import org.sdsim.consumer.api.ConsumerSpec;
import org.sdsim.consumer.jvm.DubboSettings;
import org.sdsim.consumer.jvm.FleetClient;

import java.util.List;

/**
 * The consumer on Dubbo 2.6 ({@code com.alibaba.dubbo}, the published figure's first bar): one generic
 * reference per fleet interface, subscribed to every registry, configured by the same
 * {@link DubboSettings} as the other generations (2.6.12's ApplicationConfig, RegistryConfig and
 * ReferenceConfig have the same setters). 2.6 discovers interface-level only: it reads the same
 * {@code /dubbo/<iface>/providers} nodes as the {@code interface} mode of 2.7 and 3.x.
 */
public final class Dubbo26Consumer extends FleetClient<ReferenceConfig<GenericService>, Invoker<?>> {

    /**
     * The load balance every reference names. 2.6.12 has random (its default, LoadBalance's @SPI),
     * roundrobin, leastactive and consistenthash only
     * (dubbo-2.6.12:dubbo-cluster/src/main/resources/META-INF/dubbo/internal/com.alibaba.dubbo.rpc.cluster.LoadBalance:1-4),
     * and looks the provider's value up on every call (AbstractClusterInvoker.java:240-241): the
     * fleet's URLs are 3.x providers', and the interfaces whose providers name shortestresponse would
     * fail every call with "No such extension". The consumer's value wins when 2.6 merges a provider
     * URL with the reference's parameters (ClusterUtils.java:65-67).
     */
    static final String LOADBALANCE = "random";

    /** Refers every interface; addresses may still be arriving when this returns. */
    public Dubbo26Consumer(ConsumerSpec spec) {
        super(spec, new Dubbo26Invokers(), Dubbo26Invokers::root,
                (reference, method, types, args) -> reference.get().$invoke(method, types, args));
        ApplicationConfig application = DubboSettings.application(new ApplicationConfig());
        List<RegistryConfig> registries = DubboSettings.registries(spec, RegistryConfig::new);
        // ReferenceConfig#get refers (subscribes and connects) on first call, as in 2.7
        referEach(application, registries, Dubbo26Consumer::newReference, ReferenceConfig::get);
    }

    private static ReferenceConfig<GenericService> newReference() {
        ReferenceConfig<GenericService> reference = new ReferenceConfig<>();
        reference.setLoadbalance(LOADBALANCE);
        return reference;
    }

    @Override
    public void close() {
        references().forEach(ReferenceConfig::destroy);
    }
}
