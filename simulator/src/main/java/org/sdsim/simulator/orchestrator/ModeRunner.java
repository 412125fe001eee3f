package org.sdsim.simulator.orchestrator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.sdsim.fixtures.churn.Churn;
import org.sdsim.fixtures.topology.Topology;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.Outcome;
import org.sdsim.simulator.run.RunOptions;
import org.sdsim.simulator.summary.ModeSummarizer;
import org.sdsim.simulator.summary.ModeSummary;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * One consumer run: start the consumer JVM, wait until it sees every address, measure for the
 * configured duration with churn and full-GC probes, take a class histogram, stop it, and
 * summarize its folder. An out-of-memory or crashed consumer is recorded as such.
 */
final class ModeRunner {

    /** Exit status of a JVM stopped by -XX:+ExitOnOutOfMemoryError. */
    private static final int OOM_EXIT = 3;

    private final RunContext ctx;
    private final DiscoveryMode mode;
    private final BooleanSupplier stopRequested;
    private final Path modeDir;

    ModeRunner(RunContext ctx, DiscoveryMode mode, BooleanSupplier stopRequested) {
        this.ctx = ctx;
        this.mode = mode;
        this.stopRequested = stopRequested;
        this.modeDir = ctx.runDir().resolve(mode.id());
    }

    ModeSummary run() throws IOException, InterruptedException {
        RunOptions o = ctx.options();
        Topology topology = o.topology();
        AddressView view = new AddressView(mode, topology.providers(), ctx.registries().size(),
                topology.interfaceNames().size());
        Progress progress = ctx.progress();

        long startedAt = System.currentTimeMillis();
        long startNanos = System.nanoTime();
        ConsumerProcess launched = ConsumerLauncher.start(ctx, mode, modeDir);
        progress.say("[" + mode.id() + "] consumer pid " + launched.jvm().pid() + " started; log: " + launched.jvm().log());

        Outcome outcome = Outcome.COMPLETED;
        String detail = "";
        Double convergeSeconds = null;
        JsonNode lastCensus = null;
        JsonNode lastStatus = null;
        try (ConsumerProcess consumer = launched;
             JsonLines probes = new JsonLines(modeDir.resolve("probes.jsonl"));
             JsonLines events = new JsonLines(modeDir.resolve("events.jsonl"))) {
            if (consumer.awaitReady(Duration.ofMinutes(3)) == null) {
                return finish(consumer, startedAt, startNanos, null, null, null, "consumer did not start (see consumer.log)");
            }
            // 1. Converge: every directory the mode keeps holds every address.
            long convergeDeadline = System.nanoTime() + o.convergeTimeout().toNanos();
            while (true) {
                JsonNode status = consumer.status();
                if (status == null) {
                    return finish(consumer, startedAt, startNanos, convergeSeconds, lastCensus, lastStatus, "consumer died while converging");
                }
                lastStatus = status;
                lastCensus = status.get("addresses");
                if (view.converged(lastCensus)) {
                    convergeSeconds = (System.nanoTime() - startNanos) / 1e9;
                    break;
                }
                long[] p = view.progress(lastCensus);
                progress.update(String.format("[%s] converging: %,d / %,d addresses (%.0f s)", mode.id(), p[0], p[1],
                        (System.nanoTime() - startNanos) / 1e9));
                if (System.nanoTime() > convergeDeadline) {
                    detail = String.format("did not converge within %s: %,d of %,d addresses", o.convergeTimeout(), p[0], p[1]);
                    progress.say("[" + mode.id() + "] " + detail + "; measuring anyway");
                    break;
                }
                if (stopRequested.getAsBoolean()) {
                    outcome = Outcome.INTERRUPTED;
                    break;
                }
                Thread.sleep(1000);
            }
            if (convergeSeconds != null) {
                progress.say(String.format("[%s] converged in %.1f s", mode.id(), convergeSeconds));
            }

            // 2. Measure: churn on, probes on a schedule, watch the consumer stay alive.
            try (AutoCloseable churn = startChurn(events)) {
                long measureStart = System.nanoTime();
                long end = measureStart + o.duration().toNanos();
                long nextProbe = measureStart + Math.min(o.probeEvery().toNanos(), o.duration().toNanos() / 2);
                while (outcome == Outcome.COMPLETED && System.nanoTime() < end) {
                    if (stopRequested.getAsBoolean()) {
                        outcome = Outcome.INTERRUPTED;
                        break;
                    }
                    if (!consumer.isAlive()) {
                        break;
                    }
                    if (System.nanoTime() >= nextProbe) {
                        probe(consumer, probes);
                        nextProbe += o.probeEvery().toNanos();
                    }
                    double elapsed = (System.nanoTime() - measureStart) / 1e9;
                    progress.update(String.format("[%s] measuring: %.0f / %d s", mode.id(), elapsed, o.duration().toSeconds()));
                    Thread.sleep(500);
                }
            }
            // 3. Close: churn has stopped with the fleet complete; let the consumer catch up with the
            //    last wave, then take the final census, probe and histogram, and stop it.
            if (consumer.isAlive() && outcome == Outcome.COMPLETED) {
                JsonNode status = awaitConverged(consumer, view, Duration.ofSeconds(60));
                if (status != null) {
                    lastStatus = status;
                    lastCensus = status.get("addresses");
                }
                probe(consumer, probes);
                consumer.histogram();
            }
            return finish(consumer, startedAt, startNanos, convergeSeconds, lastCensus, lastStatus,
                    outcome == Outcome.INTERRUPTED ? "interrupted" : detail);
        } catch (Exception e) {
            if (e instanceof InterruptedException ie) {
                throw ie;
            }
            throw new IOException("mode " + mode.id() + ": " + e.getMessage(), e);
        }
    }

