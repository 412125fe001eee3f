package org.sdsim.simulator.orchestrator;

import org.sdsim.consumer.api.AddressCounts;
import org.sdsim.consumer.api.HeapDumpReply;
import org.sdsim.consumer.files.ConsumerFiles;
import org.sdsim.simulator.attribution.HeapAttribution;
import org.sdsim.simulator.attribution.ObjectHeaders;
import org.sdsim.consumer.api.ProbeReply;
import org.sdsim.consumer.api.StatusReply;
import org.sdsim.consumer.jvm.SocketCensus;
import org.sdsim.simulator.cpu.ProcStat;
import org.sdsim.fixtures.churn.Churn;
import org.sdsim.simulator.summary.ProbeRecord;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.folder.RegistryCacheFiles;
import org.sdsim.simulator.folder.PushRecord;
import org.sdsim.simulator.attribution.Anchors;
import org.sdsim.fixtures.subscriber.SubscribedFleet;
import org.sdsim.simulator.plan.ModePlan;
import org.sdsim.simulator.plan.ModeRun;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.Outcome;
import org.sdsim.simulator.plan.RunOptions;
import org.sdsim.simulator.summary.AttributionDetail;
import org.sdsim.simulator.summary.FileCacheCopy;
import org.sdsim.simulator.summary.LiveState.Phase;
import org.sdsim.simulator.summary.MeasuringExtension;
import org.sdsim.simulator.summarize.ModeSummarizer;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.NotInjectedFault;
import org.sdsim.simulator.summarize.RegistrySummarizer;
import org.sdsim.simulator.subscriber.SubscriberFolder;
import org.sdsim.simulator.subscriber.SubscriberSpec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One consumer run: start the consumer JVM, wait until it sees every address, measure for the
 * configured duration with churn and full-GC probes, take a class histogram, stop it, and
 * summarize its folder. An out-of-memory or crashed consumer is recorded as such.
 */
final class ModeRunner {

    private final RunContext ctx;
    /** The mode, resolved once where the command line was read: its Dubbo, its remedies, its subscribers' pattern. */
    private final ModePlan plan;
    /** Which of the mode's runs this is ({@code --repeat}). */
    private final ModeRun run;
    private final Mode mode;
    private final RunStop stopRequested;
    private final Path modeDir;
    private final AddressView view;

    private final java.util.function.Consumer<Mode> beforeStart;
    private LiveView live = LiveView.none();
    /** Dubbo 3 saves the registry file cache 500 ms after a notify; writing 20 MB takes a few seconds more. */
    private static final Duration QUIET_BEFORE_DUMP = Duration.ofSeconds(5);
    /** Quiet: under a tenth of one CPU over two seconds (the every-5-seconds call costs far less). */
    private static final Duration QUIET_SPAN = Duration.ofSeconds(2);
    private static final double QUIET_CPU_SHARE = 0.10;
    private static final Duration QUIET_LIMIT = Duration.ofSeconds(90);

    ModeRunner(RunContext ctx, ModeRun run, RunStop stopRequested,
            java.util.function.Consumer<Mode> beforeStart) {
        this.beforeStart = beforeStart;
        this.ctx = ctx;
        this.run = run;
        this.plan = run.plan();
        this.mode = plan.mode();
        this.stopRequested = stopRequested;
        this.modeDir = ModeFolder.of(ctx.runDir(), mode, run.repeatNumber());
        this.view = new AddressView(mode.discovery(), ctx.registries().size(), ctx.services())
                .anyProtocol(!ctx.options().consumer().realism().namesProtocol());
    }

    /** Where the mode's phases, census and probes are shown while it runs (summary.json, the endpoint). */
    ModeRunner showingTo(LiveView live) {
        this.live = live;
        return this;
    }

