package org.sdsim.simulator.orchestrator;

import org.sdsim.consumer.api.SessionsReply;
import org.sdsim.consumer.api.StatusReply;
import org.sdsim.fixtures.churn.AddressPush;
import org.sdsim.fixtures.churn.Churn;
import org.sdsim.fixtures.churn.ChurnListener;
import org.sdsim.fixtures.churn.ChurnPlan;
import org.sdsim.fixtures.registry.RegistryServer;
import org.sdsim.fixtures.registry.SessionKiller;
import org.sdsim.simulator.fault.Fault;
import org.sdsim.simulator.fault.FaultKind;
import org.sdsim.simulator.fault.FaultPlan;
import org.sdsim.simulator.folder.RegistryCacheFiles;
import org.sdsim.simulator.fault.FaultRecord;
import org.sdsim.simulator.subscriber.ReconnectLog;
import org.sdsim.simulator.subscriber.SubscriberFolder;
import org.sdsim.simulator.folder.PushRecord;
import org.sdsim.simulator.folder.RecoveryVerdict;
import org.sdsim.simulator.plan.ModePlan;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.summary.NotInjectedFault;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Deque;
import java.util.List;

/**
 * Carries out a mode's {@link FaultPlan} from its measuring loop, one fault at a time: injects a
 * fault when its time comes, ends it (a registry outage after its length), then watches the
 * consumer's address census until every directory of every registry holds every address again, with
 * no call failing, for {@link FaultRecord#SETTLE} ({@link RecoveryHold}), and appends one
 * {@link FaultRecord} to events.jsonl.
 *
 * <p>Everything runs on the measuring loop's thread, in {@link #tick}: the consumer answers commands
 * in order, so a second thread asking it for its status would take the loop's replies. A fault that
 * comes while another is still being watched waits for it, so a tight schedule slides; while a fault
 * is {@link #owed()}, the mode's {@link MeasuringWindow} keeps measuring open past --duration, and
 * {@link #endMeasuring} names each fault that never ran.
 */
final class FaultInjector implements AutoCloseable {

    private static final long POLL_NANOS = Duration.ofSeconds(1).toNanos();
    private static final Duration SESSION_HANDLE_TIMEOUT = Duration.ofSeconds(15);
    private static final Duration NEW_CONSUMER_READY = Duration.ofMinutes(3);

    private final RunContext ctx;
    private final ModePlan plan;
    private final Mode mode;
    private final Path modeDir;
    private final AddressView view;
    private final JsonLines events;
    /** Where a fault that kills a registry's process first has the counters and CPU read. */
    private final ModeMetering metering;
    private final List<String> labels;
    /** The churn's waves, for a note on each that began inside a fault's watch. */
    private final ChurnWaves waves;
    private final Deque<Fault> pending;
    private FaultWatch active;
    private long lastPoll;
    private long measureStartNanos;
    /** The consumer the last tick was given (a consumer-kill replaces the JVM behind it). */
    private ConsumerProcess consumer;
    private boolean ended;

    FaultInjector(RunContext ctx, ModePlan plan, Path modeDir, AddressView view, JsonLines events,
            ModeMetering metering, ChurnWaves waves) {
        this.ctx = ctx;
        this.waves = waves;
        this.metering = metering;
        this.plan = plan;
        this.mode = plan.mode();
        this.modeDir = modeDir;
        this.view = view;
        this.events = events;
        this.labels = ctx.options().registries().labels();
        // a mode without addresses has nothing to recover: its faults would record nothing
        this.pending = new ArrayDeque<>(mode.discovery().holdsAddresses() ? ctx.options().faults().faults() : List.of());
    }

    /** One step, called about every half second while the mode measures. */
    void tick(ConsumerProcess consumer, long measureStartNanos) throws InterruptedException, IOException {
        this.measureStartNanos = measureStartNanos;
        this.consumer = consumer;
        long now = System.nanoTime();
        if (active == null) {
            Fault next = pending.peek();
            if (next == null || now - measureStartNanos < next.at().toNanos()) {
                return;
            }
            active = inject(pending.poll(), consumer);
            if (active.done) {
                finish(active);
                return;
            }
        }
        if (now - lastPoll < POLL_NANOS) {
            return;
        }
        lastPoll = now;
        advance(active, consumer);
    }

