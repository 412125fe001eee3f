package org.sdsim.simulator.orchestrator;

import org.sdsim.consumer.api.StatusReply;
import org.sdsim.consumer.jvm.DubboSettings;
import org.sdsim.simulator.fault.FaultPlan;
import org.sdsim.simulator.folder.CacheFileLoadsRecord;
import org.sdsim.simulator.folder.CensusRecord;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.folder.RuleWriteRecord;
import org.sdsim.simulator.folder.TransitionRecord;
import org.sdsim.simulator.migration.MigrationSchedule;
import org.sdsim.simulator.migration.RuleWrite;
import org.sdsim.simulator.run.Mode;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/**
 * Carries out the run's {@link MigrationSchedule} in a mode that migrates, from its measuring loop:
 * writes each rule to every registry at its time, then watches the consumer take it, from the
 * consumer's own state (each MigrationInvoker's step and current invoker, in STATUS replies every
 * {@link #POLL}, and Dubbo's warning for a refused switch in its log), while the consumer runs its
 * dense call probe. Appends the writes, the censuses and each transition to the mode's
 * migration.jsonl, takes a full registry sample at each phase's end (its watches), and says each
 * phase on the console as it begins and how the consumer took it.
 *
 * <p>Everything runs on the measuring loop's thread, in {@link #tick}, as {@link FaultInjector} does:
 * the consumer answers commands in order. Writes do not wait for each other: a write due while the
 * previous transition is still watched ends that watch ({@link TransitionRecord#SUPERSEDED}), as an
 * operator's next rule would.
 */
final class MigrationInjector implements AutoCloseable {

    /** How often the consumer's state is read while a rule takes effect: the switch time's resolution. */
    static final Duration POLL = Duration.ofMillis(200);
    /** How often it is read between transitions, for the phase's addresses over time. */
    static final Duration CENSUS_EVERY = Duration.ofSeconds(10);
    /** How long past the rule's own {@code delay} a switch is waited for before it counts as not made. */
    static final Duration SWITCH_WAIT = Duration.ofSeconds(60);
    /** How long the dense call probe goes on after the switch: calls right after a flip fail too. */
    static final Duration BURST_TAIL = Duration.ofSeconds(3);
    /**
     * How long before a write the ending phase's registry sample is taken: a full sample (every watch
     * by path, every connection) takes a moment, which would otherwise delay the write.
     */
    static final Duration PHASE_END_LEAD = Duration.ofSeconds(2);

    private final RunContext ctx;
    private final Mode mode;
    private final AddressView view;
    private final ModeMetering meter;
    /** migration.jsonl; null in a mode that does not migrate, where every method does nothing. */
    private final JsonLines lines;
    private final Deque<RuleWrite> pending;
    private final int writes;
    private int phase;
    private Transition active;
    private long lastCensusNanos;
    private long measureStartNanos;
    private ConsumerProcess consumer;
    private boolean started;
    private boolean ended;
    /** The last phase whose registry sample was taken. */
    private int markedPhase = -1;
    /** Dubbo's cache-file loads in the consumer's log; from the first tick on. */
    private RegistryCacheLoads cacheLoads;

    private MigrationInjector(RunContext ctx, Mode mode, AddressView view, ModeMetering meter, JsonLines lines) {
        this.ctx = ctx;
        this.mode = mode;
        this.view = view;
        this.meter = meter;
        this.lines = lines;
        this.pending = new ArrayDeque<>(lines == null ? List.of() : ctx.options().migration().writes());
        this.writes = pending.size();
    }

    /** The schedule's injector for one mode; one that does nothing where the mode does not migrate. */
    static MigrationInjector open(RunContext ctx, Mode mode, Path modeDir, AddressView view, ModeMetering meter)
            throws IOException {
        boolean migrates = ctx.options().migration().migrates(mode);
        return new MigrationInjector(ctx, mode, view, meter,
                migrates ? new JsonLines(ModeFolder.MIGRATION.in(modeDir)) : null);
    }

    /** Whether a rule is taking effect: the measuring loop then ticks every {@link #POLL}. */
    boolean watching() {
        return active != null;
    }