    /** What one mode's phases learn, handed from converge to measure to finish. */
    private static final class Observation {
        EndReason reason = EndReason.RAN_TO_END;
        /** Something a human should know that does not change the outcome (slow convergence). */
        String note = "";
        Double convergeSeconds;
        StatusReply lastStatus;
        /** The consumer's connections by remote IP, read from its /proc when it converged and at the end. */
        Map<String, Integer> connections = Map.of();
        long startedAt;
        long startNanos;
        /** How far measuring went past --duration for scripted faults; null when it did not. */
        MeasuringExtension extension;
        /** The scripted faults measuring ended before. */
        List<NotInjectedFault> notInjected = List.of();

        boolean running() {
            return reason == EndReason.RAN_TO_END;
        }

        Map<String, Map<String, AddressCounts>> census() {
            return lastStatus == null ? null : lastStatus.addresses();
        }

        Map<String, Integer> connections() {
            return new TreeMap<>(connections);
        }

        /** The consumer's census from outside it; an unreadable one (the consumer gone) keeps the last. */
        void takeCensus(ConsumerProcess consumer) {
            Map<String, Integer> now = SocketCensus.of(consumer.jvm().pid()).connectionsByRemote();
            if (!now.isEmpty()) {
                connections = now;
            }
        }
    }

    ModeSummary run() throws IOException, InterruptedException {
        long startedAt = System.currentTimeMillis();
        long startNanos = System.nanoTime();
        live.phase(mode, Phase.STARTING, modeDir);
        beforeStart.accept(mode);
        MigrationRules.clearBefore(ctx, mode);
        ConsumerProcess launched = ConsumerLauncher.start(ctx, plan, modeDir).watchedBy(this::showCensus);
        ctx.progress().say("[" + run.tag() + "] consumer pid " + launched.jvm().pid() + " started; log: "
                + launched.jvm().log());
        Observation seen = new Observation();
        seen.startedAt = startedAt;
        seen.startNanos = startNanos;
        try (ConsumerProcess consumer = launched;
             JsonLines probes = new JsonLines(ModeFolder.PROBES.in(modeDir));
             JsonLines events = new JsonLines(ModeFolder.EVENTS.in(modeDir));
             ModeMetering registries = ModeMetering.start(ctx, modeDir)) {
            registries.followCpu(CpuClock.CONSUMER, () -> consumer.isAlive() ? consumer.jvm().pid() : 0);
            if (consumer.awaitReady(Duration.ofMinutes(3)) == null) {
                seen.reason = EndReason.DID_NOT_START;
            } else if (converge(consumer, seen, startNanos)) {
                try (SubscriberProcess subscribers = startSubscribers(seen, registries)) {
                    registries.awaitQuiet(Duration.ofSeconds(20));
                    registries.mark(ModeMetering.MEASURING);
                    measure(consumer, seen, probes, events, registries);
                    close(consumer, seen, probes, registries);
                }
            }
            registries.markEnd(); // before the summary, which reads it
            return finish(consumer, startedAt, startNanos, seen);
        }
        // Nothing is wrapped: a registry or file problem keeps its type (and its exit code), and a
        // bug keeps its stack trace rather than turning into an I/O error.
    }

    /**
     * Phase 1: waits until every directory the mode keeps holds every address. False when the
     * consumer died meanwhile; a consumer that is only slow is measured anyway, with a detail.
     */
    private boolean converge(ConsumerProcess consumer, Observation seen, long startNanos) throws InterruptedException {
        live.phase(mode, Phase.CONVERGING, modeDir);
        long deadline = System.nanoTime() + ctx.options().pace().convergeTimeout().toNanos();
        while (true) {
            StatusReply status = consumer.status();
            if (status == null) {
                seen.reason = EndReason.DIED_WHILE_CONVERGING;
                return false;
            }
            seen.lastStatus = status;
            if (view.converged(seen.census())) {
                seen.takeCensus(consumer);
                seen.convergeSeconds = (System.nanoTime() - startNanos) / 1e9;
                ctx.progress().say(String.format("[%s] converged in %.1f s", run.tag(), seen.convergeSeconds));
                return true;
            }
            long[] p = view.progress(seen.census());
            ctx.progress().update(String.format("[%s] converging: %,d / %,d addresses (%.0f s)", run.tag(), p[0], p[1],
                    (System.nanoTime() - startNanos) / 1e9));
            if (System.nanoTime() > deadline) {
                seen.note = String.format("did not converge within %s: %,d of %,d addresses",
                        ctx.options().pace().convergeTimeout(), p[0], p[1]);
                ctx.progress().say("[" + run.tag() + "] " + seen.note + "; measuring anyway");
                return true;
            }
            if (stopRequested.getAsBoolean()) {
                seen.reason = EndReason.INTERRUPTED;
                return true;
            }
            Thread.sleep(1000);
        }
    }

