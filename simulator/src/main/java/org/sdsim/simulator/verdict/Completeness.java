package org.sdsim.simulator.verdict;

import java.util.Locale;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RegistryRow;
import org.sdsim.simulator.summary.SubscriberFigures;

/**
 * The one rule for whether a mode's registry figures are of pushes its subscribing clients read in full: the cost per
 * subscriber, the capacity, the sweep's fits, the published claims, the remedies table's registry columns and
 * README's registry figures all ask it, and quote nothing from a mode it refuses. A mode is refused when:
 *
 * <ul>
 * <li>its subscribers did not read every state they were owed, or still had reads queued when they were stopped;</li>
 * <li>they asked fewer requests per push than the real consumer by more than the calibration's own bound
 * ({@link #REQUESTS_FACTOR}: the subscribers' calibration against the consumer, docs/registry-side.md): below it, the
 * reads were not done, whatever the tallies say;</li>
 * <li>its fan-out was limited by the machine or by the load generator ({@link FanOutLimit}): then the figures are of
 * this machine's or the subscribers' limits, not the registry's.</li>
 * </ul>
 *
 * A mode with no subscribers (the real consumer alone does every read it owes before the next push is measured) is
 * complete.
 */
public final class Completeness {

    /**
     * How far a subscriber's requests per push may fall below the real consumer's and still count as the same reads:
     * the calibration's bound for clients that re-arm one-shot watches, whose reads race their writes (measured 0.77 to
     * 1.22 of the consumer's on one registry; the persistent watches of 3.1.5+ application level hold within 5 %).
     */
    public static final double REQUESTS_FACTOR = 1.5;

    private Completeness() {
    }

    /** Why the mode's registry figures are not of complete pushes, in one line; null where they are. */
    public static String whyNot(ModeSummary m) {
        SubscriberFigures s = m.subscribers();
        if (s == null || s.clients().perRegistry() == 0) {
            return null;
        }
        if (s.reach().partlyUnreached()) {
            return String.format(Locale.ROOT, "%s's subscribers read %,d of the %,d states owed: the bytes per client are"
                    + " of reads not done", m.label(), s.reach().reached(), s.reach().owed());
        }
        Integer waiting = s.health() == null ? null : s.health().laneBacklogAtEnd();
        if (waiting != null && waiting > 0) {
            // each push owed more than its first full read (stock 3.1.5+ application level: one re-read per instance
            // event), and those still queued when the span ended are reads not done, whatever the first reads say
            return String.format(Locale.ROOT, "%s's subscribers still had %,d reads waiting in their lanes when they were"
                    + " stopped: they fell behind, and the bytes per client are of reads not done", m.label(), waiting);
        }
        RegistryRow row = RegistryRow.of(m);
        RegistryRow.PerPush push = row == null ? null : row.perPush();
        if (push != null && push.consumerRequests() != null && push.subscriberRequests() != null
                && push.subscriberRequests() * REQUESTS_FACTOR < push.consumerRequests()) {
            return String.format(Locale.ROOT, "%s's subscribers asked %,.1f requests per push where the real consumer"
                    + " asked %,.1f, below the calibration's bound (1/%.1f): their reads were not the consumer's",
                    m.label(), push.subscriberRequests(), push.consumerRequests(), REQUESTS_FACTOR);
        }
        String limit = FanOutLimit.of(m).limitedBy();
        if (FanOutLimit.MACHINE.equals(limit) || FanOutLimit.LOAD_GENERATOR.equals(limit)) {
            return String.format(Locale.ROOT, "%s's fan-out was limited by the %s (%s): its figures are of that limit, not"
                    + " the registry's", m.label(), limit, FanOutLimit.of(m).evidence());
        }
        return null;
    }

    /** Whether the mode's registry figures are of complete pushes. */
    public static boolean complete(ModeSummary m) {
        return whyNot(m) == null;
    }
}
