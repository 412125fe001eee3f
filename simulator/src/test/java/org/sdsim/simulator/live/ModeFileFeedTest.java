package org.sdsim.simulator.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The endpoint's series from a mode folder's files as a consumer and the orchestrator append to
 * them (written by hand here; LiveRunTest reads a real run's): half-written lines wait, a consumer
 * restart carries its GC counts on, faults are counted by name, and a mode that ended shows gaps.
 */
class ModeFileFeedTest {

    @TempDir
    Path mode;

    private static void append(Path file, String text) throws Exception {
        Files.writeString(file, text, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    private static double value(String scrape, String series) {
        Matcher m = Pattern.compile("(?m)^" + Pattern.quote(series) + " (\\S+)$").matcher(scrape);
        assertTrue(m.find(), series + " in:\n" + scrape);
        return Double.parseDouble(m.group(1));
    }

    @Test
    void seriesFollowTheFilesAcrossHalfLinesRestartsAndFaults() throws Exception {
        SoakMeters meters = new SoakMeters();
        // a feed that never polls by itself: each poll below is the test's
        try (ModeFileFeed feed = new ModeFileFeed(meters, Duration.ofHours(1))) {
            meters.modeStarted("interface");
            feed.follow("interface", mode);
            append(mode.resolve("metrics.jsonl"), "{\"epochMs\":1,\"heapUsedMb\":100.0,\"oldGenUsedMb\":80.0,"
                    + "\"gcPauseCount\":10,\"gcPauseTotalMs\":500.0,\"allocatedMb\":64.0}\n");
            append(mode.resolve("calls.csv"), "epochMs,interface,method,ok,latencyMs,error\n"
                    + "1,A,echo,true,1.0,\n2,A,echo,false,2.0,\"RpcException: no provider\"\n3,A,ec");
            append(mode.resolve("events.jsonl"), "{\"epochMillis\":1,\"registry\":\"zk1\",\"wave\":1,\"scenario\":\"rolling\","
                    + "\"kind\":\"DEREGISTER\",\"providers\":5,\"znodes\":200,\"tookMillis\":12}\n"
                    + "{\"type\":\"fault\",\"epochMillis\":2,\"fault\":\"registry-restart\",\"target\":\"zk1\"}\n");
            feed.poll();
            String first = meters.scrape();
            assertEquals(100.0 * 1048576, value(first, "sdsim_consumer_heap_used_bytes{mode=\"interface\"}"), 1);
            assertEquals(80.0 * 1048576, value(first, "sdsim_consumer_old_gen_used_bytes{mode=\"interface\"}"), 1);
            assertEquals(10, value(first, "sdsim_consumer_gc_pauses_total{mode=\"interface\"}"));
            assertEquals(1, value(first, "sdsim_calls_total{mode=\"interface\",result=\"ok\"}"), "the half line waits");
            assertEquals(1, value(first, "sdsim_calls_total{mode=\"interface\",result=\"failed\"}"));
            assertEquals(1, value(first, "sdsim_address_pushes_total{mode=\"interface\"}"));
            assertEquals(1, value(first, "sdsim_faults_total{fault=\"registry-restart\",mode=\"interface\"}"));

            // the call line is finished; the consumer is killed and restarted, its counts start again
            append(mode.resolve("calls.csv"), "ho,true,1.0,\n");
            append(mode.resolve("metrics.jsonl"), "{\"epochMs\":2,\"heapUsedMb\":20.0,\"gcPauseCount\":3,"
                    + "\"gcPauseTotalMs\":30.0,\"allocatedMb\":8.0}\n");
            feed.poll();
            String second = meters.scrape();
            assertEquals(2, value(second, "sdsim_calls_total{mode=\"interface\",result=\"ok\"}"));
            assertEquals(13, value(second, "sdsim_consumer_gc_pauses_total{mode=\"interface\"}"), "carried on");
            assertEquals(0.53, value(second, "sdsim_consumer_gc_pause_seconds_total{mode=\"interface\"}"), 1e-9);
            assertEquals(72.0 * 1048576, value(second, "sdsim_consumer_allocated_bytes_total{mode=\"interface\"}"), 1);

            meters.idle();
            String ended = meters.scrape();
            assertEquals("NaN", String.valueOf(value(ended, "sdsim_consumer_heap_used_bytes{mode=\"interface\"}")));
            assertEquals(0, value(ended, "sdsim_mode_active{mode=\"interface\"}"));
            assertEquals(2, value(ended, "sdsim_calls_total{mode=\"interface\",result=\"ok\"}"), "counters keep totals");
        }
    }

    @Test
    void registrySamplesAndTheSubscribersProgressBecomeSeries() throws Exception {
        SoakMeters meters = new SoakMeters();
        try (ModeFileFeed feed = new ModeFileFeed(meters, Duration.ofHours(1))) {
            meters.modeStarted("application");
            feed.follow("application", mode);
            append(mode.resolve("registry-samples.jsonl"), sample(1000, "zk1", 1000, 20_000, 12, 1) + "\n"
                    + sample(1000, "zk2", 900, 10_000, 7, 0) + "\n" + sample(6000, "zk1", 1500, 70_000, 15, 3).substring(0, 40));
            Path subscribers = Files.createDirectories(mode.resolve("subscribers"));
            Files.writeString(subscribers.resolve("progress.json"),
                    "{\"reply\":\"subscribers\",\"target\":2000,\"ready\":412,\"lost\":1,\"fullReads\":0,\"pushesTimed\":0}");
            feed.poll();
            String first = meters.scrape();
            assertEquals(12, value(first, "sdsim_registry_watches{mode=\"application\",registry=\"zk1\"}"));
            assertEquals(7, value(first, "sdsim_registry_watches{mode=\"application\",registry=\"zk2\"}"));
            assertEquals(20_607, value(first, "sdsim_registry_znodes{mode=\"application\",registry=\"zk1\"}"));
            assertEquals(1, value(first, "sdsim_registry_outstanding_requests{mode=\"application\",registry=\"zk1\"}"));
            assertEquals(1000, value(first, "sdsim_registry_packets_received_total{registry=\"zk1\"}"));
            assertEquals(20_000 + 500, value(first, "sdsim_registry_sent_bytes_total{registry=\"zk1\"}"),
                    "replies and watch notifications");
            assertEquals(2000, value(first, "sdsim_subscribers_target{mode=\"application\"}"));
            assertEquals(412, value(first, "sdsim_subscribers_ready{mode=\"application\"}"));
            assertEquals(1, value(first, "sdsim_subscribers_lost{mode=\"application\"}"));

            // the half line is finished; every subscriber is in
            append(mode.resolve("registry-samples.jsonl"), sample(6000, "zk1", 1500, 70_000, 15, 3).substring(40) + "\n");
            Files.writeString(subscribers.resolve("progress.json"),
                    "{\"reply\":\"subscribers\",\"target\":2000,\"ready\":1999,\"lost\":1,\"fullReads\":0,\"pushesTimed\":0}");
            Files.setLastModifiedTime(subscribers.resolve("progress.json"),
                    java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() + 5000));
            feed.poll();
            String second = meters.scrape();
            assertEquals(15, value(second, "sdsim_registry_watches{mode=\"application\",registry=\"zk1\"}"));
            assertEquals(1500, value(second, "sdsim_registry_packets_received_total{registry=\"zk1\"}"));
            assertEquals(1999, value(second, "sdsim_subscribers_ready{mode=\"application\"}"));

            meters.idle();
            String ended = meters.scrape();
            assertEquals("NaN", String.valueOf(value(ended, "sdsim_registry_watches{mode=\"application\",registry=\"zk1\"}")));
            assertEquals(1500, value(ended, "sdsim_registry_packets_received_total{registry=\"zk1\"}"),
                    "the server's own counters go on across modes");
        }
    }

    /** A periodic registry-samples.jsonl line, as the registry meter writes it. */
    static String sample(long at, String registry, long received, long responseBytes, long watches, long outstanding) {
        return "{\"epochMillis\":" + at + ",\"registry\":\"" + registry + "\",\"mark\":null,\"counters\":{"
                + "\"znodes\":20607,\"dataBytes\":26271435,\"watches\":" + watches + ",\"connections\":4,"
                + "\"outstandingRequests\":" + outstanding + ",\"packetsReceived\":" + received + ",\"packetsSent\":"
                + (received + 10) + ",\"bytesReceived\":1000,\"responseBytes\":" + responseBytes + ",\"watchBytes\":500,"
                + "\"notifications\":6,\"getDataRequests\":100,\"getChildrenRequests\":10,\"readLatencyCount\":1,"
                + "\"readLatencySumMs\":1,\"updateLatencyCount\":1,\"updateLatencySumMs\":1,\"maxLatencyMs\":5},"
                + "\"dataWatchesByKind\":null,\"childWatchesByKind\":null,\"sessions\":null}";
    }
}
