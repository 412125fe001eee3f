package org.sdsim.simulator.summarize;

import org.sdsim.simulator.summary.MemberFigures;
import org.sdsim.simulator.summary.RegistryFigures;
import org.sdsim.simulator.summary.RegistryPushCost;

import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.fixtures.meter.RegistrySample;
import org.sdsim.fixtures.meter.ServerCounters;
import org.sdsim.fixtures.meter.SessionTraffic;
import org.sdsim.simulator.folder.ConsumerGcLogs;
import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.folder.Problems;
import org.sdsim.simulator.folder.PushRecord;
import org.sdsim.simulator.folder.RegistryFolder;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Turns a mode's {@code registry-samples.jsonl} (and its pushes, and each embedded registry's GC log)
 * into one {@link RegistryFigures} per registry. The span is from the sample marked
 * {@code measuring} to the one marked {@code measured} (the last sample when the mode ended
 * before it).
 */
public final class RegistrySummarizer {

    private static final double MB = 1024.0 * 1024.0;

    /**
     * Who is who on the registries during a mode.
     *
     * @param connectStrings  registry label → connect string, in registry order (pushes name the latter)
     * @param unavailable     registry label → why its figures are n/a
     * @param harness         session ids that are sdsim's own (the registrars', the subscribers' push watch)
     * @param subscribers     session ids of the mode's subscribers
     * @param subscriberCount subscribers per registry
     */
    public record Sessions(Map<String, String> connectStrings, Map<String, String> unavailable, Set<Long> harness,
            Set<Long> subscribers, int subscriberCount) {

        public static Sessions none(Map<String, String> connectStrings) {
            return new Sessions(connectStrings, Map.of(), Set.of(), Set.of(), 0);
        }
    }

    private RegistrySummarizer() {
    }

    /** Null when the mode has no samples and no registry was n/a (an older run, or no registry at all). */
    public static Map<String, RegistryFigures> summarize(Path modeDir, List<PushRecord> pushes, Sessions who,
            Problems problems) {
        List<RegistrySample> all = JsonFiles.readLines(modeDir, ModeFolder.REGISTRY_SAMPLES, "", "registry samples",
                problems, false);
        if (all.isEmpty() && who.unavailable().isEmpty()) {
            return null;
        }
        Map<String, RegistryFigures> out = new LinkedHashMap<>();
        for (Map.Entry<String, String> registry : who.connectStrings().entrySet()) {
            String label = registry.getKey();
            if (who.unavailable().containsKey(label)) {
                out.put(label, RegistryFigures.unavailable(label, who.unavailable().get(label)));
                continue;
            }
            List<RegistrySample> samples = all.stream().filter(s -> label.equals(s.registry()))
                    .sorted(Comparator.comparingLong(RegistrySample::epochMillis)).toList();
            List<PushRecord> mine = pushes.stream().filter(p -> registry.getValue().equals(p.registry())).toList();
            RegistryFigures f = figures(label, samples, mine, who, RegistryFolder.of(modeDir.getParent(), label));
            if (f != null) {
                out.put(label, f);
            }
        }
        return out;
    }

