package org.sdsim.simulator.rpc;

import org.openjdk.jmh.runner.RunnerException;
import org.sdsim.simulator.generation.Generation;
import org.sdsim.simulator.generation.Generations;
import org.sdsim.simulator.orchestrator.HostsFile;
import org.sdsim.simulator.folder.RunManifest;
import org.sdsim.simulator.run.Versions;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * {@code sdsim rpc}'s orchestrator: for each stack, one provider JVM; for each of its scenarios,
 * the JMH runs of {@link ScenarioRunner}; after each scenario, rpc.json and connections.json are
 * rewritten so that whatever stops the run, every finished row is on disk. A scenario that fails
 * is named in the manifest and the summary, and the others still run.
 */
public final class RpcSuite {

    /** The provider's address for both JVMs: the hosts file maps it to 127.0.0.1. */
    static final String HOST = HostsFile.REAL_PROVIDER_HOST;

    private final RpcOptions options;
    private final PrintStream progress;

    public RpcSuite(RpcOptions options, PrintStream progress) {
        this.options = options;
        this.progress = progress;
    }

    /** What the run left: rows in rpc.json, failures by scenario. */
    public record Result(Path dir, List<RpcRow> rows, Map<String, String> failures, Duration wall) {
    }

    public Result run(String command) throws IOException, InterruptedException {
        long t0 = System.nanoTime();
        RpcFolder folder = RpcFolder.create(options.out());
        Map<String, Object> manifest = manifest(command);
        folder.writeJson(RpcFolder.MANIFEST, manifest);
        List<Scenario> scenarios = options.scenarios();
        progress.printf("sdsim rpc: %d scenarios on %d stacks (%s), about %d min; results in %s%n", scenarios.size(),
                options.targets().size(), String.join(", ", options.targets().stream().map(RpcTarget::id).toList()),
                Math.max(1, options.estimate().toMinutes()), folder.dir());
        options.skipped().forEach(line -> progress.printf("sdsim rpc: %s%n", line));
        Record record = new Record(folder, scenarios.size());
        ScenarioRunner runner = new ScenarioRunner(options, folder, HOST);
        StudyRunner study = new StudyRunner(options, folder, HOST);
        for (RpcTarget target : options.targets()) {
            List<Scenario> mine = scenarios.stream().filter(s -> s.target().equals(target)).toList();
            if (!mine.isEmpty()) {
                runTarget(target, mine, runner, study, folder, record);
            }
        }
        record.write();
        List<RpcRow> rows = record.rows;
        Map<String, String> failures = record.failures;
        Duration wall = Duration.ofNanos(System.nanoTime() - t0);
        manifest.put("finishedAt", Instant.now().toString());
        manifest.put("wallSeconds", wall.toSeconds());
        manifest.put("failures", failures);
        folder.writeJson(RpcFolder.MANIFEST, manifest);
        folder.writeText(RpcFolder.SUMMARY, RpcSummary.markdown(rows, failures, manifest, record.study));
        folder.writeText(RpcFolder.REPORT, RpcReportHtml.render(rows, failures, manifest,
                record.study));
        progress.printf("sdsim rpc: %d rows in %s (%s), %d failed; summary.md and report.html beside it%n", rows.size(),
                folder.dir().resolve(RpcFolder.ROWS), humanWall(wall), failures.size());
        return new Result(folder.dir(), List.copyOf(rows), Map.copyOf(failures), wall);
    }

    /** One provider JVM, warmed, then each of its scenarios; a provider that fails fails its scenarios only. */
    private void runTarget(RpcTarget target, List<Scenario> mine, ScenarioRunner runner, StudyRunner study,
                           RpcFolder folder, Record record) throws IOException, InterruptedException {
        int port = freePort();
        progress.printf("sdsim rpc: starting the %s provider on %s:%d%n", target.id(), HOST, port);
        try (ProviderJvm provider = ProviderJvm.start(target, HOST, port, folder, options.jvm())) {
            warm(target, mine.get(0), runner, port);
            for (Scenario s : mine) {
                String step = "[" + record.next() + "/" + record.total + "] " + s.id();
                progress.printf("sdsim rpc: %s ...%n", step);
                try {
                    ScenarioRunner.Outcome o = runner.run(s, provider, port);
                    record.add(s, o);
                    progress.printf("sdsim rpc: %s: %s%n", step, RpcSummary.oneLine(o.row()));
                } catch (IOException | RunnerException | RuntimeException e) {
                    String why = e.getMessage() + rootCause(folder.jmhLog(s)).map(c -> ": " + c).orElse("");
                    record.failed(s, why);
                    progress.printf("sdsim rpc: %s FAILED: %s (see %s)%n", step, why, folder.jmhLog(s));
                }
                record.write();
            }
            if (options.studyTargets().contains(target)) {
                runStudy(target, study, port, record);
            }
        } catch (IOException e) {
            mine.forEach(s -> record.failed(s, e.getMessage()));
            progress.printf("sdsim rpc: the %s stack failed: %s%n", target.id(), e.getMessage());
        }
    }

    /**
     * The innermost cause JMH printed for a benchmark that threw (its last "Caused by:" line), so that a
     * failed scenario says more than "Benchmark caught the exception".
     */
    static Optional<String> rootCause(Path jmhLog) {
        try (Stream<String> lines = Files.lines(jmhLog)) {
            return lines.filter(l -> l.startsWith("Caused by: ")).reduce((first, last) -> last)
                    .map(l -> l.substring("Caused by: ".length()));
        } catch (IOException | UncheckedIOException e) {
            return Optional.empty();
        }
    }

