package org.sdsim.simulator.summarize;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.fixtures.meter.MemberSample;
import org.sdsim.fixtures.meter.RegistrySample;
import org.sdsim.fixtures.meter.ServerCounters;
import org.sdsim.fixtures.meter.SessionTraffic;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.folder.Problems;
import org.sdsim.simulator.folder.PushRecord;
import org.sdsim.simulator.summary.RegistryFigures;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A consumer session that reconnects to another member of an ensemble during the span: each connection counts its
 * own requests, so the new one counts from zero; the registry's per-push figure takes the old connection's growth up
 * to the listing before the fault and the new one's from its start, not the difference of two unrelated counts.
 */
class RegistrySummarizerReconnectTest {

    private static final long CONSUMER = 0x100L;
    private static final long T0 = 1_700_000_000_000L;

    @TempDir
    Path modeDir;

    private static MemberSample member(int n, String state, long packets) {
        ServerCounters c = ServerCounters.none().with(ServerCounters.Figure.PACKETS_RECEIVED, packets)
                .with(ServerCounters.Figure.RESPONSE_BYTES, 10 * packets).with(ServerCounters.Figure.WATCH_BYTES, 0L);
        return new MemberSample("zk1." + n, "127.0.0.1:218" + n, state, 60_000L, 500, 10L + n, c);
    }

    private static RegistrySample sample(long seconds, String mark, SessionTraffic consumer, long packets1, long packets2) {
        List<MemberSample> members = List.of(member(1, "leader", packets1), member(2, "follower", packets2));
        return new RegistrySample(T0 + seconds * 1000, "zk1", mark, members.get(0).counters().plus(members.get(1).counters()),
                Map.of(), Map.of(), List.of(consumer), members);
    }

    private static SessionTraffic consumer(long received, long establishedMs) {
        return new SessionTraffic(CONSUMER, "127.0.0.1:40000", received, received, 0, 1, 10 * received, establishedMs);
    }

    @Test
    void aSessionThatReconnectedCountsItsOldConnectionToTheFaultAndItsNewOneFromZero() throws Exception {
        List<RegistrySample> samples = new ArrayList<>();
        samples.add(sample(0, "measuring", consumer(100, T0 - 60_000), 500, 100));
        samples.add(sample(10, "fault leader-kill@10s", consumer(130, T0 - 60_000), 530, 110));
        samples.add(sample(30, "measured", consumer(20, T0 + 12_000), 560, 140));
        ObjectMapper json = new ObjectMapper();
        List<String> lines = new ArrayList<>();
        for (RegistrySample s : samples) {
            lines.add(json.writeValueAsString(s));
        }
        Files.write(ModeFolder.REGISTRY_SAMPLES.in(modeDir), lines);
        List<PushRecord> pushes = List.of(new PushRecord(T0 + 5_000, "127.0.0.1:2181,127.0.0.1:2182", 1, "rolling",
                "DEREGISTER", 1, 8, 10, 0L), new PushRecord(T0 + 20_000, "127.0.0.1:2181,127.0.0.1:2182", 2, "rolling",
                "REGISTER", 1, 8, 10, 0L));
        Map<String, RegistryFigures> figures = RegistrySummarizer.summarize(modeDir, pushes,
                new RegistrySummarizer.Sessions(Map.of("zk1", "127.0.0.1:2181,127.0.0.1:2182"), Map.of(), Set.of(),
                        Set.of(), 0), Problems.STDERR);
        RegistryFigures zk1 = figures.get("zk1");
        // 30 requests on the old connection up to the fault's listing, then 20 on the new one: 50 over 2 pushes
        assertEquals(25.0, zk1.perPush().consumerRequests(), 1e-9);
        assertEquals(250.0, zk1.perPush().consumerBytes(), 1e-9, "bytes the same way");
        // the registry's own requests: its members' growths added up, 60 and 40
        assertEquals(100L, zk1.traffic().requests());
        assertEquals(2, zk1.members().size());
    }
}
