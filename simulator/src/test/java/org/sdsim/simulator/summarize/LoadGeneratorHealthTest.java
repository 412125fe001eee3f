package org.sdsim.simulator.summarize;

import org.sdsim.simulator.summary.SubscriberFigures;

import org.junit.jupiter.api.Test;
import org.sdsim.fixtures.subscriber.FleetHealth;
import org.sdsim.fixtures.subscriber.PushFanout;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class LoadGeneratorHealthTest {

    private static PushFanout push(int subscribers, int reached) {
        return new PushFanout("zk1", 1, "REGISTER", 1, 0, subscribers, reached, 10.0, 20.0, 30.0, 1, 1, 10);
    }

    @Test
    void aPushSomeOfWhoseOwedReadsDidNotCompleteIsIncompleteHoweverManyDid() {
        SubscriberFigures.LoadGeneratorHealth h = SubscriberSummarizer.health(
                List.of(push(100, 100), push(100, 99), push(100, 0), push(100, 100)),
                new FleetHealth(5000, 0.4, 3.2, 120, 0));
        assertEquals(2, h.completePushes());
        assertEquals(2, h.incompletePushes(), "99 of 100 is not reached");
        assertEquals(0.4, h.roundTripP50Ms());
        assertEquals(120, h.maxLaneBacklog());
    }

    @Test
    void aFolderWithoutHealthJsonStillCountsItsPushes() {
        SubscriberFigures.LoadGeneratorHealth h = SubscriberSummarizer.health(List.of(push(3, 3)), null);
        assertEquals(1, h.completePushes());
        assertNull(h.roundTripP50Ms());
        assertNull(h.laneBacklogAtEnd());
    }
}
