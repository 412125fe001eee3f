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
import java.util.function.Supplier;

/**
 * sdsim rpc's Dubbo stacks as every Dubbo 3 serves and calls them: a bootstrap holding one provider
 * or one reference, triple's server streaming over Dubbo 3's {@code StreamObserver}, and the protobuf
 * serialization of dubbo-spi-extensions for dubbo+protobuf. This source is no module of its own:
 * each 3.x generation module with RPC stacks compiles it against its own Dubbo (the same lines, each
 * generation's classes) and names a subclass of a few lines in its {@code META-INF/services}, which
 * passes what its Dubbo differs in as data.
 */
public abstract class Dubbo3Stacks extends DubboStacks {

    private final Supplier<DubboBootstrap> bootstrap;
    private final boolean preferSerialization;

    /**
     * @param bootstrap           the bootstrap that holds one provider or one reference: a new one each
     *                            ({@code DubboBootstrap::newInstance}), so that its lifecycle is the
     *                            stack's, or the JVM's one where the release has no other
     * @param preferSerialization whether the provider's protocol pins the stack's serialization as the
     *                            preferred one (ProtocolConfig's prefer-serialization, from 3.2: a 3.2+
     *                            consumer that offers fastjson2 is otherwise answered in it)
     */
    protected Dubbo3Stacks(Supplier<DubboBootstrap> bootstrap, boolean preferSerialization) {
        this.bootstrap = bootstrap;
        this.preferSerialization = preferSerialization;
    }

    private DubboBootstrap bootstrap() {
        return bootstrap.get();
    }

    private ProtocolConfig protocol(DubboEndpoint endpoint) {
        ProtocolConfig protocol = RpcDubboSettings.protocol(endpoint, new ProtocolConfig());
        return preferSerialization ? RpcDubboSettings.preferSerialization(endpoint, protocol) : protocol;
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
