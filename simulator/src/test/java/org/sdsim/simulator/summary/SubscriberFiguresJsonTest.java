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
import org.junit.jupiter.api.Test;
import org.sdsim.simulator.folder.JsonFiles;

/**
 * A mode's {@code subscribers} block reads into its record and writes back as committed summary.json files hold
 * it, key for key in order; a damaged block loses what it lost before.
 */
class SubscriberFiguresJsonTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path REPORTS = Path.of("..", "reports");
    private static final List<String> WITH_SUBSCRIBERS = List.of("cpu-crosscheck", "registry-1000",
            "subscriber-calibration", "interface-consumer-pace/consumer-1c2g", "interface-consumer-pace/g1");

    private static JsonNode summary(String report) throws Exception {
        return JSON.readTree(Files.readString(REPORTS.resolve(report).resolve("summary.json")));
    }

    @Test
    void everyCommittedSubscribersBlockWritesBackAsCommitted() throws Exception {
        int blocks = 0;
        for (String report : WITH_SUBSCRIBERS) {
            for (JsonNode mode : summary(report).get("modes")) {
                JsonNode committed = mode.get("subscribers");
                String expected = JSON.writeValueAsString(committed);
                if (!committed.has("health")) {
                    // written before the load generator's health: it comes back as null, last
                    expected = expected.substring(0, expected.length() - 1) + ",\"health\":null}";
                }
                SubscriberFigures read = JSON.treeToValue(committed, SubscriberFigures.class);
                assertEquals(expected, JSON.writeValueAsString(read), report + " " + mode.get("mode"));
                blocks++;
            }
        }
        assertEquals(13, blocks);
    }

    @Test
    void aFigureOfTheWrongTypeIsLeftOutAndABlockWithoutItsSubscribersPerRegistryIsLeftOutWhole() throws Exception {
        ObjectNode tree = (ObjectNode) summary("subscriber-calibration");
        // one bad figure per block: of several in one block, Jackson reports the unwrapped parts' in an order
        // of its own, not the file's
        ((ObjectNode) tree.get("modes").get(0).get("subscribers")).put("p50Ms", "slow");
        ((ObjectNode) tree.get("modes").get(3).get("subscribers")).put("owedReads", "many");
        ((ObjectNode) tree.get("modes").get(1).get("subscribers")).remove("perRegistry");
        ((ObjectNode) tree.get("modes").get(2).get("subscribers")).remove("pushes");
        List<String> problems = new ArrayList<>();
        RunSummary read = JsonFiles.bind(tree, RunSummary.class, "summary.json",
                (where, what) -> problems.add(where + ": " + what));
        assertEquals(List.of(
                "summary.json: modes[0].subscribers.p50Ms: Cannot deserialize value of type Double from String \"slow\":"
                        + " not a valid Double value; left out",
                "summary.json: modes[1].subscribers: missing perRegistry; left out",
                "summary.json: modes[2].subscribers: missing pushes; left out",
                "summary.json: modes[3].subscribers.owedReads: Cannot deserialize value of type Long from String \"many\":"
                        + " not a valid Long value; left out"), problems);
        SubscriberFigures first = read.modes().get(0).subscribers();
        assertEquals(1, first.clients().perRegistry());
        assertNull(first.fanOut().p50Ms());
        assertNull(read.modes().get(3).subscribers().reach().owed());
        assertEquals(300.0, first.fanOut().p99Ms());
        assertNull(read.modes().get(1).subscribers());
        assertNull(read.modes().get(2).subscribers());
    }
}
