package org.sdsim.simulator.orchestrator;

import org.sdsim.consumer.api.StatusReply;
import org.sdsim.simulator.fault.Fault;
import org.sdsim.simulator.fault.FaultRecord;
import org.sdsim.simulator.folder.RecoveryVerdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One fault from injection to recovery, as {@link FaultInjector} watches it: what the consumer's
 * census and call counters showed, and the {@link FaultRecord} that says so. Fields are set by the
 * injector as the fault goes; whether the consumer is over it is judged by {@link RecoveryHold}.
 */
final class FaultWatch {

    final Fault fault;
    final long startEpochMs = System.currentTimeMillis();
    final List<String> registries;
    final AddressView view;
    final RecoveryHold hold;
    final Map<String, Long> lowest = new TreeMap<>();
    final Map<String, Long> expected = new TreeMap<>();
    final List<String> sessionsEnded = new ArrayList<>();
    /** When it was injected, in seconds from the start of measuring (its schedule says when it was due). */
    final double injectedAtSec;
    long okBase;
    long failedBase;
    long okNow;
    long failedNow;
    long endEpochMs;
    long endNanos;
    long restoreAtNanos;
    Long recoveredEpochMs;
    /** Each registry's full-since at the consumer's recovery: later dips (a churn wave while subscribers recover) are not the fault's. */
    private Map<String, Long> fullSinceAtRecovery;
    Double gapSeconds;
    Long callsMissed;
    /** Whether the watch times the first answered call (a consumer started anew by the fault). */
    boolean timesFirstCall;
    /** When that first call was seen answered; null before (or when not timed). */
    Long firstCallOkEpochMs;
    /** What a lasting storm, provider kill or cold restart runs on its own thread; joined when the fault ends. */
    java.util.concurrent.CompletableFuture<Void> background;
    /**
     * When a cold restart's registries were all running again, set by its own thread (0 before): the fault's end,
     * which the measuring thread may notice only later, once the new consumer has started.
     */
    volatile long restoredEpochMs;
    volatile long restoredNanos;
    int lifetime;
    /** An ensemble fault's members, sessions and storm; null for the other kinds. */
    EnsembleFault ensemble;
    /** What the ensemble fault's watch found at its end. */
    EnsembleFault.Ended ensembleEnd;
    /** Every process's CPU at the fault's start, for its storm's CPU (a run with an ensemble or subscribers); else null. */
    org.sdsim.simulator.cpu.CpuReading cpuAtStart;
    /** The storm's CPU, read when the watch ended; null where {@link #cpuAtStart} is. */
    StormCpu stormCpu;
    /** The subscriber JVM's subscribers across the fault, read when its watch ended; null without subscribers. */
    FaultRecord.Resubscribed subscribers;
    String note = "";
    boolean done;
    boolean injectionFailed;

    FaultWatch(Fault fault, double injectedAtSec, StatusReply before, List<String> registries, AddressView view) {
        this.fault = fault;
        this.injectedAtSec = injectedAtSec;
        this.registries = registries;
        this.view = view;
        this.hold = new RecoveryHold(FaultRecord.SETTLE, registries);
        if (before != null) {
            okBase = okNow = before.callsOk();
            failedBase = failedNow = before.callsFailed();
            observe(before, false);
        }
    }

    void ended() {
        endEpochMs = System.currentTimeMillis();
        endNanos = System.nanoTime();
    }

    /** When a fault's own thread ended it (a cold restart's registries back), else now. */
    void endedWhenRestored() {
        if (restoredEpochMs != 0) {
            endEpochMs = restoredEpochMs;
            endNanos = restoredNanos;
        } else {
            ended();
        }
    }

