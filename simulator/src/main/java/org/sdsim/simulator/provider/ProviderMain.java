package org.sdsim.simulator.provider;

import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.rpc.service.GenericService;
import org.sdsim.consumer.api.Command;
import org.sdsim.consumer.api.ErrorReply;
import org.sdsim.consumer.api.ReadyReply;
import org.sdsim.consumer.api.StoppedReply;
import org.sdsim.consumer.child.ChildControl;

import java.nio.file.Path;

/**
 * The one real provider behind the fake fleet. It registers nowhere (the fleet's addresses are
 * written by the Registrar); every fake provider host name resolves to 127.0.0.1 through the
 * JVM hosts file, so each of the consumer's invokers ends on this process.
 *
 * <p>Speaks the consumer's control protocol on stdin/stdout: a {@link ReadyReply} with its port once
 * every interface is exported; exits on {@link Command#STOP} (after a {@link StoppedReply}), and
 * within seconds of the orchestrator's end ({@link ChildControl}). Any other command is answered
 * with an {@link ErrorReply}.
 */
public final class ProviderMain {

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: ProviderMain PROVIDER_SPEC_JSON");
            System.exit(2);
        }
        ChildControl control = ChildControl.open("sdsim provider");
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
        control.reply(ReadyReply.listeningOn(spec.port()));
        control.awaitStop();
        bootstrap.stop();
        System.exit(0);
    }

    private ProviderMain() {
    }
}
