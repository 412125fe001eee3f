package org.sdsim.simulator.rpc;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.sdsim.consumer.api.MeterReply;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * JMH's output, passed on to JMH's own text format, with the provider metered around every
 * measured iteration: JMH tells the host VM when each iteration of the forked consumer starts and
 * ends, so the provider's calls, allocation and CPU between the two readings belong to measured
 * calls only (no warm-up, no connection set-up). The windows' wall-clock bounds select the GC log
 * lines of both sides. The readings lag the fork's own iteration bounds by the time the events take
 * to reach the host (milliseconds); calls and bytes are counted over the same window, so the
 * per-call figures do not depend on that lag.
 */
final class MeasuredWindows implements OutputFormat {

    /** A measured iteration by wall clock. */
    record Window(long fromMs, long toMs) {
    }

    private final OutputFormat text;
    private final ProviderJvm provider;
    private final List<Window> windows = new ArrayList<>();
    private final Map<String, Integer> providerConnections = new TreeMap<>();
    private MeterReply start;
    private long startMs;
    private long calls;
    private long allocatedBytes;
    private long cpuNanos;
    private Exception failure;

    MeasuredWindows(OutputFormat text, ProviderJvm provider) {
        this.text = text;
        this.provider = provider;
    }

    @Override
    public void iteration(BenchmarkParams benchParams, IterationParams params, int iteration) {
        text.iteration(benchParams, params, iteration);
        if (params.getType() == IterationType.MEASUREMENT) {
            startMs = System.currentTimeMillis();
            start = read();
            census(start);
        }
    }

    @Override
    public void iterationResult(BenchmarkParams benchParams, IterationParams params, int iteration, IterationResult data) {
        text.iterationResult(benchParams, params, iteration, data);
        if (params.getType() == IterationType.MEASUREMENT && start != null) {
            MeterReply end = read();
            long endMs = System.currentTimeMillis();
            if (end != null) {
                calls += end.calls() - start.calls();
                allocatedBytes += end.allocatedBytes() - start.allocatedBytes();
                cpuNanos += end.cpuNanos() - start.cpuNanos();
                census(end);
                windows.add(new Window(startMs, endMs));
            }
            start = null;
        }
    }

    /**
     * JMH's forked VM does not wait for the host to handle its iteration events: the reading after
     * the last iteration may come when the consumer has already closed its connection, so the
     * readings at the start of each iteration count too.
     */
    private void census(MeterReply reading) {
        if (reading != null) {
            reading.connectionsByRemote().forEach((ip, n) -> providerConnections.merge(ip, n, Math::max));
        }
    }

    private MeterReply read() {
        try {
            return provider.meter();
        } catch (IOException | InterruptedException e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            failure = e;
            return null;
        }
    }

    /** The first meter failure, if any: thrown by the caller once JMH is done. */
    void throwIfFailed() throws IOException {
        if (failure != null) {
            throw new IOException("metering the provider failed: " + failure.getMessage(), failure);
        }
    }

    List<Window> windows() {
        return List.copyOf(windows);
    }

    long calls() {
        return calls;
    }

    long allocatedBytes() {
        return allocatedBytes;
    }

    long cpuNanos() {
        return cpuNanos;
    }

    Map<String, Integer> providerConnections() {
        return Map.copyOf(providerConnections);
    }

    // Everything else is JMH's text output, unchanged.

    @Override
    public void startBenchmark(BenchmarkParams benchParams) {
        text.startBenchmark(benchParams);
    }

    @Override
    public void endBenchmark(BenchmarkResult result) {
        text.endBenchmark(result);
    }

    @Override
    public void startRun() {
        text.startRun();
    }

    @Override
    public void endRun(Collection<RunResult> result) {
        text.endRun(result);
    }

    @Override
    public void print(String s) {
        text.print(s);
    }

    @Override
    public void println(String s) {
        text.println(s);
    }

    @Override
    public void flush() {
        text.flush();
    }

    @Override
    public void close() {
        text.close();
    }

    @Override
    public void verbosePrintln(String s) {
        text.verbosePrintln(s);
    }

    @Override
    public void write(int b) {
        text.write(b);
    }

    @Override
    public void write(byte[] b) throws IOException {
        text.write(b);
    }
}