    /**
     * The scripted faults still to run or still being watched, for the console ("storm@130s"; the one
     * being watched says so): measuring is not over while this is not empty.
     */
    List<String> owed() {
        List<String> out = new ArrayList<>();
        if (active != null) {
            out.add(active.fault.spec() + " (being watched)");
        }
        pending.forEach(f -> out.add(f.spec()));
        return out;
    }

    // ------------------------------------------------------------------ injecting

    private FaultWatch inject(Fault f, ConsumerProcess consumer) throws InterruptedException, IOException {
        StatusReply before = consumer.status();
        double ranAt = Math.round((System.nanoTime() - measureStartNanos) / 1e8) / 10.0;
        FaultWatch w = new FaultWatch(f, ranAt, before, labels, view);
        w.lifetime = consumer.lifetime();
        if (ctx.options().subscribers() > 0 || ctx.options().registries().ensemble() > 1) {
            w.cpuAtStart = metering.cpuNow("fault " + f.spec());
        }
        double late = ranAt - f.at().toMillis() / 1000.0;
        ctx.progress().say("[" + mode.id() + "] fault " + f.spec() + ": injecting at " + ranAt + " s of measuring"
                + (late < 1 ? "" : String.format(" (%.1f s after its time: faults run one at a time)", late)));
        try {
            switch (f.kind()) {
                case REGISTRY_RESTART -> {
                    RegistryServer s = server(f);
                    s.kill();
                    s.start();
                    w.ended();
                }
                case REGISTRY_OUTAGE -> {
                    RegistryServer s = server(f);
                    if (f.hang()) {
                        s.suspend();
                    } else {
                        s.kill();
                    }
                    w.restoreAtNanos = System.nanoTime() + f.lasting().toNanos();
                }
                case SESSION_EXPIRY -> {
                    expireSessions(f, consumer, w);
                    w.ended();
                }
                case CONSUMER_KILL -> {
                    replaceConsumer(consumer, w);
                    w.ended();
                }
                case STORM -> {
                    if (f.lasting().isZero()) {
                        storm(Duration.ZERO, ChurnListener.NONE).join();
                        w.ended();
                    } else {
                        // the providers gone from every registry for the downtime, their JVM still serving
                        w.background = storm(f.lasting(), ChurnListener.NONE);
                        w.restoreAtNanos = System.nanoTime() + f.lasting().toNanos();
                    }
                }
                case PROVIDER_KILL -> {
                    w.background = storm(f.lasting(), providerDownForTheDowntime(w));
                    w.restoreAtNanos = System.nanoTime() + f.lasting().toNanos();
                }
                case COLD_RESTART -> {
                    for (RegistryServer s : ctx.registryServers()) {
                        s.kill();
                    }
                    // The registries come back D after they went, on a thread of their own, whether or not the
                    // new consumer has started by then: Dubbo 2.7 and 3.x wait in their start for ZooKeeper (each
                    // ZooKeeper client blocks until connected or its timeout), so a start awaited before the
                    // registries return would wait out that timeout, and fail, against registries held down.
                    long restoreAt = System.nanoTime() + f.lasting().toNanos();
                    w.background = registriesBackAt(restoreAt, w);
                    w.restoreAtNanos = restoreAt;
                    replaceConsumer(consumer, w);
                    if (w.done) {
                        // the new consumer did not start: the record is written now, with the registries back
                        restore(w);
                        w.restoreAtNanos = 0;
                        w.endedWhenRestored();
                    }
                }
                case CACHE_FILE_DELETE -> {
                    w.note = deleteCacheFiles();
                    w.ended();
                }
                case LEADER_KILL, MEMBER_RESTART -> {
                    w.ensemble = EnsembleFault.of(f, ctx);
                    w.ensemble.inject(metering::markBeforeKill, ctx.progress(), mode.id());
                    w.note = join(w.note, w.ensemble.note());
                    w.ended();
                }
            }
        } catch (RuntimeException | IOException e) {
            // a fault that could not be injected is recorded as such; the mode goes on measuring
            w.injectionFailed = true;
            w.note = "could not inject: " + e.getMessage();
            try {
                restore(w);
            } catch (RuntimeException | IOException again) {
                w.note = join(w.note, "could not bring " + f.registry() + " back: " + again.getMessage());
            }
            w.ended();
            w.done = true;
        }
        return w;
    }

    private RegistryServer server(Fault f) {
        RegistryServer s = ctx.registryServer(f.registry());
        if (s == null) {
            throw new IllegalStateException("the run does not own registry " + f.registry());
        }
        return s;
    }