    /** One step, called every half second while the mode measures ({@link #POLL} while {@link #watching()}). */
    void tick(ConsumerProcess consumer, long measureStartNanos) throws InterruptedException {
        if (lines == null || ended) {
            return;
        }
        this.consumer = consumer;
        this.measureStartNanos = measureStartNanos;
        long now = System.nanoTime();
        if (!started) {
            started = true;
            cacheLoads = new RegistryCacheLoads(consumer.jvm().log(), ctx.connectStrings());
            census(CensusRecord.START);
        }
        RuleWrite next = pending.peek();
        if (next != null && markedPhase < phase && next.at().toNanos() > 0
                && now - measureStartNanos >= next.at().minus(PHASE_END_LEAD).toNanos()) {
            endPhase();
        }
        if (next != null && now - measureStartNanos >= next.at().toNanos()) {
            write(pending.poll());
        } else if (active != null) {
            if (now - active.lastPollNanos >= POLL.toNanos()) {
                advance(active);
            }
        } else if (now - lastCensusNanos >= CENSUS_EVERY.toNanos()) {
            census(null);
        }
    }

    // ------------------------------------------------------------------ writing

    private void write(RuleWrite w) throws InterruptedException {
        if (active != null) {
            active.conclude(TransitionRecord.SUPERSEDED, "the next write, " + w.spec() + ", came first");
            finish(active);
        }
        StatusReply before = consumer.burstStart();
        if (before != null) {
            lines.append(MigrationCensus.record(before, phase, CensusRecord.BEFORE_WRITE));
        }
        // a write at 0 s leaves no phase 0 (MigrationSummarizer.spans): the start-up's loads go to phase 1
        if (phase > 0 || w.at().toNanos() > 0) {
            recordCacheLoads();
        }
        phase++;
        double atSec = Math.round((System.nanoTime() - measureStartNanos) / 1e8) / 10.0;
        long writtenAt = System.currentTimeMillis();
        long writtenNanos = System.nanoTime();
        String yaml = w.yaml(DubboSettings.APPLICATION);
        Map<String, String> results = MigrationRules.write(ctx, yaml);
        List<String> written = new ArrayList<>();
        Map<String, String> failed = new java.util.LinkedHashMap<>();
        results.forEach((label, error) -> {
            if (error == null) {
                written.add(label);
            } else {
                failed.put(label, error);
            }
        });
        lines.append(new RuleWriteRecord(RuleWriteRecord.KIND, phase, w.step().name(), w.spec(), w.atSec(), atSec,
                writtenAt, MigrationRules.path(ctx), written, failed, yaml));
        double late = atSec - w.atSec();
        ctx.progress().say(String.format("[%s] migration phase %d of %d begins at %.1f s of measuring: %s written to %s%s%s",
                mode.id(), phase, writes, atSec, describe(w), written.isEmpty() ? "no registry" : String.join(", ", written),
                failed.isEmpty() ? "" : " (refused by " + String.join(", ", failed.keySet()) + ": "
                        + failed.values().iterator().next() + ")",
                late < 1 ? "" : String.format(" (%.1f s after its time)", late)));
        active = new Transition(w, phase, writtenAt, writtenNanos, before,
                new DubboMigrationLog(consumer.jvm().log(), w.step().name()));
        if (before == null) {
            active.conclude(TransitionRecord.UNOBSERVED, "the consumer did not answer");
            finish(active);
        } else if (written.isEmpty()) {
            active.conclude(TransitionRecord.NOT_WRITTEN, "no registry took the rule");
            finish(active);
        } else if (MigrationCensus.invokers(before) > 0
                && MigrationCensus.atStep(before, w.step()) == MigrationCensus.invokers(before)) {
            active.observe(before);
            resolve(active, TransitionRecord.UNCHANGED, before.epochMs());
        }
    }

