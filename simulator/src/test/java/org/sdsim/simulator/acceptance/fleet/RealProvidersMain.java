package org.sdsim.simulator.acceptance.fleet;

import java.util.ArrayList;
import java.util.List;

import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.rpc.model.FrameworkModel;

/**
 * Real Dubbo 3.3.6 providers for the capture acceptance test, in a JVM of their own (the test's
 * class path; a hosts file maps their host names to loopback addresses): three provider instances of
 * two applications, each a {@link DubboBootstrap} with {@code register-mode=all} and remote metadata,
 * exporting over dubbo and tri:
 * <ul>
 *   <li>{@code capture-orders} on {@code o1.capture.sdsim} and {@code o2.capture.sdsim} (the same ports on
 *       two loopback addresses, as two machines of one deployment): OrderService in group blue
 *       version 1.0.0 (dubbo, tri) and in group green version 2.0.0 (dubbo), PaymentService version 1.0.0
 *       (dubbo, tri);</li>
 *   <li>{@code capture-users} on {@code u1.capture.sdsim}: UserService version 1.0.0 (dubbo, tri),
 *       AccountService in group x (dubbo).</li>
 * </ul>
 * It says READY once all are exported and exits when its stdin closes.
 *
 * <p>Usage: {@code RealProvidersMain zookeeper://HOST:PORT ORDERS_DUBBO ORDERS_TRI USERS_DUBBO USERS_TRI}.
 */
public final class RealProvidersMain {

    public static void main(String[] args) throws Exception {
        String registry = args[0];
        int ordersDubbo = Integer.parseInt(args[1]);
        int ordersTri = Integer.parseInt(args[2]);
        int usersDubbo = Integer.parseInt(args[3]);
        int usersTri = Integer.parseInt(args[4]);
        List<DubboBootstrap> running = new ArrayList<>();
        for (String host : List.of("o1.capture.sdsim", "o2.capture.sdsim")) {
            DubboBootstrap orders = instance("capture-orders", registry, host, ordersDubbo, ordersTri);
            orders.service(service(OrderService.class, "blue", "1.0.0", "dubbo,tri"));
            orders.service(service(OrderService.class, "green", "2.0.0", "dubbo"));
            orders.service(service(PaymentService.class, null, "1.0.0", "dubbo,tri"));
            running.add(orders.start());
        }
        DubboBootstrap users = instance("capture-users", registry, "u1.capture.sdsim", usersDubbo, usersTri);
        users.service(service(UserService.class, null, "1.0.0", "dubbo,tri"));
        users.service(service(AccountService.class, "x", null, "dubbo"));
        running.add(users.start());
        System.out.println("READY");
        System.out.flush();
        while (System.in.read() >= 0) {
            // until the test closes our stdin
        }
        running.forEach(DubboBootstrap::stop);
        System.exit(0);
    }

    /** One provider process's bootstrap: its application, the registry, dubbo and tri bound to its host name. */
    private static DubboBootstrap instance(String app, String registry, String host, int dubboPort, int triPort) {
        ApplicationConfig application = new ApplicationConfig(app);
        application.setQosEnable(false);
        application.setRegisterMode("all");
        // with remote metadata the consumer reads MetadataInfo from the registry, as in sdsim's synthetic fleet
        application.setMetadataType("remote");
        ProtocolConfig dubbo = new ProtocolConfig("dubbo", dubboPort);
        dubbo.setId("dubbo");
        dubbo.setHost(host);
        ProtocolConfig tri = new ProtocolConfig("tri", triPort);
        tri.setId("tri");
        tri.setHost(host);
        // a framework model of its own, as a process of its own has: one JVM's instances would otherwise share
        // the triple protocol's path table and refuse the second PaymentService
        return DubboBootstrap.newInstance(new FrameworkModel()).application(application)
                .registry(new RegistryConfig(registry)).protocols(List.of(dubbo, tri));
    }

    private static <T> ServiceConfig<T> service(Class<T> type, String group, String version, String protocols) {
        ServiceConfig<T> service = new ServiceConfig<>();
        service.setInterface(type);
        service.setRef(type.cast(new Answers()));
        service.setGroup(group);
        service.setVersion(version);
        service.setProtocolIds(protocols);
        return service;
    }

    private RealProvidersMain() {
    }
}
