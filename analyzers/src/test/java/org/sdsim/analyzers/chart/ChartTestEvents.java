package org.sdsim.analyzers.chart;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.GcKind;
import org.sdsim.analyzers.event.MemoryUse;
import org.sdsim.analyzers.event.Origin;
import org.sdsim.analyzers.event.Timestamp;

/** Hand-built GC event sequences with known contents, for chart tests. */
final class ChartTestEvents {
    private final List<GcEvent> events = new ArrayList<>();
    private final boolean uptime;
    private final boolean wallClock;
    private static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");

    private ChartTestEvents(boolean uptime, boolean wallClock) {
        this.uptime = uptime;
        this.wallClock = wallClock;
    }

    static ChartTestEvents withUptime() {
        return new ChartTestEvents(true, true);
    }

    static ChartTestEvents wallClockOnly() {
        return new ChartTestEvents(false, true);
    }

    static ChartTestEvents noClock() {
        return new ChartTestEvents(false, false);
    }

    ChartTestEvents gc(GcKind kind, double atSec, double beforeMb, double afterMb, double oldAfterMb, double pauseMs) {
        Timestamp t = new Timestamp(uptime ? atSec : Double.NaN,
                wallClock ? T0.plusMillis((long) (atSec * 1000)) : null);
        MemoryUse old = oldAfterMb < 0 ? MemoryUse.ABSENT : new MemoryUse(-1, kb(oldAfterMb), -1);
        events.add(new GcEvent(t, events.size(), kind, kind.name(), "test", pauseMs,
                new MemoryUse(kb(beforeMb), kb(afterMb), kb(768)), MemoryUse.ABSENT, old, MemoryUse.ABSENT,
                new Origin("test.log", events.size() + 1)));
        return this;
    }

    ChartTestEvents young(double atSec, double beforeMb, double afterMb, double oldAfterMb, double pauseMs) {
        return gc(GcKind.YOUNG, atSec, beforeMb, afterMb, oldAfterMb, pauseMs);
    }

    ChartTestEvents full(double atSec, double beforeMb, double afterMb, double oldAfterMb, double pauseMs) {
        return gc(GcKind.FULL, atSec, beforeMb, afterMb, oldAfterMb, pauseMs);
    }

    ChartTestEvents concurrentCycle(double atSec, double ms) {
        Timestamp t = new Timestamp(uptime ? atSec : Double.NaN, wallClock ? T0.plusMillis((long) (atSec * 1000)) : null);
        events.add(new GcEvent(t, events.size(), GcKind.CONCURRENT_CYCLE, "Concurrent Cycle", "", ms,
                MemoryUse.ABSENT, MemoryUse.ABSENT, MemoryUse.ABSENT, MemoryUse.ABSENT,
                new Origin("test.log", events.size() + 1)));
        return this;
    }

    List<GcEvent> list() {
        return List.copyOf(events);
    }

    private static long kb(double mb) {
        return Math.round(mb * 1024);
    }
}