    private String describe(RuleWrite w) {
        StringBuilder b = new StringBuilder(w.step().name());
        List<String> fields = new ArrayList<>();
        if (w.threshold() != null) {
            fields.add("threshold " + w.threshold());
        }
        if (w.proportion() != null) {
            fields.add("proportion " + w.proportion() + " %");
        }
        if (w.delay() != null) {
            fields.add("delay " + w.delay() + " s");
        }
        if (w.force() != null) {
            fields.add("force " + w.force());
        }
        return fields.isEmpty() ? b.toString() : b.append(" (").append(String.join(", ", fields)).append(')').toString();
    }

    // ------------------------------------------------------------------ watching

    private void advance(Transition t) throws InterruptedException {
        long now = System.nanoTime();
        t.lastPollNanos = now;
        StatusReply status = consumer.status();
        if (status == null) {
            t.conclude(TransitionRecord.UNOBSERVED, "the consumer stopped answering");
            finish(t);
            return;
        }
        lines.append(MigrationCensus.record(status, phase, null));
        lastCensusNanos = now;
        if (t.resolvedNanos != 0) {
            if (now - t.resolvedNanos >= BURST_TAIL.toNanos()) {
                finish(t);
            }
            return;
        }
        t.observe(status);
        t.failedInLog = t.log.failures(consumer.jvm().log());
        if (t.invokers > 0 && t.switched == t.invokers) {
            resolve(t, TransitionRecord.SWITCHED, status.epochMs());
        } else if (t.failedInLog > 0 && t.switched + t.failedInLog >= t.invokers) {
            resolve(t, TransitionRecord.ROLLED_BACK, status.epochMs());
        } else if (now - t.writtenNanos > t.waitNanos()) {
            t.note = String.format("%d of %d invokers at %s after %.0f s", t.switched, t.invokers, t.write.step(),
                    (now - t.writtenNanos) / 1e9);
            resolve(t, TransitionRecord.NOT_SWITCHED, null);
        }
    }

    /** The consumer took the rule (or plainly did not): say so, follow its directories, run the probe's tail. */
    private void resolve(Transition t, String verdict, Long atEpochMs) {
        t.verdict = verdict;
        t.resolvedNanos = System.nanoTime();
        if (atEpochMs != null) {
            t.switchSec = Math.max(0, (atEpochMs - t.writtenEpochMs) / 1000.0);
        }
        if (TransitionRecord.SWITCHED.equals(verdict) || TransitionRecord.UNCHANGED.equals(verdict)) {
            view.follow(t.write.step().discovery());
        }
        ctx.progress().say("[" + mode.id() + "] " + t.write.step() + ": " + t.sentence());
    }

    /** Ends a transition's watch: the dense call probe stopped, its line written, the calls it saw said. */
    private void finish(Transition t) throws InterruptedException {
        StatusReply stop = consumer != null && consumer.isAlive() ? consumer.burstStop() : null;
        if (stop != null) {
            t.burstToEpochMs = stop.epochMs();
            if (t.before != null && stop.callsOk() >= t.before.callsOk()) {
                ctx.progress().say(String.format("[%s] %s: calls while it took effect (every %d ms): %d ok, %d failed",
                        mode.id(), t.write.step(), org.sdsim.consumer.api.Command.BURST_EVERY_MS, stop.callsOk() - t.before.callsOk(),
                        stop.callsFailed() - t.before.callsFailed()));
            }
        }
        lines.append(t.record());
        active = null;
    }

    /** A census line now, if the consumer answers. */
    private void census(String mark) throws InterruptedException {
        StatusReply status = consumer == null || !consumer.isAlive() ? null : consumer.status();
        lastCensusNanos = System.nanoTime();
        if (status != null) {
            lines.append(MigrationCensus.record(status, phase, mark));
        }
    }

    /** The current phase is ending: the cache-file loads Dubbo logged in it. */
    private void recordCacheLoads() {
        if (cacheLoads != null && consumer != null) {
            lines.append(new CacheFileLoadsRecord(CacheFileLoadsRecord.KIND, phase, cacheLoads.since(consumer.jvm().log())));
        }
    }

    /** The current phase is ending: the registries' full sample (watches by kind), once per phase. */
    private void endPhase() {
        if (markedPhase < phase) {
            markedPhase = phase;
            meter.mark(org.sdsim.simulator.folder.MigrationLines.phaseEndMark(phase));
        }
    }

