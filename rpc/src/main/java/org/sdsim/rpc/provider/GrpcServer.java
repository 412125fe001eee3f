package org.sdsim.rpc.provider;

import io.grpc.Server;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;
import org.sdsim.rpc.service.GrpcUserService;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.concurrent.TimeUnit;

/** The gRPC peer's server: gRPC-java over its shaded Netty. */
final class GrpcServer implements RpcServer {

    private final Server server;

    private GrpcServer(Server server) {
        this.server = server;
    }

    static GrpcServer start(String host, int port) throws IOException {
        return new GrpcServer(NettyServerBuilder.forAddress(new InetSocketAddress(InetAddress.getByName(host), port))
                .addService(new GrpcUserService())
                .build()
                .start());
    }

    @Override
    public void close() {
        server.shutdown();
        try {
            server.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
