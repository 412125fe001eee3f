package org.sdsim.simulator.verdict;

import org.sdsim.simulator.summary.SubscriberFigures;

import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RegistryFigures;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * The line a mode gets when its address pushes did not reach every subscriber: how many reads were
 * owed and how many came, what the registry's own counters say it was doing meanwhile (its
 * request queue, its read latency, its request rate, the bytes it sent), and what limited the fan-out
 * ({@link FanOutLimit}: the registry, the load generator, the machine), from every process's CPU. Push p50/p99 then read n/a,
 * or only count the subscribers that did read, and that is no figure to compare on its own: the
 * line says why. A push's tally closes when its last subscriber reads it, five minutes after it, or
 * when the mode ends, whichever comes first.
 */
public final class PushSaturation {

    private PushSaturation() {
    }

    /** The line for this mode; null when every push reached every subscriber (or the mode ran none). */
    public static String note(ModeSummary m) {
        return note(m, m.label());
    }

    /** The same line, the mode named {@code label} (the report's "mode · run" when it compares runs). */
    public static String note(ModeSummary m, String label) {
        SubscriberFigures s = m.subscribers();
        if (s == null || !s.reach().partlyUnreached()) {
            return null;
        }
        StringBuilder b = new StringBuilder(label).append(": push fan-out not reached within the run: ");
        SubscriberFigures.Reach reach = s.reach();
        b.append(String.format(Locale.ROOT, "subscribers read the new state %,d times of the %,d owed (one per push and subscriber)", reach.reached(),
                reach.owed()));
        if (reach.unreachedPushes() != null && reach.unreachedPushes() > 0) {
            b.append(String.format(Locale.ROOT, "; %,d of %,d pushes read by none", reach.unreachedPushes(), s.fanOut().pushes()));
        }
        String registry = registryLoad(m.registry() == null ? List.of() : m.registry().values());
        if (registry != null) {
            b.append("; registry: ").append(registry);
        }
        // what limited it is measured (CPU of every process, the server's latency), not assumed to be the registry
        return b.append("; ").append(FanOutLimit.of(m).sentence()).toString();
    }

    /**
     * The line that names what limited a mode, for every mode with a CPU block: its {@link #note} where its
     * pushes did not all arrive (which ends with the verdict), else the verdict alone.
     */
    public static String verdictLine(ModeSummary m, String label) {
        String note = note(m, label);
        if (note != null) {
            return note;
        }
        return m.cpu() == null ? null : label + ": " + FanOutLimit.of(m).sentence();
    }

    /** The busiest readable registry's queue, latency, request rate and send rate; null when none was read. */
    static String registryLoad(Collection<RegistryFigures> registries) {
        Double outstanding = null;
        Double latency = null;
        Double requestRate = null;
        Double sendRate = null;
        for (RegistryFigures f : registries) {
            if (f.unavailable() != null) {
                continue;
            }
            Long queued = f.latency().maxOutstandingRequests();
            outstanding = max(outstanding, queued == null ? null : queued.doubleValue());
            latency = max(latency, f.latency().meanReadMs());
            RegistryFigures.Traffic t = f.traffic();
            if (t.seconds() != null && t.seconds() > 0) {
                requestRate = max(requestRate, t.requests() == null ? null : t.requests() / t.seconds());
                sendRate = max(sendRate, t.bytesSent() == null ? null : t.bytesSent() / t.seconds() / (1024 * 1024));
            }
        }
        List<String> parts = new ArrayList<>();
        if (outstanding != null) {
            parts.add(String.format(Locale.ROOT, "up to %,d requests outstanding", outstanding.longValue()));
        }
        if (latency != null) {
            parts.add(String.format(Locale.ROOT, "mean read latency %,.1f ms", latency));
        }
        if (requestRate != null) {
            parts.add(String.format(Locale.ROOT, "%,.0f requests/s answered", requestRate));
        }
        if (sendRate != null) {
            parts.add(String.format(Locale.ROOT, "%,.1f MB/s sent on loopback", sendRate));
        }
        return parts.isEmpty() ? null : String.join(", ", parts) + " (busiest registry)";
    }

    private static Double max(Double a, Double b) {
        return a == null ? b : b == null ? a : Math.max(a, b);
    }
}