    /**
     * With {@code --subscribers}: the mode's subscribers, started once its consumer has converged (so
     * that a thousand sessions' startup does not slow the consumer's) and awaited until every one has
     * subscribed; measuring begins after. Null without subscribers, or for a mode that holds no addresses.
     */
    private SubscriberProcess startSubscribers(Observation seen, ModeMetering registries) throws IOException, InterruptedException {
        int perRegistry = ctx.options().subscribers();
        if (perRegistry == 0 || !mode.discovery().holdsAddresses()) {
            return null;
        }
        live.phase(mode, Phase.SUBSCRIBING, modeDir);
        // the subscribers ask the registry what this mode's consumer asks: its plan's pattern
        SubscriberSpec spec = SubscriberSpec.of(plan.subscriberPattern(), SubscriberSpec.labelled(ctx.registries()),
                new SubscribedFleet(ctx.namespace().layout(), ctx.services(), List.copyOf(ctx.fleet().applicationNames()),
                        org.sdsim.consumer.jvm.DubboSettings.APPLICATION),
                perRegistry, SubscriberFolder.of(modeDir));
        SubscriberProcess subscribers = SubscriberProcess.start(spec, ctx.subscriberClassPath());
        registries.followCpu(CpuClock.SUBSCRIBERS, subscribers::pid);
        ctx.progress().say(String.format("[%s] subscriber JVM pid %d: %,d subscribers per registry (%s)", run.tag(),
                subscribers.pid(), perRegistry, spec.pattern().id()));
        if (!subscribers.awaitReady(run.tag(), ctx.progress(), SUBSCRIBE_LIMIT)) {
            seen.note = (seen.note.isBlank() ? "" : seen.note + "; ") + "not every subscriber had subscribed within "
                    + SUBSCRIBE_LIMIT.toMinutes() + " min; measuring anyway";
            ctx.progress().say("[" + run.tag() + "] " + seen.note);
        }
        return subscribers;
    }

    /**
     * How long the span's end waits for the registries to go quiet after the last push: a stock 3.3.6
     * consumer of 500 instances reads for about 30 s after a wave; a thousand backlogged subscribers per
     * registry may read for longer, and then the span ends here and the console says so.
     */
    static final Duration LAST_PUSH_READS_LIMIT = Duration.ofSeconds(120);

    /** How long a thousand subscribers per registry may take to subscribe before measuring goes on without them. */
    private static final Duration SUBSCRIBE_LIMIT = Duration.ofMinutes(10);

