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

    private static final List<Double> THIRTY = List.of(30.0);

    @Test
    void cpuServesTheCoresAtEightyPercentOverOneSubscribersCpuAtThePace() {
        // 0.5 CPU-ms per push and subscriber, a wave (2 pushes) every 2 s: 1 push/s, 0.0005 cores a subscriber
        RegistryCapacity c = RegistryCapacity.of(new FanOutCost("zk1", 0.5, 1000.0, 10.0, null), null, null, 4,
                List.of(2.0));
        PaceCapacity p = c.paces().get(0);
        assertEquals(1.0, p.pushesPerSecond(), 1e-12);
        assertEquals(1600, p.cpuOneThread(), "one core at 80 %");
        assertEquals(6400, p.cpuAllCores(), "four cores at 80 %");
        assertNull(p.cpuBusiestStage());
        assertNull(c.notMeasured());
        // a wave every 30 s: 15 times fewer pushes, 15 times the subscribers
        PaceCapacity slow = RegistryCapacity.of(new FanOutCost("zk1", 0.5, 1000.0, 10.0, null), null, null, 4, THIRTY)
                .paces().get(0);
        assertEquals(24000, slow.cpuOneThread());
    }

    @Test
    void theNetworkBoundsWhereEachSubscriberIsSentMegabytesAndTheBoundIsNamedPerLink() {
        // 15 CPU-ms and 19 MB per push and subscriber (interface level at 1,000 subscribers), a wave every 5 s:
        // 0.4 pushes/s; CPU: 3.2 cores / (0.4 × 0.015 s) = 533; 10 GbE at 80 %: 1e9 B/s / (0.4 × 19 MB) = 131
        RegistryCapacity c = RegistryCapacity.of(new FanOutCost("zk1", 15.0, 19e6, 7.0, null), null, null, 4,
                List.of(5.0));
        PaceCapacity p = c.paces().get(0);
        assertEquals(533, p.cpuAllCores());
        PaceCapacity.Link oneGbE = p.links().get(0);
        PaceCapacity.Link tenGbE = p.links().get(1);
        assertEquals("1 GbE", oneGbE.name());
        assertEquals(13, oneGbE.network());
        assertEquals(131, tenGbE.network());
        assertEquals(131, tenGbE.subscribers());
        assertEquals("network", tenGbE.boundBy());
        PaceCapacity.Link twentyFive = p.links().get(2);
        assertEquals(328, twentyFive.network());
        assertEquals("network", twentyFive.boundBy());
        // a few KB a subscriber: the CPU bounds on every link
        PaceCapacity light = RegistryCapacity.of(new FanOutCost("zk1", 15.0, 30_000.0, 50.0, null), null, null, 4,
                List.of(5.0)).paces().get(0);
        assertTrue(light.links().stream().allMatch(l -> "CPU".equals(l.boundBy()) && l.subscribers() == 533),
                light.links().toString());
        assertTrue(light.describe(4).startsWith("a wave every 5 s: CPU 133 (one thread) to 533 (4 cores); network"),
                light.describe(4));
    }

    @Test
    void aLineWithAnInterceptLeavesLessForTheSubscribersAndAnInterceptPastTheBudgetServesNone() {
        // 0.5 s per push whatever the subscribers, then 15 ms each; a wave every 5 s (0.4 pushes/s):
        // one core at 80 %: 2 s a push, (2 − 0.5) / 0.015 = 100
        PaceCapacity p = PaceCapacity.of(5.0, 4, new CostLine(0.5, 0.015), null, null);
        assertEquals(100, p.cpuOneThread());
        assertEquals(500, p.cpuAllCores());
        assertEquals(0L, new CostLine(3.0, 0.015).largestWithin(2.0));
        assertNull(new CostLine(0.5, 0).largestWithin(2.0), "a cost that does not grow bounds nothing");
    }

    @Test
    void withoutCpuPerSubscriberTheEstimateIsNotMadeAndSaysWhy() {
        RegistryCapacity c = RegistryCapacity.of(new FanOutCost("zk1", null, 1000.0, 10.0, "the server's CPU is n/a: x"),
                null, null, 4, THIRTY);
        assertTrue(c.paces().isEmpty());
        assertEquals("the server's CPU is n/a: x", c.notMeasured());
    }

    @Test
    void thisMachineNamesTheRegistrysCoresAndTheStatedPacesAreThirtyAndFiveSeconds() throws Exception {
        ModeSummary m = FanOutCostTest.mode(20.2, 1000, false);
        RegistryCapacity c = RegistryCapacity.of(m);
        assertEquals(List.of(30.0, 5.0), c.paces().stream().map(PaceCapacity::waveEverySeconds).toList());
        // 20 CPU-ms per push and subscriber, a wave every 30 s: 1/15 push/s; 0.8 / (0.02 / 15) = 600
        assertEquals(600, c.paces().get(0).cpuOneThread());
        assertEquals(2400, c.paces().get(0).cpuAllCores());
        assertTrue(c.thisMachine().startsWith("zk1 used 0.20 cores with 100 subscribers at 0.10 pushes/s"),
                c.thisMachine());
        assertTrue(c.thisMachine().contains("no saturation reached"), c.thisMachine());
        String line = CapacityLine.of(m, "application (3.3.6)");
        assertTrue(line.contains("20.000 CPU-ms, 101.4 KB, 10.0 requests")
                && line.contains("a wave every 30 s: CPU 600 (one thread) to 2,400 (4 cores)"), line);
    }

    private static ProcessCpu server(double cpuSeconds, String thread, double threadSeconds) {
        return new ProcessCpu("registry zk1", 7, cpuSeconds, 0, 100_000,
                List.of(new BusiestThread(thread, 12, threadSeconds, threadSeconds / 100)));
    }

    @Test
    void aBusiestStageWithOverAQuarterOfTheWorkBoundsAFourCoreMemberAtItsOneCore() throws Exception {
        // 10 CPU-ms per push and subscriber, 60 % on SyncThread:0: 6 ms on it; a wave every 2 s (1 push/s):
        // 0.8 core / 6 ms = 133, under the 4 cores' 320
        RegistryCapacity c = RegistryCapacity.of(new FanOutCost("zk1", 10.0, 1000.0, 10.0, null),
                server(30, "SyncThread:0", 18), null, 4, List.of(2.0));
        PaceCapacity p = c.paces().get(0);
        assertEquals(80, p.cpuOneThread());
        assertEquals(320, p.cpuAllCores());
        assertEquals(133, p.cpuBusiestStage());
        assertEquals(133, p.links().get(2).subscribers(), "the stage, not the cores, bounds the CPU");
        ThreadBound t = c.busiestThread();
        assertEquals(0.6, t.shareOfServer(), 1e-9);
        assertTrue(t.stage().startsWith("SyncRequestProcessor"), t.stage());
        String line = CapacityLine.of(withZk1Threads(), "application (3.3.6)");
        assertTrue(line.contains("its busiest stage SyncThread:0 (60 % of its CPU) on one core"), line);
    }

    @Test
    void aStageUnderAQuarterLeavesTheCoresAsTheBound() {
        // 20 % on SyncThread:0: 2 ms, 400 subscribers by the thread; the 4 cores serve 320
        PaceCapacity p = RegistryCapacity.of(new FanOutCost("zk1", 10.0, 1000.0, 10.0, null),
                server(30, "SyncThread:0", 6), null, 4, List.of(2.0)).paces().get(0);
        assertEquals(320, p.cpuBusiestStage());
    }

    @Test
    void theJitCompilerAndAPoolsThreadsAreNoStageTheBoundIsTheBusiestThreadThatIs() {
        // a lightly loaded server warming up: the C2 compiler is busiest, then a worker of the pool, then the one
        // SyncThread at 30 %: 3 ms a subscriber on it, 266 by the thread, under the 4 cores' 320
        ProcessCpu server = new ProcessCpu("registry zk1", 7, 30, 0, 100_000, List.of(
                new BusiestThread("C2 CompilerThre", 20, 12, 0.12), new BusiestThread("NIOWorkerThread", 21, 10, 0.10),
                new BusiestThread("SyncThread:0", 12, 9, 0.09)));
        RegistryCapacity c = RegistryCapacity.of(new FanOutCost("zk1", 10.0, 1000.0, 10.0, null), server, null, 4,
                List.of(2.0));
        assertEquals("SyncThread:0", c.busiestThread().thread());
        assertEquals(266, c.paces().get(0).cpuBusiestStage());
        ProcessCpu noStage = new ProcessCpu("registry zk1", 7, 30, 0, 100_000, List.of(
                new BusiestThread("C2 CompilerThre", 20, 12, 0.12), new BusiestThread("NIOWorkerThread", 21, 10, 0.10)));
        assertNull(RegistryCapacity.of(new FanOutCost("zk1", 10.0, 1000.0, 10.0, null), noStage, null, 4, List.of(2.0))
                .busiestThread(), "no single stage among the kept threads: the cores' range stands alone");
    }

    @Test
    void withoutThreadsTheRangeStandsAloneAndSummaryJsonLeavesTheThreadOut() throws Exception {
        RegistryCapacity c = RegistryCapacity.of(FanOutCostTest.mode(20.2, 1000, false));
        assertNull(c.busiestThread());
        String json = new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(c);
        assertTrue(!json.contains("busiestThread") && !json.contains("cpuBusiestStage"), json);
        assertTrue(!CapacityLine.of(FanOutCostTest.mode(20.2, 1000, false), "x").contains("busiest stage"));
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
