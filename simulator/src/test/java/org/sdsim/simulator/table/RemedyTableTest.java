package org.sdsim.simulator.table;

import org.sdsim.simulator.summary.ModeSummary;

import org.sdsim.simulator.table.RemedyTable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

class RemedyTableTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A mode's summary with what the table reads: allocation per push, heap after full GC, getData per push, calls failed. */
    private static ModeSummary mode(String id, double mbPerPush, double heapMb, double getDataPerPush, long failed)
            throws Exception {
        return mode(id, null, mbPerPush, heapMb, getDataPerPush, failed);
    }

    /** The same as the {@code repeat}-th run of its mode. */
    private static ModeSummary mode(String id, Integer repeat, double mbPerPush, double heapMb, double getDataPerPush,
            long failed) throws Exception {
        return JSON.readValue("{\"mode\":\"" + id + "\",\"dubbo\":\"3.3.6\",\"repeat\":" + repeat
                + ",\"heapAfterFullGcMb\":" + heapMb + ",\"callsOk\":20,\"callsFailed\":" + failed + ",\"perPush\":{\"pushes\":8,\"windowSeconds\":60,\"allocatedMb\":"
                + 8 * mbPerPush + ",\"allocatedMbPerPush\":" + mbPerPush + ",\"pauseMsPerPush\":10,"
                + "\"youngGcsPer100Pushes\":300,\"fullGcsPer100Pushes\":0},"
                + "\"registry\":{\"zk1\":{\"registry\":\"zk1\",\"perPush\":{\"pushes\":8,\"clients\":1,"
                + "\"getDataRequests\":" + getDataPerPush + "}}}}", ModeSummary.class);
    }

    @Test
    void aRemedyIsSetAgainstItsStockModeOfTheSameRun() throws Exception {
        List<List<String>> rows = RemedyTable.rows(List.of(mode("application", 60.6, 24.8, 2056, 0),
                mode("interface", 172.5, 65.0, 0, 0), mode("application+cached-instances", 18.0, 23.9, 10, 0)));
        assertEquals(1, rows.size(), rows.toString());
        List<String> row = rows.get(0);
        assertEquals("application+cached-instances (3.3.6)", row.get(0));
        assertEquals("application (3.3.6)", row.get(1));
        assertEquals("60.6 → 18.0 (−70 %, one run: no verdict)", row.get(RemedyTable.HEADERS.indexOf("Allocated MB per push")));
        // −99.5 % would read −100 % at no decimal, as if nothing were left
        assertEquals("2,056 → 10 (−99.5 %, one run: no verdict)",
                row.get(RemedyTable.HEADERS.indexOf("getData per push (registry)")));
        assertEquals("0 of 20 → 0 of 20", row.get(RemedyTable.HEADERS.indexOf("Calls failed")));
    }

    @Test
    void aChangeFromAFigureShownAsZeroHasNoPercent() throws Exception {
        // 0.001 against 0.0 is −100 % of a figure nobody can see: the table shows both as 0.0 and no per cent
        List<List<String>> rows = RemedyTable.rows(List.of(mode("application", 0.001, 24.8, 2056, 0),
                mode("application+cached-instances", 0.0, 23.9, 10, 0)));
        assertEquals("0.0 → 0.0 (one run: no verdict)",
                rows.get(0).get(RemedyTable.HEADERS.indexOf("Allocated MB per push")));
    }

    @Test
    void aRemedyWhoseStockModeDidNotRunHasNoRow() throws Exception {
        assertTrue(RemedyTable.rows(List.of(mode("interface", 172.5, 65.0, 0, 0),
                mode("application+cached-instances", 18.0, 23.9, 10, 0))).isEmpty());
        assertEquals("", RemedyTable.render(List.of(mode("application+cached-instances", 18.0, 23.9, 10, 0))));
    }

    @Test
    void aRemedyThatCostsMoreSaysPlus() throws Exception {
        List<List<String>> rows = RemedyTable.rows(List.of(mode("interface", 172.5, 65.0, 0, 0),
                mode("interface+compact-headers", 153.9, 66.6, 0, 0)));
        assertEquals("65.0 → 66.6 (+2 %, one run: no verdict)", rows.get(0).get(RemedyTable.HEADERS.indexOf("Heap after FGC MB")));
        assertTrue(RemedyTable.render(List.of(mode("interface", 172.5, 65.0, 0, 0),
                mode("interface+compact-headers", 153.9, 66.6, 0, 0))).contains("remedies, each against the mode it adds to"));
    }

    @Test
    void repeatedRunsGiveEachSideItsMedianAndRangeAndAnEffectOnlyWhereTheRangesDoNotOverlap() throws Exception {
        List<ModeSummary> runs = List.of(
                mode("application", 1, 270.0, 40.0, 25_000, 0), mode("application+cached-instances", 1, 33.0, 38.0, 25, 0),
                mode("application+cached-instances", 2, 35.0, 41.0, 24, 0), mode("application", 2, 280.0, 39.0, 25_020, 1),
                mode("application", 3, 275.0, 42.0, 25_010, 0), mode("application+cached-instances", 3, 31.0, 37.0, 26, 0));
        List<String> row = RemedyTable.rows(runs).get(0);
        assertEquals("application+cached-instances (3.3.6) ×3", row.get(0));
        assertEquals("application (3.3.6) ×3", row.get(1));
        assertEquals("275.0 [270.0–280.0] → 33.0 [31.0–35.0] (−88 %, effect)",
                row.get(RemedyTable.HEADERS.indexOf("Allocated MB per push")));
        assertEquals("40.0 [39.0–42.0] → 38.0 [37.0–41.0] (−5 %, within noise)",
                row.get(RemedyTable.HEADERS.indexOf("Heap after FGC MB")));
        assertEquals("1 of 61 → 0 of 60", row.get(RemedyTable.HEADERS.indexOf("Calls failed")), "every run's calls");
    }

    @Test
    void aRunWithOneRunOfTheStockModeGivesNoVerdictEvenWhenTheRemediedModeRepeated() throws Exception {
        List<String> row = RemedyTable.rows(List.of(mode("interface", 1, 100.0, 65.0, 0, 0),
                mode("interface+no-file-cache", 1, 30.0, 60.0, 0, 0), mode("interface+no-file-cache", 2, 31.0, 61.0, 0, 0)))
                .get(0);
        assertEquals("100.0 → 30.5 [30.0–31.0] (−70 %, one run: no verdict)",
                row.get(RemedyTable.HEADERS.indexOf("Allocated MB per push")));
    }

    @Test
    void aRemedyIsMeasuredAgainstTheModeItAddsItsLastRemedyToWhereThatRan() throws Exception {
        List<List<String>> rows = RemedyTable.rows(List.of(mode("interface", 445.8, 135.3, 0, 0),
                mode("interface+netty-unsafe", 410.0, 150.0, 0, 0),
                mode("interface+netty-unsafe+compact-headers", 380.0, 140.0, 0, 0)));
        assertEquals(List.of("interface+netty-unsafe (3.3.6)", "interface (3.3.6)"), rows.get(0).subList(0, 2));
        assertEquals(List.of("interface+netty-unsafe+compact-headers (3.3.6)", "interface+netty-unsafe (3.3.6)"),
                rows.get(1).subList(0, 2), "compact headers against JDK 25 with the same Netty, not against Java 17");
        List<List<String>> noPrevious = RemedyTable.rows(List.of(mode("interface", 445.8, 135.3, 0, 0),
                mode("interface+netty-unsafe+compact-headers", 380.0, 140.0, 0, 0)));
        assertEquals("interface (3.3.6)", noPrevious.get(0).get(1), "else against the stock mode");
    }
}
