package org.sdsim.rpc.dubbo3;

import com.google.protobuf.MessageLite;
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
 * sdsim rpc's Dubbo stacks as every Dubbo 3 serves and calls them: a bootstrap holding one provider
 * or one reference, triple's server streaming over Dubbo 3's {@code StreamObserver}, and the protobuf
 * serialization of dubbo-spi-extensions for dubbo+protobuf. This source is no module of its own:
 * consumer-dubbo30 and consumer-dubbo33 each compile it against their own Dubbo (the same lines, each
 * generation's classes), and add only where their Dubbo differs.
 */
public abstract class Dubbo3Stacks extends DubboStacks {

    /** The bootstrap that holds one provider or one reference. */
    protected abstract DubboBootstrap bootstrap();

    /** The provider's protocol; a generation adds what its own Dubbo has. */
    protected ProtocolConfig protocol(DubboEndpoint endpoint) {
        return RpcDubboSettings.protocol(endpoint, new ProtocolConfig());
    }

    @Override
    protected final <T> RpcServer export(Class<T> iface, T impl, DubboEndpoint endpoint) {
        DubboBootstrap bootstrap = bootstrap()
                .application(RpcDubboSettings.providerApplication(new ApplicationConfig()))
                .registry(new RegistryConfig(RegistryConfig.NO_AVAILABLE))
                .protocol(protocol(endpoint))
                .service(RpcDubboSettings.service(iface, impl, new ServiceConfig<T>()));
        bootstrap.start();
        return bootstrap::stop;
    }

    @Override
    protected final <T> Reference<T> refer(Class<T> iface, DubboEndpoint endpoint) {
        ReferenceConfig<T> reference = RpcDubboSettings.reference(iface, endpoint, new ReferenceConfig<T>());
        DubboBootstrap bootstrap = bootstrap()
                .application(RpcDubboSettings.consumerApplication(new ApplicationConfig()))
                .reference(reference);
        bootstrap.start();
        return new Reference<>(reference.get(), bootstrap::stop);
    }

    /** dubbo-spi-extensions' protobuf serialization (the one for the dubbo protocol left Dubbo's core). */
    @Override
    protected final void registerProtobufMessage(MessageLite defaultInstance) {
        ProtobufUtils.marshaller(defaultInstance);
    }

    @Override
    protected final Optional<Streaming<?>> streaming() {
        return Optional.of(new Streaming<>(StreamingUserServicePb.class, new StreamingUserServicePbImpl(),
                Dubbo3Stacks::streamUsers, Dubbo3Stacks::chatUsers));
    }

    private static Object chatUsers(StreamingUserServicePb service, PagePb page) {
        DubboUsers users = new DubboUsers();
        StreamObserver<PagePb> pages = service.chatUsers(users);
        pages.onNext(page);
        pages.onCompleted();
        return users.await();
    }

    private static Object streamUsers(StreamingUserServicePb service, PagePb page) {
        DubboUsers users = new DubboUsers();
        service.streamUsers(page, users);
        return users.await();
    }

    /** The stream's users as Dubbo 3's observer: its callbacks are the generation-free {@link UserStream}'s own. */
    private static final class DubboUsers extends UserStream implements StreamObserver<UserPb> {
    }
}
