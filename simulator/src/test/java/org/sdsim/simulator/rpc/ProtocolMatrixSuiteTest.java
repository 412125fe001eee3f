package org.sdsim.simulator.rpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.rpc.stack.Method;
import org.sdsim.rpc.stack.Payload;
import org.sdsim.rpc.stack.Stack;
import org.sdsim.simulator.generation.Generations;

/**
 * The Dubbo 2.5 study's path end to end, on its two most involved rows: rmi (a registry and a
 * service object, both pinned to loopback) and webservice (CXF in Jetty 6), each a real provider JVM
 * on Dubbo 2.5.3 called by JMH forks with the study's LoadOrder; then rmi again with the study's own
 * method, a fresh consumer JVM per payload (webservice's 1 MB calls would make that a minute).
 * Every connection either side had was to loopback.
 */
class ProtocolMatrixSuiteTest {

    @TempDir
    Path dir;

    private static void run(List<Stack> stacks, boolean studyTimings, Path out) throws Exception {
        RpcOptions options = new RpcOptions(stacks, new RpcReleases(Generations.installed()).resolve(List.of("2.5")),
                List.of(Method.LOAD_ORDER), List.of(Payload.KB1), List.of(1), 1, 1, Duration.ofMillis(300), 1,
                Duration.ofMillis(400), out, RpcJvmProfile.PUBLISHED_CONSUMER, studyTimings,
                List.of(org.sdsim.rpc.stack.Compression.NONE));
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        RpcSuite.Result result = new RpcSuite(options, new PrintStream(progress, true, StandardCharsets.UTF_8)).run("test");
        assertEquals(Map.of(), result.failures(), progress.toString(StandardCharsets.UTF_8));
    }

    /** Every connection either side of every scenario had went to 127.0.0.1, and each consumer had one. */
    private static void onlyLoopback(JsonNode connections) {
        for (Iterator<Map.Entry<String, JsonNode>> it = connections.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> scenario = it.next();
            assertTrue(scenario.getValue().get("consumer").size() > 0, scenario.getKey() + ": the consumer recorded no connection");
            for (JsonNode side : scenario.getValue()) {
                side.fieldNames().forEachRemaining(ip -> assertEquals("127.0.0.1", ip, scenario.getKey() + ": " + side));
            }
        }
    }

    @Test
    void rmiAndWebserviceOnDubbo253AnswerJmhAndTheStudysOwnMethodOverLoopbackOnly() throws Exception {
        Path out = dir.resolve("matrix");
        run(List.of(Stack.RMI_JAVA, Stack.WEBSERVICE_SOAP), false, out);
        ObjectMapper json = new ObjectMapper();
        List<String> rows = new ArrayList<>();
        for (JsonNode row : json.readTree(out.resolve("rpc.json").toFile())) {
            rows.add(row.get("protocol").asText() + "-" + row.get("serialization").asText() + "@"
                    + row.get("dubboVersion").asText() + " " + row.get("payload").asText());
            assertTrue(row.get("opsPerSec").asDouble() > 0, row.toString());
            assertTrue(row.get("allocBytesPerCallProvider").asDouble() > 0, row.toString());
        }
        assertEquals(List.of("rmi-java@2.5.3 order", "webservice-soap@2.5.3 order"), rows);
        JsonNode jmhConnections = json.readTree(out.resolve("connections.json").toFile());
        assertEquals(2, jmhConnections.size(), jmhConnections.toString());
        onlyLoopback(jmhConnections);
        assertTrue(Files.readString(out.resolve("report.html")).contains("Beside the Dubbo 2.5 protocol study"));

        Path studied = dir.resolve("study");
        run(List.of(Stack.RMI_JAVA), true, studied);
        JsonNode study = json.readTree(studied.resolve("study.json").toFile());
        assertEquals(ProtocolStudy.PAYLOADS.size(), study.size(), study.toString());
        for (JsonNode t : study) {
            assertEquals("2.5.3", t.get("dubboVersion").asText());
            assertTrue(t.get("singleThreadAvgMs").asDouble() > 0, t.toString());
            assertTrue(t.get("tenCallersTotalMs").asDouble() >= t.get("firstConnectMs").asDouble(), t.toString());
        }

        JsonNode connections = json.readTree(studied.resolve("connections.json").toFile());
        assertEquals(1 + ProtocolStudy.PAYLOADS.size(), connections.size(), connections.toString());
        onlyLoopback(connections);
        String summary = Files.readString(studied.resolve("summary.md"));
        assertTrue(summary.contains("## Beside the Dubbo 2.5 protocol study"), summary);
        assertTrue(summary.matches("(?s).*\\| D \\(rmi, java\\) \\| rmi-java \\| 1MB \\| \\d+\\.\\d{3} \\| 15\\.210 \\|.*"), summary);
        assertTrue(summary.contains("rmi-java and rmi-hessian2 run the same code"), "the 2.5 notes: " + summary);
    }
}