    /**
     * Takes one census into account; with {@code judging} (the fault is over), true once the
     * consumer has held every address, with no call failing, for {@link FaultRecord#SETTLE}.
     */
    boolean observe(StatusReply status, boolean judging) {
        if (status == null) {
            return false;
        }
        okNow = status.callsOk();
        failedNow = status.callsFailed();
        if (timesFirstCall && firstCallOkEpochMs == null && okNow > okBase) {
            firstCallOkEpochMs = status.epochMs();
        }
        if (recoveredEpochMs == null) {
            view.perRegistry(status.addresses(), registries).forEach((reg, held) -> {
                lowest.merge(reg, held[0], Math::min);
                expected.put(reg, held[1]);
            });
        }
        if (!judging) {
            return false;
        }
        List<String> full = registries.stream().filter(reg -> view.convergedIn(status.addresses(), reg)).toList();
        return hold.observe(status.epochMs(), full, status.callsFailed());
    }

    /**
     * The consumer has held every address for the hold: its recovery is recorded now, once, even where the watch goes
     * on for subscribers that have not recovered yet. What the census shows after it (a churn wave's dip) is not the
     * fault's, so it no longer moves the lowest count or the time to full.
     */
    void consumerRecovered() {
        if (recoveredEpochMs == null) {
            recoveredEpochMs = hold.holdStart();
            fullSinceAtRecovery = hold.fullSince();
        }
    }

    /**
     * Until when the census moved this record's figures: the moment the consumer's hold completed, or now while it has
     * not (a watch that goes on for subscribers no longer moves them).
     */
    long figuresEndEpochMs() {
        return recoveredEpochMs == null ? System.currentTimeMillis() : recoveredEpochMs + FaultRecord.SETTLE.toMillis();
    }

    /** Recovered, or the condition still unmet when the watch ended. */
    RecoveryVerdict verdict() {
        if (recoveredEpochMs != null) {
            return RecoveryVerdict.RECOVERED;
        }
        return injectionFailed ? RecoveryVerdict.INJECTION_FAILED : hold.unmet();
    }

    /** Per registry: seconds from the fault's end until its directories were full again (and stayed so). */
    private Map<String, Double> toFull() {
        Map<String, Double> out = new TreeMap<>();
        (fullSinceAtRecovery != null ? fullSinceAtRecovery : hold.fullSince())
                .forEach((reg, since) -> out.put(reg, Math.max(0, since - endEpochMs) / 1000.0));
        return out;
    }

    FaultRecord record() {
        boolean recovered = recoveredEpochMs != null;
        Long sameExpected = expected.values().stream().distinct().count() == 1 ? expected.values().iterator().next() : null;
        return new FaultRecord(
                new FaultRecord.Action(fault.kind().id(), fault.spec(), fault.registry(), fault.variant()),
                new FaultRecord.Timing(fault.at().toMillis() / 1000.0, injectedAtSec, startEpochMs,
                        endEpochMs == 0 ? null : endEpochMs, recoveredEpochMs),
                new FaultRecord.Addresses(toFull(), new TreeMap<>(lowest), sameExpected),
                new FaultRecord.Calls(okNow - okBase, failedNow - failedBase),
                List.copyOf(sessionsEnded),
                new FaultRecord.ConsumerJvm(gapSeconds, callsMissed, lifetime,
                        firstCallOkEpochMs == null ? null : Math.max(0, firstCallOkEpochMs - startEpochMs) / 1000.0),
                new FaultRecord.Result(recovered, verdict().id(), note),
                ensemble == null ? null : ensemble.ensemble(),
                ensembleEnd == null ? null : ensembleEnd.sessions(),
                storm(),
                subscribers);
    }

    /** The ensemble's storm, with its CPU where it was read; the CPU alone for a fault on no ensemble. */
    private FaultRecord.Storm storm() {
        FaultRecord.Storm counted = ensembleEnd == null ? null : ensembleEnd.storm();
        if (stormCpu == null) {
            return counted;
        }
        FaultRecord.Storm base = counted == null ? new FaultRecord.Storm(null, null, null) : counted;
        double span = Math.round((System.currentTimeMillis() - startEpochMs) / 10.0) / 100.0;
        return base.withCpu(span, stormCpu.registryCpuSeconds(), stormCpu.subscriberCpuSeconds(),
                stormCpu.machineBusyCores(), stormCpu.cores());
    }
}
