package org.sdsim.simulator.orchestrator;

import org.sdsim.simulator.folder.RecoveryVerdict;

import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Judges whether the consumer is over a fault, one census at a time once the fault itself has
 * ended: every registry's directories full, and no call failing, for the hold without a break. When
 * the watch has to end first, it names the condition still unmet, so "every address was back but
 * the hold had not finished" is not reported as addresses that never came back.
 *
 * <p>Times are the consumer's clock ({@code StatusReply.epochMs}). The failed-call counter is the
 * consumer JVM's own: it starts again from zero in a consumer started after a consumer-kill, which
 * is a new baseline, not a failure.
 */
final class RecoveryHold {

    private final Duration hold;
    private final List<String> registries;
    /** Per registry: since when its directories have been full without a break; absent while not. */
    private final Map<String, Long> fullSince = new TreeMap<>();
    /** The last census in which the failed-call counter had grown; null while none has. */
    private Long lastCallFailureMs;
    private long failedSeen = -1;
    private long lastSeenMs;

    RecoveryHold(Duration hold, List<String> registries) {
        this.hold = hold;
        this.registries = List.copyOf(registries);
    }

    /**
     * Takes one census into account.
     *
     * @param epochMs     when the consumer took it
     * @param full        the registries whose directories held every address
     * @param callsFailed the consumer's failed-call counter
     * @return whether the consumer has now held for the whole hold
     */
    boolean observe(long epochMs, Collection<String> full, long callsFailed) {
        lastSeenMs = epochMs;
        if (failedSeen >= 0 && callsFailed > failedSeen) {
            lastCallFailureMs = epochMs;
        }
        failedSeen = callsFailed;
        for (String reg : registries) {
            if (full.contains(reg)) {
                fullSince.putIfAbsent(reg, epochMs);
            } else {
                fullSince.remove(reg);
            }
        }
        Long start = holdStart();
        return start != null && epochMs - start >= hold.toMillis();
    }

    /** Per registry, since when its directories have been full without a break (registries not full are absent). */
    Map<String, Long> fullSince() {
        return new TreeMap<>(fullSince);
    }

    /**
     * Since when every registry has been full with no call failing: the start of the hold under
     * way, and once it completed, the moment the consumer recovered; null while a registry is not full.
     */
    Long holdStart() {
        if (!allFull()) {
            return null;
        }
        return callFailedSinceAllFull() ? lastCallFailureMs : allFullSince();
    }

    /** Seconds the hold under way has lasted at the last census; 0 while a registry is not full. */
    double heldSeconds() {
        Long start = holdStart();
        return start == null ? 0 : (lastSeenMs - start) / 1000.0;
    }

    /** The condition still unmet at the last census, for a watch that ends before the hold completed. */
    RecoveryVerdict unmet() {
        if (!allFull()) {
            return RecoveryVerdict.ADDRESSES_NOT_BACK;
        }
        return callFailedSinceAllFull() ? RecoveryVerdict.CALLS_FAILING : RecoveryVerdict.HOLD_NOT_FINISHED;
    }

    private boolean allFull() {
        return fullSince.size() == registries.size();
    }

    /** Since when the last registry to fill has been full. */
    private long allFullSince() {
        return fullSince.values().stream().mapToLong(Long::longValue).max().orElse(lastSeenMs);
    }

    /**
     * Whether a call failed after every registry was full: a failure seen in the census that found the
     * last registry full happened before it, while addresses were still missing, and belongs to the fault.
     */
    private boolean callFailedSinceAllFull() {
        return lastCallFailureMs != null && lastCallFailureMs > allFullSince();
    }

    /** {@link #unmet()} with what a person needs to see it: which registries, how long it held. */
    String describeUnmet() {
        return switch (unmet()) {
            case ADDRESSES_NOT_BACK -> lastSeenMs == 0 ? "no census since the fault ended"
                    : "not every address back in " + String.join(", ", registries.stream()
                            .filter(r -> !fullSince.containsKey(r)).toList());
            case CALLS_FAILING -> String.format("every address back, but a call failed since; held %.1f of %d s",
                    heldSeconds(), hold.toSeconds());
            default -> String.format("every address back, held %.1f of %d s", heldSeconds(), hold.toSeconds());
        };
    }
}
