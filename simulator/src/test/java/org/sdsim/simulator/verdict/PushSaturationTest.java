package org.sdsim.simulator.verdict;

import org.sdsim.simulator.summary.ModeSummary;

import org.sdsim.simulator.table.RegistryTable;
import org.sdsim.simulator.verdict.PushSaturation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

class PushSaturationTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static ModeSummary mode(String label, long owed, long reached, long unreachedPushes) throws Exception {
        return JSON.readValue("{\"mode\":\"" + label + "\",\"dubbo\":\"3.3.6\","
                + "\"subscribers\":{\"perRegistry\":1000,\"pushes\":4,\"owedReads\":" + owed + ",\"reachedReads\":"
                + reached + ",\"unreachedPushes\":" + unreachedPushes + "},"
                + "\"registry\":{\"zk1\":{\"registry\":\"zk1\",\"seconds\":100.0,\"requests\":2900000,"
                + "\"bytesSent\":1048576000,\"meanReadLatencyMs\":12.5,\"maxOutstandingRequests\":876},"
                + "\"zk2\":{\"registry\":\"zk2\",\"seconds\":100.0,\"requests\":1000,\"maxOutstandingRequests\":3}}}",
                ModeSummary.class);
    }

    @Test
    void aModeWhosePushesReachedEverySubscriberHasNoLine() throws Exception {
        assertNull(PushSaturation.note(mode("interface", 4000, 4000, 0)));
    }

    @Test
    void aSaturatedModeSaysWhatWasOwedAndWhatTheBusiestRegistryDid() throws Exception {
        String line = PushSaturation.note(mode("application", 4000, 12, 3));
        assertEquals("application (3.3.6): push fan-out not reached within the run: subscribers read the new state 12 times"
                + " of the 4,000 owed (one per push and subscriber); 3 of 4 pushes read by none; registry: up to 876 requests outstanding,"
                + " mean read latency 12.5 ms, 29,000 requests/s answered, 10.0 MB/s sent on loopback (busiest registry);"
                + " what limited the fan-out is n/a: no CPU was recorded for this mode (an older run, or it never measured)",
                line);
        assertTrue(!line.contains("saturated"), "saturation is measured, not asserted: " + line);
    }

    @Test
    void theConsoleTableCarriesTheLineUnderItsRows() throws Exception {
        String console = RegistryTable.console(List.of(mode("interface", 4000, 4000, 0), mode("application", 10, 9, 0)));
        assertTrue(console.contains("application (3.3.6): push fan-out not reached within the run: subscribers read the new state 9 times of the 10 owed"),
                console);
        assertTrue(!console.contains("interface (3.3.6): push fan-out not reached"), console);
    }

    @Test
    void aSummaryFromBeforeTheCountsHasNoLine() throws Exception {
        ModeSummary old = JSON.readValue("{\"mode\":\"application\",\"subscribers\":{\"perRegistry\":10,\"pushes\":2}}",
                ModeSummary.class);
        assertNull(PushSaturation.note(old));
    }
}
