package org.sdsim.simulator.rpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.rpc.stack.Method;
import org.sdsim.rpc.stack.Payload;
import org.sdsim.rpc.stack.Stack;
import org.sdsim.simulator.generation.Generations;

/**
 * A real provider JVM per target and real JMH-forked consumers, one short scenario each, on every
 * generation with RPC stacks in one run: dubbo+hessian2 on Dubbo 2.7, 3.0 and 3.3, triple+protobuf on
 * 3.0 and 3.3 (and skipped on 2.7, with 2.7's reason); then dubbo+protobuf on 2.7's own protobuf
 * serialization. Every key of rpc.json is there and plausible, every row names the Dubbo both of its
 * JVMs ran (they refuse any other), and every connection either side had was to loopback.
 */
class RpcSuiteTest {

    private static final Set<String> KEYS = Set.of("protocol", "serialization", "dubboVersion", "method", "payload", "compression",
            "concurrency", "opsPerSec", "avgMs", "p50Ms", "p99Ms", "p999Ms", "allocBytesPerCallConsumer",
            "allocBytesPerCallProvider", "youngGcsPerMillionCalls", "cpuMicrosPerCall");

    @TempDir
    Path dir;

    /** getUser at 2 callers, one short iteration of warm-up and two measured (the provider's census is read at each start). */
    private RpcSuite.Result run(List<Stack> stacks, List<String> dubbo, Path out) throws Exception {
        RpcOptions options = new RpcOptions(stacks, new RpcReleases(Generations.installed()).resolve(dubbo),
                List.of(Method.GET_USER), List.of(Payload.KB1), List.of(2), 1, 1, Duration.ofMillis(300), 2,
                Duration.ofMillis(400), out);
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        RpcSuite.Result result = new RpcSuite(options, new PrintStream(progress, true, StandardCharsets.UTF_8)).run("test");
        assertEquals(Map.of(), result.failures(), progress.toString(StandardCharsets.UTF_8));
        return result;
    }

    /** Each row's "stack@dubbo", after checking that every key is there and every figure plausible. */
    private static List<String> checkedRows(Path run) throws Exception {
        List<String> stacks = new ArrayList<>();
        for (JsonNode row : new ObjectMapper().readTree(run.resolve("rpc.json").toFile())) {
            Set<String> keys = new TreeSet<>();
            row.fieldNames().forEachRemaining(keys::add);
            assertEquals(new TreeSet<>(KEYS), keys, "exactly the issue's keys");
            stacks.add(row.get("protocol").asText() + "-" + row.get("serialization").asText() + "@"
                    + row.get("dubboVersion").asText());
            assertEquals("getUser", row.get("method").asText());
            assertEquals(2, row.get("concurrency").asInt());
            assertTrue(row.get("opsPerSec").asDouble() > 0, row.toString());
            assertTrue(row.get("p99Ms").asDouble() >= row.get("p50Ms").asDouble(), row.toString());
            assertTrue(row.get("p999Ms").asDouble() >= row.get("p99Ms").asDouble(), row.toString());
            assertTrue(row.get("avgMs").asDouble() > 0, row.toString());
            assertTrue(row.get("allocBytesPerCallConsumer").asDouble() > 0, row.toString());
            assertTrue(row.get("allocBytesPerCallProvider").asDouble() > 0, row.toString());
            assertTrue(row.get("cpuMicrosPerCall").asDouble() > 0, row.toString());
            assertTrue(row.get("youngGcsPerMillionCalls").isNumber(), row.toString());
        }
        return stacks;
    }

    /** Both sides of every scenario connected to loopback only, and did connect. */
    private static void onlyLoopback(Path run, int scenarios) throws Exception {
        JsonNode connections = new ObjectMapper().readTree(run.resolve("connections.json").toFile());
        assertEquals(scenarios, connections.size(), connections.toString());
        for (JsonNode scenario : connections) {
            for (String side : List.of("consumer", "provider")) {
                JsonNode remotes = scenario.get(side);
                assertTrue(remotes.size() > 0, side + " recorded no connection: " + connections);
                for (Iterator<String> ips = remotes.fieldNames(); ips.hasNext(); ) {
                    String ip = ips.next();
                    assertTrue(ip.startsWith("127."), side + " connected to " + ip + ": " + connections);
                }
            }
        }
    }

    @Test
    void aQuickRunOnEveryGenerationRecordsEveryFigureOfEachOverLoopbackOnly() throws Exception {
        Path run = dir.resolve("run");
        run(List.of(Stack.DUBBO_HESSIAN2, Stack.TRI_PROTOBUF), List.of("2.7", "3.0", "3.3"), run);
        assertEquals(List.of("dubbo-hessian2@2.7.23", "dubbo-hessian2@3.0.15", "dubbo-hessian2@3.3.6",
                "tri-protobuf@3.0.15", "tri-protobuf@3.3.6"), checkedRows(run));
        onlyLoopback(run, 5);

        JsonNode manifest = new ObjectMapper().readTree(run.resolve("manifest.json").toFile());
        assertEquals("[\"tri-protobuf on Dubbo 2.7.23: skipped (no triple (tri-protobuf, tri-hessian2): the tri protocol "
                + "came with Dubbo 3.0)\"]", manifest.get("skipped").toString());
        assertTrue(Files.readString(run.resolve("summary.md")).contains("tri-protobuf on Dubbo 2.7.23: skipped"));

        // The 2.7 provider's own class path: its generation's Dubbo and nothing of another's, nor gRPC.
        String command = Files.readAllLines(run.resolve("logs/provider-dubbo-hessian2@2.7.23.log")).get(0);
        assertTrue(command.contains("dubbo-2.7.23.jar") && command.contains("--add-opens"), command);
        assertFalse(command.contains("dubbo-3.") || command.contains("grpc-"), command);

        for (String file : List.of("manifest.json", "summary.md", "report.html", "gc/provider-dubbo-hessian2@2.7.23.log",
                "gc/provider-tri-protobuf@3.0.15.log")) {
            assertTrue(Files.size(run.resolve(file)) > 0, file);
        }
        RpcRelease dubbo27 = new RpcReleases(Generations.installed()).resolve(List.of("2.7")).get(0);
        Scenario first = new Scenario(new RpcTarget(Stack.DUBBO_HESSIAN2, dubbo27), Method.GET_USER, Payload.KB1, 2);
        assertFalse(new RpcFolder(run).consumerGcLogs(first, "thrpt").isEmpty(), "consumer GC log");
        assertTrue(Files.readString(run.resolve("report.html")).contains("<svg"), "report charts");
    }

    @Test
    void dubboWithProtobufMessagesRunsOnTwoSevensOwnProtobufSerialization() throws Exception {
        Path run = dir.resolve("protobuf");
        run(List.of(Stack.DUBBO_PROTOBUF), List.of("2.7"), run);
        assertEquals(List.of("dubbo-protobuf@2.7.23"), checkedRows(run));
        onlyLoopback(run, 1);
    }
}
