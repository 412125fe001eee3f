package org.sdsim.simulator.orchestrator;

import org.sdsim.consumer.api.StatusReply;
import org.sdsim.simulator.fault.Fault;
import org.sdsim.simulator.folder.FaultRecord;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One fault from injection to recovery, as {@link FaultInjector} watches it: what the consumer's
 * census and call counters showed, and the {@link FaultRecord} that says so. Fields are set by the
 * injector as the fault goes; the census is judged here.
 */
final class FaultWatch {

    final Fault fault;
    final long startEpochMs = System.currentTimeMillis();
    final List<String> registries;
    final AddressView view;
    final Map<String, Long> lowest = new TreeMap<>();
    final Map<String, Long> expected = new TreeMap<>();
    final Map<String, Double> toFull = new TreeMap<>();
    /** Per registry: since when (epoch ms) its directories have been full without a break; absent while not. */
    final Map<String, Long> fullSince = new TreeMap<>();
    final List<String> sessionsEnded = new ArrayList<>();
    long okBase;
    long failedBase;
    long okNow;
    long failedNow;
    long endEpochMs;
    long endNanos;
    long restoreAtNanos;
    Long recoveredEpochMs;
    Double gapSeconds;
    Long callsMissed;
    int lifetime;
    String note = "";
    boolean done;

    FaultWatch(Fault fault, StatusReply before, List<String> registries, AddressView view) {
        this.fault = fault;
        this.registries = registries;
        this.view = view;
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

    /**
     * Takes one census into account; with {@code judging} (the fault is over), true once every
     * registry has been full for {@link FaultRecord#SETTLE} without a break.
     */
    boolean observe(StatusReply status, boolean judging) {
        if (status == null) {
            return false;
        }
        okNow = status.callsOk();
        failedNow = status.callsFailed();
        long now = status.epochMs();
        view.perRegistry(status.addresses(), registries).forEach((reg, held) -> {
            lowest.merge(reg, held[0], Math::min);
            expected.put(reg, held[1]);
        });
        if (!judging) {
            return false;
        }
        boolean settled = true;
        for (String reg : registries) {
            if (view.convergedIn(status.addresses(), reg)) {
                Long since = fullSince.computeIfAbsent(reg, k -> now);
                toFull.put(reg, Math.max(0, since - endEpochMs) / 1000.0);
                settled &= now - since >= FaultRecord.SETTLE.toMillis();
            } else {
                fullSince.remove(reg);
                toFull.remove(reg);
                settled = false;
            }
        }
        return settled;
    }

    long lastFullSinceEpochMs() {
        return fullSince.values().stream().mapToLong(Long::longValue).max().orElse(endEpochMs);
    }

    FaultRecord record() {
        boolean recovered = recoveredEpochMs != null;
        Long sameExpected = expected.values().stream().distinct().count() == 1 ? expected.values().iterator().next() : null;
        return new FaultRecord(fault.kind().id(), fault.spec(), fault.registry(), fault.variant(), startEpochMs,
                endEpochMs == 0 ? null : endEpochMs, recoveredEpochMs, new TreeMap<>(toFull), new TreeMap<>(lowest),
                sameExpected, okNow - okBase, failedNow - failedBase, List.copyOf(sessionsEnded), gapSeconds,
                callsMissed, lifetime, recovered, note);
    }
}
