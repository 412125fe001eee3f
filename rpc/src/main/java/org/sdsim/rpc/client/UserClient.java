package org.sdsim.rpc.client;

import org.sdsim.rpc.dubbo.DubboStacks;
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

    @Override
    void close();

    /**
     * Connects to {@code host:port}; {@code payload} sizes the echo call. A Dubbo stack is called
     * through the one Dubbo generation on this JVM's class path ({@link DubboStacks}).
     */
    static UserClient connect(Stack stack, String host, int port, Payload payload) throws Exception {
        if (stack.isDubbo()) {
            return DubboStacks.onClassPath().connect(stack, host, port, payload);
        }
        return switch (stack) {
            case GRPC -> new GrpcClient(host, port, payload);
            case NETTY -> new NettyClient(host, port, payload);
            default -> throw new IllegalArgumentException(stack.id() + " is neither a Dubbo stack nor a peer");
        };
    }
}
