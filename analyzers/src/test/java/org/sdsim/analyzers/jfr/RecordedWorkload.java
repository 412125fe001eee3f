package org.sdsim.analyzers.jfr;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Runs a workload in a child JVM with a JFR recording started from the command line
 * ({@code -XX:StartFlightRecording}) and {@code -Xlog:gc*} to a file, and keeps the recording,
 * the log, the JVM's own collector counts and its output. The workload is {@link AllocationWorkload}
 * with the GC settings gc-test.jfc ({@link #of}), or {@link AllocationSiteWorkload} with allocation
 * samples (alloc-test.jfc, {@link #allocationSites()}), or {@link KnownSitesWorkload} with them at
 * the default rate (alloc-150.jfc, {@link #knownSitesAtDefaultRate()}). Recordings are made once per test JVM and
 * shared (each costs about a second).
 *
 * <p>The young generation is 64 MiB so that JVM start-up (which with JFR allocates ~20 MiB)
 * finishes before the first collection: the recording then sees every collection the beans count.
 */
public final class RecordedWorkload {
    private static final Map<String, RecordedWorkload> CACHE = new ConcurrentHashMap<>();

    public final Path recording;
    /** The same run's {@code -Xlog:gc*} log (decorations time,uptime,level,tags). */
    public final Path gcLog;
    public final Map<String, Long> startCounts;
    public final Map<String, Long> endCounts;
    public final String output;

    private RecordedWorkload(Path recording, Path gcLog, Map<String, Long> startCounts, Map<String, Long> endCounts,
            String output) {
        this.recording = recording;
        this.gcLog = gcLog;
        this.startCounts = startCounts;
        this.endCounts = endCounts;
        this.output = output;
    }

    /** A recording of {@link AllocationWorkload} under {@code gcFlags} (e.g. "-XX:+UseSerialGC"), made on first use. */
    public static RecordedWorkload of(String... gcFlags) {
        return CACHE.computeIfAbsent(String.join(" ", gcFlags), key -> run(AllocationWorkload.class, "gc-test.jfc", gcFlags));
    }

    /**
     * A recording of {@link AllocationSiteWorkload} with jdk.ObjectAllocationSample at 150/s and
     * stack traces (alloc-test.jfc), on SerialGC, made on first use.
     */
    public static RecordedWorkload allocationSites() {
        return CACHE.computeIfAbsent("allocation sites",
                key -> run(AllocationSiteWorkload.class, "alloc-test.jfc", "-XX:+UseSerialGC"));
    }

    /**
     * A recording of {@link KnownSitesWorkload} with jdk.ObjectAllocationSample at JDK 17's default
     * 150/s and stack traces (alloc-150.jfc), on SerialGC, made on first use.
     */
    public static RecordedWorkload knownSitesAtDefaultRate() {
        return CACHE.computeIfAbsent("known sites at 150/s",
                key -> run(KnownSitesWorkload.class, "alloc-150.jfc", "-XX:+UseSerialGC"));
    }

    private static RecordedWorkload run(Class<?> workload, String settings, String... gcFlags) {
        try {
            Path dir = Files.createTempDirectory("sdsim-jfr-test");
            dir.toFile().deleteOnExit();
            Path jfr = dir.resolve("workload.jfr");
            jfr.toFile().deleteOnExit();
            Path log = dir.resolve("gc.log");
            log.toFile().deleteOnExit();
            List<String> command = new ArrayList<>();
            command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
            command.addAll(List.of(gcFlags));
            command.addAll(List.of("-Xmx160m", "-Xmn64m", "-XX:TieredStopAtLevel=1",
                    "-Xlog:gc*:file=" + log + ":time,uptime,level,tags",
                    "-XX:StartFlightRecording=filename=" + jfr + ",settings=" + settingsFile(settings) + ",dumponexit=true",
                    "-cp", classesDir().toString(), workload.getName()));
            // Output to a file rather than a pipe, so that a child that hangs cannot block the
            // reading of its output: it is stopped (by its pid, through its Process) after the timeout.
            Path outputFile = dir.resolve("output.txt");
            outputFile.toFile().deleteOnExit();
            Process process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(outputFile.toFile()).start();
            boolean finished = process.waitFor(120, TimeUnit.SECONDS);
            if (!finished) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
            String output = Files.readString(outputFile, StandardCharsets.UTF_8);
            if (!finished || process.exitValue() != 0) {
                throw new IllegalStateException("workload JVM (pid " + process.pid() + ") "
                        + (finished ? "failed" : "did not finish in 120 s") + ": " + command + "\n" + output);
            }
            return new RecordedWorkload(jfr, log, counts(output, "start"), counts(output, "end"), output);
        } catch (IOException | InterruptedException | URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** What the workload's thread allocated at a site by its own count, from its "site-bytes <site>=…" line. */
    public long siteBytes(String site) {
        String prefix = "site-bytes " + site + "=";
        return output.lines().filter(l -> l.startsWith(prefix))
                .mapToLong(l -> Long.parseLong(l.substring(prefix.length()).trim())).findFirst()
                .orElseThrow(() -> new AssertionError("no " + prefix + " line in\n" + output));
    }

    private static Map<String, Long> counts(String output, String phase) {
        Map<String, Long> counts = new HashMap<>();
        String prefix = "gc-bean " + phase + " ";
        for (String line : output.split("\n")) {
            if (line.startsWith(prefix)) {
                String entry = line.substring(prefix.length()).trim();
                int eq = entry.lastIndexOf('=');
                counts.put(entry.substring(0, eq), Long.parseLong(entry.substring(eq + 1)));
            }
        }
        return counts;
    }

    private static Path settingsFile(String name) throws URISyntaxException {
        return Path.of(RecordedWorkload.class.getResource(name).toURI());
    }

    private static Path classesDir() throws URISyntaxException {
        return Path.of(AllocationWorkload.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }
}