    private static RegistryFigures figures(String label, List<RegistrySample> samples, List<PushRecord> pushes,
            Sessions who, Path registryDir) {
        RegistrySample start = samples.stream().filter(s -> "measuring".equals(s.mark())).findFirst().orElse(null);
        if (start == null) {
            return null;
        }
        RegistrySample end = samples.stream().filter(s -> "measured".equals(s.mark())).reduce((a, b) -> b)
                .orElse(samples.get(samples.size() - 1));
        List<MemberFigures> members = start.members() == null ? null : MemberSpans.figures(samples, start, end);
        ServerCounters spent = spent(samples, start, end);
        double seconds = (end.epochMillis() - start.epochMillis()) / 1000.0;
        long maxOutstanding = samples.stream()
                .filter(s -> s.epochMillis() >= start.epochMillis() && s.epochMillis() <= end.epochMillis())
                .map(s -> s.counters().outstandingRequests()).filter(v -> v != null).mapToLong(Long::longValue)
                .max().orElse(0);
        List<PushRecord> inSpan = pushes.stream()
                .filter(p -> p.epochMillis() >= start.epochMillis() && p.epochMillis() <= end.epochMillis()).toList();
        RegistryPushCost perPush = perPush(samples, start, end, spent, inSpan, who);
        double[] gc = members != null ? null : registryGc(registryDir, start.epochMillis(), end.epochMillis());
        // Watches as they stood when measuring began, the registry quiet: at the end, a Dubbo 3 consumer may
        // still hold some of its one-shot watches un-armed while its event thread waits out the notify delay
        return new RegistryFigures(label, null,
                new RegistryFigures.Tree(end.counters().znodes(),
                        end.counters().dataBytes() == null ? null : end.counters().dataBytes() / MB),
                new RegistryFigures.Watches(start.counters().watches(), start.watchesByKind(), start.dataWatchesByKind()),
                end.counters().connections(),
                new RegistryFigures.Traffic(seconds, spent.packetsReceived(), spent.bytesSent(), spent.watchBytes(),
                        spent.notifications(), spent.getDataRequests(), spent.getChildrenRequests()),
                new RegistryFigures.Latency(spent.meanReadLatencyMs(), maxOutstanding), perPush,
                gc == null ? null : new RegistryFigures.Jvm(gc[0], gc[1], gc[2]), null, members);
    }

    /**
     * What the registry's counters grew by from {@code from} to {@code to}: a server's growth, or an ensemble's
     * members' growths added up, each carried across its restarts and elections ({@link MemberSpans}).
     */
    private static ServerCounters spent(List<RegistrySample> samples, RegistrySample from, RegistrySample to) {
        return from.members() == null ? to.counters().minus(from.counters()) : MemberSpans.total(samples, from, to);
    }

    /**
     * The span's cost per push. Requests are each connection's own count ({@code cons}), so the
     * registrar, the meter and the harness stay out exactly. Bytes exist for the whole server only: its
     * rate in the quiet span between measuring's start and the first push is taken out.
     */
    private static RegistryPushCost perPush(List<RegistrySample> samples, RegistrySample start, RegistrySample end,
            ServerCounters spent, List<PushRecord> pushes, Sessions who) {
        if (pushes.isEmpty() || spent.packetsReceived() == null) {
            return null;
        }
        RegistrySample quiet = samples.stream().filter(s -> "first-push".equals(s.mark())).findFirst().orElse(null);
        double seconds = (end.epochMillis() - start.epochMillis()) / 1000.0;
        double quietSeconds = quiet == null ? 0 : (quiet.epochMillis() - start.epochMillis()) / 1000.0;
        Double bgRate = null;
        double bgBytes = 0;
        if (quiet != null && quietSeconds > 0) {
            ServerCounters q = spent(samples, start, quiet);
            if (q.packetsReceived() != null) {
                bgRate = q.packetsReceived() / quietSeconds;
            }
            if (q.bytesSent() != null) {
                bgBytes = q.bytesSent() / quietSeconds * seconds;
            }
        }
        int clients = 1 + who.subscriberCount();
        long n = pushes.size();
        Double consumer = null;
        Double subscribers = null;
        Double requests = null;
        Double consumerBytes = null;
        Double subscriberBytes = null;
        // every listing of the connections in the span, in time order: measuring, first-push, a fault's, measured
        List<List<SessionTraffic>> listings = samples.stream()
                .filter(x -> x.sessions() != null && x.epochMillis() >= start.epochMillis()
                        && x.epochMillis() <= end.epochMillis())
                .map(RegistrySample::sessions).toList();
        if (start.sessions() != null && end.sessions() != null) {
            // Each connection's own count, pings included: a session pings only when it has been idle a third
            // of its timeout, so a quiet span's pings say nothing of a busy one's; a subscriber pings as its
            // consumer does (the same timeout), and measuring starts once the consumer is quiet (ModeMetering)
            double[] byWho = bySession(listings, who, s -> s.received());
            consumer = byWho[0] / n;
            requests = (byWho[0] + byWho[1]) / n;
            if (who.subscriberCount() > 0) {
                subscribers = byWho[1] / n / who.subscriberCount();
            }
            // bytes the same way, where the server counted them per session (sdsim's own registry JVMs)
            double[] bytesByWho = bySession(listings, who, SessionTraffic::bytesSent);
            if (bytesByWho != null) {
                consumerBytes = bytesByWho[0] / n;
                if (who.subscriberCount() > 0) {
                    subscriberBytes = bytesByWho[1] / n / who.subscriberCount();
                }
            }
        }
        // the registrar's replies to its own writes are the server's bytes too, but no subscriber's
        long registrar = pushes.stream().mapToLong(p -> p.replyBytes() == null ? 0 : p.replyBytes()).sum();
        Double bytes = spent.bytesSent() == null ? null : Math.max(0, spent.bytesSent() - bgBytes - registrar) / n;
        return new RegistryPushCost(n, bgRate, clients, requests, consumer, subscribers, bytes,
                bytes == null ? null : bytes / clients, per(spent.notifications(), n), per(spent.getDataRequests(), n),
                per(spent.getChildrenRequests(), n), consumerBytes, subscriberBytes);
    }