    /**
     * Phase 2: churn on, probes on a schedule and scripted faults at their times, for the configured
     * duration (longer while a scripted fault is still owed: {@link MeasuringWindow}), while the
     * consumer lives (a scripted consumer-kill replaces it within the tick).
     */
    private void measure(ConsumerProcess consumer, Observation seen, JsonLines probes, JsonLines events,
            ModeMetering registries) throws InterruptedException, IOException {
        RunOptions o = ctx.options();
        live.phase(mode, Phase.MEASURING, modeDir);
        // the consumer's connections from its /proc, for how stale its addresses run; not beside subscribers, whose
        // thousands of sockets would make each read of the machine's TCP table a load of its own
        ConnectionSamples connections = mode.discovery().holdsAddresses() && o.subscribers() == 0
                ? new ConnectionSamples(ModeFolder.CONNECTIONS.in(modeDir)) : null;
        ChurnWaves waves = new ChurnWaves();
        try (RunningChurn churn = startChurn(events, registries, waves);
             ConnectionSamples closing = connections;
             FaultInjector faults = new FaultInjector(ctx, plan, modeDir, view, events, registries, waves);
             MigrationInjector migration = MigrationInjector.open(ctx, mode, modeDir, view, registries)) {
            long measureStart = System.nanoTime();
            MeasuringWindow window = new MeasuringWindow(run.tag(), o.pace().duration(), o.faults().maxExtension(),
                    measureStart, ctx.progress());
            long nextProbe = measureStart + Math.min(o.pace().probeEvery().toNanos(), o.pace().duration().toNanos() / 2);
            while (seen.running() && window.goesOn(System.nanoTime(), faults.owed())) {
                if (stopRequested.getAsBoolean()) {
                    seen.reason = EndReason.INTERRUPTED;
                    break;
                }
                if (!consumer.isAlive()) {
                    seen.reason = EndReason.DIED_WHILE_MEASURING;
                    break;
                }
                faults.tick(consumer, measureStart);
                migration.tick(consumer, measureStart);
                if (connections != null) {
                    connections.take(consumer);
                }
                if (System.nanoTime() >= nextProbe) {
                    probe(consumer, probes, seen);
                    nextProbe += o.pace().probeEvery().toNanos();
                }
                ctx.progress().update(window.progressLine(System.nanoTime()));
                Thread.sleep(migration.watching() ? MigrationInjector.POLL.toMillis() : 500);
            }
            migration.endMeasuring();
            seen.notInjected = faults.endMeasuring(window.capReached() ? window.capReason() : seen.reason.text());
            seen.extension = window.extension(System.nanoTime());
        }
    }

    /**
     * Phase 3: churn has stopped with the fleet complete; lets the consumer catch up with the last
     * wave, then takes the registries' closing sample, the final census, probe and class histogram.
     */
    private void close(ConsumerProcess consumer, Observation seen, JsonLines probes, ModeMetering registries)
            throws InterruptedException {
        if (!consumer.isAlive() || !seen.running()) {
            return;
        }
        live.phase(mode, Phase.CLOSING, modeDir);
        StatusReply status = awaitConverged(consumer, Duration.ofSeconds(60));
        if (status != null) {
            seen.lastStatus = status;
            seen.takeCensus(consumer);
        }
        // The span the registry figures cover ends once the consumer has caught up with the last push, and
        // the census alone cannot say so: it shows the full fleet again while Dubbo is still reading what the
        // last wave changed (3.1.5+ application level re-reads the application once per instance event on one
        // Curator thread, ~30 s of reads per wave at 500 instances), or before its notifier has even passed
        // the wave on. Ending there charged the last wave's pushes to the span without its reads (one run at
        // the published fleet: 100,416 getData inside the span for 6 pushes, ~49,700 more after it). So the
        // span ends when the registries are quiet too: nothing but pings for two seconds.
        if (!registries.awaitQuiet(LAST_PUSH_READS_LIMIT)) {
            ctx.progress().say(String.format("[%s] the registries were still answering reads %d s after the last push;"
                    + " the registry span ends here, without what came later", run.tag(),
                    LAST_PUSH_READS_LIMIT.toSeconds()));
        }
        registries.mark(ModeMetering.MEASURED);
        probe(consumer, probes, seen);
        consumer.histogram();
        if (ctx.options().consumer().heapAttribution()) {
            // Let the last notification's asynchronous work finish first: a registry file cache
            // being saved holds a second reference to every rendered URL (the iterator over its
            // table), and an object two holders share belongs to neither of them in the dominator tree.
            awaitQuiet(consumer);
            HeapDumpReply dump = consumer.heapDump();
            if (dump != null) {
                ctx.progress().say(String.format("[%s] heap dump: %.0f MB in %.1f s", run.tag(),
                        dump.bytes() / (1024.0 * 1024.0), dump.seconds()));
            }
        }
    }

