package org.sdsim.simulator.cli;

import org.sdsim.rpc.stack.Method;
import org.sdsim.rpc.stack.Payload;
import org.sdsim.rpc.stack.Stack;
import org.sdsim.simulator.rpc.RpcJvmProfile;
import org.sdsim.simulator.rpc.RpcOptions;
import org.sdsim.simulator.run.UserError;

import java.time.Duration;
import java.util.List;

/**
 * What {@code sdsim rpc --preset} fills in where a flag is not given: the quick default suite, the
 * Dubbo 2.5 protocol study's matrix, or the rpc-benchmark suite's JMH settings.
 *
 * @param dubbo null: the newest generation
 */
record RpcPreset(String name, List<String> dubbo, List<String> protocols, List<String> serializations,
                 List<String> methods, List<String> payloads, List<Integer> concurrency, int warmupIterations,
                 Duration warmupTime, int iterations, Duration iterationTime, RpcJvmProfile jvm, boolean studyTimings) {

    static final RpcPreset DEFAULT = new RpcPreset("default", null, Stack.DEFAULT_PROTOCOLS, Stack.DEFAULT_SERIALIZATIONS,
            RpcOptions.DEFAULT_METHODS.stream().map(Method::id).toList(), List.of(Payload.KB1.label()),
            RpcOptions.DEFAULT_CONCURRENCY, 3, Duration.ofSeconds(1), 2, Duration.ofSeconds(1),
            RpcJvmProfile.PUBLISHED_CONSUMER, false);

    /**
     * The Dubbo 2.5 study: its seven rows on its own release, its calls (LoadOrder, LoadOrders,
     * SendStr of 1 KB, 100 KB, 1 MB) and its 1 and 10 callers; one warm-up iteration fewer than the
     * default suite, as the study's own method runs besides.
     */
    static final RpcPreset PROTOCOL_MATRIX = new RpcPreset("protocol-matrix", List.of("2.5"),
            List.of("dubbo", "rmi", "hessian", "webservice"), List.of("hessian2", "dubbo", "java", "soap"),
            List.of(Method.LOAD_ORDER.id(), Method.LOAD_ORDERS.id(), Method.ECHO.id()),
            List.of(Payload.KB1.label(), Payload.KB100.label(), Payload.MB1.label()), List.of(1, 10),
            1, Duration.ofSeconds(1), 2, Duration.ofSeconds(1), RpcJvmProfile.PUBLISHED_CONSUMER, true);

    /** rpc-benchmark's README: "JMH, 32 threads, 3 warm-up and 3 measured rounds of 10 s", "-Xmx1g -Xms1g -XX:+UseG1GC". */
    static final RpcPreset RPC_BENCHMARK = new RpcPreset("rpc-benchmark", null, Stack.DEFAULT_PROTOCOLS,
            Stack.DEFAULT_SERIALIZATIONS, RpcOptions.DEFAULT_METHODS.stream().map(Method::id).toList(),
            List.of(Payload.KB1.label()), List.of(32), 3, Duration.ofSeconds(10), 3, Duration.ofSeconds(10),
            RpcJvmProfile.RPC_BENCHMARK, false);

    static RpcPreset of(String name) {
        if (name == null) {
            return DEFAULT;
        }
        for (RpcPreset p : List.of(PROTOCOL_MATRIX, RPC_BENCHMARK)) {
            if (p.name.equals(name)) {
                return p;
            }
        }
        throw new UserError("--preset: unknown preset '" + name + "'; expected protocol-matrix or rpc-benchmark");
    }
}
