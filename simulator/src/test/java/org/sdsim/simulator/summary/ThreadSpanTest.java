package org.sdsim.simulator.summary;

import org.junit.jupiter.api.Test;
import org.sdsim.simulator.cpu.ThreadTime;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class ThreadSpanTest {

    @Test
    void threadsAreMatchedByTidAndOneThatAppearedCountsFromZeroBusiestFirstThreeKept() {
        List<ThreadTime> from = List.of(new ThreadTime(10, "SyncThread:0", 5_000), new ThreadTime(11, "NIOWorkerThread", 900),
                new ThreadTime(12, "NIOWorkerThread", 800), new ThreadTime(13, "GC Thread#0", 100));
        List<ThreadTime> to = List.of(new ThreadTime(10, "SyncThread:0", 45_000), new ThreadTime(11, "NIOWorkerThread", 4_900),
                // same name, other tid: a worker the pool started inside the window, all of its CPU in it
                new ThreadTime(14, "NIOWorkerThread", 7_000), new ThreadTime(12, "NIOWorkerThread", 1_800),
                new ThreadTime(13, "GC Thread#0", 100));
        List<BusiestThread> top = ThreadSpan.busiest(from, to, 50_000);
        assertEquals(3, top.size());
        assertEquals(new BusiestThread("SyncThread:0", 10, 40.0, 0.8), top.get(0));
        assertEquals(14, top.get(1).tid());
        assertEquals(7.0, top.get(1).cpuSeconds(), 1e-9);
        assertEquals(4.0, top.get(2).cpuSeconds(), 1e-9);
    }

    @Test
    void aTidWhoseCpuWentDownIsANewThreadThatReusedItAndCountsFromZero() {
        List<BusiestThread> top = ThreadSpan.busiest(List.of(new ThreadTime(10, "old", 9_000)),
                List.of(new ThreadTime(10, "new", 2_000)), 10_000);
        assertEquals(2.0, top.get(0).cpuSeconds(), 1e-9);
        assertEquals("new", top.get(0).name());
    }

    @Test
    void withoutThreadsAtEitherEndThereIsNoFigure() {
        assertNull(ThreadSpan.busiest(null, List.of(new ThreadTime(1, "x", 1)), 1000));
        assertNull(ThreadSpan.busiest(List.of(), null, 1000));
    }
}
