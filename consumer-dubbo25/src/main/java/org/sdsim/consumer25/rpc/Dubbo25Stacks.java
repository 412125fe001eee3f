package org.sdsim.consumer25.rpc;

import com.alibaba.dubbo.config.ApplicationConfig;
import com.alibaba.dubbo.config.ProtocolConfig;
import com.alibaba.dubbo.config.ReferenceConfig;
import com.alibaba.dubbo.config.RegistryConfig;
import com.alibaba.dubbo.config.ServiceConfig;
import org.sdsim.rpc.dubbo.DubboEndpoint;
import org.sdsim.rpc.dubbo.DubboStacks;
import org.sdsim.rpc.dubbo.RpcDubboSettings;
import org.sdsim.rpc.provider.RpcServer;

/**
 * sdsim rpc's Dubbo stacks on Dubbo 2.5.3, the release of the Dubbo 2.5 protocol study: the dubbo
 * protocol with hessian2, dubbo and java serialization, rmi, and hessian and webservice in the
 * embedded Jetty of {@code server=jetty}. 2.5's config classes are com.alibaba's and have no QoS
 * (it came with 2.5.8), so the applications carry a name only.
 */
public final class Dubbo25Stacks extends DubboStacks {

    @Override
    protected String versionClass() {
        return "com/alibaba/dubbo/common/Version.class";
    }

    @Override
    protected <T> RpcServer export(Class<T> iface, T impl, DubboEndpoint endpoint) {
        LoopbackRmiSockets.pinIfRmi(endpoint);
        ServiceConfig<T> service = RpcDubboSettings.service(iface, impl, new ServiceConfig<T>(),
                new ApplicationConfig(RpcDubboSettings.PROVIDER), new RegistryConfig(RegistryConfig.NO_AVAILABLE),
                endpoint, new ProtocolConfig());
        service.export();
        return service::unexport;
    }

    @Override
    protected <T> Reference<T> refer(Class<T> iface, DubboEndpoint endpoint) {
        LoopbackRmiSockets.pinIfRmi(endpoint);
        ReferenceConfig<T> reference = RpcDubboSettings.reference(iface, endpoint, new ReferenceConfig<T>());
        reference.setApplication(new ApplicationConfig(RpcDubboSettings.CONSUMER));
        return new Reference<>(reference.get(), reference::destroy);
    }
}
