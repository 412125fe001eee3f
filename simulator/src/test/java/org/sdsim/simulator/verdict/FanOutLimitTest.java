package org.sdsim.simulator.verdict;

import org.sdsim.simulator.summary.ModeSummary;

import org.sdsim.simulator.verdict.FanOutLimit;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FanOutLimitTest {

    /** As the folder catalogue writes a summary: its verdicts beside its figures. */
    private static final ObjectMapper JSON = ModeVerdicts.on(new ObjectMapper());

    /**
     * A 100 s window: each registry server's and the subscriber JVM's CPU seconds, the machine's busy cores of 2,
     * the busiest server's read latency at 10,000 requests/s, 200 subscribers per registry, the reads owed and done.
     */
    private static ModeSummary mode(double zk1Seconds, double subscriberSeconds, double machineBusy, double latencyMs,
            long owed, long reached) throws Exception {
        String cpu = String.format(Locale.ROOT, "{\"fromMs\":0,\"toMs\":100000,\"cores\":2,\"machineBusyCores\":%s,"
                + "\"processes\":[{\"role\":\"registry zk1\",\"pid\":7,\"cpuSeconds\":%s,\"fromMs\":0,\"toMs\":100000},"
                + "{\"role\":\"registry zk2\",\"pid\":8,\"cpuSeconds\":1.0,\"fromMs\":0,\"toMs\":100000},"
                + "{\"role\":\"subscribers\",\"pid\":9,\"cpuSeconds\":%s,\"fromMs\":0,\"toMs\":100000}]}",
                machineBusy, zk1Seconds, subscriberSeconds);
        return JSON.readValue(String.format(Locale.ROOT, "{\"mode\":\"application\",\"dubbo\":\"3.3.6\",\"cpu\":%s,"
                + "\"subscribers\":{\"perRegistry\":200,\"pushes\":8,\"owedReads\":%d,\"reachedReads\":%d,\"jvmGcPauseMs\":500},"
                + "\"registry\":{\"zk1\":{\"registry\":\"zk1\",\"seconds\":100.0,\"requests\":1000000,"
                + "\"meanReadLatencyMs\":%s}}}", cpu, owed, reached, latencyMs), ModeSummary.class);
    }

    @Test
    void unreadPushesWithAnIdleFastRegistryAreTheLoadGenerators() throws Exception {
        // 1.6 ms x 10,000/s = 16 requests inside the server for 200 sessions: 8 %; the server 0.29 cores
        FanOutLimit v = FanOutLimit.of(mode(29, 8, 0.6, 1.6, 1600, 889));
        assertEquals(FanOutLimit.LOAD_GENERATOR, v.limitedBy(), v.evidence());
        assertTrue(v.evidence().contains("registry zk1 0.29 cores") && v.evidence().contains("889 of 1,600 owed reads done"),
                v.evidence());
    }

    @Test
    void aServerNearACoreOrOneWhoseLatencyHoldsTheSessionsIsTheRegistrys() throws Exception {
        assertEquals(FanOutLimit.REGISTRY, FanOutLimit.of(mode(85, 8, 1.2, 1.6, 1600, 889)).limitedBy());
        // 12 ms x 10,000/s = 120 requests inside the server for 200 sessions: 60 %
        assertEquals(FanOutLimit.REGISTRY, FanOutLimit.of(mode(29, 8, 1.2, 12, 1600, 889)).limitedBy());
    }

    @Test
    void allCoresBusyIsTheMachinesWhateverElseHappened() throws Exception {
        assertEquals(FanOutLimit.MACHINE, FanOutLimit.of(mode(85, 60, 1.85, 12, 1600, 889)).limitedBy());
    }

    @Test
    void everyReadDoneOnAQuietMachineIsNoLimitAndABusyGeneratorIsOne() throws Exception {
        assertEquals(FanOutLimit.NONE, FanOutLimit.of(mode(29, 8, 0.6, 1.6, 1600, 1600)).limitedBy());
        assertEquals(FanOutLimit.LOAD_GENERATOR, FanOutLimit.of(mode(29, 90, 1.2, 1.6, 1600, 1600)).limitedBy());
    }

    /** Every owed read done, the registry and machine quiet; the subscribers' own round trips and lane backlog. */
    private static ModeSummary healthy(double serverLatencyMs, double roundTripP50Ms, int backlogAtEnd) throws Exception {
        ModeSummary m = mode(29, 8, 0.6, serverLatencyMs, 1600, 1600);
        String json = JSON.writeValueAsString(m).replace("\"unreachedPushes\":null,\"health\":null",
                String.format(Locale.ROOT, "\"unreachedPushes\":0,\"health\":{\"completePushes\":8,"
                        + "\"incompletePushes\":0,\"roundTripP50Ms\":%s,\"roundTripP99Ms\":%s,\"maxLaneBacklog\":40,"
                        + "\"laneBacklogAtEnd\":%d}", roundTripP50Ms, roundTripP50Ms * 4, backlogAtEnd));
        ModeSummary read = JSON.readValue(json, ModeSummary.class);
        assertTrue(read.subscribers().health() != null, json);
        return read;
    }

    @Test
    void roundTripsFarAboveTheServersOwnLatencyAreEvidenceNotAVerdict() throws Exception {
        // the server's latency ends before it writes its reply and leaves out a request waiting in its socket: a slow
        // round trip is the server's as much as the subscribers'
        FanOutLimit slow = FanOutLimit.of(healthy(1.6, 13.5, 0));
        assertEquals(FanOutLimit.NONE, slow.limitedBy(), slow.evidence());
        assertTrue(slow.evidence().contains("subscriber round trip p50 14 ms, p99 54 ms against the busiest server's"
                + " mean read 1.60 ms"), slow.evidence());
    }

    @Test
    void theCpuWhilePushesWereReadDecidesNotTheSpansAverage() throws Exception {
        // over the span the machine averaged 1.35 of 2 cores; while pushes were read, 1.9
        ModeSummary span = mode(29, 8, 1.35, 1.6, 1600, 1600);
        assertEquals(FanOutLimit.NONE, FanOutLimit.of(span).limitedBy());
        String json = JSON.writeValueAsString(span).replace("\"quietCores\":{}", "\"quietCores\":{},\"duringFanOut\":"
                + "{\"seconds\":60.0,\"machineBusyCores\":1.9,\"cores\":{\"registry zk1\":0.45,\"subscribers\":0.3}}");
        ModeSummary waves = JSON.readValue(json, ModeSummary.class);
        assertTrue(waves.cpu().duringFanOut() != null, json);
        FanOutLimit v = FanOutLimit.of(waves);
        assertEquals(FanOutLimit.MACHINE, v.limitedBy(), v.evidence());
        assertTrue(v.evidence().startsWith("while pushes were read (60 s of the 100 s span), registry zk1 0.45 cores"),
                v.evidence());
        assertTrue(v.evidence().contains("machine 1.90 of 2 cores (1.35 over the span)"), v.evidence());
        // a server busy while pushes were read is the registry's, whatever its average over the span
        ModeSummary busyServer = JSON.readValue(json.replace("\"machineBusyCores\":1.9", "\"machineBusyCores\":1.5")
                .replace("\"registry zk1\":0.45", "\"registry zk1\":0.85"), ModeSummary.class);
        assertEquals(FanOutLimit.REGISTRY, FanOutLimit.of(busyServer).limitedBy());
    }

    @Test
    void workStillWaitingInTheLanesAtTheEndIsTheLoadGenerators() throws Exception {
        FanOutLimit v = FanOutLimit.of(healthy(1.6, 2.0, 3));
        assertEquals(FanOutLimit.LOAD_GENERATOR, v.limitedBy(), v.evidence());
        assertTrue(v.evidence().contains("lane backlog up to 40, 3 at the end"), v.evidence());
        assertEquals(FanOutLimit.NONE, FanOutLimit.of(healthy(1.6, 2.0, 0)).limitedBy());
    }

    @Test
    void aServerAtZooKeepersOutstandingLimitThrottledTheSubscribersAndIsTheRegistrys() throws Exception {
        // slow round trips alone name nothing; the server at its global limit stopped reading
        ModeSummary slow = healthy(1.6, 13.5, 0);
        String json = JSON.writeValueAsString(slow).replace("\"meanReadLatencyMs\":1.6,\"maxOutstandingRequests\":null",
                "\"meanReadLatencyMs\":1.6,\"maxOutstandingRequests\":997");
        FanOutLimit v = FanOutLimit.of(JSON.readValue(json, ModeSummary.class));
        assertEquals(FanOutLimit.REGISTRY, v.limitedBy(), json);
        assertTrue(v.evidence().contains("zk1 held up to 997 requests outstanding, at ZooKeeper's global limit of 1,000"),
                v.evidence());
        String below = JSON.writeValueAsString(slow).replace("\"maxOutstandingRequests\":null",
                "\"maxOutstandingRequests\":778");
        assertEquals(FanOutLimit.NONE, FanOutLimit.of(JSON.readValue(below, ModeSummary.class)).limitedBy());
    }

    /** {@link #mode} with zk1's busiest threads as the run read them. */
    private static ModeSummary withThreads(double zk1Seconds, String threads) throws Exception {
        String json = JSON.writeValueAsString(mode(zk1Seconds, 8, 0.6, 1.6, 1600, 1600));
        String zk1 = String.format(Locale.ROOT, "\"role\":\"registry zk1\",\"pid\":7,\"cpuSeconds\":%s,\"fromMs\":0,"
                + "\"toMs\":100000", zk1Seconds);
        assertTrue(json.contains(zk1), json);
        return JSON.readValue(json.replace(zk1, zk1 + ",\"busiestThreads\":" + threads), ModeSummary.class);
    }

    @Test
    void aServerWhoseBusiestThreadIsNearACoreIsTheRegistrysAndTheEvidenceNamesTheStage() throws Exception {
        FanOutLimit v = FanOutLimit.of(withThreads(95, "[{\"name\":\"SyncThread:0\",\"tid\":12,\"cpuSeconds\":82,"
                + "\"cores\":0.82},{\"name\":\"NIOWorkerThread\",\"tid\":13,\"cpuSeconds\":5,\"cores\":0.05}]"));
        assertEquals(FanOutLimit.REGISTRY, v.limitedBy(), v.evidence());
        assertTrue(v.evidence().contains("registry zk1 0.95 cores (busiest thread SyncThread:0 0.82 cores)"), v.evidence());
        assertTrue(v.evidence().contains("registry zk1's thread SyncThread:0 used 0.82 of a core: a single-threaded stage"
                + " saturated (SyncRequestProcessor, which runs FinalRequestProcessor for reads"), v.evidence());
        // a pool's thread near its core is named as one, not as a single stage
        FanOutLimit pool = FanOutLimit.of(withThreads(95, "[{\"name\":\"NIOWorkerThread\",\"tid\":13,\"cpuSeconds\":81,"
                + "\"cores\":0.81}]"));
        assertTrue(pool.evidence().contains("NIOWorkerThread used 0.81 of a core: one thread near its core (not a stage"),
                pool.evidence());
    }

    @Test
    void aBusiestThreadBelowACoreIsEvidenceNotAVerdictAndOldFiguresReadAsBefore() throws Exception {
        FanOutLimit v = FanOutLimit.of(withThreads(29, "[{\"name\":\"SyncThread:0\",\"tid\":12,\"cpuSeconds\":21,"
                + "\"cores\":0.21}]"));
        assertEquals(FanOutLimit.NONE, v.limitedBy(), v.evidence());
        assertTrue(v.evidence().startsWith("registry zk1 0.29 cores (busiest thread SyncThread:0 0.21 cores), registry zk2"),
                v.evidence());
        assertTrue(!v.evidence().contains("saturated"), v.evidence());
        FanOutLimit old = FanOutLimit.of(mode(29, 8, 0.6, 1.6, 1600, 1600));
        assertTrue(old.evidence().startsWith("registry zk1 0.29 cores, registry zk2 0.01 cores"), old.evidence());
    }

    @Test
    void summaryJsonCarriesTheVerdict() throws Exception {
        String json = JSON.writeValueAsString(mode(29, 8, 0.6, 1.6, 1600, 889));
        assertTrue(json.contains("\"limitedBy\":\"load generator\""), json);
        assertTrue(json.contains("\"limitEvidence\":\"registry zk1 0.29 cores"), json);
    }
}
