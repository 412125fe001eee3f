package org.sdsim.simulator.rpc;

import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.openjdk.jmh.util.Statistics;
import org.sdsim.rpc.bench.ConnectionLog;
import org.sdsim.rpc.bench.ProcessCpuProfiler;
import org.sdsim.rpc.bench.RpcBenchmark;
import org.sdsim.rpc.stack.Compression;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * Runs one scenario as two JMH runs against a running provider: Mode.Throughput (ops/s, with
 * JMH's gc profiler for the consumer's allocation per call, a CPU profiler, and the provider
 * metered around each measured iteration), then Mode.SampleTime (latency percentiles).
 */
final class ScenarioRunner {

    private static final String ALLOC_NORM = "gc.alloc.rate.norm";

    private final RpcOptions options;
    private final RpcFolder folder;
    private final String host;

    ScenarioRunner(RpcOptions options, RpcFolder folder, String host) {
        this.options = options;
        this.folder = folder;
        this.host = host;
    }

    /** What one scenario measured: its row and where each side's connections went. */
    record Outcome(RpcRow row, Map<String, Integer> consumerConnections, Map<String, Integer> providerConnections,
                   long youngConsumer, long youngProvider) {
    }

    Outcome run(Scenario s, ProviderJvm provider, int port) throws IOException, RunnerException {
        try (PrintStream log = new PrintStream(Files.newOutputStream(folder.jmhLog(s)), true, StandardCharsets.UTF_8)) {
            OutputFormat text = OutputFormatFactory.createFormatInstance(log, VerboseMode.NORMAL);
            MeasuredWindows metered = new MeasuredWindows(text, provider);
            RunResult throughput = only(run(s.target(), jmh(s, Mode.Throughput, port)
                    .addProfiler(GCProfiler.class)
                    .addProfiler(ProcessCpuProfiler.class)
                    .build(), metered), s);
            metered.throwIfFailed();
            RunResult sample = only(run(s.target(), jmh(s, Mode.SampleTime, port).build(), text), s);
            return outcome(s, throughput, sample, metered, provider);
        }
    }

    /** One JMH run whose forks run the target's class path (see {@link ForkClassPath}). */
    private static Collection<RunResult> run(RpcTarget target, Options options, OutputFormat output) throws RunnerException {
        try {
            return ForkClassPath.during(RpcClassPaths.of(target), () -> new Runner(options, output).run());
        } catch (RunnerException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new RunnerException("JMH failed for " + target.id(), e);
        }
    }

    /**
     * Warms a new provider: one unmeasured fork of {@code mixed} (every user call in turn) at the
     * largest concurrency, so that the first scenario of a stack does not pay the provider's JIT.
     */
    void warmProvider(Scenario first, int port, Duration time) throws IOException, RunnerException {
        Scenario warm = new Scenario(first.target(), first.method(), first.payload(),
                options.concurrency().stream().mapToInt(Integer::intValue).max().orElse(1));
        try (PrintStream log = new PrintStream(Files.newOutputStream(folder.warmUpLog(first.target())), true,
                StandardCharsets.UTF_8)) {
            ChainedOptionsBuilder b = jmh(warm, "mixed", Mode.Throughput, port)
                    .forks(1)
                    .warmupIterations(0)
                    .measurementIterations(1)
                    .measurementTime(TimeValue.milliseconds(time.toMillis()));
            run(first.target(), b.build(), OutputFormatFactory.createFormatInstance(log, VerboseMode.NORMAL));
        }
    }

    private ChainedOptionsBuilder jmh(Scenario s, Mode mode, int port) {
        return jmh(s, s.method().id(), mode, port);
    }

