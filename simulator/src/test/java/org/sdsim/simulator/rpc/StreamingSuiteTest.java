package org.sdsim.simulator.rpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.rpc.stack.Compression;
import org.sdsim.rpc.stack.Method;
import org.sdsim.rpc.stack.Payload;
import org.sdsim.rpc.stack.Stack;
import org.sdsim.simulator.generation.Generations;

/**
 * Bidirectional streaming on both stacks that stream (triple with protobuf on Dubbo 3.3, gRPC), and
 * gzip on gRPC: a real provider JVM each, JMH-forked consumers, every row measured.
 */
class StreamingSuiteTest {

    @TempDir
    Path dir;

    private RpcSuite.Result run(List<Stack> stacks, Compression compression, Path out) throws Exception {
        RpcOptions options = new RpcOptions(stacks, new RpcReleases(Generations.installed()).resolve(List.of("3.3")),
                List.of(Method.CHAT_USERS), List.of(Payload.KB1), List.of(2), 1, 1, Duration.ofMillis(300), 1,
                Duration.ofMillis(400), out, RpcJvmProfile.PUBLISHED_CONSUMER, false, List.of(compression));
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        RpcSuite.Result result = new RpcSuite(options, new PrintStream(progress, true, StandardCharsets.UTF_8)).run("test");
        assertEquals(Map.of(), result.failures(), progress.toString(StandardCharsets.UTF_8));
        return result;
    }

    private static List<String> rows(Path out) throws Exception {
        List<String> rows = new ArrayList<>();
        for (JsonNode row : new ObjectMapper().readTree(out.resolve("rpc.json").toFile())) {
            rows.add(row.get("protocol").asText() + " " + row.get("method").asText() + " " + row.get("compression").asText());
            assertTrue(row.get("opsPerSec").asDouble() > 0, row.toString());
            assertTrue(row.get("allocBytesPerCallProvider").asDouble() > 0, row.toString());
            assertEquals("15 user messages", row.get("payload").asText());
        }
        return rows;
    }

    @Test
    void bidirectionalStreamsOnTripleAndGrpcThenGzipOnGrpc() throws Exception {
        Path plain = dir.resolve("plain");
        run(List.of(Stack.TRI_PROTOBUF, Stack.GRPC), Compression.NONE, plain);
        assertEquals(List.of("tri chatUsers none", "grpc chatUsers none"), rows(plain));
        Path gzip = dir.resolve("gzip");
        run(List.of(Stack.GRPC), Compression.GZIP, gzip);
        assertEquals(List.of("grpc chatUsers gzip"), rows(gzip));
    }
}
