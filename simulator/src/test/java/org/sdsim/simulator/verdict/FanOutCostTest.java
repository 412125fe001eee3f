package org.sdsim.simulator.verdict;

import org.sdsim.simulator.summary.ModeSummary;

import org.sdsim.simulator.verdict.FanOutCost;
import org.sdsim.simulator.verdict.RegistryCapacity;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FanOutCostTest {

    /** As the folder catalogue writes a summary: its verdicts beside its figures. */
    private static final ObjectMapper JSON = ModeVerdicts.on(new ObjectMapper());

    /**
     * 100 subscribers per registry, 10 pushes in a 100 s window. zk1 used {@code zk1CpuSeconds}; per push the 101
     * subscribing clients asked 1,010 requests, 1,000 of them the subscribers' (10 each), and the server sent 10 MB;
     * zk2 the same with half the CPU. {@code reached} of 1,000 owed reads were done.
     */
    static ModeSummary mode(double zk1CpuSeconds, long reached, boolean zk1External) throws Exception {
        String zk1Cpu = zk1External ? "" : String.format(Locale.ROOT,
                "{\"role\":\"registry zk1\",\"pid\":7,\"cpuSeconds\":%s,\"fromMs\":0,\"toMs\":100000},", zk1CpuSeconds);
        String notMeasured = zk1External ? ",\"notMeasured\":{\"registry zk1\":\"an external registry\"}" : "";
        String cpu = "{\"fromMs\":0,\"toMs\":100000,\"cores\":2,\"machineBusyCores\":0.6,\"processes\":[" + zk1Cpu
                + String.format(Locale.ROOT, "{\"role\":\"registry zk2\",\"pid\":8,\"cpuSeconds\":%s,\"fromMs\":0,"
                + "\"toMs\":100000}]%s}", zk1CpuSeconds / 2, notMeasured);
        String perPush = "{\"pushes\":10,\"clients\":101,\"requests\":1010.0,\"consumerRequests\":10.0,"
                + "\"subscriberRequests\":10.0,\"bytesSent\":10485760.0,\"bytesPerClient\":103819.4}";
        String registry = "\"registry\":{"
                + "\"zk1\":{\"registry\":\"zk1\",\"seconds\":100.0,\"requests\":10100,\"meanReadLatencyMs\":0.4,"
                + "\"perPush\":" + perPush + (zk1External ? "" : ",\"cpu\":{\"role\":\"registry zk1\",\"pid\":7,"
                + "\"cpuSeconds\":" + zk1CpuSeconds + ",\"fromMs\":0,\"toMs\":100000}") + "},"
                + "\"zk2\":{\"registry\":\"zk2\",\"seconds\":100.0,\"requests\":10100,\"meanReadLatencyMs\":0.4,"
                + "\"perPush\":" + perPush + ",\"cpu\":{\"role\":\"registry zk2\",\"pid\":8,\"cpuSeconds\":"
                + zk1CpuSeconds / 2 + ",\"fromMs\":0,\"toMs\":100000}}}";
        return JSON.readValue("{\"mode\":\"application\",\"dubbo\":\"3.3.6\",\"cpu\":" + cpu + ",\"subscribers\":"
                + "{\"perRegistry\":100,\"pushes\":10,\"owedReads\":1000,\"reachedReads\":" + reached
                + ",\"health\":{\"completePushes\":" + (reached == 1000 ? 10 : 7) + ",\"incompletePushes\":"
                + (reached == 1000 ? 0 : 3) + "}}," + registry + "}", ModeSummary.class);
    }

    @Test
    void aSubscribersShareIsItsPartOfTheSubscribingClientsRequestsOnTheBusiestRegistry() throws Exception {
        FanOutCost c = FanOutCost.of(mode(20.2, 1000, false));
        // zk1: 20.2 s over 10 pushes is 2,020 ms a push; one subscriber asked 10 of the 1,010 requests: 20 ms
        assertEquals("zk1", c.registry(), "the busier registry");
        assertEquals(20.0, c.cpuMs(), 1e-9);
        assertEquals(10485760.0 * 10 / 1010, c.bytes(), 1e-6);
        assertEquals(10.0, c.requests(), 1e-9);
        assertNull(c.notMeasured());
    }

    @Test
    void theServersQuietRateBeforeTheFirstPushIsTakenOutOfItsCpu() throws Exception {
        ModeSummary m = mode(20.2, 1000, false);
        String json = JSON.writeValueAsString(m).replace("\"quietCores\":{}", "\"quietCores\":{\"registry zk1\":0.1}");
        // 20.2 s less 0.1 cores over the 100 s window: 10.2 s, 1,020 ms a push, 10 of 1,010 requests: 10.1 ms
        assertEquals(1020.0 * 10 / 1010, FanOutCost.of(JSON.readValue(json, ModeSummary.class)).cpuMs(), 1e-9, json);
    }

    @Test
    void pushesWhoseOwedReadsDidNotAllCompleteLeaveTheCostNotMeasuredWithWhy() throws Exception {
        FanOutCost c = FanOutCost.of(mode(20.2, 990, false));
        assertNull(c.cpuMs());
        assertNull(c.bytes());
        assertTrue(c.notMeasured().contains("990 of the 1,000 states owed (3 of 10 pushes incomplete)"), c.notMeasured());
        assertTrue(RegistryCapacity.of(mode(20.2, 990, false)).notMeasured().contains("990 of the 1,000"));
    }

    @Test
    void aServerWhoseCpuIsNotReadHasBytesAndRequestsButNoCpu() throws Exception {
        FanOutCost zk1 = FanOutCost.of(mode(20.2, 1000, true).registry().get("zk1"), mode(20.2, 1000, true).cpu());
        assertNull(zk1.cpuMs());
        assertEquals(10.0, zk1.requests(), 1e-9);
        assertTrue(zk1.notMeasured().contains("an external registry"), zk1.notMeasured());
    }

    @Test
    void noSubscribersNoBlockAndSummaryJsonCarriesBoth() throws Exception {
        ModeSummary none = JSON.readValue("{\"mode\":\"application\",\"dubbo\":\"3.3.6\"}", ModeSummary.class);
        assertNull(FanOutCost.of(none));
        assertTrue(!JSON.writeValueAsString(none).contains("fanOutCost"), "left out without subscribers");
        String json = JSON.writeValueAsString(mode(20.2, 1000, false));
        assertTrue(json.contains("\"fanOutCost\":{\"registry\":\"zk1\",\"cpuMs\":20.0"), json);
        assertTrue(json.contains("\"registryCapacity\":{\"cores\":4"), json);
        // and a summary.json with the blocks reads back (they are computed, not stored)
        assertEquals(20.0, FanOutCost.of(JSON.readValue(json, ModeSummary.class)).cpuMs(), 1e-9);
    }
}
