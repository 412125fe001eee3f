package org.sdsim.simulator.verdict;

import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RegistryRow;

import org.sdsim.simulator.table.RegistryTable;
import org.sdsim.simulator.verdict.RegistryClaims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The registry's published claims beside a run's figures: transmission paired by the exact Dubbo a mode
 * ran (application against interface level), data volume from the manifest's fleet.dataVolume, and a
 * reason in place of a number wherever the run cannot measure one. Also the registry table's Markdown.
 */
class RegistryClaimsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** A mode summary with one registry (zk1) whose push cost is {@code bytesPerClient}, or null figures. */
    private static ModeSummary mode(String mode, String dubbo, Double bytesPerClient, String unavailable) throws Exception {
        String registry = unavailable != null
                ? "{\"zk1\":{\"registry\":\"zk1\",\"unavailable\":\"" + unavailable + "\"}}"
                : "{\"zk1\":{\"registry\":\"zk1\",\"dataMb\":24.8,\"watches\":40,\"watchesByKind\":{\"providers\":8},"
                + "\"perPush\":{\"pushes\":12,\"clients\":2,\"requests\":20.0,\"consumerRequests\":10.0,"
                + "\"subscriberRequests\":10.0,\"bytesSent\":" + (bytesPerClient == null ? "null" : bytesPerClient * 2)
                + ",\"bytesPerClient\":" + bytesPerClient + ",\"notifications\":2.0,\"getDataRequests\":0.0,"
                + "\"getChildrenRequests\":2.0},\"heapAfterGcMb\":150.0}}";
        return JSON.readValue("{\"mode\":\"" + mode + "\",\"dubbo\":\"" + dubbo + "\",\"registry\":" + registry + "}",
                ModeSummary.class);
    }

    @Test
    void transmissionIsApplicationAgainstInterfaceOnTheSameDubboOnly() throws Exception {
        List<ModeSummary> modes = List.of(
                mode("application@3.0.1", "3.0.1", 150.0 * 1024, null),
                mode("application", "3.3.6", 100.0 * 1024, null),
                mode("interface@2.7", "2.7.23", 2000.0 * 1024, null),
                mode("interface", "3.3.6", 1000.0 * 1024, null));
        List<RegistryClaims.Claim> claims = RegistryClaims.of(modes, null, null);
        assertEquals(2, claims.size(), "one pair (3.3.6) and the data volume: 3.0.1 and 2.7 have no partner");
        RegistryClaims.Claim t = claims.get(0);
        assertEquals(RegistryClaims.TRANSMISSION_CLAIM, t.claim());
        assertEquals("application (3.3.6) against interface (3.3.6)", t.measuredBy());
        assertEquals(-90.0, t.measuredPercent(), 1e-9);
        assertEquals("\u221290.0 %", t.measuredText());
        assertEquals("100 against 1,000 KB per push and client", t.figuresText());
        assertEquals(-90.0, t.publishedPercent());
    }

    @Test
    void everyDubboThatRanBothLevelsGetsItsOwnComparison() throws Exception {
        List<ModeSummary> modes = List.of(
                mode("application@3.0.15", "3.0.15", 50.0 * 1024, null),
                mode("interface@3.0.15", "3.0.15", 1000.0 * 1024, null),
                mode("application", "3.3.6", 110.0 * 1024, null),
                mode("interface", "3.3.6", 100.0 * 1024, null));
        List<RegistryClaims.Claim> claims = RegistryClaims.of(modes, null, null);
        assertEquals("application@3.0.15 against interface@3.0.15", claims.get(0).measuredBy());
        assertEquals(-95.0, claims.get(0).measuredPercent(), 1e-9);
        assertEquals(10.0, claims.get(1).measuredPercent(), 1e-9, "an increase reads as one");
        assertEquals("+10.0 %", claims.get(1).measuredText());
    }

    @Test
    void aClaimTheRunCannotMeasureSaysWhy() throws Exception {
        List<RegistryClaims.Claim> none = RegistryClaims.of(List.of(mode("interface", "3.3.6", 1000.0, null)), null, null);
        assertNull(none.get(0).measuredPercent());
        assertEquals("n/a", none.get(0).measuredText());
        assertTrue(none.get(0).what().startsWith("not measured: the run has no application- and interface-level mode"),
                none.get(0).what());
        assertTrue(none.get(1).what().startsWith("n/a: manifest.json has no fleet.dataVolume"), none.get(1).what());

        List<RegistryClaims.Claim> refused = RegistryClaims.of(List.of(
                mode("application", "3.3.6", null, "127.0.0.1:2181 refused the four-letter words"),
                mode("interface", "3.3.6", 1000.0, null)), null, null);
        assertNull(refused.get(0).measuredPercent());
        assertTrue(refused.get(0).what().contains("application (3.3.6)"), refused.get(0).what());
    }

    @Test
    void dataVolumeIsWhatTheRegistrarWroteForEachLayout() {
        RegistryClaims.Claim v = RegistryClaims.dataVolume(20_000_000L, 1_000_000L);
        assertEquals(RegistryClaims.VOLUME_CLAIM, v.claim());
        assertEquals(-95.0, v.measuredPercent(), 1e-9);
        assertEquals("1.0 against 19.1 MB in one registry", v.figuresText());
        assertTrue(v.what().contains("fleet.dataVolume"), v.what());
    }

    @Test
    void theRegistryTableInMarkdownHasARowPerModeAndNaWhereAFigureIsMissing() throws Exception {
        String md = RegistryTable.markdown(List.of(mode("interface", "3.3.6", 1000.0 * 1024, null),
                mode("application", "3.3.6", null, "refused")));
        String[] lines = md.split("\n");
        assertEquals(4, lines.length, md);
        assertEquals("| " + String.join(" | ", RegistryTable.headers()) + " |", lines[0]);
        assertTrue(lines[1].startsWith("|---|---:|"), lines[1]);
        List<String> itf = List.of(lines[2].substring(2, lines[2].length() - 2).split(" \\| "));
        assertEquals("interface (3.3.6)", itf.get(0));
        assertEquals("2", itf.get(RegistryTable.headers().indexOf("clients/reg")));
        assertEquals("1,000.0", itf.get(RegistryTable.headers().indexOf("KB/push/client")));
        assertEquals("10.0", itf.get(RegistryTable.headers().indexOf("requests/push/client")));
        assertEquals("8", itf.get(RegistryTable.headers().indexOf("on providers")));
        assertEquals("150.0", itf.get(RegistryTable.headers().indexOf("registry heap MB")));
        assertTrue(lines[3].startsWith("| application (3.3.6) | n/a | n/a |"), lines[3]);
        assertEquals(RegistryTable.headers().size(), RegistryTable.cells(RegistryRow.of(modes0())).size());
    }

    /** The mode with 1,000 subscribers per registry whose requests per push were {@code subscriberRequests}. */
    private static ModeSummary withSubscribers(String mode, double subscriberRequests, long owed, long reached)
            throws Exception {
        String json = "{\"mode\":\"" + mode + "\",\"dubbo\":\"3.3.6\",\"registry\":{\"zk1\":{\"registry\":\"zk1\","
                + "\"perPush\":{\"pushes\":12,\"clients\":1001,\"requests\":1000.0,\"consumerRequests\":3025.3,"
                + "\"subscriberRequests\":" + subscriberRequests + ",\"bytesSent\":1.0E9,\"bytesPerClient\":186000.0}}},"
                + "\"subscribers\":{\"perRegistry\":1000,\"pushes\":12,\"owedReads\":" + owed + ",\"reachedReads\":"
                + reached + "}}";
        return JSON.readValue(json, ModeSummary.class);
    }

    @Test
    void subscribersThatFellBehindTheConsumerGiveNoTransmissionClaim() throws Exception {
        List<RegistryClaims.Claim> claims = RegistryClaims.transmission(List.of(
                withSubscribers("application", 201.7, 12_000, 12_000), withSubscribers("interface", 3000.0, 12_000, 12_000)));
        assertNull(claims.get(0).measuredPercent(), claims.toString());
        assertTrue(claims.get(0).what().contains("asked 201.7 requests per push where the real consumer asked 3,025.3"),
                claims.get(0).what());
    }

    @Test
    void pushesSubscribersDidNotReadGiveNoTransmissionClaim() throws Exception {
        List<RegistryClaims.Claim> claims = RegistryClaims.transmission(List.of(
                withSubscribers("application", 3000.0, 12_000, 900), withSubscribers("interface", 3000.0, 12_000, 12_000)));
        assertNull(claims.get(0).measuredPercent(), claims.toString());
        assertTrue(claims.get(0).what().contains("read 900 of the 12,000 states owed"), claims.get(0).what());
    }

    @Test
    void readsStillQueuedInTheSubscribersLanesGiveNoTransmissionClaimAndNoCost() throws Exception {
        // 100 subscribers of stock 3.3.6 in one sweep: every push's first full read was done (800 of 800), but of the
        // one re-read per instance event each push owes, 33,009 were still queued when the subscribers were stopped,
        // while the subscribers asked 0.41 of the consumer's requests, above the quarter that alone would say so
        String json = JSON.writeValueAsString(withSubscribers("application", 1250.0, 800, 800))
                .replace("\"health\":null", "\"health\":{\"laneBacklogAtEnd\":33009}");
        ModeSummary behind = JSON.readValue(json, ModeSummary.class);
        List<RegistryClaims.Claim> claims = RegistryClaims.transmission(List.of(behind,
                withSubscribers("interface", 3000.0, 12_000, 12_000)));
        assertNull(claims.get(0).measuredPercent(), json);
        assertTrue(claims.get(0).what().contains("still had 33,009 reads waiting in their lanes"), claims.get(0).what());
        assertNull(FanOutCost.of(behind).requests(), "no cost per subscriber from reads not done");
    }

    @Test
    void subscribersThatKeptUpGiveTheClaim() throws Exception {
        List<RegistryClaims.Claim> claims = RegistryClaims.transmission(List.of(
                withSubscribers("application", 3000.0, 12_000, 12_000), withSubscribers("interface", 3000.0, 12_000, 12_000)));
        assertNotNull(claims.get(0).measuredPercent(), claims.toString());
    }

    private static ModeSummary modes0() throws Exception {
        return mode("interface", "3.3.6", 1.0, null);
    }
}
