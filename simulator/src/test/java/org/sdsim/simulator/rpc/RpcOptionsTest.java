package org.sdsim.simulator.rpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sdsim.rpc.stack.Method;
import org.sdsim.rpc.stack.Payload;
import org.sdsim.rpc.stack.Stack;
import org.sdsim.simulator.run.UserError;

/** The matrix a selection expands to, and the errors a bad selection gets. */
class RpcOptionsTest {

    private static RpcOptions options(List<Stack> stacks, List<Method> methods, List<Payload> payloads,
                                      List<Integer> concurrency) {
        return new RpcOptions(stacks, methods, payloads, concurrency, 1, 1, Duration.ofSeconds(1), 1,
                Duration.ofSeconds(1), Path.of("out"));
    }

    @Test
    void protocolsAndSerializationsSelectTheStacksThatHaveBoth() {
        assertEquals(List.of(Stack.DUBBO_HESSIAN2, Stack.TRI_HESSIAN2),
                RpcOptions.select(List.of("dubbo", "tri"), List.of("hessian2")));
        assertEquals(List.of(Stack.values()), RpcOptions.select(Stack.PROTOCOLS, Stack.SERIALIZATIONS));
    }

    @Test
    void anUnknownProtocolNamesTheFlagAndTheAllowedValues() {
        UserError e = assertThrows(UserError.class, () -> RpcOptions.select(List.of("foo"), Stack.SERIALIZATIONS));
        assertTrue(e.getMessage().startsWith("--protocols: unknown protocol 'foo'"), e.getMessage());
        assertTrue(e.getMessage().contains("dubbo, tri, grpc, netty"), e.getMessage());
    }

    @Test
    void anUnknownSerializationNamesItsFlag() {
        UserError e = assertThrows(UserError.class, () -> RpcOptions.select(Stack.PROTOCOLS, List.of("kryo")));
        assertTrue(e.getMessage().startsWith("--serializations: unknown serialization 'kryo'"), e.getMessage());
    }

    @Test
    void aPairThatNoStackHasIsAnErrorThatListsTheStacks() {
        UserError e = assertThrows(UserError.class, () -> RpcOptions.select(List.of("dubbo"), List.of("protobuf")));
        assertTrue(e.getMessage().contains("select no stack"), e.getMessage());
        assertTrue(e.getMessage().contains(Stack.ids()), e.getMessage());
    }

    @Test
    void echoRunsOncePerPayloadAndTheOtherCallsOnce() {
        RpcOptions o = options(List.of(Stack.GRPC), List.of(Method.GET_USER, Method.ECHO),
                List.of(Payload.KB1, Payload.MB1), List.of(1, 32));
        List<String> ids = o.scenarios().stream().map(Scenario::id).toList();
        assertEquals(List.of("grpc-protobuf_getUser_c1", "grpc-protobuf_getUser_c32", "grpc-protobuf_echo_1KB_c1",
                "grpc-protobuf_echo_1KB_c32", "grpc-protobuf_echo_1MB_c1", "grpc-protobuf_echo_1MB_c32"), ids);
    }

    @Test
    void streamingIsLeftOutWhereTheStackHasNoneAndAnErrorWhenNothingRemains() {
        RpcOptions o = options(List.of(Stack.DUBBO_HESSIAN2, Stack.TRI_PROTOBUF), List.of(Method.STREAM_USERS),
                List.of(Payload.KB1), List.of(1));
        assertEquals(List.of("tri-protobuf_streamUsers_c1"), o.scenarios().stream().map(Scenario::id).toList());
        UserError e = assertThrows(UserError.class, () -> options(List.of(Stack.NETTY), List.of(Method.STREAM_USERS),
                List.of(Payload.KB1), List.of(1)));
        assertTrue(e.getMessage().startsWith("--methods streamUsers"), e.getMessage());
    }

    @Test
    void concurrencyOutOfRangeNamesTheFlag() {
        UserError e = assertThrows(UserError.class, () -> options(List.of(Stack.GRPC), List.of(Method.GET_USER),
                List.of(Payload.KB1), List.of(0)));
        assertTrue(e.getMessage().startsWith("--concurrency: 0"), e.getMessage());
    }
}
