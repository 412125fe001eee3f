package org.sdsim.simulator.rpc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Young pauses are counted only inside the measured windows, by the log's wall clock; full GCs never. */
class YoungGcsTest {

    @TempDir
    Path dir;

    private static long ms(String time) {
        return Instant.parse("2026-12-01T" + time + "Z").toEpochMilli();
    }

    @Test
    void countsTheYoungPausesThatStartInsideAWindow() throws Exception {
        Path log = dir.resolve("gc.log");
        Files.writeString(log, String.join("\n",
                "[2026-12-01T08:00:00.000+0000][0.003s][info][gc] Using Serial",
                "[2026-12-01T08:00:01.000+0000][1.003s][info][gc] GC(0) Pause Young (Allocation Failure) 200M->10M(742M) 3.1ms",
                "[2026-12-01T08:00:02.500+0000][2.503s][info][gc] GC(1) Pause Young (Allocation Failure) 210M->11M(742M) 2.9ms",
                "[2026-12-01T08:00:02.900+0000][2.903s][info][gc] GC(2) Pause Full (Allocation Failure) 700M->20M(742M) 80.0ms",
                "[2026-12-01T08:00:04.200+0000][4.203s][info][gc] GC(3) Pause Young (Allocation Failure) 220M->12M(742M) 3.0ms",
                "[2026-12-01T08:00:06.000+0000][6.003s][info][gc] GC(4) Pause Young (Allocation Failure) 220M->12M(742M) 3.0ms",
                ""));
        List<MeasuredWindows.Window> windows = List.of(
                new MeasuredWindows.Window(ms("08:00:02.000"), ms("08:00:03.000")),
                new MeasuredWindows.Window(ms("08:00:04.000"), ms("08:00:05.000")));
        assertEquals(2, YoungGcs.count(List.of(log), windows));
        assertEquals(0, YoungGcs.count(List.of(log), List.of()));
        assertEquals(2, YoungGcs.count(List.of(log, dir.resolve("absent.log")), windows), "a fork that left no log adds none");
    }
}
