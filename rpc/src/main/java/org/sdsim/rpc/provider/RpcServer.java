package org.sdsim.rpc.provider;

import org.sdsim.rpc.dubbo.DubboStacks;
import org.sdsim.rpc.stack.Stack;

import java.io.IOException;

/**
 * One stack's server, listening on {@code host:port} (a name the JVM hosts file maps to 127.0.0.1).
 * Each kind of server is a class of its own, so that a provider JVM loads only its own stack's
 * libraries: a Dubbo stack's class path has no gRPC.
 */
public interface RpcServer extends AutoCloseable {

    @Override
    void close();

    /** A Dubbo stack is served by the one Dubbo generation on this JVM's class path ({@link DubboStacks}). */
    static RpcServer start(Stack stack, String host, int port) throws IOException, InterruptedException {
        if (stack.isDubbo()) {
            return DubboStacks.onClassPath().serve(stack, host, port);
        }
        return switch (stack) {
            case GRPC -> GrpcServer.start(host, port);
            case NETTY -> NettyEchoServer.start(host, port);
            default -> throw new IllegalArgumentException(stack.id() + " is neither a Dubbo stack nor a peer");
        };
    }
}
