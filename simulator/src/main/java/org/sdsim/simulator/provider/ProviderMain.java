package org.sdsim.simulator.provider;

import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.rpc.service.GenericService;
import org.sdsim.consumer.api.Command;
import org.sdsim.consumer.api.ControlLine;
import org.sdsim.consumer.api.ErrorReply;
import org.sdsim.consumer.api.ReadyReply;
import org.sdsim.consumer.api.StoppedReply;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The one real provider behind the fake fleet. It registers nowhere (the fleet's addresses are
 * written by the Registrar); every fake provider host name resolves to 127.0.0.1 through the
 * JVM hosts file, so each of the consumer's invokers ends on this process.
 *
 * <p>Speaks the consumer's control protocol on stdin/stdout: a {@link ReadyReply} with its port once
 * every interface is exported; exits on {@link Command#STOP} (after a {@link StoppedReply}) or
 * when stdin closes. Any other command is answered with an {@link ErrorReply}.
 */
public final class ProviderMain {

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: ProviderMain PROVIDER_SPEC_JSON");
            System.exit(2);
        }
        PrintStream control = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true,
                StandardCharsets.UTF_8);
        System.setOut(System.err);
        ProviderSpec spec = ProviderSpec.read(Path.of(args[0]));

        ApplicationConfig application = new ApplicationConfig("sdsim-real-provider");
        application.setQosEnable(false);
        ProtocolConfig protocol = new ProtocolConfig("dubbo", spec.port());
        protocol.setHost(spec.host());
        DubboBootstrap bootstrap = DubboBootstrap.newInstance()
                .application(application)
                .registry(new RegistryConfig(RegistryConfig.NO_AVAILABLE))
                .protocol(protocol);
        for (String iface : spec.interfaces()) {
            ServiceConfig<GenericService> service = new ServiceConfig<>();
            service.setInterface(iface);
            service.setRef(new EchoService(iface));
            service.setGeneric("true");
            service.setGroup(spec.group());
            service.setVersion(spec.version());
            bootstrap.service(service);
        }
        bootstrap.start();
        control.println(ControlLine.frame(ReadyReply.listeningOn(spec.port())));

        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            Command command = Command.parse(line).orElse(null);
            if (command == Command.STOP) {
                control.println(ControlLine.frame(new StoppedReply()));
                break;
            }
            control.println(ControlLine.frame(new ErrorReply(command, "the provider obeys only " + Command.STOP.line())));
        }
        bootstrap.stop();
        System.exit(0);
    }

    private ProviderMain() {
    }
}
