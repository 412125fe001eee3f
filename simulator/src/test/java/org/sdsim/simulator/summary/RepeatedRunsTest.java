package org.sdsim.simulator.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sdsim.simulator.folder.JsonFiles;

/** A mode run several times: each figure is its median and range over the runs, in the tables and in summary.json. */
class RepeatedRunsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static ModeSummary run(String mode, Integer repeat, Double heapMb) throws Exception {
        return JSON.readValue("{\"mode\":\"" + mode + "\",\"dubbo\":\"3.3.6\",\"repeat\":" + repeat
                + ",\"heapAfterFullGcMb\":" + heapMb + "}", ModeSummary.class);
    }

    @Test
    void aSpreadIsTheMedianAndRangeOfWhatTheRunsMeasured() {
        Spread s = Spread.of(Arrays.asList(135.2, null, 130.1, 140.3, Double.NaN));
        assertEquals(new Spread(135.2, 130.1, 140.3, 3), s);
        assertEquals("135.2 [130.1–140.3]", s.text("%,.1f"));
        assertEquals("135.2", Spread.of(List.of(135.2)).text("%,.1f"), "one run has no range");
        assertNull(Spread.of(Arrays.asList(null, null)));
        assertTrue(s.overlaps(new Spread(141, 140.3, 150, 3)), "ranges that touch overlap");
        assertFalse(s.overlaps(new Spread(145, 140.4, 150, 3)));
    }

    @Test
    void runsOfOneModeAreGroupedInTheOrderTheModesFirstRan() throws Exception {
        List<ModeRuns> modes = ModeRuns.of(List.of(run("interface", 1, 130.0), run("application", 1, 40.0),
                run("application", 2, 41.0), run("interface", 2, 140.0), run("interface", 3, 135.0)));
        assertEquals(List.of("interface", "application"), modes.stream().map(m -> m.mode().id()).toList());
        assertEquals(new Spread(135.0, 130.0, 140.0, 3), modes.get(0).spread(Figure.HEAP_AFTER_FULL_GC_MB));
    }

    @Test
    void summaryJsonGivesEachModesFiguresOverItsRunsAndNothingForASingleRun() throws Exception {
        RunSummary repeated = new RunSummary("r", List.of(run("interface", 1, 130.0), run("interface", 2, 140.0)));
        JsonNode json = JSON.readTree(JsonFiles.json(repeated));
        JsonNode heap = json.path("repeats").path("interface").path("figures").path("heapAfterFullGcMb");
        assertEquals(135.0, heap.path("median").asDouble());
        assertEquals(130.0, heap.path("min").asDouble());
        assertEquals(140.0, heap.path("max").asDouble());
        assertEquals(2, json.path("repeats").path("interface").path("runs").asInt());
        assertEquals(2, json.path("modes").size());
        assertEquals(2, json.path("modes").get(1).path("repeat").asInt());

        JsonNode single = JSON.readTree(JsonFiles.json(new RunSummary("r", List.of(run("interface", null, 130.0)))));
        assertTrue(single.path("repeats").isMissingNode(), single.toString());
        assertTrue(single.path("modes").get(0).path("repeat").isMissingNode(), "a mode run once has no repeat");
    }

    @Test
    void aRepeatedSummaryReadsBackWithoutAProblemAndItsSpreadsAreDrawnAgain() throws Exception {
        RunSummary repeated = new RunSummary("r", List.of(run("interface", 1, 130.0), run("interface", 2, 140.0)));
        List<String> problems = new java.util.ArrayList<>();
        RunSummary back = JsonFiles.bind(JSON.readTree(JsonFiles.json(repeated)), RunSummary.class, "summary.json",
                (where, what) -> problems.add(where + ": " + what));
        assertEquals(List.of(), problems, "summary.json's derived blocks (repeats, remedies) are not read back");
        assertEquals(repeated.repeats(), back.repeats());
    }
}
