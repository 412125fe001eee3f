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
 * A real provider JVM per target and real JMH-forked consumers, one short scenario each, on Dubbo
 * 2.7 and 3.3 in one run: dubbo+hessian2 and dubbo+protobuf on both generations, triple+protobuf on
 * 3.3 (and skipped on 2.7, with 2.7's reason). Every key of rpc.json is there and plausible, every
 * row names the Dubbo both of its JVMs ran (they refuse any other), and every connection either side
 * had was to loopback.
 */
class RpcSuiteTest {

    private static final Set<String> KEYS = Set.of("protocol", "serialization", "dubboVersion", "method", "payload",
            "concurrency", "opsPerSec", "avgMs", "p50Ms", "p99Ms", "p999Ms", "allocBytesPerCallConsumer",
            "allocBytesPerCallProvider", "youngGcsPerMillionCalls", "cpuMicrosPerCall");

    @TempDir
    Path dir;

    @Test
    void aQuickRunOnTwoGenerationsRecordsEveryFigureOfEachOverLoopbackOnly() throws Exception {
        // Two measured iterations: the provider's connection census is read at each iteration's start.
        RpcOptions options = new RpcOptions(List.of(Stack.DUBBO_HESSIAN2, Stack.DUBBO_PROTOBUF, Stack.TRI_PROTOBUF),
                new RpcReleases(Generations.installed()).resolve(List.of("2.7", "3.3")), List.of(Method.GET_USER),
                List.of(Payload.KB1), List.of(2), 1, 1, Duration.ofMillis(300), 2, Duration.ofMillis(400),
                dir.resolve("run"));
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        RpcSuite.Result result = new RpcSuite(options, new PrintStream(progress, true, StandardCharsets.UTF_8))
                .run("test");
        assertEquals(Map.of(), result.failures(), progress.toString(StandardCharsets.UTF_8));

        Path run = dir.resolve("run");
        JsonNode rows = new ObjectMapper().readTree(run.resolve("rpc.json").toFile());
        List<String> stacks = new ArrayList<>();
        for (JsonNode row : rows) {
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
        assertEquals(List.of("dubbo-hessian2@2.7.23", "dubbo-hessian2@3.3.6", "dubbo-protobuf@2.7.23",
                "dubbo-protobuf@3.3.6", "tri-protobuf@3.3.6"), stacks);

        JsonNode connections = new ObjectMapper().readTree(run.resolve("connections.json").toFile());
        assertEquals(5, connections.size(), connections.toString());
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

        JsonNode manifest = new ObjectMapper().readTree(run.resolve("manifest.json").toFile());
        assertEquals("[\"tri-protobuf on Dubbo 2.7.23: skipped (no triple (tri-protobuf, tri-hessian2): the tri protocol "
                + "came with Dubbo 3.0)\"]", manifest.get("skipped").toString());
        assertTrue(Files.readString(run.resolve("summary.md")).contains("tri-protobuf on Dubbo 2.7.23: skipped"));

        // The 2.7 provider's own class path: its generation's Dubbo and nothing of the other's, nor gRPC.
        String command = Files.readAllLines(run.resolve("logs/provider-dubbo-hessian2@2.7.23.log")).get(0);
        assertTrue(command.contains("dubbo-2.7.23.jar") && command.contains("--add-opens"), command);
        assertFalse(command.contains("dubbo-3.3.6.jar") || command.contains("grpc-"), command);

        for (String file : List.of("manifest.json", "summary.md", "report.html", "gc/provider-dubbo-hessian2@2.7.23.log",
                "gc/provider-tri-protobuf@3.3.6.log")) {
            assertTrue(Files.size(run.resolve(file)) > 0, file);
        }
        assertFalse(new RpcFolder(run).consumerGcLogs(options.scenarios().get(0), "thrpt").isEmpty(), "consumer GC log");
        assertTrue(Files.readString(run.resolve("report.html")).contains("<svg"), "report charts");
    }
}
