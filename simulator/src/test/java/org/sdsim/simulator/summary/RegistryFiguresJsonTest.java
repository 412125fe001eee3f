package org.sdsim.simulator.summary;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The named parts of a registry's figures read and write the flat object committed summary.json files hold. */
class RegistryFiguresJsonTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** zk1 of reports/published, interface level, as its summary.json holds it (field for field, in order). */
    private static final String COMMITTED = "{\"registry\":\"zk1\",\"unavailable\":null,\"znodes\":20667,"
            + "\"dataMb\":24.836570739746094,\"watches\":26,\"watchesByKind\":{\"providers\":8,\"services\":0,"
            + "\"config\":16,\"other\":2},\"dataWatchesByKind\":{\"providers\":0,\"config\":0,\"other\":2},"
            + "\"connections\":3,\"seconds\":178.168,\"requests\":710,\"bytesSent\":148507168,\"watchBytes\":4817,"
            + "\"notifications\":46,\"getDataRequests\":0,\"getChildrenRequests\":46,"
            + "\"meanReadLatencyMs\":2.358974358974359,\"maxOutstandingRequests\":0,\"perPush\":{\"pushes\":10,"
            + "\"backgroundRequestsPerSecond\":0.43261231281198004,\"clients\":1,\"requests\":5.0,"
            + "\"consumerRequests\":5.0,\"subscriberRequests\":null,\"bytesSent\":1.35669188E7,"
            + "\"bytesPerClient\":1.35669188E7,\"notifications\":4.6,\"getDataRequests\":0.0,"
            + "\"getChildrenRequests\":4.6},\"heapAfterGcMb\":185.0,\"maxHeapAfterGcMb\":383.0,\"gcPauseMs\":643.39,"
            + "\"cpu\":{\"role\":\"registry zk1\",\"pid\":7994,\"cpuSeconds\":5.02,\"fromMs\":1796302687092,"
            + "\"toMs\":1796302865260}}";

    /** RegistryPushCost's figures newer than the committed report: the bytes per session of each kind of client. */
    private static final String ADDED_SINCE = "\"consumerBytes\":null,\"subscriberBytes\":null";

    @Test
    void aCommittedRegistryEntryReadsIntoItsPartsAndWritesBackUnchanged() throws Exception {
        RegistryFigures f = JSON.readValue(COMMITTED, RegistryFigures.class);
        assertEquals(20667L, f.tree().znodes());
        assertEquals(26L, f.watchesAtStart().total());
        assertEquals(8L, f.watchesAtStart().byKind().get("providers"));
        assertEquals(2L, f.watchesAtStart().dataByKind().get("other"));
        assertEquals(710L, f.traffic().requests());
        assertEquals(2.358974358974359, f.latency().meanReadMs());
        assertEquals(383.0, f.jvm().maxHeapAfterGcMb());
        assertEquals(10L, f.perPush().pushes());
        // written back: the same keys in the same order, and the figures added to perPush since (null here)
        String expected = COMMITTED.replace("\"getChildrenRequests\":4.6}",
                "\"getChildrenRequests\":4.6," + ADDED_SINCE + "}");
        assertEquals(expected, JSON.writeValueAsString(f), "the same keys in the same order");
    }

    @Test
    void anUnreadableRegistryWritesEveryFigureAsNullAsBefore() throws Exception {
        JsonNode written = JSON.readTree(JSON.writeValueAsString(RegistryFigures.unavailable("zk2", "refused")));
        assertEquals(22, written.size(), "every figure of the flat object, null");
        assertEquals("refused", written.get("unavailable").asText());
        assertEquals(true, written.get("watches").isNull());
        RegistryFigures read = JSON.readValue(written.toString(), RegistryFigures.class);
        assertEquals(RegistryFigures.unavailable("zk2", "refused"), read);
        assertNull(read.tree().znodes());
    }
}