    /**
     * Waits at least {@link #QUIET_BEFORE_DUMP}, then until the consumer's CPU time stops rising (less
     * than {@link #QUIET_CPU_SHARE} of one CPU over {@link #QUIET_SPAN}), for at most
     * {@link #QUIET_LIMIT}: a consumer at its heap limit can take a minute to write its file cache.
     */
    private void awaitQuiet(ConsumerProcess consumer) throws InterruptedException {
        long start = System.nanoTime();
        Thread.sleep(QUIET_BEFORE_DUMP.toMillis());
        java.util.ArrayDeque<long[]> samples = new java.util.ArrayDeque<>(); // {nanos, cpu ms}
        while (System.nanoTime() - start < QUIET_LIMIT.toNanos()) {
            // read from /proc, outside the consumer: asking it would cost it what we wait for it to stop
            Long cpuMs = consumer.isAlive() ? ProcStat.processCpuMs(consumer.jvm().pid()) : null;
            if (cpuMs == null) {
                return; // a dead consumer, or no /proc: the fixed wait is all there is
            }
            long now = System.nanoTime();
            samples.addLast(new long[] {now, cpuMs});
            while (now - samples.peekFirst()[0] > QUIET_SPAN.toNanos() + 500_000_000L) {
                samples.removeFirst();
            }
            long[] first = samples.peekFirst();
            double spanMs = (now - first[0]) / 1e6;
            if (spanMs >= QUIET_SPAN.toMillis() && cpuMs - first[1] < QUIET_CPU_SHARE * spanMs) {
                double waited = (now - start) / 1e9;
                if (waited > QUIET_BEFORE_DUMP.toSeconds() + QUIET_SPAN.toSeconds() + 1) {
                    ctx.progress().say(String.format("[%s] the consumer went quiet after %.0f s; dumping its heap",
                            run.tag(), waited));
                }
                return;
            }
            Thread.sleep(500);
        }
        ctx.progress().say(String.format("[%s] the consumer was still busy after %d s; dumping its heap anyway "
                + "(objects it is working on may count as other)", run.tag(), QUIET_LIMIT.toSeconds()));
    }

    /** Polls until the consumer holds every address again (or the wait ends); returns the last status. */
    private StatusReply awaitConverged(ConsumerProcess consumer, Duration wait) throws InterruptedException {
        long deadline = System.nanoTime() + wait.toNanos();
        StatusReply status = consumer.status();
        while (status != null && !view.converged(status.addresses()) && System.nanoTime() < deadline) {
            Thread.sleep(500);
            status = consumer.status();
        }
        return status;
    }

    private void probe(ConsumerProcess consumer, JsonLines probes, Observation seen) throws InterruptedException {
        ProbeReply reply = consumer.probe();
        if (reply == null) {
            return;
        }
        ProbeRecord probe = new ProbeRecord(reply.epochMs(), reply.uptimeSec(), reply.heapUsedMb(),
                reply.oldGenUsedMb(), reply.gcMs(), view.reported(reply.addresses()), reply.oldGenMaxMb());
        probes.append(probe);
        live.probed(mode, probe, () -> partialSummary(seen, probe));
        ctx.progress().say(String.format("[%s] probe: heap after full GC %.1f MB, old gen %s MB", run.tag(),
                probe.heapUsedMb(), probe.oldGenUsedMb() == null ? "n/a" : String.format("%.1f", probe.oldGenUsedMb())));
    }

    private void showCensus(org.sdsim.consumer.api.Reply reply) {
        if (reply instanceof StatusReply status) {
            live.addresses(mode, view.reported(status.addresses()));
        }
    }

    /** The mode so far, outcome {@code running}: summary.json's entry for it until it ends. */
    private ModeSummary partialSummary(Observation seen, ProbeRecord last) {
        double elapsed = (System.nanoTime() - seen.startNanos) / 1e9;
        return ModeSummarizer.summarize(modeDir, new ModeSummarizer.Observed(mode, plan.release().version(), Outcome.RUNNING,
                "figures as of the last probe; the mode is still running",
                last.addressesPerInterfacePerRegistry(), seen.connections(), seen.convergeSeconds, seen.startedAt,
                elapsed, null, null), (where, what) -> { }).asRepeat(run.repeatNumber()); // half-written last lines are normal
    }

