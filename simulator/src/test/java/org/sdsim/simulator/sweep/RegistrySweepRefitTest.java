package org.sdsim.simulator.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.simulator.cli.SdsimCommand;
import picocli.CommandLine;

/**
 * `sdsim report SWEEP_DIR` on a registry sweep folder whose registry-sweep.json an older build wrote (flat figures,
 * no cost): every point is read again from its summary.json. The points are made up: the registries send 1,000
 * bytes per client and push, except at 1,000 subscribers, where the subscribers read only 600 of the 1,000 states
 * owed and the bytes fall short of the line.
 */
class RegistrySweepRefitTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private void point(int n, boolean allRead) throws Exception {
        Path run = Files.createDirectories(dir.resolve(String.format("points/s%05d", n)));
        int clients = n + 1;
        double bytes = allRead ? 1000.0 * clients : 300.0 * clients;
        String perPush = String.format(Locale.ROOT, "{\"pushes\":10,\"clients\":%d,\"requests\":%d.0,"
                + "\"consumerRequests\":10.0,\"subscriberRequests\":%s,\"bytesSent\":%s}", clients, 10 * clients,
                allRead ? "10.0" : "3.0", bytes);
        String registry = String.format(Locale.ROOT, "{\"registry\":\"%s\",\"seconds\":100.0,\"requests\":1000,"
                + "\"perPush\":%s,\"cpu\":{\"role\":\"registry %s\",\"pid\":7,\"cpuSeconds\":%s,\"fromMs\":0,"
                + "\"toMs\":100000}}", "zk1", perPush, "zk1", 0.002 * clients * 10);
        String cpu = String.format(Locale.ROOT, "{\"fromMs\":0,\"toMs\":100000,\"cores\":2,\"machineBusyCores\":0.5,"
                + "\"processes\":[{\"role\":\"registry zk1\",\"pid\":7,\"cpuSeconds\":%s,\"fromMs\":0,\"toMs\":100000}]}",
                0.002 * clients * 10);
        long owed = 10L * n;
        String subscribers = String.format(Locale.ROOT, "{\"perRegistry\":%d,\"pushes\":10,\"p50Ms\":%d,\"p99Ms\":%d,"
                + "\"owedReads\":%d,\"reachedReads\":%d}", n, n, 2 * n, owed, allRead ? owed : owed * 6 / 10);
        Files.writeString(run.resolve("summary.json"), "{\"runId\":\"s" + n + "\",\"modes\":[{\"mode\":\"application\","
                + "\"outcome\":\"completed\",\"convergeSeconds\":1.5,\"cpu\":" + cpu + ",\"subscribers\":" + subscribers
                + ",\"registry\":{\"zk1\":" + registry + "}}]}");
    }

    /** registry-sweep.json as the build before each point's cost wrote it: flat figures. */
    private void oldSweepJson() throws Exception {
        StringBuilder points = new StringBuilder();
        for (int n : new int[] {1, 10, 100, 1000, 316}) {
            points.append(points.isEmpty() ? "" : ",").append(String.format(Locale.ROOT, """
                    {"subscribers": %d, "runDir": "points/s%05d", "heldOut": %b,
                     "modes": {"application": {"outcome": "completed", "bytesPerPush": 1.0, "p99Ms": 1.0}}}""",
                    n, n, n == 316));
        }
        Files.writeString(dir.resolve("registry-sweep.json"), String.format(Locale.ROOT, """
                {"providers": 500, "p99LimitMs": 5000.0, "points": [%s],
                 "modes": {"application": {"mode": "application", "bytesHeldOut": {"subscribers": 316}}},
                 "seconds": 3600.0}
                """, points));
    }

    @Test
    void reportOnARegistrySweepRefitsFromThePointsAndFitsBytesOnlyWhereEveryOwedReadWasDone() throws Exception {
        for (int n : new int[] {1, 10, 100, 316}) {
            point(n, true);
        }
        point(1000, false);
        oldSweepJson();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = SdsimCommand.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));

        assertEquals(0, cl.execute("report", dir.toString()), err.toString());

        JsonNode r = JSON.readTree(dir.resolve("registry-sweep.json").toFile());
        assertEquals(3600.0, r.path("seconds").asDouble(), "what only the sweep knew is kept");
        JsonNode fit = r.path("modes").path("application");
        assertEquals(1000.0, fit.path("bytesPerPush").path("slope").asDouble(), 1e-6,
                "the 1,000-subscriber point's short bytes are left out of the line");
        assertEquals(0.0, fit.path("bytesHeldOut").path("predicted").asDouble() / 317_000 - 1, 1e-9);
        assertEquals(1000.0, fit.path("subscribersAtLimit").asDouble(), 1e-9,
                "reads left undone put the limit there, whatever its p99 (2,000 ms)");
        JsonNode thousand = r.path("points").get(3).path("modes").path("application");
        assertTrue(thousand.path("fanOut").path("incomplete").asText().contains("read 6,000 of the 10,000 states owed"),
                thousand.toString());
        assertTrue(thousand.path("cost").path("cpuMs").isMissingNode() || thousand.path("cost").path("cpuMs").isNull());
        JsonNode hundred = r.path("points").get(2).path("modes").path("application");
        assertEquals(10.0, hundred.path("cost").path("requests").asDouble(), 1e-9, "each subscriber's own requests");
        assertFalse(hundred.path("cost").path("cpuMs").isNull());

        String md = Files.readString(dir.resolve("registry-sweep.md"));
        assertTrue(md.contains("| 1,000 | application | completed |"), md);
        assertTrue(md.contains("- 1,000 subscribers, application: "), md);
        // the cost as a line over the complete points with their pushes (the held-out and the incomplete point left out),
        // and the capacity from it at the stated paces
        assertTrue(md.contains("- application: per push, over the 1, 10, 100-subscriber points: server CPU-ms 2.0 ± 0.0"
                + " + 2.0 ± 0.0 per subscriber"), md);
        assertTrue(md.contains("- application: a 4-core member, at 80 % busy (cores and links): a wave every 30 s: CPU "),
                md);
        assertEquals(2.0, fit.path("costs").path("cpuSeconds").path("slope").asDouble() * 1000, 1e-9);
        assertTrue(out.toString().contains("refitted from 5 points"), out.toString());
    }

    @Test
    void aPointWhoseSummaryIsGoneIsLeftOutAndNamed() throws Exception {
        for (int n : new int[] {1, 10, 100, 316}) {
            point(n, true);
        }
        oldSweepJson();
        StringWriter err = new StringWriter();
        CommandLine cl = SdsimCommand.commandLine();
        cl.setOut(new PrintWriter(new StringWriter(), true));
        cl.setErr(new PrintWriter(err, true));

        assertEquals(1, cl.execute("report", dir.toString()), err.toString());

        assertTrue(err.toString().contains("points/s01000: left out of the refit"), err.toString());
        JsonNode r = JSON.readTree(dir.resolve("registry-sweep.json").toFile());
        assertEquals(4, r.path("points").size());
        assertEquals(1000.0, r.path("modes").path("application").path("bytesPerPush").path("slope").asDouble(), 1e-6,
                "the three grid points left still fit");
    }
}
