package org.sdsim.simulator.verdict;

import org.sdsim.simulator.summary.BusiestThread;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.ProcessCpu;

import org.sdsim.simulator.table.CapacityLine;
import org.sdsim.simulator.verdict.FanOutCost;
import org.sdsim.simulator.verdict.RegistryCapacity;
import org.sdsim.simulator.verdict.ThreadBound;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RegistryCapacityTest {

    @Test
    void subscribersAreUsableCoresAtEightyPercentOverOneSubscribersCoresAtThePushRate() {
        // 0.5 CPU-ms per push and subscriber at 2 pushes/s: 0.001 cores a subscriber
        RegistryCapacity c = RegistryCapacity.of(new FanOutCost("zk1", 0.5, 1000.0, 10.0, null), null, null, 4, 2.0);
        assertEquals(800, c.subscribersOneCore(), "one usable core at 80 %");
        assertEquals(3200, c.subscribersAllCores(), "four cores at 80 %");
        assertNull(c.notMeasured());
        // one core has nothing more to spread over; twice the push rate halves it: 0.002 cores a subscriber
        RegistryCapacity one = RegistryCapacity.of(new FanOutCost("zk1", 0.5, 1000.0, 10.0, null), null, null, 1, 4.0);
        assertEquals(400, one.subscribersOneCore());
        assertEquals(400, one.subscribersAllCores());
    }

    @Test
    void withoutCpuPerSubscriberTheEstimateIsNotMadeAndSaysWhy() {
        RegistryCapacity c = RegistryCapacity.of(new FanOutCost("zk1", null, 1000.0, 10.0, "the server's CPU is n/a: x"),
                null, null, 4, 1.0);
        assertNull(c.subscribersOneCore());
        assertEquals("the server's CPU is n/a: x", c.notMeasured());
    }

    @Test
    void thisMachineNamesTheRegistrysCoresAndWhetherItSaturated() throws Exception {
        ModeSummary m = FanOutCostTest.mode(20.2, 1000, false);
        RegistryCapacity c = RegistryCapacity.of(m);
        // 20 CPU-ms per push and subscriber at 1 push/s: 0.02 cores a subscriber
        assertEquals(40, c.subscribersOneCore());
        assertEquals(160, c.subscribersAllCores());
        assertTrue(c.thisMachine().startsWith("zk1 used 0.20 cores with 100 subscribers at 0.10 pushes/s"),
                c.thisMachine());
        assertTrue(c.thisMachine().contains("no saturation reached"), c.thisMachine());
        String line = CapacityLine.of(m, "application (3.3.6)");
        assertTrue(line.contains("20.000 CPU-ms, 101.4 KB, 10.0 requests") && line.contains("serves 40 ")
                && line.contains("to 160 subscribers"), line);
    }

    private static ProcessCpu server(double cpuSeconds, String thread, double threadSeconds) {
        return new ProcessCpu("registry zk1", 7, cpuSeconds, 0, 100_000,
                List.of(new BusiestThread(thread, 12, threadSeconds, threadSeconds / 100)));
    }

    @Test
    void aBusiestThreadWithOverAQuarterOfTheWorkBoundsAFourCoreRegistryAtItsOneCore() throws Exception {
        // 10 CPU-ms per push and subscriber, 60 % on SyncThread:0: 6 ms on it; 0.8 core / 6 ms at 1 push/s = 133
        RegistryCapacity c = RegistryCapacity.of(new FanOutCost("zk1", 10.0, 1000.0, 10.0, null),
                server(30, "SyncThread:0", 18), null, 4, 1.0);
        assertEquals(80, c.subscribersOneCore());
        assertEquals(320, c.subscribersAllCores());
        ThreadBound t = c.busiestThread();
        assertEquals(0.6, t.shareOfServer(), 1e-9);
        assertEquals(6.0, t.cpuMs(), 1e-9);
        assertEquals(133, t.subscribers());
        assertTrue(t.boundedBy().startsWith("bounded by its busiest single-threaded stage, SyncThread:0 (60 % of the"
                + " server's CPU; SyncRequestProcessor"), t.boundedBy());
        String line = CapacityLine.of(withZk1Threads(), "application (3.3.6)");
        assertTrue(line.contains("; from its busiest thread as measured: 66 subscribers, bounded by its busiest"
                + " single-threaded stage, SyncThread:0 (60 % of the server's CPU"), line);
    }

    @Test
    void aStageUnderAQuarterLeavesTheCoresAsTheBound() {
        // 20 % on SyncThread:0: 2 ms, 400 subscribers by the thread; the 4 cores serve 320
        ThreadBound t = RegistryCapacity.of(new FanOutCost("zk1", 10.0, 1000.0, 10.0, null),
                server(30, "SyncThread:0", 6), null, 4, 1.0).busiestThread();
        assertEquals(320, t.subscribers());
        assertTrue(t.boundedBy().startsWith("bounded by the 4 cores: its busiest single-threaded stage, SyncThread:0 (20 %"
                + " of the server's CPU; SyncRequestProcessor"), t.boundedBy());
    }

    @Test
    void theJitCompilerAndAPoolsThreadsAreNoStageTheBoundIsTheBusiestThreadThatIs() {
        // a lightly loaded server warming up: the C2 compiler is busiest, then a worker of the pool, then the one
        // SyncThread at 30 %: 3 ms a subscriber on it, 266 by the thread, under the 4 cores' 320
        ProcessCpu server = new ProcessCpu("registry zk1", 7, 30, 0, 100_000, List.of(
                new BusiestThread("C2 CompilerThre", 20, 12, 0.12), new BusiestThread("NIOWorkerThread", 21, 10, 0.10),
                new BusiestThread("SyncThread:0", 12, 9, 0.09)));
        ThreadBound t = RegistryCapacity.of(new FanOutCost("zk1", 10.0, 1000.0, 10.0, null), server, null, 4, 1.0)
                .busiestThread();
        assertEquals("SyncThread:0", t.thread());
        assertEquals(266, t.subscribers());
        ProcessCpu noStage = new ProcessCpu("registry zk1", 7, 30, 0, 100_000, List.of(
                new BusiestThread("C2 CompilerThre", 20, 12, 0.12), new BusiestThread("NIOWorkerThread", 21, 10, 0.10)));
        assertNull(RegistryCapacity.of(new FanOutCost("zk1", 10.0, 1000.0, 10.0, null), noStage, null, 4, 1.0)
                .busiestThread(), "no single stage among the kept threads: the cores' range stands alone");
    }

    @Test
    void withoutThreadsTheRangeStandsAloneAndSummaryJsonLeavesTheThreadOut() throws Exception {
        RegistryCapacity c = RegistryCapacity.of(FanOutCostTest.mode(20.2, 1000, false));
        assertNull(c.busiestThread());
        String json = new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(c);
        assertTrue(!json.contains("busiestThread"), json);
        assertTrue(!CapacityLine.of(FanOutCostTest.mode(20.2, 1000, false), "x").contains("busiest thread"));
    }

    /** FanOutCostTest's mode (20 CPU-ms per push and subscriber on zk1) with zk1's threads read: 60 % on SyncThread:0. */
    private static ModeSummary withZk1Threads() throws Exception {
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        String s = json.writeValueAsString(FanOutCostTest.mode(20.2, 1000, false));
        String zk1 = "\"cpu\":{\"role\":\"registry zk1\",\"pid\":7,\"cpuSeconds\":20.2,\"fromMs\":0,\"toMs\":100000";
        assertTrue(s.contains(zk1), s);
        return json.readValue(s.replace(zk1, zk1 + ",\"busiestThreads\":[{\"name\":\"SyncThread:0\",\"tid\":12,"
                + "\"cpuSeconds\":12.12,\"cores\":0.1212}]"), ModeSummary.class);
    }
}