    /** Polls until the consumer holds every address again (or the wait ends); returns the last status. */
    private JsonNode awaitConverged(ConsumerProcess consumer, AddressView view, Duration wait) throws InterruptedException {
        long deadline = System.nanoTime() + wait.toNanos();
        JsonNode status = consumer.status();
        while (status != null && !view.converged(status.get("addresses")) && System.nanoTime() < deadline) {
            Thread.sleep(500);
            status = consumer.status();
        }
        return status;
    }

    private void probe(ConsumerProcess consumer, JsonLines probes) throws InterruptedException {
        JsonNode reply = consumer.probe();
        if (reply instanceof ObjectNode probe) {
            probe.remove("reply");
            JsonNode census = probe.remove("addresses");
            probe.set("addressesPerInterfacePerRegistry",
                    new com.fasterxml.jackson.databind.ObjectMapper().valueToTree(reported(census)));
            probes.append(probe);
            ctx.progress().say(String.format("[%s] probe: heap after full GC %.1f MB, old gen %s MB", mode.id(),
                    probe.path("heapUsedMb").asDouble(), probe.path("oldGenUsedMb").isNull()
                            ? "n/a" : String.format("%.1f", probe.path("oldGenUsedMb").asDouble())));
        }
    }

    private Map<String, Map<String, Integer>> reported(JsonNode census) {
        Topology t = ctx.options().topology();
        return new AddressView(mode, t.providers(), ctx.registries().size(), t.interfaceNames().size()).reported(census);
    }

    private static Map<String, Integer> connections(JsonNode status) {
        Map<String, Integer> out = new java.util.TreeMap<>();
        if (status != null) {
            status.path("connectionsByRemote").fields().forEachRemaining(e -> out.put(e.getKey(), e.getValue().asInt()));
        }
        return out;
    }

    private AutoCloseable startChurn(JsonLines events) {
        if (!mode.holdsAddresses() || ctx.registrars().isEmpty()) {
            return () -> { };
        }
        return Churn.start(ctx.options().churn(), ctx.registrars(), push -> events.append(push.toMap()));
    }

    private ModeSummary finish(ConsumerProcess consumer, long startedAt, long startNanos, Double convergeSeconds,
                               JsonNode census, JsonNode lastStatus, String detail) throws InterruptedException {
        Integer code = consumer.isAlive() ? consumer.stop(Duration.ofSeconds(60)) : consumer.exitCode();
        Outcome outcome = classify(code, detail);
        String why = switch (outcome) {
            case OOM -> "consumer ran out of heap (exit " + code + "); see consumer.log and gc.log";
            case CRASHED -> (detail.isBlank() ? "" : detail + "; ") + "consumer exited with " + code + "; see consumer.log";
            default -> detail;
        };
        ctx.progress().say("[" + mode.id() + "] " + outcome.id() + (why.isBlank() ? "" : ": " + why));
        return ModeSummarizer.summarize(modeDir, new ModeSummarizer.Observed(mode.id(), outcome.id(), why,
                reported(census), connections(lastStatus), convergeSeconds, startedAt, (System.nanoTime() - startNanos) / 1e9));
    }

    private Outcome classify(Integer exitCode, String detail) {
        if ("interrupted".equals(detail) || stopRequested.getAsBoolean()) {
            return Outcome.INTERRUPTED;
        }
        if (exitCode != null && exitCode == OOM_EXIT || logMentionsOom()) {
            return Outcome.OOM;
        }
        if (exitCode == null || exitCode != 0 || detail.startsWith("consumer")) {
            return Outcome.CRASHED;
        }
        return Outcome.COMPLETED;
    }

    private boolean logMentionsOom() {
        try (var lines = Files.lines(modeDir.resolve("consumer.log"), StandardCharsets.UTF_8)) {
            return lines.anyMatch(l -> l.contains("java.lang.OutOfMemoryError") || l.contains("Terminating due to java.lang.OutOfMemoryError"));
        } catch (IOException | java.io.UncheckedIOException e) {
            return false;
        }
    }

}
