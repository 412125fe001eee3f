package org.sdsim.simulator.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RegistryFitTest {

    private static RegistrySweepPoint point(int n, double bytes, Double p99, boolean unreached) {
        return new RegistrySweepPoint(n, "points/" + n, Map.of("application",
                new RegistrySweepPoint.Figures("completed", null,
                        new RegistrySweepPoint.Registry(bytes, 10.0 * n, 20.0 + n / 100.0, null, 10L),
                        new RegistrySweepPoint.FanOut(p99, p99, 1.0, unreached, null), null, null)),
                false);
    }

    @Test
    void theLimitIsInterpolatedBetweenTheTwoPointsAroundIt() {
        RegistryFit fit = RegistryFit.of("application", List.of(point(1, 100, 1_000.0, false),
                point(10, 1_000, 3_000.0, false), point(100, 10_000, 7_000.0, false)), null, 0, 5_000);
        assertEquals(55.0, fit.subscribersAtLimit(), 1e-9);
        assertFalse(fit.limitBeyond());
    }

    @Test
    void aPointWhosePushesDidNotReachEverySubscriberIsPastTheLimitWhateverItsP99() {
        // 1,000 subscribers: the few that read a push did so fast (p99 800 ms), the rest never did.
        RegistryFit fit = RegistryFit.of("application", List.of(point(1, 100, 100.0, false),
                point(100, 10_000, 900.0, false), point(1000, 100_000, 800.0, true)), null, 0, 5_000);
        assertEquals(1000.0, fit.subscribersAtLimit(), 1e-9);
        assertFalse(fit.limitBeyond());
    }

    @Test
    void bytesFromAPointWhoseOwedReadsWereNotAllDoneAreLeftOutOfTheLine() {
        RegistrySweepPoint behind = new RegistrySweepPoint(1000, "points/1000", java.util.Map.of("application",
                new RegistrySweepPoint.Figures("completed", "load generator",
                        new RegistrySweepPoint.Registry(5_000.0, 10_000.0, 30.0, null, 10L),
                        new RegistrySweepPoint.FanOut(900.0, 900.0, 1.0, false, "read 600 of the 1,000 states owed"),
                        null, null)), false);
        RegistryFit fit = RegistryFit.of("application", List.of(point(1, 200, 100.0, false),
                point(10, 1_100, 200.0, false), point(100, 10_100, 300.0, false), behind), null, 0, 5_000);
        assertEquals(100.0, fit.bytesPerPush().slope(), 1e-6, "100 bytes per client from the three complete points");
        assertEquals(1000.0, fit.subscribersAtLimit(), 1e-9, "reads left undone are past the limit");
    }

    @Test
    void aPointBehindWhosePartialP99IsAlreadyPastTheLimitIsInterpolatedTo() {
        // 100 subscribers left reads undone, and even the reads that were done have a p99 past the limit: the limit
        // is passed between 10 and 100, at most where the line to the understated p99 crosses it
        RegistrySweepPoint behind = new RegistrySweepPoint(100, "points/100", java.util.Map.of("application",
                new RegistrySweepPoint.Figures("completed", "machine", new RegistrySweepPoint.Registry(5_000.0, 1.0, 1.0, null, 10L),
                        new RegistrySweepPoint.FanOut(9_000.0, 13_000.0, 1.0, false, "reads still queued"), null, null)),
                false);
        RegistryFit fit = RegistryFit.of("application", List.of(point(1, 100, 1_000.0, false),
                point(10, 1_000, 4_000.0, false), behind), null, 0, 5_000);
        assertEquals(10 + 90 * (1_000.0 / 9_000.0), fit.subscribersAtLimit(), 1e-9);
        RegistrySweepResult r = new RegistrySweepResult(500, 5_000, List.of(point(1, 100, 1_000.0, false),
                point(10, 1_000, 4_000.0, false), behind), java.util.Map.of("application", fit), 1);
        assertTrue(r.sentences().get(0).contains("(at most: the 100-subscriber point is incomplete"),
                r.sentences().get(0));
    }

    @Test
    void aLimitPassedAtTheSmallestCountWithNothingLimitingIsTheClientsOwnPace() {
        // interface level: Dubbo 3 holds a notification up to its 5 s notify delay, so one subscriber's p99 is 9 s
        RegistrySweepPoint one = new RegistrySweepPoint(1, "points/1", java.util.Map.of("interface",
                new RegistrySweepPoint.Figures("completed", "none", new RegistrySweepPoint.Registry(100.0, 1.0, 1.0, null, 10L),
                        new RegistrySweepPoint.FanOut(4_800.0, 9_000.0, 8.0, false, null), null, null)), false);
        RegistrySweepPoint ten = new RegistrySweepPoint(10, "points/10", java.util.Map.of("interface",
                new RegistrySweepPoint.Figures("completed", "none", new RegistrySweepPoint.Registry(1_000.0, 1.0, 1.0, null, 10L),
                        new RegistrySweepPoint.FanOut(4_800.0, 9_200.0, 8.0, false, null), null, null)), false);
        RegistryFit fit = RegistryFit.of("interface", List.of(one, ten), null, 0, 5_000);
        RegistrySweepResult r = new RegistrySweepResult(500, 5_000, List.of(one, ten), java.util.Map.of("interface", fit),
                1);
        assertTrue(r.sentences().get(0).contains("at about 1 subscribers per registry on this machine (already at the"
                + " smallest count, where nothing limited the fan-out"), r.sentences().get(0));
    }

    @Test
    void noPointAtTheLimitSaysBeyond() {
        RegistryFit fit = RegistryFit.of("application", List.of(point(1, 100, 100.0, false),
                point(10, 1_000, 200.0, false)), null, 0, 5_000);
        assertTrue(fit.limitBeyond());
    }
}