    /** Ends the consumer's sessions on the server: on every registry, or on the one the fault names. */
    private void expireSessions(Fault f, ConsumerProcess consumer, FaultWatch w) throws InterruptedException {
        SessionsReply reply = consumer.sessions();
        if (reply == null) {
            throw new IllegalStateException("the consumer did not list its ZooKeeper sessions");
        }
        int skipped = 0;
        for (SessionsReply.Session s : reply.sessions()) {
            int registry = registryOf(s.server());
            if (registry < 0 || s.sessionId() == 0
                    || f.registry() != null && !labels.get(registry).equals(f.registry())) {
                skipped++;
                continue;
            }
            if (SessionKiller.expire(ctx.registries().get(registry), s.sessionId(),
                    Base64.getDecoder().decode(s.passwordBase64()), SESSION_HANDLE_TIMEOUT)) {
                w.sessionsEnded.add(s.idHex() + "@" + labels.get(registry));
            } else {
                w.note = join(w.note, "session " + s.idHex() + " was not accepted (expired already?)");
            }
        }
        if (w.sessionsEnded.isEmpty()) {
            w.note = join(w.note, "no session ended (" + reply.sessions().size() + " listed, " + skipped + " on other servers)");
        }
    }

    /** Index of the registry whose connect string names {@code server} (host:port), or -1. */
    private int registryOf(String server) {
        for (int i = 0; i < ctx.registries().size(); i++) {
            for (String hostPort : ctx.registries().get(i).split(",")) {
                if (hostPort.trim().equals(server)) {
                    return i;
                }
            }
        }
        return -1;
    }

    /**
     * kill -9 the consumer, start the mode's next consumer on the same home, and wait until it answers; the watch
     * then times its first answered call.
     */
    private void replaceConsumer(ConsumerProcess consumer, FaultWatch w) throws InterruptedException, IOException {
        long killedPid = consumer.jvm().pid();
        long killedAt = System.currentTimeMillis();
        Integer code = consumer.kill();
        ConsumerProcess next = ConsumerLauncher.start(ctx, plan, modeDir, consumer.lifetime() + 1);
        consumer.adopt(next);
        ctx.progress().say(String.format("[%s] consumer pid %d killed (exit %s); consumer %d started, pid %d", mode.id(),
                killedPid, code, consumer.lifetime(), consumer.jvm().pid()));
        boolean ready = consumer.awaitReady(NEW_CONSUMER_READY) != null;
        double gap = (System.currentTimeMillis() - killedAt) / 1000.0;
        w.gapSeconds = gap;
        long every = ctx.options().pace().callEvery().toMillis();
        w.callsMissed = every > 0 ? Math.round(gap * 1000 / every) : 0L;
        w.lifetime = consumer.lifetime();
        // while no consumer ran, none held an address
        labels.forEach(l -> w.lowest.put(l, 0L));
        // the new JVM counts its calls from zero
        w.okBase = 0;
        w.failedBase = 0;
        w.timesFirstCall = true;
        if (!ready) {
            w.note = "the new consumer did not start (see " + consumer.jvm().log().getFileName() + ")";
            w.done = true;
        }
    }

    /**
     * One wave in which every provider leaves every registry at once and registers again after {@code downtime},
     * recorded as pushes, on a thread of its own (the measuring loop goes on watching); {@code hooks} act on the
     * downtime's start and end.
     */
    private java.util.concurrent.CompletableFuture<Void> storm(Duration downtime, ChurnListener hooks) {
        if (ctx.registrars().isEmpty()) {
            throw new IllegalStateException("the run registered no fleet");
        }
        Churn storm = Churn.start(ChurnPlan.storm(Duration.ofDays(365)).withDowntime(downtime), ctx.registrars(),
                new ChurnListener() {
                    @Override
                    public void onPush(AddressPush push) {
                        events.append(PushRecord.of(push));
                    }

                    @Override
                    public void afterDeregistration(long wave) {
                        hooks.afterDeregistration(wave);
                    }

                    @Override
                    public void beforeRegistration(long wave) {
                        hooks.beforeRegistration(wave);
                    }
                });
        return java.util.concurrent.CompletableFuture.runAsync(() -> {
            try (storm) {
                storm.runWave();
            }
        });
    }

