package org.sdsim.rpc.client;

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

    /** Connects to {@code host:port}; {@code payload} sizes the echo call. */
    static UserClient connect(Stack stack, String host, int port, Payload payload) throws Exception {
        return switch (stack) {
            case DUBBO_HESSIAN2, DUBBO_FASTJSON2, TRI_HESSIAN2 -> new DubboPojoClient(stack, host, port, payload);
            case TRI_PROTOBUF -> new TriProtobufClient(host, port, payload);
            case GRPC -> new GrpcClient(host, port, payload);
            case NETTY -> new NettyClient(host, port, payload);
        };
    }
}
