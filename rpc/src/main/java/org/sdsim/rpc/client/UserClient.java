package org.sdsim.rpc.client;

import org.sdsim.rpc.dubbo.DubboStacks;
import org.sdsim.rpc.stack.Compression;
import org.sdsim.rpc.stack.Payload;
import org.sdsim.rpc.stack.Stack;

/**
 * The consumer's side of one stack: each call sends the same request (built once, at connect) and
 * returns what came back, for JMH's blackhole. Safe for concurrent callers over one connection.
 */
public interface UserClient extends AutoCloseable {

    Object existUser();

    Object createUser();

    Object getUser();

    Object listUser();

    Object echo();

    /** Server streaming; the stacks without it throw. */
    Object streamUsers();

    /** Bidirectional streaming: one page sent, its users back one message each; the stacks without it throw. */
    default Object chatUsers() {
        throw new UnsupportedOperationException("bidirectional streaming needs triple with protobuf messages, or gRPC");
    }

    /** The Dubbo 2.5 study's LoadOrder; only the stacks on the plain Java interface have it. */
    default Object loadOrder() {
        throw new UnsupportedOperationException("the order calls need the plain Java interface");
    }

    /** The study's LoadOrders (100 orders); only the stacks on the plain Java interface have it. */
    default Object loadOrders() {
        throw new UnsupportedOperationException("the order calls need the plain Java interface");
    }

    @Override
    void close();

    /**
     * Connects to {@code host:port}; {@code payload} sizes the echo call. A Dubbo stack is called
     * through the one Dubbo generation on this JVM's class path ({@link DubboStacks}).
     */
    static UserClient connect(Stack stack, String host, int port, Payload payload) throws Exception {
        return connect(stack, host, port, payload, Compression.NONE);
    }

    /**
     * As above, with each message compressed: gRPC asks for it per stub; Dubbo's triple reads it from
     * this JVM's environment ({@link Compression#TRIPLE_ENV}), which must then say the same.
     */
    static UserClient connect(Stack stack, String host, int port, Payload payload, Compression compression) throws Exception {
        if (compression != Compression.NONE && !Compression.appliesTo(stack)) {
            throw new IllegalArgumentException(stack.id() + " has no " + compression.id() + " compression");
        }
        if (stack.isDubbo()) {
            if (compression != Compression.NONE && !compression.id().equals(System.getenv(Compression.TRIPLE_ENV))) {
                throw new IllegalStateException("triple compresses only what " + Compression.TRIPLE_ENV
                        + " says, and this JVM has " + Compression.TRIPLE_ENV + "=" + System.getenv(Compression.TRIPLE_ENV));
            }
            return DubboStacks.onClassPath().connect(stack, host, port, payload);
        }
        return switch (stack) {
            case GRPC -> new GrpcClient(host, port, payload, compression);
            case NETTY -> new NettyClient(host, port, payload);
            default -> throw new IllegalArgumentException(stack.id() + " is neither a Dubbo stack nor a peer");
        };
    }
}