    /**
     * {consumer's, subscribers'} growth of one per-session count over consecutive listings of the connections;
     * sdsim's own sessions left out. Null when a session counted has no figure ({@code cons} has no bytes: only
     * sdsim's own servers add them). The counts are each connection's: a session that reconnected between two
     * listings (to another member of an ensemble, or to its restarted server) counts from zero on its new connection,
     * and what its old one did after the earlier listing is not seen.
     */
    private static double[] bySession(List<List<SessionTraffic>> listings, Sessions who,
            Function<SessionTraffic, Long> count) {
        double[] out = new double[2];
        for (int i = 1; i < listings.size(); i++) {
            Map<Long, SessionTraffic> was = new HashMap<>();
            listings.get(i - 1).forEach(s -> was.putIfAbsent(s.sessionId(), s));
            for (SessionTraffic s : listings.get(i)) {
                if (s.sessionId() == 0 || who.harness().contains(s.sessionId())) {
                    continue; // a four-letter-word connection, or sdsim's own
                }
                Long now = count.apply(s);
                if (now == null) {
                    return null;
                }
                SessionTraffic before = was.get(s.sessionId());
                Long then = before == null || before.reconnectedBy(s) ? Long.valueOf(0) : count.apply(before);
                long grew = Math.max(0, now - (then == null ? 0 : then));
                out[who.subscribers().contains(s.sessionId()) ? 1 : 0] += grew;
            }
        }
        return out;
    }

    private static Double per(Long total, long n) {
        return total == null ? null : (double) total / n;
    }

    /**
     * {heap after the last collection up to the span's end MB, largest heap after a collection in the
     * span MB (the last one's when none fell in it), pause ms in the span} of the registry JVM, from its
     * GC logs; null without an embedded registry's log or a collection by the span's end.
     */
    private static double[] registryGc(Path registryDir, long fromMs, long toMs) {
        List<Path> logs = ConsumerGcLogs.of(registryDir);
        if (logs.isEmpty()) {
            return null;
        }
        GcEvent last = null;
        long maxAfterKb = -1;
        double pauseMs = 0;
        try (ConsumerGcLogs.Stream events = ConsumerGcLogs.open(logs)) {
            while (events.hasNext()) {
                if (!(events.next() instanceof GcEvent gc) || !gc.isPause() || !gc.time().hasWallClock()) {
                    continue;
                }
                long at = gc.time().wallClock().toEpochMilli();
                if (at > toMs) {
                    break;
                }
                if (gc.heap().hasAfter()) {
                    last = gc;
                }
                if (at >= fromMs) {
                    pauseMs += Double.isNaN(gc.durationMs()) ? 0 : gc.durationMs();
                    if (gc.heap().hasAfter()) {
                        maxAfterKb = Math.max(maxAfterKb, gc.heap().afterKb());
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            return null;
        }
        if (last == null) {
            return null;
        }
        double lastMb = last.heap().afterKb() / 1024.0;
        return new double[] {lastMb, maxAfterKb < 0 ? lastMb : maxAfterKb / 1024.0, pauseMs};
    }
}
