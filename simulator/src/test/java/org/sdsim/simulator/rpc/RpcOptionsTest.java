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

    static final RpcRelease DUBBO_27 = new RpcRelease("2.7", "2.7.23", List.of(Stack.DUBBO_HESSIAN2, Stack.DUBBO_PROTOBUF),
            List.of("no triple (tri-protobuf, tri-hessian2): the tri protocol came with Dubbo 3.0"));
    static final RpcRelease DUBBO_33 = new RpcRelease("3.3", "3.3.6", List.of(Stack.DUBBO_HESSIAN2, Stack.DUBBO_FASTJSON2,
            Stack.DUBBO_PROTOBUF, Stack.TRI_PROTOBUF, Stack.TRI_HESSIAN2), List.of());

    private static RpcOptions options(List<Stack> stacks, List<Method> methods, List<Payload> payloads,
                                      List<Integer> concurrency) {
        return options(stacks, List.of(DUBBO_33), methods, payloads, concurrency);
    }

    private static RpcOptions options(List<Stack> stacks, List<RpcRelease> dubbo, List<Method> methods,
                                      List<Payload> payloads, List<Integer> concurrency) {
        return new RpcOptions(stacks, dubbo, methods, payloads, concurrency, 1, 1, Duration.ofSeconds(1), 1,
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
        UserError e = assertThrows(UserError.class, () -> RpcOptions.select(List.of("grpc"), List.of("hessian2")));
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
        assertEquals(List.of("tri-protobuf@3.3.6_streamUsers_c1"), o.scenarios().stream().map(Scenario::id).toList());
        UserError e = assertThrows(UserError.class, () -> options(List.of(Stack.NETTY), List.of(Method.STREAM_USERS),
                List.of(Payload.KB1), List.of(1)));
        assertTrue(e.getMessage().startsWith("--methods streamUsers"), e.getMessage());
    }

    @Test
    void eachDubboStackRunsOnEveryReleaseThatHasItAndThePeersRunOnce() {
        RpcOptions o = options(List.of(Stack.DUBBO_HESSIAN2, Stack.TRI_PROTOBUF, Stack.GRPC), List.of(DUBBO_27, DUBBO_33),
                List.of(Method.GET_USER), List.of(Payload.KB1), List.of(32));
        assertEquals(List.of("dubbo-hessian2@2.7.23", "dubbo-hessian2@3.3.6", "tri-protobuf@3.3.6", "grpc-protobuf"),
                o.targets().stream().map(RpcTarget::id).toList());
        assertEquals(List.of("dubbo-hessian2@2.7.23_getUser_c32", "dubbo-hessian2@3.3.6_getUser_c32",
                "tri-protobuf@3.3.6_getUser_c32", "grpc-protobuf_getUser_c32"),
                o.scenarios().stream().map(Scenario::id).toList());
        assertEquals(List.of("tri-protobuf on Dubbo 2.7.23: skipped (no triple (tri-protobuf, tri-hessian2): the tri "
                + "protocol came with Dubbo 3.0)"), o.skipped());
    }

    @Test
    void aSelectionThatNoReleaseRunsIsAnErrorThatSaysWhatEachHas() {
        UserError e = assertThrows(UserError.class, () -> options(List.of(Stack.TRI_PROTOBUF), List.of(DUBBO_27),
                List.of(Method.GET_USER), List.of(Payload.KB1), List.of(1)));
        assertEquals("--protocols/--serializations select no stack that Dubbo 2.7.23 (dubbo-hessian2, dubbo-protobuf) has",
                e.getMessage());
    }

    @Test
    void concurrencyOutOfRangeNamesTheFlag() {
        UserError e = assertThrows(UserError.class, () -> options(List.of(Stack.GRPC), List.of(Method.GET_USER),
                List.of(Payload.KB1), List.of(0)));
        assertTrue(e.getMessage().startsWith("--concurrency: 0"), e.getMessage());
    }

    @Test
    void gzipRunsWhereTheClientCompressesAndIsSkippedWithTheReasonElsewhere() {
        RpcRelease dubbo30 = new RpcRelease("3.0", "3.0.15", List.of(Stack.TRI_PROTOBUF), List.of(),
                List.of("no gzip on tri-protobuf or tri-hessian2: 3.0.15's TripleInvoker sets Compressor.NONE"));
        RpcRelease dubbo33 = new RpcRelease("3.3", "3.3.6", List.of(Stack.TRI_PROTOBUF), List.of(Stack.TRI_PROTOBUF),
                List.of());
        RpcOptions o = new RpcOptions(List.of(Stack.TRI_PROTOBUF, Stack.GRPC, Stack.NETTY), List.of(dubbo30, dubbo33),
                List.of(Method.ECHO), List.of(Payload.KB1), List.of(1), 1, 1, Duration.ofSeconds(1), 1,
                Duration.ofSeconds(1), Path.of("out"), RpcJvmProfile.PUBLISHED_CONSUMER, false,
                List.of(org.sdsim.rpc.stack.Compression.NONE, org.sdsim.rpc.stack.Compression.GZIP));
        assertEquals(List.of("tri-protobuf@3.0.15_echo_1KB_c1", "tri-protobuf@3.3.6_echo_1KB_c1",
                "tri-protobuf@3.3.6_echo_1KB_c1_gzip", "grpc-protobuf_echo_1KB_c1", "grpc-protobuf_echo_1KB_c1_gzip",
                "netty-raw_echo_1KB_c1"), o.scenarios().stream().map(Scenario::id).toList());
        assertEquals(List.of("tri-protobuf on Dubbo 3.0.15: gzip skipped (no gzip on tri-protobuf or tri-hessian2: "
                + "3.0.15's TripleInvoker sets Compressor.NONE)"), o.skipped());
    }
}
