package org.sdsim.consumer33.rpc;

import com.google.protobuf.MessageLite;
import org.apache.dubbo.common.Version;
import org.apache.dubbo.common.serialize.protobuf.support.ProtobufUtils;
import org.apache.dubbo.common.stream.StreamObserver;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.sdsim.rpc.client.UserStream;
import org.sdsim.rpc.dubbo.DubboEndpoint;
import org.sdsim.rpc.dubbo.DubboStacks;
import org.sdsim.rpc.dubbo.RpcDubboSettings;
import org.sdsim.rpc.proto.PagePb;
import org.sdsim.rpc.proto.UserPb;
import org.sdsim.rpc.provider.RpcServer;

import java.util.Optional;

/**
 * sdsim rpc's Dubbo stacks on Dubbo 3.3: the dubbo protocol with hessian2, fastjson2 and protobuf
 * (the serialization dubbo-spi-extensions holds since it left the core), triple with protobuf
 * messages (server streaming included) and triple wrapping Hessian. Every provider and
 * reference gets a bootstrap of its own, so that its lifecycle is the stack's, not the JVM's.
 */
public final class Dubbo33Stacks extends DubboStacks {

    @Override
    protected String dubboVersion() {
        return Version.getVersion();
    }

    @Override
    protected <T> RpcServer export(Class<T> iface, T impl, DubboEndpoint endpoint) {
        ProtocolConfig protocol = RpcDubboSettings.protocol(endpoint, new ProtocolConfig());
        if (endpoint.serialization() != null) {
            // Dubbo 3.2+ prefers fastjson2 when the consumer offers it: pin the one measured.
            protocol.setPreferSerialization(endpoint.serialization());
        }
        DubboBootstrap bootstrap = DubboBootstrap.newInstance()
                .application(RpcDubboSettings.providerApplication(new ApplicationConfig()))
                .registry(new RegistryConfig(RegistryConfig.NO_AVAILABLE))
                .protocol(protocol)
                .service(RpcDubboSettings.service(iface, impl, new ServiceConfig<T>()));
        bootstrap.start();
        return bootstrap::stop;
    }

    @Override
    protected <T> Reference<T> refer(Class<T> iface, DubboEndpoint endpoint) {
        ReferenceConfig<T> reference = RpcDubboSettings.reference(iface, endpoint, new ReferenceConfig<T>());
        DubboBootstrap bootstrap = DubboBootstrap.newInstance()
                .application(RpcDubboSettings.consumerApplication(new ApplicationConfig()))
                .reference(reference);
        bootstrap.start();
        return new Reference<>(reference.get(), bootstrap::stop);
    }

    /** The protobuf serialization of dubbo-spi-extensions. */
    @Override
    protected void registerProtobufMessage(MessageLite defaultInstance) {
        ProtobufUtils.marshaller(defaultInstance);
    }

    @Override
    protected Optional<Streaming<?>> streaming() {
        return Optional.of(new Streaming<>(StreamingUserServicePb.class, new StreamingUserServicePbImpl(),
                Dubbo33Stacks::streamUsers));
    }

    private static Object streamUsers(StreamingUserServicePb service, PagePb page) {
        UserStream users = new UserStream();
        service.streamUsers(page, new StreamObserver<>() {
            @Override
            public void onNext(UserPb user) {
                users.received();
            }

            @Override
            public void onError(Throwable error) {
                users.failed(error);
            }

            @Override
            public void onCompleted() {
                users.completed();
            }
        });
        return users.await();
    }
}
