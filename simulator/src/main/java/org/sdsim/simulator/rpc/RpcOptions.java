package org.sdsim.simulator.rpc;

import org.sdsim.rpc.stack.Compression;
import org.sdsim.rpc.stack.Method;
import org.sdsim.rpc.stack.Payload;
import org.sdsim.rpc.stack.Stack;
import org.sdsim.simulator.run.UserError;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Everything {@code sdsim rpc} runs, fixed before anything starts (as JMH's own Options are): the
 * matrix (stacks, the Dubbo releases each Dubbo stack runs on, methods, echo payloads, concurrency)
 * and JMH's forks, warm-up and measurement, used alike for the throughput run and the sampling run
 * of each scenario. The CLI only fills it.
 *
 * @param dubbo        the releases every selected Dubbo stack runs on, where the release's generation has
 *                     it (the others are {@link #skipped()}); the peers run once, on no Dubbo
 * @param jvm          both JVMs' heap and collector
 * @param compressions the message compressions each HTTP/2 stack runs with (the others run uncompressed only)
 * @param studyTimings whether each stack the Dubbo 2.5 study has also runs that study's own method
 *                     ({@link StudyRunner}) on each of the study's payloads
 */
public record RpcOptions(
        List<Stack> stacks,
        List<RpcRelease> dubbo,
        List<Method> methods,
        List<Payload> payloads,
        List<Integer> concurrency,
        int forks,
        int warmupIterations,
        Duration warmupTime,
        int iterations,
        Duration iterationTime,
        Path out,
        RpcJvmProfile jvm,
        boolean studyTimings,
        List<Compression> compressions) {

    /** The default suite: every stack on Dubbo 3.3, the rpc-benchmark methods, 1 and 32 callers; ~16 min on 2 cores. */
    public static final List<Method> DEFAULT_METHODS =
            List.of(Method.EXIST_USER, Method.CREATE_USER, Method.GET_USER, Method.LIST_USER);
    public static final List<Integer> DEFAULT_CONCURRENCY = List.of(1, 32);

    /** The default JVMs (the published consumer's), without the Dubbo 2.5 study's own method. */
    public RpcOptions(List<Stack> stacks, List<RpcRelease> dubbo, List<Method> methods, List<Payload> payloads,
                      List<Integer> concurrency, int forks, int warmupIterations, Duration warmupTime, int iterations,
                      Duration iterationTime, Path out) {
        this(stacks, dubbo, methods, payloads, concurrency, forks, warmupIterations, warmupTime, iterations,
                iterationTime, out, RpcJvmProfile.PUBLISHED_CONSUMER, false, List.of(Compression.NONE));
    }

    public RpcOptions {
        java.util.Objects.requireNonNull(jvm, "jvm");
        compressions = List.copyOf(compressions);
        require(!compressions.isEmpty(), "--compression: give at least one of " + Compression.ids());
        stacks = List.copyOf(stacks);
        dubbo = List.copyOf(dubbo);
        methods = List.copyOf(methods);
        payloads = List.copyOf(payloads);
        concurrency = List.copyOf(concurrency);
        require(!stacks.isEmpty(), "--protocols/--serializations select no stack");
        require(!targetList(stacks, dubbo).isEmpty(), "--protocols/--serializations select no stack that "
                + dubbo.stream().map(r -> "Dubbo " + r.version() + " (" + r.stacks().stream().map(Stack::id)
                        .collect(Collectors.joining(", ")) + ")").collect(Collectors.joining(" or ")) + " has");
        require(!methods.isEmpty(), "--methods: give at least one of " + Method.ids());
        require(!payloads.isEmpty(), "--payloads: give at least one of " + Payload.labels());
        require(!concurrency.isEmpty(), "--concurrency: give at least one number of callers");
        for (int c : concurrency) {
            require(c >= 1 && c <= 1024, "--concurrency: " + c + " callers; expected 1 to 1024");
        }
        require(forks >= 1, "--forks: " + forks + "; expected 1 or more");
        require(warmupIterations >= 0, "--warmup-iterations: " + warmupIterations + "; expected 0 or more");
        require(iterations >= 1, "--iterations: " + iterations + "; expected 1 or more");
        require(!warmupTime.isNegative() && !warmupTime.isZero() || warmupIterations == 0,
                "--warmup-time: expected a positive duration such as 1s");
        require(!iterationTime.isNegative() && !iterationTime.isZero(), "--time: expected a positive duration such as 1s");
        if (scenarioList(targetList(stacks, dubbo), methods, payloads, concurrency, compressions).isEmpty()) {
            throw new UserError("--methods " + String.join(",", methods.stream().map(Method::id).toList())
                    + " has no call on the selected stacks (streamUsers and chatUsers run only on tri-protobuf and grpc-protobuf; "
                    + "loadOrder and loadOrders only on the stacks that call a plain Java interface)");
        }
    }

    /** How long each new provider is called (every user call in turn) before its first scenario. */
    public Duration providerWarmUp() {
        return Duration.ofMillis(Math.max(iterationTime.toMillis(), Math.min(3_000, 3 * warmupTime.toMillis())));
    }

    /**
     * What runs, one provider JVM each: every selected Dubbo stack on every release whose generation
     * has it (stack by stack, releases in the order given), then each selected peer once.
     */
    public List<RpcTarget> targets() {
        return targetList(stacks, dubbo);
    }

    /**
     * One line per selected Dubbo stack a selected release does not run, and per compression a
     * release's client of a stack does not do, each with the generation's reason.
     */
    public List<String> skipped() {
        List<String> out = new ArrayList<>();
        for (Stack s : stacks) {
            for (RpcRelease r : s.isDubbo() ? dubbo : List.<RpcRelease>of()) {
                if (!r.has(s)) {
                    out.add(s.id() + " on Dubbo " + r.version() + ": skipped (" + r.whyNot(s) + ")");
                }
            }
        }
        for (RpcTarget t : targets()) {
            for (Compression z : compressions) {
                if (z != Compression.NONE && Compression.appliesTo(t.stack()) && !compresses(t)) {
                    out.add(t.stack().id() + " on Dubbo " + t.release().version() + ": " + z.id() + " skipped ("
                            + t.release().whyNot(z.id()) + ")");
                }
            }
        }
        return out;
    }

    /** Every scenario, target by target (each target's provider JVM serves its scenarios in a row). */
    public List<Scenario> scenarios() {
        return scenarioList(targets(), methods, payloads, concurrency, compressions);
    }

    private static List<RpcTarget> targetList(List<Stack> stacks, List<RpcRelease> dubbo) {
        List<RpcTarget> out = new ArrayList<>();
        for (Stack s : stacks) {
            if (!s.isDubbo()) {
                out.add(new RpcTarget(s, null));
            }
            for (RpcRelease r : s.isDubbo() ? dubbo : List.<RpcRelease>of()) {
                if (r.has(s)) {
                    out.add(new RpcTarget(s, r));
                }
            }
        }
        return out;
    }

    private static List<Scenario> scenarioList(List<RpcTarget> targets, List<Method> methods, List<Payload> payloads,
                                               List<Integer> concurrency, List<Compression> compressions) {
        List<Scenario> out = new ArrayList<>();
        for (RpcTarget t : targets) {
            for (Method m : methods) {
                if (m.needsStream() && !t.stack().streams() || m.needsPojo() && !t.stack().isPojo()) {
                    continue;
                }
                for (Payload p : m == Method.ECHO ? payloads : List.of(payloads.get(0))) {
                    for (int c : concurrency) {
                        for (Compression z : compressions) {
                            if (z == Compression.NONE || compresses(t)) {
                                out.add(new Scenario(t, m, p, c, z));
                            }
                        }
                    }
                }
            }
        }
        return out;
    }

    /** Whether the target's client compresses when asked: gRPC's always, a Dubbo stack's where its release's does. */
    private static boolean compresses(RpcTarget t) {
        return Compression.appliesTo(t.stack()) && (!t.stack().isDubbo() || t.release().compresses(t.stack()));
    }

    /** The stacks whose protocol and serialization are both among those given, with errors that name the flag. */
    public static List<Stack> select(List<String> protocols, List<String> serializations) {
        for (String p : protocols) {
            require(Stack.PROTOCOLS.contains(p), "--protocols: unknown protocol '" + p + "'; expected one of "
                    + String.join(", ", Stack.PROTOCOLS));
        }
        for (String s : serializations) {
            require(Stack.SERIALIZATIONS.contains(s), "--serializations: unknown serialization '" + s
                    + "'; expected one of " + String.join(", ", Stack.SERIALIZATIONS));
        }
        List<Stack> out = new ArrayList<>();
        for (Stack s : Stack.values()) {
            if (protocols.contains(s.protocol()) && serializations.contains(s.serialization())) {
                out.add(s);
            }
        }
        require(!out.isEmpty(), "--protocols " + String.join(",", protocols) + " with --serializations "
                + String.join(",", serializations) + " select no stack; the stacks are " + Stack.ids());
        return out;
    }

    /** A rough wall time: two JMH runs per scenario (throughput, sampling), each forked, plus JVM starts and the study's consumers. */
    public Duration estimate() {
        long perRunMs = forks * (3_500 + warmupIterations * warmupTime.toMillis() + iterations * iterationTime.toMillis());
        return Duration.ofMillis(scenarios().size() * 2 * perRunMs
                + targets().size() * (4_000L + 3_500L + providerWarmUp().toMillis())
                + studyTargets().size() * ProtocolStudy.PAYLOADS.size() * 6_000L);
    }

    /** The targets the Dubbo 2.5 study's own method runs on: with {@link #studyTimings()}, those the study has a row for. */
    public List<RpcTarget> studyTargets() {
        if (!studyTimings) {
            return List.of();
        }
        return targets().stream().filter(t -> ProtocolStudy.byStack(t.stack().id()).isPresent()).toList();
    }

    /** For manifest.json. */
    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("stacks", stacks.stream().map(Stack::id).toList());
        m.put("dubbo", dubbo.stream().map(RpcRelease::version).toList());
        m.put("targets", targets().stream().map(RpcTarget::id).toList());
        m.put("methods", methods.stream().map(Method::id).toList());
        m.put("payloads", payloads.stream().map(Payload::label).toList());
        m.put("concurrency", concurrency);
        m.put("forks", forks);
        m.put("warmupIterations", warmupIterations);
        m.put("warmupTimeMs", warmupTime.toMillis());
        m.put("iterations", iterations);
        m.put("iterationTimeMs", iterationTime.toMillis());
        m.put("scenarios", scenarios().size());
        m.put("jvm", jvm.describe());
        m.put("compression", compressions.stream().map(Compression::id).toList());
        m.put("studyTimings", studyTimings);
        m.put("out", out.toString());
        return m;
    }

    private static void require(boolean ok, String message) {
        if (!ok) {
            throw new UserError(message);
        }
    }
}
