package org.sdsim.rpc.dubbo;

import com.google.protobuf.MessageLite;
import org.sdsim.rpc.client.PbUserClient;
import org.sdsim.rpc.client.PojoUserClient;
import org.sdsim.rpc.client.UserClient;
import org.sdsim.rpc.proto.PagePb;
import org.sdsim.rpc.provider.RpcServer;
import org.sdsim.rpc.service.UserMessages;
import org.sdsim.rpc.service.UserService;
import org.sdsim.rpc.service.UserServiceImpl;
import org.sdsim.rpc.service.UserServicePb;
import org.sdsim.rpc.service.UserServicePbImpl;
import org.sdsim.rpc.stack.Payload;
import org.sdsim.rpc.stack.Stack;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.function.BiFunction;

/**
 * What one Dubbo generation contributes to {@code sdsim rpc}: how its Dubbo exports a service and
 * refers to one, and the stream type its triple has. Each generation's module (consumer-dubbo27,
 * consumer-dubbo33, ...) holds one subclass, compiled against its own Dubbo and named in its
 * {@code META-INF/services}; the provider JVM and the JMH forks of a Dubbo stack run that module's
 * class path with this Dubbo-free module, so {@link #onClassPath()} finds exactly one. Which service
 * interface and implementation each stack uses, and the clients that call them, are decided here,
 * once for every generation.
 */
public abstract class DubboStacks {

    /**
     * The exact Dubbo the orchestrator put on this JVM's class path; {@link #onClassPath()} refuses
     * to run on another, so a row's {@code dubboVersion} is what both of its JVMs ran.
     */
    public static final String RELEASE_PROPERTY = "sdsim.rpc.dubbo";

    /** Every Dubbo from 2.7 on has this class: more than one copy means two Dubbos on one class path. */
    static final String VERSION_CLASS = "org/apache/dubbo/common/Version.class";

    /** Dubbo's Version class as a resource path: {@value #VERSION_CLASS}, or com.alibaba's before 2.7. */
    protected String versionClass() {
        return VERSION_CLASS;
    }

    /** A reference's proxy, and what releases the reference (and its connection). */
    public record Reference<T>(T proxy, Runnable close) {
    }

    /**
     * tri-protobuf with server streaming, on a generation whose Dubbo has a stream type: the
     * interface both sides name (the unary {@link UserServicePb} plus the streams), the provider's
     * implementation, and one server-streaming and one bidirectional call as the consumer makes them.
     */
    public record Streaming<S extends UserServicePb>(Class<S> iface, S impl, BiFunction<S, PagePb, Object> call,
                                                     BiFunction<S, PagePb, Object> chat) {
    }

    /**
     * The one generation on this JVM's class path, found by {@link ServiceLoader}; an
     * {@link IllegalStateException} that says what is wrong when there is none, more than one, more
     * than one copy of Dubbo, or not the release {@value #RELEASE_PROPERTY} names.
     */
    public static DubboStacks onClassPath() {
        List<DubboStacks> found = ServiceLoader.load(DubboStacks.class).stream().map(ServiceLoader.Provider::get).toList();
        if (found.size() != 1) {
            throw new IllegalStateException(found.isEmpty()
                    ? "no Dubbo generation on this JVM's class path (a Dubbo stack runs a consumer-dubbo* module's "
                            + "classes, whose META-INF/services names its DubboStacks)"
                    : "more than one Dubbo generation on this JVM's class path: " + found);
        }
        DubboStacks stacks = found.get(0);
        List<URL> copies = dubboCopies(stacks.versionClass());
        if (copies.size() != 1) {
            throw new IllegalStateException(copies.size() + " copies of Dubbo on this JVM's class path: " + copies);
        }
        String asked = System.getProperty(RELEASE_PROPERTY);
        if (asked != null && !asked.equals(stacks.dubboVersion())) {
            throw new IllegalStateException("the run asked for Dubbo " + asked + " but this JVM's class path has Dubbo "
                    + stacks.dubboVersion() + " (" + stacks + ")");
        }
        return stacks;
    }

