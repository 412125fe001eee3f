package org.sdsim.simulator.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.sdsim.simulator.folder.JsonFiles;

/**
 * A migration phase reads into its record and writes back as committed summary.json files hold it, key for key
 * in order; a damaged phase loses what it lost before.
 */
class MigrationPhaseJsonTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path REPORTS = Path.of("..", "reports");

    private static JsonNode summary(Path file) throws Exception {
        return JSON.readTree(Files.readString(file));
    }

    @Test
    void everyCommittedPhaseWritesBackAsCommitted() throws Exception {
        List<Path> runs;
        try (Stream<Path> dirs = Files.list(REPORTS)) {
            runs = dirs.filter(d -> d.getFileName().toString().startsWith("migration"))
                    .map(d -> d.resolve("summary.json")).sorted().toList();
        }
        int phases = 0;
        for (Path run : runs) {
            for (JsonNode mode : summary(run).get("modes")) {
                for (JsonNode committed : mode.path("migration").path("phases")) {
                    String expected = JSON.writeValueAsString(committed);
                    if (!committed.has("cacheFileLoads")) {
                        // written before the cache-file loads were counted: they come back as null, last
                        expected = expected.substring(0, expected.length() - 1) + ",\"cacheFileLoads\":null}";
                    }
                    MigrationPhase read = JSON.treeToValue(committed, MigrationPhase.class);
                    assertEquals(expected, JSON.writeValueAsString(read), run + " " + mode.get("mode") + " "
                            + committed.get("phase"));
                    phases++;
                }
            }
        }
        assertEquals(30, phases);
    }

    @Test
    void aFigureOfTheWrongTypeIsLeftOutAndAPhaseWithoutItsSpanIsLeftOutWhole() throws Exception {
        ObjectNode tree = (ObjectNode) summary(REPORTS.resolve("migration-no-file-cache").resolve("summary.json"));
        JsonNode phases = tree.get("modes").get(0).get("migration").get("phases");
        // one bad figure per phase: of several in one phase, Jackson reports the unwrapped parts' in an order
        // of its own, not the file's
        ((ObjectNode) phases.get(0)).put("probeP50Ms", "fast");
        ((ObjectNode) phases.get(1)).put("invokers", "some");
        ((ObjectNode) phases.get(2)).remove("fromSec");
        ((ObjectNode) tree.get("modes").get(1).get("migration").get("phases").get(1)).remove("callsOk");
        List<String> problems = new ArrayList<>();
        RunSummary read = JsonFiles.bind(tree, RunSummary.class, "summary.json",
                (where, what) -> problems.add(where + ": " + what));
        assertEquals(List.of(
                "summary.json: modes[0].migration.phases[0].probeP50Ms: Cannot deserialize value of type Double from String"
                        + " \"fast\": not a valid Double value; left out",
                "summary.json: modes[0].migration.phases[1].invokers: Cannot deserialize value of type Integer from String"
                        + " \"some\": not a valid Integer value; left out",
                "summary.json: modes[0].migration.phases[2]: missing fromSec; left out",
                "summary.json: modes[1].migration.phases[1]: missing callsOk; left out"), problems);
        MigrationSummary first = read.modes().get(0).migration();
        assertEquals(2, first.phases().size());
        assertNull(first.phases().get(0).probe().p50Ms());
        assertNull(first.phases().get(1).census().invokers());
        assertEquals(2, read.modes().get(1).migration().phases().size());
    }
}
