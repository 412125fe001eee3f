package org.sdsim.consumer25.rpc;

import org.junit.jupiter.api.Test;
import org.sdsim.consumer.jvm.SocketCensus;
import org.sdsim.rpc.client.UserClient;
import org.sdsim.rpc.dubbo.DubboStacks;
import org.sdsim.rpc.provider.RpcServer;
import org.sdsim.rpc.service.Fixtures;
import org.sdsim.rpc.service.OrderInfo;
import org.sdsim.rpc.service.User;
import org.sdsim.rpc.stack.Payload;
import org.sdsim.rpc.stack.Stack;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every stack of the Dubbo 2.5 protocol study on the real Dubbo 2.5.3: a real provider (Netty 3, the
 * RMI registry, Jetty 6 with Hessian or CXF) on a loopback name, and a real reference calling it
 * with each of the study's payloads. The surefire configuration maps the name to 127.0.0.1 (the
 * hosts file beside this test) and opens what 2.5 needs on Java 17, as the RPC JVMs' options do.
 */
class Dubbo25StacksTest {

    private static final String HOST = "rp.fleet.sdsim";
    private static final List<Stack> STUDY = List.of(Stack.DUBBO_HESSIAN2, Stack.DUBBO_DUBBO, Stack.DUBBO_JAVA,
            Stack.RMI_JAVA, Stack.RMI_HESSIAN2, Stack.HESSIAN_HESSIAN2, Stack.WEBSERVICE_SOAP);

    @Test
    void theGenerationOnTheClassPathIsDubbo253() {
        DubboStacks stacks = DubboStacks.onClassPath();
        assertInstanceOf(Dubbo25Stacks.class, stacks);
        assertTrue(stacks.toString().endsWith("on Dubbo 2.5.3"), stacks.toString());
    }

    @Test
    void everyStudyRowServesEveryPayloadOnLoopbackOnly() throws Exception {
        for (Stack stack : STUDY) {
            int port = freePort();
            try (RpcServer server = DubboStacks.onClassPath().serve(stack, HOST, port)) {
                assertLoopbackOnly(stack);
                for (Payload size : List.of(Payload.KB1, Payload.KB100, Payload.MB1)) {
                    try (UserClient client = DubboStacks.onClassPath().connect(stack, HOST, port, size)) {
                        String back = (String) client.echo();
                        assertEquals(size.bytes(), back.length(), stack.id() + " echo " + size.label());
                        assertEquals(Fixtures.text(size.bytes()), back, stack.id() + " echo " + size.label());
                        if (size == Payload.KB1) {
                            assertOrders(stack, client);
                            assertEquals(1L, ((User) client.getUser()).getId(), stack.id() + " getUser");
                        }
                        assertLoopbackPeers(stack);
                    }
                }
            }
        }
    }

    private static void assertOrders(Stack stack, UserClient client) {
        OrderInfo one = (OrderInfo) client.loadOrder();
        OrderInfo sent = Fixtures.order(1);
        assertEquals(sent.getOrderNo(), one.getOrderNo(), stack.id() + " loadOrder");
        assertEquals(sent.getItems().size(), one.getItems().size(), stack.id() + " loadOrder items");
        assertEquals(sent.getItems().get(2).getName(), one.getItems().get(2).getName(), stack.id() + " loadOrder item");
        assertEquals(sent.getAttributes(), one.getAttributes(), stack.id() + " loadOrder attributes");
        assertEquals(sent.getTags(), one.getTags(), stack.id() + " loadOrder tags");
        List<?> many = (List<?>) client.loadOrders();
        assertEquals(Fixtures.ORDERS, many.size(), stack.id() + " loadOrders");
        assertEquals(Fixtures.order(99).getOrderNo(), ((OrderInfo) many.get(99)).getOrderNo(), stack.id() + " loadOrders");
    }

    /** Every socket this JVM listens on (the provider's, RMI's registry and service, Jetty's) is on 127.0.0.1. */
    private static void assertLoopbackOnly(Stack stack) {
        Set<String> listening = SocketCensus.listeners();
        assertFalse(listening.isEmpty(), stack.id() + ": no listener found in /proc");
        for (String local : listening) {
            assertTrue(local.startsWith("127.0.0.1:"), stack.id() + " listens on " + local + " (all: " + listening + ")");
        }
    }

    private static void assertLoopbackPeers(Stack stack) {
        SocketCensus.remotes().keySet().forEach(ip ->
                assertEquals("127.0.0.1", ip, stack.id() + " connected to " + SocketCensus.remotes()));
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            return socket.getLocalPort();
        }
    }
}
