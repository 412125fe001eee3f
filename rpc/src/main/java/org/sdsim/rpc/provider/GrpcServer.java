package org.sdsim.rpc.provider;

import io.grpc.Metadata;
import io.grpc.Server;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.ServerInterceptors;
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
                .addService(ServerInterceptors.intercept(new GrpcUserService(), new AnswerInKind()))
                .build()
                .start());
    }

    /**
     * Answers in the encoding the request came in: gRPC-java's server sends replies uncompressed
     * unless told per call, and the compression knob is meant for both directions.
     */
    private static final class AnswerInKind implements ServerInterceptor {
        private static final Metadata.Key<String> ENCODING = Metadata.Key.of("grpc-encoding", Metadata.ASCII_STRING_MARSHALLER);

        @Override
        public <Q, A> ServerCall.Listener<Q> interceptCall(ServerCall<Q, A> call, Metadata headers,
                                                           ServerCallHandler<Q, A> next) {
            String encoding = headers.get(ENCODING);
            if (encoding != null && !"identity".equals(encoding)) {
                call.setCompression(encoding);
            }
            return next.startCall(call, headers);
        }
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
