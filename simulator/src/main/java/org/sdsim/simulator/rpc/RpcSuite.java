package org.sdsim.simulator.rpc;

import org.sdsim.rpc.stack.Stack;
import org.sdsim.simulator.orchestrator.HostsFile;
import org.sdsim.simulator.run.RunManifest;
import org.sdsim.simulator.run.Versions;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
    public record Result(java.nio.file.Path dir, List<RpcRow> rows, Map<String, String> failures, Duration wall) {
    }

    public Result run(String command) throws IOException, InterruptedException {
        long t0 = System.nanoTime();
        RpcFolder folder = RpcFolder.create(options.out());
        Map<String, Object> manifest = manifest(command);
        folder.writeJson(RpcFolder.MANIFEST, manifest);
        List<Scenario> scenarios = options.scenarios();
        progress.printf("sdsim rpc: %d scenarios on %d stacks, about %d min; results in %s%n", scenarios.size(),
                options.stacks().size(), Math.max(1, options.estimate().toMinutes()), folder.dir());
        ScenarioRunner runner = new ScenarioRunner(options, folder, HOST);
        List<RpcRow> rows = new ArrayList<>();
        Map<String, Object> connections = new LinkedHashMap<>();
        Map<String, Object> gcs = new LinkedHashMap<>();
        Map<String, String> failures = new LinkedHashMap<>();
        int done = 0;
        for (Stack stack : options.stacks()) {
            List<Scenario> mine = scenarios.stream().filter(s -> s.stack() == stack).toList();
            if (mine.isEmpty()) {
                continue;
            }
            int before = done;
            int port = freePort();
            progress.printf("sdsim rpc: starting the %s provider on %s:%d%n", stack.id(), HOST, port);
            try (ProviderJvm provider = ProviderJvm.start(stack, HOST, port, folder)) {
                if (mine.get(0).method().isUserCall()) {
                    progress.printf("sdsim rpc: warming the %s provider (%d s, not measured)%n", stack.id(),
                            options.providerWarmUp().toSeconds());
                    runner.warmProvider(mine.get(0), port, options.providerWarmUp());
                }
                for (Scenario s : mine) {
                    done++;
                    progress.printf("sdsim rpc: [%d/%d] %s ...%n", done, scenarios.size(), s.id());
                    try {
                        ScenarioRunner.Outcome o = runner.run(s, provider, port);
                        rows.add(o.row());
                        connections.put(s.id(), Map.of("consumer", o.consumerConnections(), "provider", o.providerConnections()));
                        gcs.put(s.id(), Map.of("consumerYoung", o.youngConsumer(), "providerYoung", o.youngProvider()));
                        progress.printf("sdsim rpc: [%d/%d] %s: %s%n", done, scenarios.size(), s.id(), RpcSummary.oneLine(o.row()));
                    } catch (IOException | org.openjdk.jmh.runner.RunnerException | RuntimeException e) {
                        failures.put(s.id(), String.valueOf(e.getMessage()));
                        progress.printf("sdsim rpc: [%d/%d] %s FAILED: %s (see %s)%n", done, scenarios.size(), s.id(),
                                e.getMessage(), folder.jmhLog(s));
                    }
                    folder.writeJson(RpcFolder.ROWS, rows);
                    folder.writeJson(RpcFolder.CONNECTIONS, connections);
                    folder.writeJson("young-gcs.json", gcs);
                }
            } catch (IOException | org.openjdk.jmh.runner.RunnerException e) {
                for (Scenario s : mine) {
                    failures.putIfAbsent(s.id(), e.getMessage());
                }
                done = before + mine.size();
                progress.printf("sdsim rpc: the %s stack failed: %s%n", stack.id(), e.getMessage());
            }
        }
        Duration wall = Duration.ofNanos(System.nanoTime() - t0);
        manifest.put("finishedAt", Instant.now().toString());
        manifest.put("wallSeconds", wall.toSeconds());
        manifest.put("failures", failures);
        folder.writeJson(RpcFolder.MANIFEST, manifest);
        folder.writeText(RpcFolder.SUMMARY, RpcSummary.markdown(rows, failures, manifest));
        folder.writeText(RpcFolder.REPORT, org.sdsim.simulator.report.RpcReportHtml.render(rows, failures, manifest));
        progress.printf("sdsim rpc: %d rows in %s (%s), %d failed; summary.md and report.html beside it%n", rows.size(),
                folder.dir().resolve(RpcFolder.ROWS), humanWall(wall), failures.size());
        return new Result(folder.dir(), List.copyOf(rows), Map.copyOf(failures), wall);
    }

    private Map<String, Object> manifest(String command) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("sdsimVersion", Versions.SDSIM);
        m.put("kind", "rpc");
        m.put("startedAt", Instant.now().toString());
        m.put("finishedAt", null);
        m.put("command", command);
        m.put("options", options.toMap());
        m.put("host", RunManifest.describeHost());
        Map<String, String> versions = new LinkedHashMap<>();
        versions.put("sdsim", Versions.SDSIM);
        versions.put("java", System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"));
        versions.put("dubbo", org.apache.dubbo.common.Version.getVersion());
        versions.put("grpc", Versions.packageVersion(io.grpc.Grpc.class, "1.85.x"));
        versions.put("netty", Versions.packageVersion(io.netty.channel.Channel.class, "4.2.x"));
        versions.put("protobuf", Versions.packageVersion(com.google.protobuf.Message.class, "4.x"));
        versions.put("jmh", Versions.packageVersion(org.openjdk.jmh.runner.Runner.class, "1.37"));
        m.put("versions", versions);
        m.put("jvmOptions", RpcJvm.options(java.nio.file.Path.of("${gcLog}"), java.nio.file.Path.of("${hosts}"),
                java.nio.file.Path.of("${home}")));
        return m;
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
