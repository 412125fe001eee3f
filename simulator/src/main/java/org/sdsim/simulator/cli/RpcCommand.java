package org.sdsim.simulator.cli;

import org.sdsim.rpc.stack.Compression;
import org.sdsim.rpc.stack.Method;
import org.sdsim.rpc.stack.Payload;
import org.sdsim.rpc.stack.Stack;
import org.sdsim.simulator.generation.Generations;
import org.sdsim.simulator.rpc.RpcOptions;
import org.sdsim.simulator.rpc.RpcReleases;
import org.sdsim.simulator.rpc.RpcSuite;
import org.sdsim.simulator.run.UserError;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Function;

/** `sdsim rpc`: flags in, one immutable {@link RpcOptions}, {@link RpcSuite} does the rest. */
@Command(name = "rpc",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        header = "Benchmark Dubbo, gRPC and raw Netty calls, with the GC cost of each.",
        description = {
            "For each selected stack (protocol + serialization) on each selected Dubbo release that has it, starts "
                + "a provider JVM on loopback and warms it, then runs JMH against it from forked consumer JVMs "
                + "(-Xmx768m, Serial GC, unless --preset rpc-benchmark: 1 GB, G1; all callers on one connection): Mode.Throughput with JMH's gc profiler, then "
                + "Mode.SampleTime for percentiles. Per scenario it records ops/s, latency, bytes allocated per call on "
                + "each side, young GCs per million calls (from both GC logs) and CPU per call.",
            "",
            "Both JVMs of a Dubbo stack run that generation's module and jars (consumer-dubbo25, -27, -30, -32, -33) "
                + "and no other Dubbo; every row of rpc.json names its exact Dubbo version.",
            "",
            "The run folder holds manifest.json, one row per scenario in rpc.json, each side's connections "
                + "in connections.json (the loopback proof), the GC logs, summary.md and report.html.",
            ""},
        footer = {"",
            "Stacks: dubbo-hessian2, dubbo-fastjson2, dubbo-protobuf, tri-protobuf, tri-hessian2 (triple wrapping "
                + "Hessian), grpc-protobuf (gRPC-java, the peer) and netty-raw (the same bytes over raw Netty, the "
                + "ceiling). Dubbo 2.7 has dubbo-hessian2 and dubbo-protobuf; Dubbo 3.0 (3.0.15) every Dubbo stack but "
                + "dubbo-fastjson2; Dubbo 3.3 every one. Dubbo 2.5 (2.5.3) has the Dubbo 2.5 protocol study's rows: "
                + "dubbo-hessian2, dubbo-dubbo, dubbo-java, rmi-java, rmi-hessian2, hessian-hessian2 and webservice-soap. "
                + "A selected stack a selected release lacks is skipped with a note in the manifest and summary.",
            "",
            "Examples:",
            "  sdsim rpc                               # the default suite on Dubbo 3.3, about 16 min",
            "  sdsim rpc --quick --protocols dubbo,tri # a quick look at Dubbo alone",
            "  sdsim rpc --quick --dubbo 2.7,3.0,3.3 --protocols dubbo --serializations hessian2",
            "                                          # the same call on three Dubbo generations",
            "  sdsim rpc --methods echo --payloads 1KB,100KB,1MB --concurrency 1",
            "  sdsim rpc --preset protocol-matrix         # the Dubbo 2.5 protocol study on Dubbo 2.5.3, about 16 min",
            "  sdsim rpc --preset rpc-benchmark --protocols dubbo,netty --methods getUser",
            "                                          # rpc-benchmark's own settings on two stacks"})
public final class RpcCommand implements Callable<Integer> {

    @Option(names = "--preset", paramLabel = "NAME",
            description = "A whole benchmark's settings (flags given explicitly still win): protocol-matrix (the Dubbo "
                    + "2.5 protocol study's seven rows on Dubbo 2.5.3, its five payloads, 1 and 10 callers, plus the "
                    + "study's own timing method; about 16 min) or rpc-benchmark (the rpc-benchmark suite's method: 32 "
                    + "callers, 3 warm-up and 3 measured iterations of 10 s, -Xms1g -Xmx1g G1; about 1 min per scenario).")
    String preset;

    @Option(names = "--protocols", split = ",", paramLabel = "P",
            description = "Protocols to run: dubbo, tri, grpc, netty (the default: these four), and the Dubbo 2.5 "
                    + "study's rmi, hessian, webservice (Dubbo 2.5 only).")
    List<String> protocols;

    @Option(names = "--serializations", split = ",", paramLabel = "S",
            description = "Serializations to run: hessian2, fastjson2, protobuf, raw (the default: these four), and "
                    + "the Dubbo 2.5 study's dubbo, java, soap. A stack runs when both its protocol and its "
                    + "serialization are selected.")
    List<String> serializations;

    @Option(names = "--dubbo", split = ",", paramLabel = "V",
            description = "Dubbo releases the Dubbo stacks run on: a generation (2.5, 2.7, 3.0, 3.2, 3.3: its "
                    + "default release) or an exact version (2.5.3, 2.7.23, 3.0.15, 3.2.19, 3.3.6), several separated by commas "
                    + "(default: the newest generation, 3.3, alone). gRPC and raw Netty run once, on no Dubbo.")
    List<String> dubbo;

