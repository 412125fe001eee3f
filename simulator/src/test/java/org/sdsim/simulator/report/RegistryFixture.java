package org.sdsim.simulator.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.sdsim.consumer.api.SubscribersReply;
import org.sdsim.fixtures.meter.RegistrySample;
import org.sdsim.fixtures.meter.ServerCounters;
import org.sdsim.fixtures.meter.ServerCounters.Figure;
import org.sdsim.fixtures.meter.SessionTraffic;
import org.sdsim.fixtures.subscriber.PushFanout;
import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.folder.PushRecord;
import org.sdsim.simulator.folder.RegistryFolder;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.subscriber.SubscriberFolder;
import org.sdsim.simulator.summarize.RegistrySummarizer;

/**
 * The registry side of the report fixture, written by hand around the pushes a {@link FixtureConsumer}
 * recorded, with figures chosen so that every per-push number the report shows is known exactly:
 * <ul>
 * <li>interface: zk1 sampled, 5 subscribers per registry (6 clients), 6,000 KB sent per push (1,000 KB
 * per client), the consumer 10 requests per push, each subscriber 8 (within the calibration's bound); the subscribers' pushes.jsonl;</li>
 * <li>application: zk1 sampled, no subscribers, 100 KB sent per push (so -90.0 % against interface), and
 * zk2 n/a, refusing the four-letter words;</li>
 * <li>dual: both registries n/a (its row reads n/a);</li>
 * <li>the manifest's fleet.dataVolume: 20,000,000 bytes interface level, 1,000,000 application level
 * (-95.0 %); registries/zk1/gc.log is a copy of the interface consumer's real GC log.</li>
 * </ul>
 */
final class RegistryFixture {
    static final String ZK1 = "127.0.0.1:2181";
    static final String ZK2 = "127.0.0.1:2182";
    static final String REFUSED = "127.0.0.1:2182 refused the four-letter words (add mntr, cons, wchp to"
            + " 4lw.commands.whitelist)";
    static final int SUBSCRIBERS = 5;
    static final long INTERFACE_BYTES = 20_000_000;
    static final long APPLICATION_BYTES = 1_000_000;

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long CONSUMER = 1;
    private static final long REGISTRAR = 99;

    private RegistryFixture() {
    }

    /** Writes the mode's registry samples (and subscribers); returns who is who, for the summarizer. */
    static RegistrySummarizer.Sessions write(Path modeDir, DiscoveryMode mode) throws IOException {
        Map<String, String> connect = new LinkedHashMap<>();
        connect.put("zk1", ZK1);
        connect.put("zk2", ZK2);
        switch (mode) {
            case INTERFACE -> {
                samples(modeDir, 6000 * 1024, SUBSCRIBERS);
                subscribers(modeDir);
                return new RegistrySummarizer.Sessions(connect, Map.of(), Set.of(REGISTRAR), subscriberIds(), SUBSCRIBERS);
            }
            case APPLICATION -> {
                samples(modeDir, 100 * 1024, 0);
                return new RegistrySummarizer.Sessions(connect, Map.of("zk2", REFUSED), Set.of(REGISTRAR), Set.of(), 0);
            }
            case DUAL -> {
                return new RegistrySummarizer.Sessions(connect, Map.of("zk1", "127.0.0.1:2181 refused the four-letter"
                        + " words", "zk2", REFUSED), Set.of(), Set.of(), 0);
            }
            default -> {
                return null;
            }
        }
    }

    /** fleet.dataVolume, as the run manifest records it. */
    static void dataVolume(ObjectNode manifest) {
        manifest.putObject("fleet").put("source", "synthetic").putObject("dataVolume")
                .put("interfaceLevelBytes", INTERFACE_BYTES).put("applicationLevelBytes", APPLICATION_BYTES);
    }

    /** A registry GC log: the interface consumer's own, which a real JVM wrote. */
    static void registryGcLog(Path runDir) throws IOException {
        Path dir = Files.createDirectories(RegistryFolder.of(runDir, "zk1"));
        Files.copy(ModeFolder.GC_LOG.in(runDir.resolve("interface")), RegistryFolder.GC_LOG.in(dir));
    }

    private static Set<Long> subscriberIds() {
        Set<Long> ids = new java.util.HashSet<>();
        for (int i = 0; i < SUBSCRIBERS; i++) {
            ids.add(11L + i);
        }
        return ids;
    }

