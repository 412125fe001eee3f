package org.sdsim.simulator.verdict;

import org.sdsim.simulator.summary.RegistryPushCost;
import org.sdsim.simulator.summary.SubscriberFigures;

import org.sdsim.simulator.summary.ModeCpu;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.ProcessCpu;
import org.sdsim.simulator.summary.RegistryFigures;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.Locale;
import java.util.Map;

/**
 * What one subscriber cost a registry per address push, in units that travel to other hardware: the server's
 * CPU milliseconds, the bytes it sent and the requests it answered. The {@code fanOutCost} block of a mode in
 * summary.json, computed from the mode's registry figures and CPU (so older summaries get it too).
 *
 * <p>Requests are each subscriber's own ({@code cons}). The server's CPU and bytes exist only for the whole
 * server; a subscriber's part of them is its share of the requests the subscribing clients made (the real
 * consumer's own requests are the rest, and go to it): {@code server figure per push × subscriber requests ÷
 * all subscribing clients' requests}. The server's CPU is the span's less its quiet rate before the first push
 * ({@link ModeCpu#quietCores()}), as its bytes are; the registrar's writes stay in (they are part of every push).
 * Of the registries,
 * the one where a subscriber cost the most CPU (else bytes) is given: the busiest bounds a fleet's capacity.
 * Measured only where every owed read completed: otherwise the figures would be of reads not done.
 *
 * @param registry    the registry the figures are of
 * @param cpuMs       the server's CPU milliseconds per push and subscriber; null when its CPU is n/a
 * @param bytes       bytes the server sent per push and subscriber (its background and the registrar's replies out)
 * @param requests    requests per push and subscriber
 * @param notMeasured why a figure is n/a, in one line; null when all were measured
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record FanOutCost(String registry, Double cpuMs, Double bytes, Double requests, String notMeasured) {

    /** The mode's cost per push and subscriber; null when the mode ran no subscribers. */
    public static FanOutCost of(ModeSummary m) {
        SubscriberFigures s = m.subscribers();
        if (s == null || s.clients().perRegistry() <= 0) {
            return null;
        }
        SubscriberFigures.Reach reach = s.reach();
        if (reach.partlyUnreached()) {
            return notMeasured(String.format(Locale.ROOT, "the subscribers read %,d of the %,d states owed (%,d of %,d"
                    + " pushes incomplete): a cost per push would be of reads not done", reach.reached(), reach.owed(),
                    s.health() == null || s.health().incompletePushes() == null ? 0 : s.health().incompletePushes(),
                    s.fanOut().pushes()));
        }
        String behind = RegistryClaims.incomplete(m);
        if (behind != null) {
            return notMeasured(behind);
        }
        if (m.registry() == null || m.registry().isEmpty()) {
            return notMeasured("the run read no registry figures");
        }
        FanOutCost best = null;
        for (RegistryFigures f : m.registry().values()) {
            FanOutCost c = of(f, m.cpu());
            if (c != null && (best == null || heavier(c, best))) {
                best = c;
            }
        }
        return best != null ? best : notMeasured("no registry had requests per push by subscribers (no push in the span,"
                + " or the registries' figures are n/a)");
    }

    /** One registry's cost per push and subscriber; null without its requests per push. */
    static FanOutCost of(RegistryFigures f, ModeCpu cpu) {
        RegistryPushCost c = f.perPush();
        if (f.unavailable() != null || c == null || c.pushes() <= 0 || c.requests() == null || c.requests() <= 0
                || c.subscriberRequests() == null) {
            return null;
        }
        double share = c.subscriberRequests() / c.requests();
        Double cpuMs = f.cpu() == null ? null : pushCpuSeconds(f.cpu(), cpu) * 1000 / c.pushes() * share;
        Double bytes = c.bytesSent() == null ? null : c.bytesSent() * share;
        String why = null;
        if (cpuMs == null) {
            String role = ModeCpu.registryRole(f.registry());
            Map<String, String> notRead = cpu == null ? Map.of() : cpu.notMeasured();
            why = "the server's CPU is n/a: " + notRead.getOrDefault(role, cpu == null
                    ? "no CPU was recorded for this mode (an older run)" : "it was not read over the span");
        }
        return new FanOutCost(f.registry(), cpuMs, bytes, c.subscriberRequests(), why);
    }

    /**
     * The server's CPU seconds over the span less its quiet rate (measuring to the first push) over the span, as the
     * bytes have theirs taken out: what the pushes cost, not the server's idling through the window. Without a quiet
     * reading, all of it (an upper bound).
     */
    public static double pushCpuSeconds(ProcessCpu server, ModeCpu cpu) {
        Double quiet = cpu == null ? null : cpu.quietCores().get(server.role());
        double seconds = (server.toMs() - server.fromMs()) / 1000.0;
        return quiet == null ? server.cpuSeconds() : Math.max(0, server.cpuSeconds() - quiet * seconds);
    }

    private static boolean heavier(FanOutCost a, FanOutCost b) {
        if (a.cpuMs() != null || b.cpuMs() != null) {
            return b.cpuMs() == null || (a.cpuMs() != null && a.cpuMs() > b.cpuMs());
        }
        return a.bytes() != null && (b.bytes() == null || a.bytes() > b.bytes());
    }

    private static FanOutCost notMeasured(String why) {
        return new FanOutCost(null, null, null, null, why);
    }
}
