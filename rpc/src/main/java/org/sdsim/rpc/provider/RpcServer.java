package org.sdsim.rpc.provider;

import io.grpc.Server;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.sdsim.rpc.service.GrpcUserService;
import org.sdsim.rpc.service.UserService;
import org.sdsim.rpc.service.UserServiceImpl;
import org.sdsim.rpc.service.UserServicePb;
import org.sdsim.rpc.service.UserServicePbImpl;
import org.sdsim.rpc.stack.Stack;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.concurrent.TimeUnit;

/** One stack's server, listening on {@code host:port} (a name the JVM hosts file maps to 127.0.0.1). */
public interface RpcServer extends AutoCloseable {

    @Override
    void close();

    static RpcServer start(Stack stack, String host, int port) throws IOException, InterruptedException {
        return switch (stack) {
            case DUBBO_HESSIAN2, DUBBO_FASTJSON2, TRI_HESSIAN2 -> dubbo(stack, host, port, UserService.class, new UserServiceImpl());
            case TRI_PROTOBUF -> dubbo(stack, host, port, UserServicePb.class, new UserServicePbImpl());
            case GRPC -> grpc(host, port);
            case NETTY -> NettyEchoServer.start(host, port);
        };
    }

    private static <T> RpcServer dubbo(Stack stack, String host, int port, Class<T> iface, T impl) {
        ApplicationConfig application = new ApplicationConfig("sdsim-rpc-provider");
        application.setQosEnable(false);
        ProtocolConfig protocol = new ProtocolConfig(stack.protocol(), port);
        // A host name, not 127.0.0.1: Dubbo would bind 0.0.0.0 and advertise the machine's address.
        protocol.setHost(host);
        if (!"protobuf".equals(stack.serialization())) {
            // Dubbo 3.2+ prefers fastjson2 when the consumer offers it; pin the one measured.
            protocol.setSerialization(stack.serialization());
            protocol.setPreferSerialization(stack.serialization());
        }
        ServiceConfig<T> service = new ServiceConfig<>();
        service.setInterface(iface);
        service.setRef(impl);
        DubboBootstrap bootstrap = DubboBootstrap.newInstance()
                .application(application)
                .registry(new RegistryConfig(RegistryConfig.NO_AVAILABLE))
                .protocol(protocol)
                .service(service);
        bootstrap.start();
        return bootstrap::stop;
    }

    private static RpcServer grpc(String host, int port) throws IOException {
        Server server = NettyServerBuilder.forAddress(new InetSocketAddress(InetAddress.getByName(host), port))
                .addService(new GrpcUserService())
                .build()
                .start();
        return () -> {
            server.shutdown();
            try {
                server.awaitTermination(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
    }
}
