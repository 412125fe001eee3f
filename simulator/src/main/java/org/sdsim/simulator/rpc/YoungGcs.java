package org.sdsim.simulator.rpc;

import org.sdsim.analyzers.GcAnalysis;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.GcKind;
import org.sdsim.analyzers.event.LogEvent;
import org.sdsim.analyzers.parse.EventSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Young collections that start inside measured windows, read from GC logs by the project's analyzer. */
final class YoungGcs {

    private YoungGcs() {
    }

    static long count(List<Path> logs, List<MeasuredWindows.Window> windows) throws IOException {
        long young = 0;
        for (Path log : logs) {
            if (!Files.isRegularFile(log)) {
                continue;
            }
            try (EventSource events = GcAnalysis.open(List.of(log))) {
                while (events.hasNext()) {
                    LogEvent e = events.next();
                    if (e instanceof GcEvent gc && gc.isPause() && gc.kind().family() == GcKind.Family.YOUNG
                            && inside(gc, windows)) {
                        young++;
                    }
                }
            }
        }
        return young;
    }

    private static boolean inside(GcEvent gc, List<MeasuredWindows.Window> windows) {
        if (!gc.time().hasWallClock()) {
            return false;
        }
        long ms = gc.time().wallClock().toEpochMilli();
        return windows.stream().anyMatch(w -> ms >= w.fromMs() && ms < w.toMs());
    }
}
