package org.sdsim.simulator.subscriber;

import org.junit.jupiter.api.Test;
import org.sdsim.fixtures.subscriber.SubscriberRecovery;
import org.sdsim.simulator.fault.FaultRecord;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The subscribers' drops and recoveries since a fault's start, from their reconnects.jsonl lines. */
class ReconnectLogTest {

    private static SubscriberRecovery dropped(String registry, int i, long at) {
        return new SubscriberRecovery(registry, i, at, null, null, 0, 0, 0);
    }

    private static SubscriberRecovery held(String registry, int i, long at, long back, long holds, int renewed) {
        return new SubscriberRecovery(registry, i, at, back, holds, renewed, 40, 4096);
    }

    @Test
    void timesTheLastSubscriberBackFromTheFaultsStartAndLeavesEarlierDropsOut() {
        long start = 100_000;
        ReconnectLog log = ReconnectLog.of(List.of(
                dropped("zk1", 0, 50_000), held("zk1", 0, 50_000, 51_000, 52_000, 0), // before the fault
                dropped("zk1", 0, 100_200), dropped("zk1", 1, 100_300), dropped("zk2", 0, 100_250),
                held("zk1", 0, 100_200, 101_500, 108_000, 0), held("zk2", 0, 100_250, 102_000, 106_500, 1)));
        assertEquals(1, log.recovering(start), "zk1#1 has not held the fleet again");
        FaultRecord.Resubscribed r = log.since(start);
        assertEquals(3, r.dropped());
        assertEquals(2, r.recovered());
        assertEquals(2.0, r.backSeconds());
        assertEquals(8.0, r.holdSeconds());
        assertEquals(1, r.renewed());
        assertEquals(80L, r.requests());
        assertEquals(8L, r.kbRead());
    }

    @Test
    void noDropSinceTheStartLeavesEveryFieldOut() {
        ReconnectLog log = ReconnectLog.of(List.of(dropped("zk1", 0, 5), held("zk1", 0, 5, 6, 7, 0)));
        assertEquals(0, log.recovering(10));
        FaultRecord.Resubscribed r = log.since(10);
        assertNull(r.dropped());
        assertNull(r.holdSeconds());
    }
}
