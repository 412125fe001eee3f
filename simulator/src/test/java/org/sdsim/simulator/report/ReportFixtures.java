package org.sdsim.simulator.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.folder.RunFolder;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.Outcome;
import org.sdsim.simulator.summarize.ModeSummarizer;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RunSummary;

/**
 * A four-mode run folder built once per test JVM: each mode's files come from a real
 * {@link FixtureConsumer} JVM with its own live-set size, summaries from sdsim's own
 * {@link ModeSummarizer} and {@link RunSummary}, and a manifest as {@code sdsim run} writes it; the
 * registries' side (samples, subscribers, registries that could not be read) is {@link RegistryFixture}'s.
 * Tests copy it before writing a report into it.
 */
final class ReportFixtures {
    /** The Dubbo every fixture mode ran; tables and charts name each mode with it. */
    static final String DUBBO = "3.3.6";

    static final String RUN_ID = "20250101-120000";
    static final Map<DiscoveryMode, Integer> LIVE_MB = new LinkedHashMap<>();
    static final int WAVES = 6;
    /**
     * The charts a report of the complete run draws: 5 across the modes, 3 per mode (4 modes) and the
     * Registry section's 2. Every test that counts them counts against this one figure.
     */
    static final int CHARTS = 19;

    static {
        LIVE_MB.put(DiscoveryMode.BASELINE, 2);
        LIVE_MB.put(DiscoveryMode.INTERFACE, 14);
        LIVE_MB.put(DiscoveryMode.APPLICATION, 5);
        LIVE_MB.put(DiscoveryMode.DUAL, 17);
    }

    private static Path pristine;

    private ReportFixtures() {
    }

    /** The complete run folder (do not write into it; see {@link #copyOfCompleteRun}). */
    static synchronized Path completeRun() {
        if (pristine == null) {
            try {
                Path root = Files.createTempDirectory("sdsim-report-fixture");
                root.toFile().deleteOnExit();
                pristine = build(root.resolve(RUN_ID));
                Runtime.getRuntime().addShutdownHook(new Thread(() -> deleteTree(root)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        return pristine;
    }

    static Path copyOfCompleteRun(Path into) throws IOException {
        Path target = into.resolve(RUN_ID);
        copyTree(completeRun(), target);
        return target;
    }

    private static Path build(Path runDir) throws IOException, InterruptedException {
        Files.createDirectories(runDir);
        List<ModeSummary> summaries = new ArrayList<>();
        for (Map.Entry<DiscoveryMode, Integer> mode : LIVE_MB.entrySet()) {
            Path modeDir = Files.createDirectories(ModeFolder.of(runDir, Mode.of(mode.getKey())));
            long started = System.currentTimeMillis();
            runConsumer(modeDir, mode.getValue());
            double seconds = (System.currentTimeMillis() - started) / 1000.0;
            Map<String, Map<String, Integer>> addresses = mode.getKey() == DiscoveryMode.BASELINE
                    ? Map.of() : Map.of("zk1", Map.of("org.sdsim.fleet.Service0", 500), "zk2", Map.of("org.sdsim.fleet.Service0", 500));
            // the registries' side: samples, subscribers and n/a registries (RegistryFixture)
            var registries = RegistryFixture.write(modeDir, mode.getKey());
            ModeSummary s = ModeSummarizer.summarize(modeDir, new ModeSummarizer.Observed(Mode.of(mode.getKey()), DUBBO, Outcome.COMPLETED, "",
                    addresses, Map.of("127.0.0.1", 1), 1.5, started, seconds, null, null, null, List.of(), registries));
            summaries.add(s);
        }
        RunSummary run = new RunSummary(RUN_ID, summaries).withDiscoveryCost();
        for (ModeSummary s : run.modes()) {
            org.sdsim.simulator.folder.JsonFiles.writeReplacing(ModeFolder.of(runDir, s.mode()), ModeFolder.MODE_SUMMARY, s);
        }
        org.sdsim.simulator.folder.JsonFiles.writeReplacing(runDir, org.sdsim.simulator.folder.RunFolder.SUMMARY, run);
        RegistryFixture.registryGcLog(runDir);
        writeManifest(runDir);
        return runDir;
    }

    private static void runConsumer(Path modeDir, int liveMb) throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-Xmx96m", "-Xmn12m", "-XX:+UseSerialGC",
                "-XX:ActiveProcessorCount=1",
                "-Xlog:gc*,safepoint:file=" + ModeFolder.GC_LOG.in(modeDir) + ":time,uptime,level,tags",
                "-cp", System.getProperty("java.class.path"), FixtureConsumer.class.getName(),
                modeDir.toString(), String.valueOf(liveMb), String.valueOf(WAVES))
                .redirectErrorStream(true).redirectOutput(ModeFolder.CONSUMER_LOG.in(modeDir).toFile()).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "fixture consumer did not finish");
        assertEquals(0, p.exitValue(), () -> "fixture consumer failed: " + read(ModeFolder.CONSUMER_LOG.in(modeDir)));
    }

    private static void writeManifest(Path runDir) throws IOException {
        ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode m = json.createObjectNode();
        m.put("sdsimVersion", "0.1.0");
        m.put("startedAt", "2025-01-01T12:00:00Z");
        m.put("finishedAt", "2025-01-01T12:09:30Z");
        m.put("command", "sdsim run --providers 500 --modes baseline,interface,application,dual --duration 2m");
        ObjectNode options = m.putObject("options");
        ArrayNode modes = options.putArray("modes");
        LIVE_MB.keySet().forEach(mode -> modes.add(mode.id()));
        options.put("durationSec", 120);
        options.put("callEverySec", 5.0);
        options.put("probeEverySec", 30);
        options.putObject("churn").put("mode", "rolling").put("everyMillis", 30000).put("fraction", 0.05);
        ObjectNode t = m.putObject("topology");
        t.put("providers", 500).put("interfaces", 8);
        t.putObject("protocols").put("dubbo", 20880).put("tri", 50051).put("rest", 8080).put("grpc", 9090).put("http", 8081);
        t.put("applications", 1).put("revisionsPerApplication", 1).put("distinctRevisions", 1).put("urlBytes", 1024)
                .put("urlCount", 20000).put("seed", 42);
        m.putObject("host").put("hostname", "fixture-host").put("os", "Linux 6.1 amd64").put("cpus", 2).put("memoryMb", 7800);
        m.putObject("versions").put("java", "17.0.15").put("dubbo", DUBBO).put("zookeeper", "3.9.5")
                .put("curator", "5.9.0").put("sdsim", "0.1.0");
        ObjectNode profile = m.putObject("profile");
        profile.put("name", "published-1cpu");
        profile.putArray("jvmOptions").add("-Xmx768m").add("-XX:ActiveProcessorCount=1");
        m.put("registrarSeconds", 12.5);
        m.putArray("registries").add("127.0.0.1:2181").add("127.0.0.1:2182");
        RegistryFixture.dataVolume(m);
        json.writeValue(RunFolder.MANIFEST.in(runDir).toFile(), m);
    }

    static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            return "(" + e + ")";
        }
    }

    static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : (Iterable<Path>) all::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }

    static void deleteTree(Path root) {
        try (Stream<Path> all = Files.walk(root)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // best effort at shutdown
        }
    }
}
