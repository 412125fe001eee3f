package org.sdsim.simulator.subscriber;

import org.sdsim.fixtures.subscriber.SubscriberRecovery;
import org.sdsim.simulator.fault.FaultRecord;
import org.sdsim.simulator.folder.JsonFiles;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the subscribers' reconnects.jsonl says about the drops since a moment (a fault's start): which subscribers
 * dropped, which hold the fleet again, and how long the last took ({@link FaultRecord.Resubscribed}).
 */
public final class ReconnectLog {

    /** A subscriber on a registry, and the drop it is recovering from. */
    private record Drop(String registry, int subscriber, long droppedAtMs) {
    }

    private final List<SubscriberRecovery> lines;

    private ReconnectLog(List<SubscriberRecovery> lines) {
        this.lines = lines;
    }

    /** The log in a subscriber folder as it stands now; empty when there is none. */
    public static ReconnectLog of(Path subscriberDir) {
        return new ReconnectLog(JsonFiles.readLines(subscriberDir, SubscriberFolder.RECONNECTS, "subscribers/",
                "subscriber reconnects", (where, what) -> { }, false));
    }

    static ReconnectLog of(List<SubscriberRecovery> lines) {
        return new ReconnectLog(List.copyOf(lines));
    }

    /** Drops since {@code sinceMs}, each with its recovery line where one was written (null while it recovers). */
    private Map<Drop, SubscriberRecovery> drops(long sinceMs) {
        Map<Drop, SubscriberRecovery> out = new HashMap<>();
        for (SubscriberRecovery r : lines) {
            if (r.droppedAtMs() < sinceMs) {
                continue;
            }
            Drop d = new Drop(r.registry(), r.subscriber(), r.droppedAtMs());
            if (r.recovered()) {
                out.put(d, r);
            } else {
                out.putIfAbsent(d, null);
            }
        }
        return out;
    }

    /** Subscribers that dropped since {@code sinceMs} and do not hold the fleet again yet. */
    public int recovering(long sinceMs) {
        return (int) drops(sinceMs).values().stream().filter(r -> r == null).count();
    }

    /** The drops since {@code sinceMs}, timed from it; every field null when none dropped. */
    public FaultRecord.Resubscribed since(long sinceMs) {
        Map<Drop, SubscriberRecovery> drops = drops(sinceMs);
        if (drops.isEmpty()) {
            return new FaultRecord.Resubscribed(null, null, null, null, null, null, null);
        }
        int recovered = 0;
        long lastBack = -1;
        long lastHold = -1;
        int renewed = 0;
        long requests = 0;
        long bytes = 0;
        for (SubscriberRecovery r : drops.values()) {
            if (r == null) {
                continue;
            }
            recovered++;
            lastBack = Math.max(lastBack, r.backAtMs());
            lastHold = Math.max(lastHold, r.holdsAtMs());
            renewed += r.newSessions();
            requests += r.requests();
            bytes += r.bytesRead();
        }
        return new FaultRecord.Resubscribed(drops.size(), recovered,
                lastBack < 0 ? null : seconds(lastBack - sinceMs), lastHold < 0 ? null : seconds(lastHold - sinceMs),
                renewed, recovered == 0 ? null : requests, recovered == 0 ? null : bytes / 1024);
    }

    private static double seconds(long ms) {
        return Math.round(ms / 10.0) / 100.0;
    }
}