    /** Churn while a mode measures; closing it lets a running wave finish. */
    private interface RunningChurn extends AutoCloseable {
        @Override
        void close();
    }

    private RunningChurn startChurn(JsonLines events, ModeMetering registries, ChurnWaves waves) {
        if (!mode.discovery().holdsAddresses() || ctx.registrars().isEmpty()) {
            return () -> { };
        }
        return Churn.start(ctx.options().churn(), ctx.registrars(), new org.sdsim.fixtures.churn.ChurnListener() {
            @Override
            public void onPush(org.sdsim.fixtures.churn.AddressPush push) {
                events.append(PushRecord.of(push));
            }

            @Override
            public void beforeWave(long wave) {
                waves.began(wave, System.currentTimeMillis());
                if (wave == 1) {
                    // the end of the quiet span before the first push: each session's own background rate
                    registries.mark(ModeMetering.FIRST_PUSH);
                }
            }
        })::close;
    }

    private ModeSummary finish(ConsumerProcess consumer, long startedAt, long startNanos, Observation seen)
            throws InterruptedException {
        live.phase(mode, Phase.SUMMARIZING, modeDir);
        Integer code = consumer.isAlive() ? consumer.stop(Duration.ofSeconds(60)) : consumer.exitCode();
        EndReason reason = stopRequested.getAsBoolean() ? EndReason.INTERRUPTED : seen.reason;
        Outcome outcome = reason.outcome(code, consumer.jvm().logMentionsOom());
        String detail = reason == EndReason.RAN_TO_END ? seen.note
                : reason == EndReason.INTERRUPTED ? stopRequested.detail() : reason.text();
        String why = switch (outcome) {
            case OOM -> "consumer ran out of heap (exit " + code + "); see consumer.log and gc.log";
            case CRASHED -> (detail.isBlank() ? "" : detail + "; ") + "consumer exited with " + code + "; see consumer.log";
            default -> detail;
        };
        ctx.progress().say("[" + run.tag() + "] " + outcome.id() + (why.isBlank() ? "" : ": " + why));
        double durationSec = (System.nanoTime() - startNanos) / 1e9;
        HeapAttribution.Result attribution = attribute();
        RegistrySummarizer.Sessions sessions = registrySessions();
        ModeSummary summary = ModeSummarizer.summarize(modeDir, new ModeSummarizer.Observed(mode, plan.release().version(), outcome,
                why, view.reported(seen.census()), seen.connections(), seen.convergeSeconds, startedAt, durationSec,
                attribution == null ? null : attribution.megabytes(),
                attribution == null ? null : attribution.totalMb(), seen.extension, seen.notInjected, sessions))
                .asRepeat(run.repeatNumber());
        sayMembers(summary);
        return attribution == null ? summary
                : summary.withAttributionDetail(detail(attribution, sessions.connectStrings()));
    }

    /**
     * One console line per ensemble: each member's role (at the span's start, and at its end where it changed), CPU
     * seconds and cores, requests, and most outstanding requests against its own limit.
     */
    private void sayMembers(ModeSummary summary) {
        if (summary.registry() == null) {
            return;
        }
        summary.registry().forEach((label, f) -> {
            if (f.members() == null) {
                return;
            }
            List<String> each = new java.util.ArrayList<>();
            for (org.sdsim.simulator.summary.MemberFigures m : f.members()) {
                String role = java.util.Objects.equals(m.roles().atStart(), m.roles().atEnd()) ? m.roles().atEnd()
                        : m.roles().atStart() + " then " + m.roles().atEnd();
                Double cpu = m.cpuSeconds();
                double seconds = f.traffic().seconds() == null ? 0 : f.traffic().seconds();
                each.add(String.format("%s %s, %s CPU-s%s, %s requests, at most %s of %s outstanding", m.member(), role,
                        cpu == null ? "n/a" : String.format("%.2f", cpu),
                        cpu == null || seconds <= 0 ? "" : String.format(" (%.2f cores)", cpu / seconds),
                        m.load().requests() == null ? "n/a" : String.format("%,d", m.load().requests()),
                        m.outstanding().max(), m.outstanding().limit()));
            }
            ctx.progress().say("[" + run.tag() + "] " + label + " members: " + String.join("; ", each));
        });
    }

