package org.sdsim.simulator.summarize;

import org.junit.jupiter.api.Test;
import org.sdsim.fixtures.meter.MemberSample;
import org.sdsim.fixtures.meter.RegistrySample;
import org.sdsim.fixtures.meter.ServerCounters;
import org.sdsim.simulator.summary.MemberFigures;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * An ensemble's members over a mode's span, its leader killed inside it: each member's figures carried across its
 * election and the killed one's restart, and the registry's the members' added up.
 */
class MemberSpansTest {

    private static final long T0 = 1_000_000;

    /** One member as its mntr would read: state, uptime, packets received, response bytes, outstanding, pid. */
    private static MemberSample m(String member, String state, long uptimeMs, long packets, long bytes, long outstanding,
            long pid) {
        ServerCounters c = ServerCounters.none().with(ServerCounters.Figure.PACKETS_RECEIVED, packets)
                .with(ServerCounters.Figure.RESPONSE_BYTES, bytes).with(ServerCounters.Figure.WATCH_BYTES, 0L)
                .with(ServerCounters.Figure.OUTSTANDING_REQUESTS, outstanding)
                .with(ServerCounters.Figure.CONNECTIONS, 2L);
        return new MemberSample(member, "127.0.0.1:" + member.charAt(4), state, uptimeMs, 500, pid, c);
    }

    private static MemberSample down(String member) {
        return new MemberSample(member, "127.0.0.1:" + member.charAt(4), MemberSample.DOWN, null, null, null, null);
    }

    private static RegistrySample at(long secondsIn, String mark, MemberSample... members) {
        ServerCounters sum = null;
        for (MemberSample x : members) {
            if (x.serving()) {
                sum = sum == null ? x.counters() : sum.plus(x.counters());
            }
        }
        return new RegistrySample(T0 + secondsIn * 1000, "zk1", mark, sum, null, null, null, List.of(members));
    }

    /**
     * zk1.2 leads until it is killed 10 s in (sampled right before), zk1.3 leads from 11 s (its packets start again
     * with its new role), zk1.2 comes back as a new process and follows.
     */
    private static List<RegistrySample> leaderKilled() {
        List<RegistrySample> s = new ArrayList<>();
        s.add(at(0, "measuring", m("zk1.1", "follower", 60_000, 100, 1_000, 0, 11),
                m("zk1.2", "leader", 60_000, 900, 9_000, 3, 12), m("zk1.3", "follower", 60_000, 50, 500, 0, 13)));
        s.add(at(5, null, m("zk1.1", "follower", 65_000, 110, 1_100, 1, 11),
                m("zk1.2", "leader", 65_000, 950, 9_400, 40, 12), m("zk1.3", "follower", 65_000, 55, 550, 0, 13)));
        s.add(at(10, "fault leader-kill@10s", m("zk1.1", "follower", 70_000, 115, 1_150, 0, 11),
                m("zk1.2", "leader", 70_000, 1_000, 9_800, 2, 12), m("zk1.3", "follower", 70_000, 60, 600, 0, 13)));
        s.add(at(11, null, new MemberSample("zk1.1", "127.0.0.1:1", MemberSample.NOT_SERVING, null, null, 11L, null),
                down("zk1.2"), new MemberSample("zk1.3", "127.0.0.1:3", MemberSample.NOT_SERVING, null, null, 13L, null)));
        s.add(at(15, null, m("zk1.1", "follower", 4_000, 20, 1_300, 0, 11),
                m("zk1.2", "follower", 2_000, 5, 80, 0, 14), m("zk1.3", "leader", 4_000, 300, 40_600, 120, 13)));
        s.add(at(20, "measured", m("zk1.1", "follower", 9_000, 30, 1_400, 0, 11),
                m("zk1.2", "follower", 7_000, 15, 200, 0, 14), m("zk1.3", "leader", 9_000, 330, 41_000, 4, 13)));
        return s;
    }

    @Test
    void eachMembersFiguresRunAcrossItsElectionAndItsRestart() {
        List<RegistrySample> s = leaderKilled();
        List<MemberFigures> members = MemberSpans.figures(s, s.get(0), s.get(s.size() - 1));
        assertEquals(List.of("zk1.1", "zk1.2", "zk1.3"), members.stream().map(MemberFigures::member).toList());

        MemberFigures killed = members.get(1);
        assertEquals("leader", killed.roles().atStart());
        assertEquals("follower", killed.roles().atEnd());
        // 100 packets up to its last sample before the kill, then its successor's 15 from its start
        assertEquals(115L, killed.load().requests());
        assertEquals(800L + 200L, killed.load().bytesSent(), "800 bytes before the kill, 200 by its successor");
        assertEquals(40L, killed.outstanding().max());
        assertEquals(500, killed.outstanding().limit());

        MemberFigures elected = members.get(2);
        assertEquals("follower", elected.roles().atStart());
        assertEquals("leader", elected.roles().atEnd());
        // 10 packets before the election; from 11 s its new server counted 300, then 30 more
        assertEquals(10L + 300L + 30L, elected.load().requests());
        assertEquals(41_000L - 500L, elected.load().bytesSent(), "the process's bytes run on across the election");
        assertEquals(120L, elected.outstanding().max());
        assertEquals(2L, elected.load().connections());
    }

    @Test
    void theRegistrysCountersAreItsMembersAddedUp() {
        List<RegistrySample> s = leaderKilled();
        ServerCounters total = MemberSpans.total(s, s.get(0), s.get(s.size() - 1));
        // zk1.1: 15 + 20 + 10; zk1.2: 115; zk1.3: 340
        assertEquals(45L + 115L + 340L, total.packetsReceived());
        assertEquals(400L + 1_000L + 40_500L, total.responseBytes());
    }

    @Test
    void aMemberThatNeverServedTwiceHasNoGrowth() {
        List<RegistrySample> s = List.of(
                at(0, "measuring", m("zk1.1", "follower", 60_000, 100, 1_000, 0, 11), down("zk1.2")),
                at(5, "measured", m("zk1.1", "follower", 65_000, 104, 1_100, 0, 11), down("zk1.2")));
        List<MemberFigures> members = MemberSpans.figures(s, s.get(0), s.get(1));
        assertEquals(4L, members.get(0).load().requests());
        assertNull(members.get(1).load().requests(), "zk1.2 never answered: n/a, not 0");
        assertEquals(MemberSample.DOWN, members.get(1).roles().atEnd());
    }
}