    private static List<URL> dubboCopies(String versionClass) {
        try {
            return Collections.list(DubboStacks.class.getClassLoader().getResources(versionClass));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot look for Dubbo on the class path", e);
        }
    }

    /**
     * The version of the Dubbo on this class path, as that Dubbo reports it: every generation has
     * {@code getVersion()} on its {@link #versionClass()}, so it is asked by name here.
     */
    protected String dubboVersion() {
        try {
            return (String) Class.forName(versionClass().replace('/', '.').replace(".class", ""))
                    .getMethod("getVersion").invoke(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot ask the Dubbo on this class path for its version", e);
        }
    }

    /** Exports {@code impl} as {@code iface} on the endpoint, with no registry; closing unexports it. */
    protected abstract <T> RpcServer export(Class<T> iface, T impl, DubboEndpoint endpoint);

    /** A reference to {@code iface} straight at the endpoint's URL. */
    protected abstract <T> Reference<T> refer(Class<T> iface, DubboEndpoint endpoint);

    /**
     * Registers one message class with the generation's protobuf serialization for the dubbo
     * protocol, which parses only classes registered in advance; called for every message of
     * {@link UserMessages} before dubbo+protobuf is served or called. A generation without that
     * serialization never runs dubbo+protobuf.
     */
    protected void registerProtobufMessage(MessageLite defaultInstance) {
        throw new UnsupportedOperationException(this + " has no protobuf serialization for the dubbo protocol");
    }

    private void prepare(Stack stack) {
        if (stack == Stack.DUBBO_PROTOBUF) {
            UserMessages.defaultInstances().forEach(this::registerProtobufMessage);
        }
    }

    /** tri-protobuf's streaming service, where the generation's triple has one. */
    protected Optional<Streaming<?>> streaming() {
        return Optional.empty();
    }

    /** Serves {@code stack} on {@code host:port} until closed. */
    public final RpcServer serve(Stack stack, String host, int port) {
        DubboEndpoint endpoint = new DubboEndpoint(stack, host, port);
        prepare(stack);
        if (stack.isPojo()) {
            return export(UserService.class, new UserServiceImpl(), endpoint);
        }
        Optional<Streaming<?>> streaming = streaming(stack);
        return streaming.isPresent() ? exportStreaming(streaming.get(), endpoint)
                : export(UserServicePb.class, new UserServicePbImpl(), endpoint);
    }

    /** A client of {@code stack} at {@code host:port}; {@code payload} sizes the echo call. */
    public final UserClient connect(Stack stack, String host, int port, Payload payload) {
        DubboEndpoint endpoint = new DubboEndpoint(stack, host, port);
        prepare(stack);
        if (stack.isPojo()) {
            Reference<UserService> pojo = refer(UserService.class, endpoint);
            return new PojoUserClient(pojo.proxy(), payload, pojo.close());
        }
        Optional<Streaming<?>> streaming = streaming(stack);
        if (streaming.isPresent()) {
            return connectStreaming(streaming.get(), endpoint, payload);
        }
        Reference<UserServicePb> pb = refer(UserServicePb.class, endpoint);
        return new PbUserClient(pb.proxy(), PbUserClient.NO_STREAM, PbUserClient.NO_STREAM, payload, pb.close());
    }

    /** Only triple streams: dubbo+protobuf, and triple on a generation without a stream type, serve unary calls. */
    private Optional<Streaming<?>> streaming(Stack stack) {
        return stack == Stack.TRI_PROTOBUF ? streaming() : Optional.empty();
    }

    private <S extends UserServicePb> RpcServer exportStreaming(Streaming<S> streaming, DubboEndpoint endpoint) {
        return export(streaming.iface(), streaming.impl(), endpoint);
    }

    private <S extends UserServicePb> UserClient connectStreaming(Streaming<S> streaming, DubboEndpoint endpoint,
                                                                  Payload payload) {
        Reference<S> reference = refer(streaming.iface(), endpoint);
        S proxy = reference.proxy();
        return new PbUserClient(proxy, page -> streaming.call().apply(proxy, page), page -> streaming.chat().apply(proxy, page),
                payload, reference.close());
    }

    @Override
    public String toString() {
        return getClass().getName() + " on Dubbo " + dubboVersion();
    }
}
