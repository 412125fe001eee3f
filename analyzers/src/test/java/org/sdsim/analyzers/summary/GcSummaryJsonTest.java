package org.sdsim.analyzers.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.sdsim.analyzers.summary.Events.mb;
import static org.sdsim.analyzers.summary.Events.pause;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sdsim.analyzers.event.GcKind;

class GcSummaryJsonTest {
    static final List<String> REQUIRED_KEYS = List.of("collector", "jvmVersion", "youngPauseCount", "fullPauseCount",
            "otherPauseCount", "concurrentCycleCount", "pauseTotalMs", "pauseMaxMs", "pauseP99Ms", "youngPauseP50Ms",
            "youngPauseP99Ms", "youngPauseP999Ms", "heapAfterGcMinMb", "heapAfterGcMedianMb", "heapAfterGcMaxMb",
            "heapAfterFullGcLastMb", "oldGenAfterFullGcLastMb", "allocationRateMbPerSec", "promotionRateMbPerSec",
            "maxHeapMb", "runSpanSec", "throughputPercent", "unparsedLines", "unparsedSamples");

    private static JsonNode json(GcSummary s) throws Exception {
        return new ObjectMapper().readTree(GcSummaryJson.mapper().writeValueAsString(s));
    }

    @Test
    void absentFiguresAreJsonNullNotZeroOrNaN() throws Exception {
        JsonNode node = json(GcSummaryAggregator.summarize("one.log", List.of(pause(GcKind.YOUNG, 1, 5)).iterator()));
        for (String key : REQUIRED_KEYS) {
            assertTrue(node.has(key), "missing key " + key);
        }
        assertTrue(node.get("throughputPercent").isNull());
        assertTrue(node.get("allocationRateMbPerSec").isNull());
        assertTrue(node.get("heapAfterFullGcLastMb").isNull());
        assertTrue(node.get("collector").isNull());
        assertEquals(1, node.get("youngPauseCount").asLong());
        assertEquals(0, node.get("fullPauseCount").asLong());
        assertEquals(5.0, node.get("pauseMaxMs").asDouble());
        assertTrue(node.get("unparsedSamples").isArray());
    }

    /** Every key, in the order gclog has always written them and summary.json files hold them. */
    static final List<String> KEYS_AS_WRITTEN = List.of("source", "collector", "jvmVersion", "youngPauseCount",
            "youngPauseTotalMs", "youngPauseMaxMs", "youngPauseP50Ms", "youngPauseP99Ms", "youngPauseP999Ms",
            "fullPauseCount", "fullPauseTotalMs", "fullPauseMaxMs", "otherPauseCount", "otherPauseTotalMs",
            "concurrentCycleCount", "pauseTotalMs", "pauseMaxMs", "pauseP99Ms", "pausesWithoutDuration", "runSpanSec",
            "throughputPercent", "heapAfterGcMinMb", "heapAfterGcMedianMb", "heapAfterGcMaxMb", "heapAfterFullGcMb",
            "heapAfterFullGcLastMb", "oldGenAfterFullGcMb", "oldGenAfterFullGcLastMb", "allocationRateMbPerSec",
            "promotionRateMbPerSec", "maxHeapMb", "safepointCount", "safepointTotalMs", "unparsedLines",
            "unparsedSamples");

    @Test
    void theKeysAreTheOnesFilesHoldInTheirOrder() throws Exception {
        JsonNode node = json(GcSummaryAggregator.summarize("x", List.<org.sdsim.analyzers.event.LogEvent>of().iterator()));
        List<String> keys = new java.util.ArrayList<>();
        node.fieldNames().forEachRemaining(keys::add);
        assertEquals(KEYS_AS_WRITTEN, keys);
    }

    @Test
    void aSummaryWrittenAsFilesHoldItReadsBackEqual() throws Exception {
        GcSummary written = GcSummaryAggregator.summarize("two.log", List.of(
                pause(GcKind.YOUNG, 1, 5, mb(50, 20, 100)),
                pause(GcKind.FULL, 3, 50, mb(60, 10, 100))).iterator());
        ObjectMapper plain = new ObjectMapper();   // NaN as the string "NaN", as summary.json holds it
        GcSummary read = plain.readValue(plain.writeValueAsString(written), GcSummary.class);
        assertEquals(written, read);
        assertEquals(10.0, read.afterFullGc().heapLastMb(), 1e-9, "a flat key is read into its part");
        assertEquals(1, read.pauses().full().count(), "and into a part within a part");
    }

    @Test
    void binaryNoiseIsRoundedAwayInJson() throws Exception {
        JsonNode node = json(GcSummaryAggregator.summarize("x", List.of(
                pause(GcKind.YOUNG, 1, 0.1), pause(GcKind.YOUNG, 2, 0.2)).iterator()));
        assertEquals("0.3", node.get("pauseTotalMs").asText(), "0.1 + 0.2 is 0.30000000000000004 in binary");
    }

    @Test
    void presentFiguresAreNumbersAndFullGcListsAreArrays() throws Exception {
        JsonNode node = json(GcSummaryAggregator.summarize("two.log", List.of(
                pause(GcKind.YOUNG, 1, 5, mb(50, 20, 100)),
                pause(GcKind.FULL, 3, 50, mb(60, 10, 100))).iterator()));
        assertEquals(20.0, node.get("allocationRateMbPerSec").asDouble(), 1e-9);
        assertEquals(10.0, node.get("heapAfterFullGcLastMb").asDouble(), 1e-9);
        assertEquals(1, node.get("heapAfterFullGcMb").size());
        assertTrue(node.get("throughputPercent").isNumber());
        assertEquals("two.log", node.get("source").asText());
    }
}
