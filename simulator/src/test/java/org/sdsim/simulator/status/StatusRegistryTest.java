package org.sdsim.simulator.status;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@code sdsim status} says of the registries and the subscribers of the running mode, from a run
 * folder written by hand as a run leaves it mid-way: each registry's last sample with its rates over the
 * one before, and the subscribers' progress while they connect, then once all are in.
 */
class StatusRegistryTest {

    @TempDir
    Path run;

    private static String sample(long at, String registry, long received, long sent, long bytes, long watches) {
        return "{\"epochMillis\":" + at + ",\"registry\":\"" + registry + "\",\"mark\":null,\"counters\":{"
                + "\"znodes\":20607,\"watches\":" + watches + ",\"connections\":1003,\"outstandingRequests\":2,"
                + "\"packetsReceived\":" + received + ",\"packetsSent\":" + sent + ",\"responseBytes\":" + bytes
                + ",\"watchBytes\":0},\"dataWatchesByKind\":null,\"childWatchesByKind\":null,\"sessions\":null}";
    }

    private RunStatus status(List<String> problems) throws Exception {
        return RunStatus.read(run, (where, what) -> problems.add(where + ": " + what));
    }

    private void write(String file, String text) throws Exception {
        Path p = run.resolve(file);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    @Test
    void theRunningModesRegistriesAndSubscribersAreShown() throws Exception {
        long now = System.currentTimeMillis();
        write("manifest.json", "{\"command\":\"sdsim run --subscribers 1000\",\"startedAt\":\"2026-12-01T08:00:00Z\","
                + "\"options\":{\"modes\":[\"interface@2.7\"]}}");
        write("summary.json", "{\"runId\":\"r\",\"modes\":[],\"live\":{\"mode\":\"interface@2.7\",\"phase\":\"subscribing\","
                + "\"phaseSinceEpochMs\":" + now + ",\"updatedEpochMs\":" + now + "}}");
        // zk1: 5 s between its last two samples; a line being written at the end
        write("interface@2.7/registry-samples.jsonl", sample(now - 5000, "zk1", 1000, 2000, 0, 40) + "\n"
                + sample(now - 5000, "zk2", 500, 500, 0, 20) + "\n"
                + sample(now, "zk1", 1500, 4500, 5L * 1024 * 1024, 1040) + "\n" + "{\"epochMillis\":");
        write("interface@2.7/subscribers/spec.json", "{\"registries\":{\"zk1\":\"a\",\"zk2\":\"b\"},\"dubbo\":\"2.7.23\",\"discovery\":\"interface\",\"perRegistry\":500,\"sessionTimeoutMs\":60000,\"loops\":2}");
        List<String> problems = new ArrayList<>();

        RunStatus starting = status(problems);
        assertEquals("interface@2.7", starting.current(), "a mode with a version is a planned mode");
        assertEquals(2, starting.registries().size());
        RegistryNow zk1 = starting.registries().get(0);
        assertEquals(100.0, zk1.requestsPerSecond(), 1e-9);
        assertEquals(500.0, zk1.repliesPerSecond(), 1e-9);
        assertEquals(1024.0 * 1024, zk1.bytesPerSecond(), 1e-6);
        assertNull(starting.registries().get(1).requestsPerSecond(), "zk2 has one sample: no rate yet");
        String text = StatusText.render(starting, Instant.ofEpochMilli(now));
        assertTrue(text.contains("registry       zk1 (interface@2.7) at "), text);
        assertTrue(text.contains(": 20,607 znodes, 1,040 watches, 1,003 connections, 2 outstanding; 100.0 requests/s,"
                + " 500.0 replies/s, 1.0 MB/s sent"), text);
        assertTrue(text.contains("subscribers    interface@2.7: starting (target 1,000)"), text + problems);

        write("interface@2.7/subscribers/progress.json",
                "{\"reply\":\"subscribers\",\"target\":1000,\"ready\":412,\"lost\":0,\"fullReads\":0,\"pushesTimed\":0}");
        text = StatusText.render(status(problems), Instant.ofEpochMilli(now));
        assertTrue(text.contains("subscribers    interface@2.7: 412 / 1,000 subscribed, 0 lost; still subscribing"), text);

        write("interface@2.7/subscribers/progress.json",
                "{\"reply\":\"subscribers\",\"target\":1000,\"ready\":998,\"lost\":2,\"fullReads\":0,\"pushesTimed\":0}");
        write("interface@2.7/subscribers/sessions.json", "{}");
        text = StatusText.render(status(problems), Instant.ofEpochMilli(now));
        assertTrue(text.contains("subscribers    interface@2.7: 998 / 1,000 subscribed, 2 lost; all ready"), text);
        assertEquals(List.of(), problems, "the half-written last sample is skipped, not reported");
    }

    @Test
    void aModeWithoutSamplesOrSubscribersShowsNeither() throws Exception {
        write("manifest.json", "{\"command\":\"sdsim run\",\"options\":{\"modes\":[\"interface\"]}}");
        Files.createDirectories(run.resolve("interface"));
        RunStatus s = status(new ArrayList<>());
        assertEquals(List.of(), s.registries());
        assertNull(s.subscribers());
        String text = StatusText.render(s, Instant.now());
        assertTrue(!text.contains("registry ") && !text.contains("subscribers "), text);
    }
}