    @Option(names = "--methods", split = ",", paramLabel = "M",
            description = "Calls: existUser, createUser, getUser, listUser (the default), echo (a string of each "
                    + "--payloads size), streamUsers and chatUsers (server and bidirectional streaming of the page's users; "
                    + "tri-protobuf and grpc-protobuf only), and the "
                    + "Dubbo 2.5 study's loadOrder and loadOrders (one order, 100 orders; the stacks on a plain Java "
                    + "interface only).")
    List<String> methods;

    @Option(names = "--payloads", split = ",", paramLabel = "SIZE",
            description = "The echo call's string sizes: 1KB, 100KB, 1MB, or any size such as 128B or 16KB, up to "
                    + "4MB (default: 1KB).")
    List<String> payloads;

    @Option(names = "--payload-bytes", split = ",", paramLabel = "BYTES",
            description = "The echo call's sizes in bytes, as the dubbo-go suite gives them (128,1024,16384,1048576); "
                    + "added to --payloads.")
    List<Integer> payloadBytes;

    @Option(names = "--compression", split = ",", paramLabel = "C",
            description = "Message compression of the HTTP/2 stacks (tri-*, grpc-protobuf): none, gzip, or both, one "
                    + "scenario each (default: none). The other stacks run uncompressed only.")
    List<String> compression;

    @Option(names = "--concurrency", split = ",", paramLabel = "N",
            description = "Concurrent callers, one JMH run each (default: 1,32).")
    List<Integer> concurrency;

    @Option(names = "--forks", paramLabel = "N", description = "JMH forks per run (default: 1).")
    Integer forks;

    @Option(names = "--warmup-iterations", paramLabel = "N", description = "JMH warm-up iterations (default: 3).")
    Integer warmupIterations;

    @Option(names = "--warmup-time", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Length of each warm-up iteration (default: 1s).")
    Duration warmupTime;

    @Option(names = "--iterations", paramLabel = "N", description = "JMH measured iterations (default: 2).")
    Integer iterations;

    @Option(names = "--time", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Length of each measured iteration (default: 1s).")
    Duration time;

    @Option(names = "--quick",
            description = "Tiny runs for a smoke test: 1 fork, one 300 ms warm-up and one 500 ms measured iteration "
                    + "(flags given explicitly still win). The figures are not worth quoting.")
    boolean quick;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Run folder (default: runs/rpc-<timestamp>).")
    Path out;

    @Override
    public Integer call() throws Exception {
        RpcOptions options = options();
        RpcSuite.Result result = new RpcSuite(options, System.err).run(commandLine());
        return result.failures().isEmpty() ? ExitCode.OK.code() : ExitCode.CONSUMER_FAILED.code();
    }

    RpcOptions options() {
        RpcPreset p = RpcPreset.of(preset);
        List<Stack> stacks = RpcOptions.select(or(protocols, p.protocols()), or(serializations, p.serializations()));
        Path dir = out != null ? out
                : Path.of("runs", "rpc-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        RpcReleases releases = new RpcReleases(Generations.installed());
        List<String> dubboGiven = or(dubbo, p.dubbo());
        List<Payload> sizes = new ArrayList<>(parse("--payloads", payloads != null ? payloads
                : payloadBytes != null ? List.of() : p.payloads(), Payload::of));
        if (payloadBytes != null) {
            sizes.addAll(parse("--payload-bytes", payloadBytes.stream().map(bytes -> bytes + "B").toList(), Payload::of));
        }
        return new RpcOptions(stacks, dubboGiven == null ? releases.defaults() : releases.resolve(dubboGiven),
                parse("--methods", or(methods, p.methods()), Method::of), sizes,
                or(concurrency, p.concurrency()),
                or(forks, 1),
                or(warmupIterations, quick ? 1 : p.warmupIterations()),
                or(warmupTime, quick ? Duration.ofMillis(300) : p.warmupTime()),
                or(iterations, quick ? 1 : p.iterations()),
                or(time, quick ? Duration.ofMillis(500) : p.iterationTime()),
                dir, p.jvm(), p.studyTimings(),
                parse("--compression", compression == null ? List.of(Compression.NONE.id()) : compression, Compression::of));
    }

    private static <T> List<T> parse(String flag, List<String> values, Function<String, T> parser) {
        List<T> out = new ArrayList<>();
        for (String v : values) {
            try {
                out.add(parser.apply(v.trim()));
            } catch (IllegalArgumentException e) {
                throw new UserError(flag + ": " + e.getMessage());
            }
        }
        return out;
    }

    private static <T> T or(T given, T fallback) {
        return given != null ? given : fallback;
    }

    private String commandLine() {
        StringBuilder b = new StringBuilder("sdsim rpc");
        if (quick) {
            b.append(" --quick");
        }
        if (preset != null) {
            b.append(" --preset ").append(preset);
        }
        if (dubbo != null) {
            b.append(" --dubbo ").append(String.join(",", dubbo));
        }
        RpcPreset p = RpcPreset.of(preset);
        b.append(" --protocols ").append(String.join(",", or(protocols, p.protocols())))
                .append(" --serializations ").append(String.join(",", or(serializations, p.serializations())))
                .append(" --methods ").append(String.join(",", or(methods, p.methods())))
                .append(" --concurrency ").append(String.join(",", or(concurrency, p.concurrency()).stream()
                        .map(String::valueOf).toList()));
        if (compression != null) {
            b.append(" --compression ").append(String.join(",", compression));
        }
        if (payloads != null) {
            b.append(" --payloads ").append(String.join(",", payloads));
        }
        if (payloadBytes != null) {
            b.append(" --payload-bytes ").append(String.join(",", payloadBytes.stream().map(String::valueOf).toList()));
        }
        return b.toString();
    }
}
