package org.sdsim.consumer27.rpc;

import com.google.protobuf.MessageLite;
import org.apache.dubbo.common.serialize.protobuf.support.ProtobufUtils;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.sdsim.rpc.dubbo.DubboEndpoint;
import org.sdsim.rpc.dubbo.DubboStacks;
import org.sdsim.rpc.dubbo.RpcDubboSettings;
import org.sdsim.rpc.provider.RpcServer;

/**
 * sdsim rpc's Dubbo stacks on Dubbo 2.7: the dubbo protocol with hessian2 and with protobuf (2.7's
 * own protobuf serialization). 2.7 has no triple and no fastjson2, and its configs have no
 * preferred serialization; each service and reference carries its own application, as 2.7's
 * configs did before 3.x gave every application a bootstrap of its own.
 */
public final class Dubbo27Stacks extends DubboStacks {

    @Override
    protected <T> RpcServer export(Class<T> iface, T impl, DubboEndpoint endpoint) {
        ServiceConfig<T> service = RpcDubboSettings.service(iface, impl, new ServiceConfig<T>(),
                RpcDubboSettings.providerApplication(new ApplicationConfig()),
                new RegistryConfig(RegistryConfig.NO_AVAILABLE), endpoint, new ProtocolConfig());
        service.export();
        return service::unexport;
    }

    @Override
    protected <T> Reference<T> refer(Class<T> iface, DubboEndpoint endpoint) {
        ReferenceConfig<T> reference = RpcDubboSettings.reference(iface, endpoint, new ReferenceConfig<T>());
        reference.setApplication(RpcDubboSettings.consumerApplication(new ApplicationConfig()));
        return new Reference<>(reference.get(), reference::destroy);
    }

    /** 2.7's own protobuf serialization (dubbo-serialization-protobuf 2.7.23). */
    @Override
    protected void registerProtobufMessage(MessageLite defaultInstance) {
        ProtobufUtils.marshaller(defaultInstance);
    }
}