    /** The file cache by the registry holding each copy, each named by the registry its file belongs to. */
    private static AttributionDetail detail(HeapAttribution.Result attribution,
            Map<String, String> connectStrings) {
        return new AttributionDetail(attribution.fileCache().stream()
                .map(c -> new FileCacheCopy(
                        c.owner().substring(c.owner().lastIndexOf('.') + 1),
                        RegistryCacheFiles.registryOf(c.file(), connectStrings),
                        c.file() == null ? null : Path.of(c.file()).getFileName().toString(), c.keys(),
                        Math.round(c.bytes() / 1048576.0 * 100) / 100.0))
                .toList());
    }

    /** Who is who on the registries: the registrars' sessions are sdsim's own, the rest subscribe. */
    private RegistrySummarizer.Sessions registrySessions() {
        Map<String, String> connectStrings = ctx.connectStrings();
        java.util.Set<Long> harness = new java.util.HashSet<>();
        ctx.registrars().forEach(r -> harness.add(r.sessionId()));
        java.util.Set<Long> subscribers = new java.util.HashSet<>();
        org.sdsim.simulator.subscriber.SubscriberSessions sessions = org.sdsim.simulator.folder.JsonFiles.readObject(
                SubscriberFolder.of(modeDir), SubscriberFolder.SESSIONS, "subscribers/", (where, what) -> { }, false);
        if (sessions != null) {
            sessions.subscribers().values().forEach(subscribers::addAll);
            harness.addAll(sessions.feedIds());
        }
        int perRegistry = sessions == null ? 0 : ctx.options().subscribers();
        return new RegistrySummarizer.Sessions(connectStrings, ctx.meters().unavailable(), harness, subscribers, perRegistry);
    }

    /**
     * Attributes the consumer's last heap dump to Dubbo's components, once the consumer has exited
     * (the analysis wants the CPU and memory to itself), then deletes the dump: it is as large as
     * the heap, and what it says is kept in the summary. Null when there is no dump or it cannot be
     * read; the run goes on either way.
     */
    private HeapAttribution.Result attribute() {
        Path dump = ConsumerFiles.HEAP_DUMP.in(modeDir);
        if (!Files.exists(dump)) {
            return null;
        }
        try {
            // sized as the consumer's JVM laid its objects out: its remedies' options may turn compact headers on
            ObjectHeaders headers = ObjectHeaders.of(plan.remedies().jvmOptions());
            ctx.progress().say("[" + run.tag() + "] attributing the heap dump to Dubbo's components ("
                    + headers.label() + ") ...");
            HeapAttribution.Result r = HeapAttribution.analyze(dump,
                    Anchors.parse(plan.release().generation().descriptor().attribution()), headers);
            ctx.progress().say(String.format("[%s] heap attributed in %.1f s: %s", run.tag(), r.seconds(),
                    r.top(3).stream().map(c -> String.format("%s %.1f MB", c.label(), r.bytes().get(c) / 1048576.0))
                            .collect(java.util.stream.Collectors.joining(", "))));
            return r;
        } catch (IOException | RuntimeException e) {
            ctx.progress().say("[" + run.tag() + "] heap attribution failed: " + e);
            return null;
        } finally {
            // SDSIM_KEEP_HEAP_DUMP=1 keeps it, to open in VisualVM or Eclipse MAT.
            if (!"1".equals(System.getenv("SDSIM_KEEP_HEAP_DUMP"))) {
                HeapAttribution.deleteWithIndex(dump);
            }
        }
    }

}