    /**
     * measuring, first-push (nothing grew: no background), periodic samples, measured: the span's growth is
     * {@code bytesPerPush} and, per push, 10 requests of the consumer and 8 of each subscriber.
     */
    private static void samples(Path modeDir, long bytesPerPush, int subscribers) throws IOException {
        List<PushRecord> pushes = JsonFiles.readLines(modeDir, ModeFolder.EVENTS, "", "pushes", (w, x) -> { }, true);
        long first = pushes.get(0).epochMillis();
        long last = pushes.get(pushes.size() - 1).epochMillis();
        int n = pushes.size();
        List<RegistrySample> out = new ArrayList<>();
        out.add(sample(first - 2000, "measuring", 0, 0, subscribers));
        out.add(sample(first - 1, "first-push", 0, 0, subscribers));
        for (int i = 1; i < n; i++) {
            out.add(sample(first + (last - first) * i / n, null, bytesPerPush * i, i, subscribers));
        }
        out.add(sample(last + 1000, "measured", bytesPerPush * n, n, subscribers));
        StringBuilder text = new StringBuilder();
        for (RegistrySample s : out) {
            text.append(JSON.writeValueAsString(s)).append('\n');
        }
        Files.writeString(ModeFolder.REGISTRY_SAMPLES.in(modeDir), text.toString());
    }

    private static RegistrySample sample(long at, String mark, long bytes, int pushes, int subscribers) {
        long requests = 10L * pushes + 8L * pushes * subscribers;
        ServerCounters c = ServerCounters.none().with(Figure.ZNODES, 20_600L).with(Figure.DATA_BYTES, 26_000_000L)
                .with(Figure.WATCHES, 40L + subscribers * 8L).with(Figure.CONNECTIONS, 3L + subscribers)
                .with(Figure.OUTSTANDING_REQUESTS, 0L).with(Figure.PACKETS_RECEIVED, 1000 + requests)
                .with(Figure.PACKETS_SENT, 1000 + requests).with(Figure.BYTES_RECEIVED, 50_000L)
                .with(Figure.RESPONSE_BYTES, 1_000_000 + bytes).with(Figure.WATCH_BYTES, 0L)
                .with(Figure.NOTIFICATIONS, 2L * pushes).with(Figure.GET_DATA_REQUESTS, 3L * pushes)
                .with(Figure.GET_CHILDREN_REQUESTS, 1L * pushes).with(Figure.READ_LATENCY_COUNT, 100L)
                .with(Figure.READ_LATENCY_SUM_MS, 100L).with(Figure.UPDATE_LATENCY_COUNT, 10L)
                .with(Figure.UPDATE_LATENCY_SUM_MS, 10L).with(Figure.MAX_LATENCY_MS, 5L);
        if (mark == null) {
            return new RegistrySample(at, "zk1", null, c, null, null, null);
        }
        List<SessionTraffic> sessions = new ArrayList<>();
        sessions.add(new SessionTraffic(CONSUMER, "127.0.0.1:40000", 100 + 10L * pushes, 100, 0, 3, null));
        sessions.add(new SessionTraffic(REGISTRAR, "127.0.0.1:40001", 500, 500, 0, 3, null));
        for (int i = 0; i < subscribers; i++) {
            sessions.add(new SessionTraffic(11L + i, "127.0.0.1:" + (41000 + i), 20 + 8L * pushes, 20, 0, 3, null));
        }
        Map<String, Long> data = Map.of("providers", 0L, "services", 0L, "mapping", 0L, "config", 16L, "other", 2L);
        Map<String, Long> child = Map.of("providers", 8L + 8L * subscribers, "services", 0L);
        return new RegistrySample(at, "zk1", mark, c, data, child, sessions);
    }

    /** The subscribers' folder: spec, a fan-out per push, and their last status. */
    private static void subscribers(Path modeDir) throws IOException {
        Path dir = Files.createDirectories(SubscriberFolder.of(modeDir));
        ObjectNode spec = JSON.createObjectNode();
        spec.putObject("registries").put("zk1", ZK1).put("zk2", ZK2);
        spec.put("dubbo", ReportFixtures.DUBBO).put("discovery", "interface").put("perRegistry", SUBSCRIBERS)
                .put("sessionTimeoutMs", 60000).put("loops", 2);
        JSON.writeValue(SubscriberFolder.SPEC.in(dir).toFile(), spec);
        List<PushRecord> pushes = JsonFiles.readLines(modeDir, ModeFolder.EVENTS, "", "pushes", (w, x) -> { }, true);
        StringBuilder text = new StringBuilder();
        for (PushRecord p : pushes) {
            // medians 100 ms, p99 200 + 10 × wave, the slowest 50 ms later; 3 re-reads per subscriber
            text.append(JSON.writeValueAsString(new PushFanout("zk1", p.wave(), p.kind(), p.providers(), p.epochMillis(),
                    SUBSCRIBERS, SUBSCRIBERS, 100.0, 200.0 + 10 * p.wave(), 250.0 + 10 * p.wave(), 3.0, 4, 25.0)))
                    .append('\n');
        }
        Files.writeString(SubscriberFolder.PUSHES.in(dir), text.toString());
        JSON.writeValue(SubscriberFolder.STATUS.in(dir).toFile(),
                new SubscribersReply(2 * SUBSCRIBERS, 2 * SUBSCRIBERS, 0, 18, pushes.size()));
    }
}