    /** The provider JVM killed once the providers are gone from the registries, and started again before they return. */
    private ChurnListener providerDownForTheDowntime(FaultWatch w) {
        return new ChurnListener() {
            @Override
            public void onPush(AddressPush push) {
            }

            @Override
            public void afterDeregistration(long wave) {
                try {
                    ctx.provider().kill();
                    ctx.progress().say("[" + mode.id() + "] provider JVM killed for " + FaultPlan.show(w.fault.lasting()));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }

            @Override
            public void beforeRegistration(long wave) {
                try {
                    ctx.provider().relaunch();
                    ctx.progress().say("[" + mode.id() + "] provider JVM started again, pid " + ctx.provider().pid());
                } catch (IOException e) {
                    w.note = join(w.note, "the provider did not start again: " + e.getMessage());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        };
    }

    /**
     * Starts every run-owned registry that is down once {@code atNanos} comes (System.nanoTime), on a thread of its
     * own; an interrupt brings them back at once.
     */
    private java.util.concurrent.CompletableFuture<Void> registriesBackAt(long atNanos, FaultWatch w) {
        return java.util.concurrent.CompletableFuture.runAsync(() -> {
            boolean interrupted = false;
            long left;
            while ((left = atNanos - System.nanoTime()) > 0) {
                try {
                    Thread.sleep(Math.max(1, left / 1_000_000));
                } catch (InterruptedException e) {
                    interrupted = true;
                    break;
                }
            }
            try {
                for (RegistryServer s : ctx.registryServers()) {
                    if (!s.isAlive()) {
                        s.start();
                    }
                }
                w.restoredNanos = System.nanoTime();
                w.restoredEpochMs = System.currentTimeMillis();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            } catch (InterruptedException e) {
                interrupted = true;
            } finally {
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        });
    }

    /** Deletes the mode's registry cache files (and their lock files); says which, for the fault's note. */
    private String deleteCacheFiles() throws IOException {
        List<String> deleted = new ArrayList<>();
        for (Path file : RegistryCacheFiles.list(modeDir)) {
            java.nio.file.Files.deleteIfExists(file.resolveSibling(file.getFileName() + ".lock"));
            if (java.nio.file.Files.deleteIfExists(file)) {
                deleted.add(file.getFileName().toString());
            }
        }
        String said = deleted.isEmpty() ? "no registry cache file to delete in " + RegistryCacheFiles.folder(modeDir)
                : "deleted " + String.join(", ", deleted);
        ctx.progress().say("[" + mode.id() + "] " + said);
        return said;
    }

    /**
     * The end of a lasting fault: a faulted registry back, every registry back after a cold restart, a storm's wave
     * (providers registered again, the provider JVM started again) finished; nothing to do for the other kinds.
     */
    private void restore(FaultWatch w) throws IOException, InterruptedException {
        if (w.background != null) {
            try {
                w.background.get(2, java.util.concurrent.TimeUnit.MINUTES);
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                w.note = join(w.note, (w.fault.kind() == FaultKind.COLD_RESTART ? "the registries did not start again: "
                        : "the storm's wave did not finish: ") + e);
            }
            w.background = null;
            return;
        }
        if (w.fault.kind() == FaultKind.COLD_RESTART) {
            for (RegistryServer s : ctx.registryServers()) {
                if (!s.isAlive()) {
                    s.start();
                }
            }
            return;
        }
        if (w.fault.kind().needsEnsemble()) {
            // a member the fault could not start again (its injection failed half-way) is started now
            for (RegistryServer s : ctx.registryServers()) {
                if (s instanceof EnsembleProcess ensemble) {
                    for (RegistryProcess m : ensemble.processes()) {
                        if (!m.isAlive()) {
                            m.start();
                        }
                    }
                }
            }
            return;
        }
        if (w.fault.kind() != FaultKind.REGISTRY_OUTAGE && w.fault.kind() != FaultKind.REGISTRY_RESTART) {
            return;
        }
        RegistryServer s = ctx.registryServer(w.fault.registry());
        if (s == null) {
            return;
        }
        if (w.fault.hang()) {
            s.resume();
        } else if (!s.isAlive()) {
            s.start();
        }
    }

    // ------------------------------------------------------------------ watching

    private void advance(FaultWatch w, ConsumerProcess consumer) throws InterruptedException {
        if (w.restoreAtNanos != 0) {
            if (System.nanoTime() < w.restoreAtNanos) {
                w.observe(consumer.status(), false);
                return;
            }
            try {
                restore(w);
            } catch (RuntimeException | IOException e) {
                w.note = join(w.note, "could not bring " + w.fault.registry() + " back: " + e.getMessage());
            }
            w.restoreAtNanos = 0;
            w.endedWhenRestored();
        }
        StatusReply status = consumer.status();
        if (status == null) {
            w.note = join(w.note, "the consumer stopped answering");
            finish(w);
            return;
        }
        if (w.observe(status, true)) {
            w.consumerRecovered();
        }
        boolean timedOut = System.nanoTime() - w.endNanos > ctx.options().pace().convergeTimeout().toNanos();
        if (w.recoveredEpochMs != null) {
            if (subscribersRecovering(w) > 0 && !timedOut) {
                return; // the consumer holds the fleet again; the fault's watch also waits for every subscriber
            }
            finish(w);
        } else if (timedOut) {
            w.note = join(w.note, "not recovered within " + ctx.options().pace().convergeTimeout().toSeconds()
                    + " s (--converge-timeout)");
            finish(w);
        }
    }

    private void finish(FaultWatch w) {
        if (w.ensemble != null) {
            w.ensembleEnd = w.ensemble.end(subscriberSessions());
        }
        if (w.cpuAtStart != null) {
            w.stormCpu = StormCpu.between(w.cpuAtStart, metering.cpuNow("fault " + w.fault.spec() + " watched"));
        }
        if (ctx.options().subscribers() > 0) {
            w.subscribers = ReconnectLog.of(SubscriberFolder.of(modeDir)).since(w.startEpochMs);
            if (w.subscribers.recovered() != null && w.subscribers.recovered() < w.subscribers.dropped()) {
                w.note = join(w.note, (w.subscribers.dropped() - w.subscribers.recovered()) + " of "
                        + w.subscribers.dropped() + " subscribers did not hold the fleet again within the watch");
            }
        }
        String wavesInside = waves.inside(w.startEpochMs, w.figuresEndEpochMs());
        if (!wavesInside.isEmpty()) {
            w.note = join(w.note, wavesInside);
        }
        RecoveryVerdict verdict = w.verdict();
        if (verdict != RecoveryVerdict.RECOVERED && verdict != RecoveryVerdict.INJECTION_FAILED) {
            w.note = join(w.hold.describeUnmet(), w.note);
        }
        FaultRecord r = w.record();
        events.append(r);
        active = null;
        StringBuilder line = new StringBuilder("[" + mode.id() + "] fault " + w.fault.spec() + " (ran at "
                + r.timing().injectedAtSec() + " s): ");
        line.append(r.result().recovered() ? "recovered" : "NOT recovered: " + verdict.text());
        r.addresses().secondsToFull().forEach((reg, s) -> line.append(String.format(", %s full after %.1f s", reg, s)));
        line.append(", calls failed ").append(r.calls().failed());
        if (r.consumer().gapSeconds() != null) {
            line.append(String.format(", %.1f s without a consumer (%d calls missed)", r.consumer().gapSeconds(),
                    r.consumer().callsMissed()));
        }
        if (!r.sessionsEnded().isEmpty()) {
            line.append(", sessions ended ").append(String.join(" ", r.sessionsEnded()));
        }
        if (w.ensemble != null) {
            line.append(ensembleLine(r));
        }
        FaultRecord.Storm storm = r.storm();
        if (storm.machineBusyCores() != null) {
            line.append(String.format(", storm CPU over %.1f s: registries %s s, subscriber JVM %s s, machine %.2f of %d cores",
                    storm.seconds(), storm.registryCpuSeconds() == null ? "n/a" : String.format("%.1f", storm.registryCpuSeconds()),
                    storm.subscriberCpuSeconds() == null ? "n/a" : String.format("%.1f", storm.subscriberCpuSeconds()),
                    storm.machineBusyCores(), storm.machineCores()));
        }
        FaultRecord.Resubscribed sub = r.subscribers();
        if (sub.dropped() != null) {
            line.append(String.format(", subscribers back %d of %d", sub.recovered(), sub.dropped()));
            if (sub.holdSeconds() != null) {
                line.append(String.format(" (sessions after %.1f s, the fleet held after %.1f s, %,d requests, %,d KB",
                        sub.backSeconds(), sub.holdSeconds(), sub.requests(), sub.kbRead()));
                line.append(sub.renewed() > 0 ? ", " + sub.renewed() + " sessions renewed)" : ")");
            }
        }
        if (!r.result().note().isEmpty()) {
            line.append(" (").append(r.result().note()).append(")");
        }
        ctx.progress().say(line.toString());
    }

    /** Subscribers that dropped since the fault started and do not hold the fleet again yet; 0 without subscribers. */
    private int subscribersRecovering(FaultWatch w) {
        return ctx.options().subscribers() > 0 ? ReconnectLog.of(SubscriberFolder.of(modeDir)).recovering(w.startEpochMs) : 0;
    }

    /** ", election zk1 0.41 s, leader after zk1.3, sessions moved 12 of 14, expired 0, storm 1,234 requests ...". */
    private static String ensembleLine(FaultRecord r) {
        StringBuilder b = new StringBuilder();
        r.ensemble().electionSeconds().forEach((reg, s) -> b.append(String.format(", election %s %.2f s", reg, s)));
        r.ensemble().leaders().forEach((reg, m) -> b.append(", ").append(reg).append(" led by ").append(m));
        FaultRecord.Sessions s = r.sessions();
        if (s.before() != null) {
            b.append(String.format(", sessions reconnected %d of %d (%d to another member), expired %d", s.reconnected(),
                    s.before(), s.moved(), s.expired()));
            if (s.subscribersLost() != null && s.subscribersLost() > 0) {
                b.append(" (").append(s.subscribersLost()).append(" of them the subscriber JVM's)");
            }
        }
        if (r.storm().requests() != null) {
            b.append(String.format(", storm %,d requests, %,d KB in %.1f s", r.storm().requests(),
                    r.storm().bytesSent() == null ? 0 : r.storm().bytesSent() / 1024, r.storm().seconds()));
        }
        return b.toString();
    }

    /**
     * The subscriber JVM's session ids (its subscribers' and its push feeds', every one each has held), once
     * they have all subscribed (subscribers/sessions.json); empty without them.
     */
    private java.util.Set<Long> subscriberSessions() {
        org.sdsim.simulator.subscriber.SubscriberSessions sessions = org.sdsim.simulator.folder.JsonFiles.readObject(
                org.sdsim.simulator.subscriber.SubscriberFolder.of(modeDir),
                org.sdsim.simulator.subscriber.SubscriberFolder.SESSIONS, "subscribers/", (where, what) -> { }, false);
        return sessions == null ? java.util.Set.of() : sessions.all();
    }

    /**
     * Measuring ended: a registry still down is brought back (the next mode needs it), a fault still
     * being watched is recorded with the condition it had not met, and each fault that never ran is
     * said on the console and returned, with {@code why}. Once only; later calls return nothing.
     *
     * @param why why measuring ended with faults owed, e.g. the extension's cap or "interrupted"
     */
    List<NotInjectedFault> endMeasuring(String why) {
        if (ended) {
            return List.of();
        }
        ended = true;
        if (active != null) {
            stopWatching(why);
        }
        List<NotInjectedFault> out = new ArrayList<>();
        for (Fault f : pending) {
            ctx.progress().say("[" + mode.id() + "] fault " + f.spec() + ": NOT injected (" + why + ")");
            out.add(new NotInjectedFault(f.kind().id(), f.spec(), f.at().toMillis() / 1000.0, why));
        }
        pending.clear();
        return out;
    }

    /** Measuring ended in an error: what {@link #endMeasuring} does, unless it was done. */
    @Override
    public void close() {
        endMeasuring("measuring ended early");
    }

    private void stopWatching(String why) {
        try {
            restore(active);
        } catch (RuntimeException | IOException e) {
            active.note = join(active.note, "could not bring " + active.fault.registry() + " back: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            active.note = join(active.note, "interrupted while bringing " + active.fault.registry() + " back");
        }
        if (active.endNanos == 0) {
            active.ended();
        }
        lastCensus(active);
        if (active.recoveredEpochMs == null) {
            active.note = join(active.note, "measuring ended: " + why);
        }
        finish(active);
    }

    /**
     * One more census for a watch that measuring ends: a step that blocks the loop (a consumer-kill
     * waits for the new consumer) can end right at the cap, and the verdict should then say what the
     * consumer holds, not that nothing was seen since the fault ended.
     */
    private void lastCensus(FaultWatch w) {
        if (consumer == null || !consumer.isAlive()) {
            return;
        }
        try {
            if (w.observe(consumer.status(), true)) {
                w.consumerRecovered();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String join(String a, String b) {
        return a.isEmpty() ? b : a + "; " + b;
    }
}
