package org.sdsim.simulator.orchestrator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.simulator.cli.ExitCode;

/**
 * An embedded registry's JVM that dies during a run (here: SIGKILL from outside, as the kernel's
 * OOM killer would) is recorded, ends the run with its reason and the registry exit code, and the
 * orchestrator still writes the table, summary.json and report.html from what was kept.
 */
class RegistryDeathTest {

    @TempDir
    Path dir;

    @Test
    void aRegistryThatDiesEndsTheRunWithExitThreeAndEverythingRecordedIsWritten() throws Exception {
        Integer code;
        String output;
        try (SdsimRunProcess run = SdsimRunProcess.start(dir, List.of("--duration", "5m"))) {
            assertTrue(run.awaitOutput("[interface] probe:", Duration.ofMinutes(3)),
                    "the consumer never measured:\n" + run.output());
            ProcessHandle zk2 = SdsimRunProcess.find(run.descendants(), "RegistryMain zk2");
            new ProcessBuilder("kill", "-9", Long.toString(zk2.pid())).start().waitFor();
            code = run.waitFor(Duration.ofMinutes(2));
            output = run.output();
        }
        assertNotNull(code, "the run did not end after its registry died:\n" + output);
        assertEquals(ExitCode.REGISTRY.code(), code, output);
        assertTrue(output.contains("registry zk2"), output);
        assertTrue(output.matches("(?s).*\\nmode +outcome .*"), "the console table is printed:\n" + output);

        Path runDir = dir.resolve("run");
        ObjectMapper json = new ObjectMapper();
        JsonNode summary = json.readTree(runDir.resolve("summary.json").toFile());
        assertTrue(summary.path("endedEarly").asText().contains("registry zk2"), summary.toString());
        JsonNode mode = summary.path("modes").get(0);
        assertEquals("interrupted", mode.path("outcome").asText(), mode.toString());
        assertTrue(mode.path("heapAfterFullGcMb").isNumber(), "the probes before the death are kept: " + mode);

        List<String> events = Files.readAllLines(runDir.resolve("registries/events.jsonl"));
        JsonNode died = events.stream().map(l -> read(json, l)).filter(e -> e.path("event").asText().equals("died"))
                .findFirst().orElseThrow(() -> new AssertionError("no died event: " + events));
        assertEquals("zk2", died.path("registry").asText());
        assertEquals(137, died.path("exitCode").asInt(), died.toString());
        assertEquals(false, died.path("outOfHeap").asBoolean(), died.toString());
        assertTrue(Files.exists(runDir.resolve("report.html")), "no report.html:\n" + output);
        assertTrue(Files.readString(runDir.resolve("report.html")).contains("the run ended early: registry zk2"),
                "the report says why the run ended early");
    }

    private static JsonNode read(ObjectMapper json, String line) {
        try {
            return json.readTree(line);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