    /** The Dubbo 2.5 study's own method on each of its payloads, a fresh consumer JVM each. */
    private void runStudy(RpcTarget target, StudyRunner study, int port, Record record) throws IOException {
        for (String payload : ProtocolStudy.PAYLOADS) {
            String step = target.id() + " " + payload + " (the Dubbo 2.5 study's method: 10 callers × 5 calls cold, then 100 calls)";
            progress.printf("sdsim rpc: %s ...%n", step);
            try {
                StudyRunner.Outcome o = study.run(target, payload, port);
                record.addStudy(target, o);
                progress.printf("sdsim rpc: %s: %s ms a call single-threaded, %s ms for 10 × 5%n", step,
                        RpcSummary.num(o.timing().singleThreadAvgMs(), 3), RpcSummary.num(o.timing().tenCallersTotalMs(), 0));
            } catch (IOException e) {
                record.failures.putIfAbsent(RpcFolder.studyId(target, payload), e.getMessage());
                progress.printf("sdsim rpc: %s FAILED: %s%n", step, e.getMessage());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted during the study's timings of " + target.id(), e);
            }
            record.write();
        }
    }

    private void warm(RpcTarget target, Scenario first, ScenarioRunner runner, int port) {
        if (!first.method().isUserCall() && !first.method().needsPojo()) {
            return;
        }
        progress.printf("sdsim rpc: warming the %s provider (%d s, not measured)%n", target.id(),
                options.providerWarmUp().toSeconds());
        try {
            runner.warmProvider(first, port, options.providerWarmUp());
        } catch (IOException | RunnerException e) {
            // The scenarios still run, on a colder provider; the log says why.
            progress.printf("sdsim rpc: warming the %s provider failed (%s); measuring it cold%n", target.id(),
                    e.getMessage());
        }
    }

    /** What the run has recorded so far, rewritten to the folder after every scenario. */
    private static final class Record {
        private final RpcFolder folder;
        private final int total;
        private final List<RpcRow> rows = new ArrayList<>();
        private final Map<String, Object> connections = new LinkedHashMap<>();
        private final Map<String, Object> youngGcs = new LinkedHashMap<>();
        private final Map<String, String> failures = new LinkedHashMap<>();
        private final List<String> seen = new ArrayList<>();
        private final List<StudyTiming> study = new ArrayList<>();

        Record(RpcFolder folder, int total) {
            this.folder = folder;
            this.total = total;
        }

        int next() {
            return seen.size() + 1;
        }

        void add(Scenario s, ScenarioRunner.Outcome o) {
            seen.add(s.id());
            rows.add(o.row());
            connections.put(s.id(), Map.of("consumer", o.consumerConnections(), "provider", o.providerConnections()));
            youngGcs.put(s.id(), Map.of("consumerYoung", o.youngConsumer(), "providerYoung", o.youngProvider()));
        }

        void addStudy(RpcTarget target, StudyRunner.Outcome o) {
            study.add(o.timing());
            connections.put(RpcFolder.studyId(target, o.timing().payload()), Map.of("consumer", o.connections()));
        }

        /** A scenario that failed (or whose stack did): counted as done, named in the manifest. */
        void failed(Scenario s, String why) {
            if (!seen.contains(s.id())) {
                seen.add(s.id());
            }
            failures.putIfAbsent(s.id(), why);
        }

        void write() throws IOException {
            folder.writeJson(RpcFolder.ROWS, rows);
            folder.writeJson(RpcFolder.CONNECTIONS, connections);
            folder.writeJson(RpcFolder.YOUNG_GCS, youngGcs);
            if (!study.isEmpty()) {
                folder.writeJson(RpcFolder.STUDY, study);
            }
        }
    }

    private Map<String, Object> manifest(String command) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("sdsimVersion", Versions.SDSIM);
        m.put("kind", "rpc");
        m.put("startedAt", Instant.now().toString());
        m.put("finishedAt", null);
        m.put("command", command);
        m.put("options", options.toMap());
        m.put("jvm", options.jvm().describe());
        m.put("host", RunManifest.describeHost());
        Map<String, String> versions = new LinkedHashMap<>();
        versions.put("sdsim", Versions.SDSIM);
        versions.put("java", System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"));
        versions.put("dubbo", String.join(", ", options.dubbo().stream().map(RpcRelease::version).toList()));
        versions.put("grpc", Versions.packageVersion(io.grpc.Grpc.class, "1.85.x"));
        versions.put("netty", Versions.packageVersion(io.netty.channel.Channel.class, "4.2.x"));
        versions.put("protobuf", Versions.packageVersion(com.google.protobuf.Message.class, "4.x"));
        versions.put("jmh", Versions.packageVersion(org.openjdk.jmh.runner.Runner.class, "1.37"));
        m.put("versions", versions);
        m.put("dubbo", releases(options.dubbo()));
        m.put("skipped", options.skipped());
        m.put("jvmOptions", RpcJvm.options(options.jvm(), Path.of("${gcLog}"), Path.of("${hosts}"), Path.of("${home}")));
        return m;
    }

    /** version → generation, module, stacks, the RPC JVMs' options with their reasons, notes. */
    private static Map<String, Object> releases(List<RpcRelease> releases) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (RpcRelease r : releases) {
            Generation g = Generations.installed().byName(r.generation()).orElseThrow();
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("generation", r.generation());
            m.put("module", g.moduleDir().getFileName().toString());
            m.put("stacks", r.stacks().stream().map(org.sdsim.rpc.stack.Stack::id).toList());
            m.put("jvmOptions", g.rpc().orElseThrow().jvmOptions());
            m.put("notes", r.notes());
            out.put(r.version(), m);
        }
        return out;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            return socket.getLocalPort();
        }
    }

    private static String humanWall(Duration d) {
        return d.toMinutes() + " min " + d.toSecondsPart() + " s";
    }
}
