package org.sdsim.simulator.folder;

import java.util.Arrays;
import java.util.Locale;

/**
 * How a scripted fault's watch ended, as {@link FaultRecord#verdict()} records it: recovered, or the
 * one recovery condition that was still unmet when the watch had to end. A fault counts as recovered
 * once every directory of every registry holds every address and no call has failed, both for
 * {@link FaultRecord#SETTLE} without a break; naming the unmet condition keeps "every address was
 * back, the hold had not finished" apart from "the addresses never came back".
 */
public enum RecoveryVerdict {
    RECOVERED,
    /** A registry's directories were not full when the watch ended. */
    ADDRESSES_NOT_BACK,
    /** Every address was back and calls went through, but not yet for the whole hold. */
    HOLD_NOT_FINISHED,
    /** Every address was back, but a call failed since, so the hold had started again. */
    CALLS_FAILING,
    /** The fault itself could not be carried out (a registry that would not stop, no session listed). */
    INJECTION_FAILED;

    /** As events.jsonl and summary.json write it: {@code hold-not-finished}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** What a person reads in the fault table and on the console: {@code hold not finished}. */
    public String text() {
        return id().replace('-', ' ');
    }

    /** The verdict an id names; null for null or an id this sdsim does not know (a newer file). */
    public static RecoveryVerdict byId(String id) {
        return Arrays.stream(values()).filter(v -> v.id().equals(id)).findFirst().orElse(null);
    }
}
