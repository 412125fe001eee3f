package org.sdsim.simulator.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sdsim.rpc.stack.Method;
import org.sdsim.rpc.stack.Payload;
import org.sdsim.rpc.stack.Stack;
import org.sdsim.simulator.rpc.RpcJvmProfile;
import org.sdsim.simulator.rpc.RpcOptions;
import org.sdsim.simulator.rpc.RpcRelease;
import picocli.CommandLine;

/** What `sdsim rpc --preset` fills in, and that a flag given explicitly still wins. */
class RpcPresetTest {

    private static RpcOptions options(String... args) {
        RpcCommand rpc = new RpcCommand();
        new CommandLine(rpc).parseArgs(args);
        return rpc.options();
    }

    @Test
    void theProtocolMatrixIsTheDubbo25StudysSevenRowsOnItsOwnRelease() {
        RpcOptions o = options("--preset", "protocol-matrix");
        assertEquals(List.of("2.5.3"), o.dubbo().stream().map(RpcRelease::version).toList());
        assertEquals(List.of("dubbo-hessian2", "dubbo-dubbo", "dubbo-java", "rmi-java", "rmi-hessian2", "hessian-hessian2",
                "webservice-soap"), o.targets().stream().map(t -> t.stack().id()).toList());
        assertEquals(List.of(Method.LOAD_ORDER, Method.LOAD_ORDERS, Method.ECHO), o.methods());
        assertEquals(List.of(Payload.KB1, Payload.KB100, Payload.MB1), o.payloads());
        assertEquals(List.of(1, 10), o.concurrency());
        assertTrue(o.studyTimings());
        assertEquals(7, o.studyTargets().size());
        // 7 stacks × (loadOrder, loadOrders, echo × 3 sizes) × 2 caller counts
        assertEquals(70, o.scenarios().size());
        assertTrue(o.skipped().isEmpty(), o.skipped().toString());
    }

    @Test
    void aFlagGivenExplicitlyWinsOverThePreset() {
        RpcOptions o = options("--preset", "protocol-matrix", "--protocols", "rmi", "--concurrency", "1");
        assertEquals(List.of(Stack.RMI_JAVA, Stack.RMI_HESSIAN2), o.targets().stream().map(t -> t.stack()).toList());
        assertEquals(List.of(1), o.concurrency());
    }

    @Test
    void theRpcBenchmarkPresetHasThatSuitesJmhSettingsAndJvm() {
        RpcOptions o = options("--preset", "rpc-benchmark");
        assertEquals(List.of(32), o.concurrency());
        assertEquals(3, o.warmupIterations());
        assertEquals(3, o.iterations());
        assertEquals(Duration.ofSeconds(10), o.warmupTime());
        assertEquals(Duration.ofSeconds(10), o.iterationTime());
        assertEquals(RpcJvmProfile.RPC_BENCHMARK, o.jvm());
        assertFalse(o.studyTimings());
    }

    @Test
    void withoutAPresetTheStudysProtocolsStayOut() {
        RpcOptions o = options();
        assertEquals(RpcJvmProfile.PUBLISHED_CONSUMER, o.jvm());
        assertTrue(o.targets().stream().noneMatch(t -> List.of("rmi", "hessian", "webservice").contains(t.stack().protocol())));
        assertFalse(o.studyTimings());
    }

    @Test
    void payloadBytesAreTheDubboGoSuitesSizesLabelledBySize() {
        RpcOptions o = options("--methods", "echo", "--payload-bytes", "128,1024,16384,1048576");
        assertEquals(List.of("128B", "1KB", "16KB", "1MB"), o.payloads().stream().map(Payload::label).toList());
        assertEquals(List.of(128, 1024, 16384, 1048576), o.payloads().stream().map(Payload::bytes).toList());
    }
}
