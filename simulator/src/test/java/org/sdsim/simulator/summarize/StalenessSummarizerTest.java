package org.sdsim.simulator.summarize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sdsim.simulator.folder.ConnectionSample;
import org.sdsim.simulator.folder.PushRecord;
import org.sdsim.simulator.summary.Staleness;

/** How long a consumer runs without providers that registered again, from its connections read twice a second. */
class StalenessSummarizerTest {

    private static PushRecord push(long at, long wave, String kind) {
        return new PushRecord(at, "127.0.0.1:2181", wave, "rolling", kind, 10, 10, 5, null);
    }

    /** Readings every 500 ms from 0 to {@code until}: {@code full}, or {@code dip} inside [from, to). */
    private static List<ConnectionSample> readings(long until, int full, int dip, long[]... dips) {
        List<ConnectionSample> out = new ArrayList<>();
        for (long t = 0; t <= until; t += 500) {
            int n = full;
            for (long[] d : dips) {
                if (t >= d[0] && t < d[1]) {
                    n = dip;
                }
            }
            out.add(new ConnectionSample(t, n));
        }
        return out;
    }

    @Test
    void eachWaveCountsFromItsRegistrationUntilEveryConnectionIsBack() {
        // wave 1: providers leave at 10 s, join at 20 s, the consumer holds them again at 25 s (a 5 s notify delay)
        // wave 2: leave at 60 s, join at 70 s, back at 70.5 s
        List<PushRecord> pushes = List.of(push(10_000, 1, "DEREGISTER"), push(10_003, 1, "DEREGISTER"),
                push(20_000, 1, "REGISTER"), push(60_000, 2, "DEREGISTER"), push(70_000, 2, "REGISTER"));
        Staleness s = StalenessSummarizer.of(pushes, readings(100_000, 520, 470, new long[] {12_000, 25_000},
                new long[] {61_000, 70_500}));
        assertEquals(new Staleness(2, 0.5, 5.0, 5.0, 0, 0), s);
    }

    @Test
    void aWaveTheConsumerNeverLostIsMergedAndOneItNeverGotBackIsNotBack() {
        List<PushRecord> pushes = List.of(push(10_000, 1, "DEREGISTER"), push(10_100, 1, "REGISTER"),
                push(60_000, 2, "DEREGISTER"), push(70_000, 2, "REGISTER"));
        Staleness s = StalenessSummarizer.of(pushes, readings(90_000, 520, 470, new long[] {62_000, 95_000}));
        assertEquals(new Staleness(0, null, null, null, 1, 1), s);
        assertNull(StalenessSummarizer.of(pushes, List.of()), "no readings, no figure");
    }
}
