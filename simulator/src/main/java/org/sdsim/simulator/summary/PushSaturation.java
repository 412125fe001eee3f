package org.sdsim.simulator.summary;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The line a mode gets when its address pushes did not reach every subscriber: how many reads were
 * owed and how many came, and what the registry's own counters say it was doing meanwhile (its
 * request queue, its read latency, its request rate, the bytes it sent). Push p50/p99 then read n/a,
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
        if (s == null || !s.partlyUnreached()) {
            return null;
        }
        StringBuilder b = new StringBuilder(label).append(": push fan-out not reached within the run: ");
        b.append(String.format(Locale.ROOT, "subscribers read the new state %,d times of the %,d owed (one per push and subscriber)", s.reachedReads(),
                s.owedReads()));
        if (s.unreachedPushes() != null && s.unreachedPushes() > 0) {
            b.append(String.format(Locale.ROOT, "; %,d of %,d pushes read by none", s.unreachedPushes(), s.pushes()));
        }
        String registry = registryLoad(m.registry() == null ? List.of() : m.registry().values());
        if (registry != null) {
            b.append("; the registry saturated: ").append(registry);
        }
        return b.toString();
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
            outstanding = max(outstanding,
                    f.maxOutstandingRequests() == null ? null : f.maxOutstandingRequests().doubleValue());
            latency = max(latency, f.meanReadLatencyMs());
            if (f.seconds() != null && f.seconds() > 0) {
                requestRate = max(requestRate, f.requests() == null ? null : f.requests() / f.seconds());
                sendRate = max(sendRate, f.bytesSent() == null ? null : f.bytesSent() / f.seconds() / (1024 * 1024));
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

    /** Lines of these modes, in order, none for a mode whose pushes all arrived. */
    public static List<String> notes(Collection<ModeSummary> modes) {
        return modes.stream().map(PushSaturation::note).filter(Objects::nonNull).toList();
    }
}
