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
import java.util.ArrayList;
import java.util.List;

/**
 * The one real provider behind the fleet, synthetic or captured. It registers nowhere (the fleet's
 * addresses are written by the Registrar); every fleet host name resolves to 127.0.0.1 through the
 * JVM hosts file, so each of the consumer's invokers ends on this process, whatever port its
 * provider URL names (it listens on every one).
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
        List<ProtocolConfig> protocols = new ArrayList<>();
        for (int port : spec.ports()) {
            ProtocolConfig protocol = new ProtocolConfig("dubbo", port);
            protocol.setId("dubbo-" + port);
            protocol.setHost(spec.host());
            protocols.add(protocol);
        }
        DubboBootstrap bootstrap = DubboBootstrap.newInstance()
                .application(application)
                .registry(new RegistryConfig(RegistryConfig.NO_AVAILABLE))
                .protocols(protocols);
        for (ProviderSpec.Export export : spec.services()) {
            ServiceConfig<GenericService> service = new ServiceConfig<>();
            service.setInterface(export.interfaceName());
            if (!export.path().isEmpty() && !export.path().equals(export.interfaceName())) {
                service.setPath(export.path()); // the consumer calls the path its providers registered
            }
            service.setRef(new EchoService(export.interfaceName()));
            service.setGeneric("true");
            if (!export.group().isEmpty()) {
                service.setGroup(export.group());
            }
            if (!export.version().isEmpty()) {
                service.setVersion(export.version());
            }
            service.setProtocols(protocols); // on every port: a consumer dials the one its provider URL names
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