    private ChainedOptionsBuilder jmh(Scenario s, String benchmarkMethod, Mode mode, int port) {
        List<String> jvm = new ArrayList<>(RpcJvm.options(options.jvm(), folder.consumerGcLogPattern(s, mode.shortLabel()),
                folder.hostsFile(), folderHome()));
        jvm.add("-D" + ConnectionLog.PROPERTY + "=" + folder.consumerConnections(s));
        jvm.addAll(RpcClassPaths.jvmOptions(s.target()));
        ChainedOptionsBuilder b = new OptionsBuilder()
                .include(Pattern.quote(RpcBenchmark.class.getName() + "." + benchmarkMethod) + "$")
                .param("stack", s.stack().id())
                .param("host", host)
                .param("port", String.valueOf(port))
                .param("payload", s.payload().label())
                .param("compression", s.compression().id())
                .mode(mode)
                .timeUnit(mode == Mode.Throughput ? TimeUnit.SECONDS : TimeUnit.MILLISECONDS)
                .threads(s.concurrency())
                .forks(options.forks())
                .warmupIterations(options.warmupIterations())
                .measurementIterations(options.iterations())
                .measurementTime(TimeValue.milliseconds(options.iterationTime().toMillis()))
                .jvmArgs(withExtra(jvm))
                .shouldFailOnError(true)
                .verbosity(VerboseMode.NORMAL);
        if (options.warmupIterations() > 0) {
            b.warmupTime(TimeValue.milliseconds(options.warmupTime().toMillis()));
        }
        if (s.compression() != Compression.NONE && s.stack().isDubbo()) {
            try {
                b.jvm(folder.javaWithEnv(Compression.TRIPLE_ENV, s.compression().id()).toString());
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        return b;
    }

    private java.nio.file.Path folderHome() {
        try {
            return folder.home("consumer");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private Outcome outcome(Scenario s, RunResult throughput, RunResult sample, MeasuredWindows metered,
                            ProviderJvm provider) throws IOException {
        Statistics latency = sample.getPrimaryResult().getStatistics();
        double ops = throughput.getPrimaryResult().getScore();
        double allocConsumer = secondary(throughput, ALLOC_NORM);
        double cpuConsumerNs = secondary(throughput, ProcessCpuProfiler.NAME);
        long calls = metered.calls();
        double allocProvider = calls > 0 ? metered.allocatedBytes() / (double) calls : Double.NaN;
        double cpuProviderNs = calls > 0 ? metered.cpuNanos() / (double) calls : Double.NaN;
        long youngConsumer = YoungGcs.count(folder.consumerGcLogs(s, Mode.Throughput.shortLabel()), metered.windows());
        long youngProvider = YoungGcs.count(List.of(provider.gcLog()), metered.windows());
        double youngPerMillion = calls > 0 ? (youngConsumer + youngProvider) * 1e6 / calls : Double.NaN;
        RpcRow row = new RpcRow(s.stack().protocol(), s.stack().serialization(),
                s.target().dubboVersion(),
                s.method().id(), s.payloadLabel(), s.compression().id(), s.concurrency(),
                RpcRow.finite(ops), RpcRow.finite(latency.getMean()),
                RpcRow.finite(latency.getPercentile(50)), RpcRow.finite(latency.getPercentile(99)),
                RpcRow.finite(latency.getPercentile(99.9)),
                RpcRow.finite(allocConsumer), RpcRow.finite(allocProvider), RpcRow.finite(youngPerMillion),
                RpcRow.finite((cpuConsumerNs + cpuProviderNs) / 1000.0));
        return new Outcome(row, consumerConnections(s), metered.providerConnections(), youngConsumer, youngProvider);
    }

    private static double secondary(RunResult r, String name) {
        Result<?> result = r.getSecondaryResults().get(name);
        return result == null ? Double.NaN : result.getScore();
    }

    /** The most connections the consumer's forks had open to each remote address. */
    private Map<String, Integer> consumerConnections(Scenario s) throws IOException {
        return CensusFile.mostByRemote(folder.consumerConnections(s));
    }

    private static RunResult only(Collection<RunResult> results, Scenario s) throws RunnerException {
        if (results.size() != 1) {
            throw new RunnerException("JMH ran " + results.size() + " benchmarks for " + s.id() + "; expected one");
        }
        return results.iterator().next();
    }

    /** The fork's options, then those every child JVM of sdsim gets ({@code ChildJvm#EXTRA_OPTIONS_PROPERTY}). */
    private static String[] withExtra(List<String> jvm) {
        List<String> all = new java.util.ArrayList<>(jvm);
        all.addAll(org.sdsim.simulator.orchestrator.ChildJvm.extraOptions());
        return all.toArray(String[]::new);
    }
}