    /**
     * Measuring ended: a transition still watched is recorded as such, the last census and the last
     * phase's registry sample are taken, and each write that never came is said. Once only.
     */
    void endMeasuring() throws InterruptedException {
        if (lines == null || ended) {
            return;
        }
        ended = true;
        if (active != null) {
            if (active.resolvedNanos == 0) {
                active.conclude(TransitionRecord.ENDED, "measuring ended before the consumer had switched");
            }
            finish(active);
        }
        census(CensusRecord.END);
        recordCacheLoads();
        endPhase();
        for (RuleWrite w : pending) {
            ctx.progress().say("[" + mode.id() + "] migration " + w.spec() + ": NOT written (measuring ended at "
                    + FaultPlan.show(Duration.ofNanos(System.nanoTime() - measureStartNanos)) + ")");
        }
        pending.clear();
    }

    @Override
    public void close() throws IOException {
        if (lines == null) {
            return;
        }
        try {
            if (active != null && consumer != null && consumer.isAlive()) {
                consumer.burstStop();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            lines.close();
        }
    }

    /** One rule write being taken up by the consumer. */
    private static final class Transition {
        final RuleWrite write;
        final int phase;
        final long writtenEpochMs;
        final long writtenNanos;
        final StatusReply before;
        final DubboMigrationLog log;
        long lastPollNanos;
        long resolvedNanos;
        String verdict;
        Long firstSwitchEpochMs;
        Double switchSec;
        int invokers;
        int switched;
        int failedInLog;
        Map<String, Integer> steps = Map.of();
        Long burstToEpochMs;
        String note = "";

        Transition(RuleWrite write, int phase, long writtenEpochMs, long writtenNanos, StatusReply before,
                DubboMigrationLog log) {
            this.write = write;
            this.phase = phase;
            this.writtenEpochMs = writtenEpochMs;
            this.writtenNanos = writtenNanos;
            this.before = before;
            this.log = log;
            if (before != null) {
                observe(before);
            }
        }

        void observe(StatusReply status) {
            invokers = MigrationCensus.invokers(status);
            switched = MigrationCensus.atStep(status, write.step());
            steps = MigrationCensus.record(status, phase, null).steps();
            if (switched > 0 && firstSwitchEpochMs == null) {
                firstSwitchEpochMs = status.epochMs();
            }
        }

        /** The rule's delay, then {@link #SWITCH_WAIT}. */
        long waitNanos() {
            return Duration.ofSeconds(write.delay() == null ? 0 : write.delay()).plus(SWITCH_WAIT).toNanos();
        }

        /** Ends the watch with {@code why}, unless a verdict was reached already. */
        void conclude(String why, String text) {
            if (verdict == null) {
                verdict = why;
                note = text;
            }
        }

        String sentence() {
            return switch (verdict) {
                case TransitionRecord.SWITCHED -> String.format("the consumer switched after %.1f s (%d of %d invokers%s)",
                        switchSec, switched, invokers, firstSwitchEpochMs == null ? ""
                                : String.format(", the first after %.1f s", (firstSwitchEpochMs - writtenEpochMs) / 1000.0));
                case TransitionRecord.UNCHANGED -> "the consumer was at this step already (" + invokers + " invokers)";
                case TransitionRecord.ROLLED_BACK -> String.format("Dubbo refused the switch and kept the old step after %.1f s "
                        + "(%d of %d invokers refused: \"Migrate to %s mode failed\" in the consumer's log; now %s)",
                        switchSec, failedInLog, invokers, write.step(), steps);
                default -> verdict + (note.isEmpty() ? "" : ": " + note);
            };
        }

        TransitionRecord record() {
            Double first = firstSwitchEpochMs == null ? null : Math.max(0, (firstSwitchEpochMs - writtenEpochMs) / 1000.0);
            return new TransitionRecord(TransitionRecord.KIND, phase, write.step().name(), write.spec(),
                    verdict == null ? TransitionRecord.ENDED : verdict, writtenEpochMs, first, switchSec, invokers,
                    switched, failedInLog, steps, before == null ? null : before.epochMs(), burstToEpochMs, note);
        }
    }
}
