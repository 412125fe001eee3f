package org.sdsim.simulator.orchestrator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.fixtures.churn.ChurnPlan;
import org.sdsim.simulator.cli.SdsimCommand;
import org.sdsim.simulator.folder.RunFolder;
import org.sdsim.simulator.report.ReportResult;
import org.sdsim.simulator.report.RunReport;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.LiveOptions;
import org.sdsim.simulator.run.Outcome;
import org.sdsim.simulator.status.RunStatus;
import org.sdsim.simulator.summary.RunSummary;
import picocli.CommandLine;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * A real small run watched while it measures, as a user of a 20-hour soak would: its Prometheus
 * endpoint scraped over HTTP on 127.0.0.1, `sdsim status` and `sdsim report` on the folder being
 * written, summary.json read again and again (never half a file), then the finished run.
 */
class LiveRunTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void aRunningRunCanBeScrapedStatusedAndReported() throws Exception {
        Path runDir = dir.resolve("run");
        int port = SmallRuns.freePort();
        CompletableFuture<RunSummary> run = CompletableFuture.supplyAsync(() -> {
            try {
                return new Orchestrator(SmallRuns.options(runDir, List.of(DiscoveryMode.APPLICATION),
                        Duration.ofSeconds(30), ChurnPlan.rolling(Duration.ofSeconds(6), 0.25)), "test")
                        .live(new LiveOptions(port)).run();
            } catch (IOException | InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });

        int summaryReads = awaitPartialSummaryWithProbe(runDir, run);
        assertTrue(summaryReads > 0);

        String scrape = scrape(port);
        String mode = "mode=\"application\"";
        double heapUsed = value(scrape, "sdsim_consumer_heap_used_bytes", mode);
        assertTrue(heapUsed > 1e6 && heapUsed < 768 * 1048576.0, "heap used " + heapUsed);
        double afterFullGc = value(scrape, "sdsim_consumer_heap_after_full_gc_bytes", mode);
        assertTrue(afterFullGc > 1e6 && afterFullGc <= 768 * 1048576.0, "heap after full GC " + afterFullGc);
        assertTrue(value(scrape, "sdsim_consumer_old_gen_after_full_gc_bytes", mode) > 0);
        assertTrue(value(scrape, "sdsim_consumer_gc_pauses_total", mode) >= 1, "the probe's full GC is a pause");
        assertTrue(value(scrape, "sdsim_consumer_gc_pause_seconds_total", mode) > 0);
        assertEquals(1.0, value(scrape, "sdsim_mode_active", mode));
        List<Double> addresses = values(scrape, "sdsim_consumer_addresses", mode);
        assertEquals(8 * 2, addresses.size(), "8 interfaces x 2 registries:\n" + scrape);
        addresses.forEach(n -> assertEquals(SmallRuns.PROVIDERS, n, 0.0));
        assertTrue(value(scrape, "sdsim_calls_total", "result=\"ok\"") >= 1, scrape);
        assertEquals(0.0, value(scrape, "sdsim_calls_total", "result=\"failed\""));
        assertTrue(value(scrape, "sdsim_probes_total", mode) >= 1);
        assertTrue(value(scrape, "sdsim_address_pushes_total", mode) >= 0, "the pushes series is served");

        RunStatus status = RunStatus.read(runDir, (where, what) -> { });
        assertEquals(RunStatus.State.RUNNING, status.state());
        assertEquals("application", status.live().mode());
        assertNotNull(status.lastProbe());
        String printed = execute("status", runDir.toString());
        assertTrue(printed.startsWith("0\n") && printed.contains("running (orchestrator pid "), printed);

        // the report of a run still writing its files, into a folder of its own
        ReportResult report = RunReport.write(List.of(runDir), dir.resolve("report"));
        assertTrue(Files.readString(report.summary()).contains("| application (3.3.6) | running |"),
                Files.readString(report.summary()));
        for (String w : report.warnings()) {
            assertFalse(w.contains("summary.json"), "summary.json read half-written: " + w);
        }

        RunSummary done = run.get(4, TimeUnit.MINUTES);
        assertEquals(Outcome.COMPLETED, done.modes().get(0).course().outcome());
        JsonNode finalSummary = JSON.readTree(RunFolder.SUMMARY.in(runDir).toFile());
        assertTrue(finalSummary.path("live").isNull(), "a finished run has no live state: " + finalSummary);
        assertEquals("completed", finalSummary.path("modes").path(0).path("outcome").asText());
        assertEquals(RunStatus.State.FINISHED, RunStatus.read(runDir, (where, what) -> { }).state());
        assertNull(RunStatus.read(runDir, (where, what) -> { }).live());
    }

    @Test
    void aPrometheusPortThatIsTakenFailsTheRunBeforeAnythingStarts() throws Exception {
        try (java.net.ServerSocket taken = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            Path runDir = dir.resolve("taken");
            org.sdsim.simulator.run.UserError e = org.junit.jupiter.api.Assertions.assertThrows(
                    org.sdsim.simulator.run.UserError.class,
                    () -> new Orchestrator(SmallRuns.options(runDir, List.of(DiscoveryMode.BASELINE), Duration.ofSeconds(5),
                            ChurnPlan.off()), "test").live(new LiveOptions(taken.getLocalPort())).run());
            assertTrue(e.getMessage().startsWith("--prometheus-port " + taken.getLocalPort() + ": cannot listen on 127.0.0.1:"),
                    e.getMessage());
            assertFalse(Files.exists(runDir.resolve(RunFolder.PROVIDER_LOG.name())), "no provider was started");
        }
    }

    /**
     * Reads summary.json until it holds the running mode's partial entry with a probe; every read
     * must parse, since the file is only ever replaced whole. Returns how many reads were made.
     */
    private static int awaitPartialSummaryWithProbe(Path runDir, CompletableFuture<RunSummary> run) throws Exception {
        Path file = RunFolder.SUMMARY.in(runDir);
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        int reads = 0;
        while (System.nanoTime() < deadline) {
            if (run.isDone()) {
                fail("the run ended before its first probe: " + run.get());
            }
            if (Files.exists(file)) {
                JsonNode summary = JSON.readTree(Files.readString(file)); // throws on half a file
                reads++;
                JsonNode entry = summary.path("modes").path(0);
                if ("running".equals(entry.path("outcome").asText()) && entry.path("probes").asInt() >= 1
                        && "measuring".equals(summary.path("live").path("phase").asText())) {
                    // the feed reads the consumer's files every 2 s: let it catch up with the calls
                    Thread.sleep(4000);
                    return reads;
                }
            }
            Thread.sleep(200);
        }
        fail("no partial summary with a probe within 3 minutes");
        return reads;
    }

    private static String scrape(int port) throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/metrics")).timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode());
        return r.body();
    }

    /** The values of a series whose labels contain {@code label}. */
    private static List<Double> values(String scrape, String name, String label) {
        List<Double> out = new ArrayList<>();
        Matcher m = Pattern.compile("(?m)^" + name + "\\{([^}]*)\\} (\\S+)$").matcher(scrape);
        while (m.find()) {
            if (m.group(1).contains(label)) {
                out.add(Double.parseDouble(m.group(2)));
            }
        }
        return out;
    }

    private static double value(String scrape, String name, String label) {
        List<Double> v = values(scrape, name, label);
        assertEquals(1, v.size(), name + "{" + label + "} in:\n" + scrape);
        return v.get(0);
    }

    private static String execute(String... args) {
        StringWriter out = new StringWriter();
        CommandLine cl = SdsimCommand.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(new StringWriter(), true));
        int code = cl.execute(args);
        return code + "\n" + out;
    }
}
