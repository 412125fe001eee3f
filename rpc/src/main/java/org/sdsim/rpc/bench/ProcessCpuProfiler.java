package org.sdsim.rpc.bench;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

import java.lang.management.ManagementFactory;
import java.util.Collection;
import java.util.List;

/**
 * CPU time of the whole benchmark JVM (callers, I/O threads, GC) per operation, per iteration:
 * JMH's own profilers count allocation but not CPU. Reported as {@value #NAME}.
 */
public final class ProcessCpuProfiler implements InternalProfiler {

    public static final String NAME = "cpu.process.norm";

    private static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private long cpuBefore;

    @Override
    public String getDescription() {
        return "process CPU time per operation";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        cpuBefore = OS.getProcessCpuTime();
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams,
                                                       IterationResult result) {
        long ops = result.getMetadata().getAllOps();
        double perOp = ops == 0 ? Double.NaN : (OS.getProcessCpuTime() - cpuBefore) / (double) ops;
        return List.of(new ScalarResult(NAME, perOp, "ns/op", AggregationPolicy.AVG));
    }
}
