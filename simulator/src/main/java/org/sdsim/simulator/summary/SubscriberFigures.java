package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.summary.OrderStatistics;
import org.sdsim.consumer.api.SubscribersReply;
import org.sdsim.fixtures.subscriber.FleetHealth;
import org.sdsim.fixtures.subscriber.PushFanout;
import org.sdsim.simulator.folder.ConsumerGcLogs;
import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.folder.Problems;
import org.sdsim.simulator.subscriber.SubscriberFolder;
import org.sdsim.simulator.subscriber.SubscriberSpec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A mode's subscribers (--subscribers): how many, whom they impersonated, and how its pushes reached
 * them, from their folder's pushes.jsonl, status.json and GC log: the {@code subscribers} block of a
 * mode in summary.json. Times are from the registrar's acknowledged write to each subscriber's first
 * full read of the new state.
 *
 * @param perRegistry      subscribers on each registry
 * @param pattern          whom they impersonated ({@code application@3.3.6}, {@code application@3.3.6+cached-instances})
 * @param ready            subscribers that had subscribed
 * @param lost             subscribers that lost their session
 * @param pushes           pushes timed (every registry together)
 * @param p50Ms            the median of the pushes' median fan-out times
 * @param p99Ms            the highest of the pushes' 99th percentiles
 * @param maxMs            the slowest subscriber of any push
 * @param fullReadsPerPush a subscriber's full reads (a listing; at application level with every instance's
 *                         getData) ÷ the pushes it reached, the mean over the pushes. Each read is charged
 *                         to the first waiting push it reaches (ReadLog.firstAtOrAfter): one late read that
 *                         holds several pushes' changes counts once and the other pushes get none, so this
 *                         is reads over pushes, not the reads each push caused (the summary.json key keeps
 *                         its name: it is full reads per push, as a ratio)
 * @param maxFullReads     the most full reads charged to one push for one subscriber
 * @param entriesPerPush   entries read per subscriber and push: URLs listed, or instances fetched
 * @param jvmMaxHeapAfterGcMb the subscriber JVM's largest heap after a collection
 * @param jvmGcPauseMs     its GC pauses, in all
 * @param owedReads        subscriber-pushes owed: each push's subscribers alive when it came, summed
 * @param reachedReads     of which were read before the push's tally closed
 * @param unreachedPushes  pushes that no subscriber read before their tally closed
 * @param health           the load generator's own health (its pushes done, round trips, lane backlog); null for a
 *                         folder written before sdsim recorded it
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record SubscriberFigures(int perRegistry, String pattern, Integer ready, Integer lost, long pushes, Double p50Ms,
        Double p99Ms, Double maxMs, Double fullReadsPerPush, Long maxFullReads, Double entriesPerPush,
        Double jvmMaxHeapAfterGcMb, Double jvmGcPauseMs, Long owedReads, Long reachedReads, Long unreachedPushes,
        LoadGeneratorHealth health) {

    /**
     * How well the subscriber process kept up, measured inside it (it is the load generator, not the subject):
     * the evidence {@link FanOutLimit} weighs against the registry's own latency.
     *
     * @param completePushes   pushes that every subscriber alive when they came read before their tally closed
     * @param incompletePushes pushes of which some owed read did not complete: counted here, never as reached,
     *                         however many subscribers did read them
     * @param roundTripP50Ms   the median round trip of the subscribers' requests, from send to reply, from the first
     *                         push on (the process's own clock; loopback and its own queueing included)
     * @param roundTripP99Ms   their 99th percentile
     * @param maxLaneBacklog   the most work items (a watch fire's re-read, a cache event's listener call) waiting at
     *                         once in the subscribers' lanes, every subscriber together, from the first push on
     * @param laneBacklogAtEnd those still waiting when the process was stopped, after the mode's last push was measured
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record LoadGeneratorHealth(Long completePushes, Long incompletePushes, Double roundTripP50Ms,
            Double roundTripP99Ms, Integer maxLaneBacklog, Integer laneBacklogAtEnd) {

        /** The pushes' completeness, with the process's own figures where it wrote them (null: an older folder). */
        static LoadGeneratorHealth of(List<PushFanout> pushes, FleetHealth measured) {
            long complete = pushes.stream().filter(p -> p.subscribers() > 0 && p.reached() >= p.subscribers()).count();
            return new LoadGeneratorHealth(complete, pushes.size() - complete,
                    measured == null ? null : measured.roundTripP50Ms(), measured == null ? null : measured.roundTripP99Ms(),
                    measured == null ? null : measured.maxLaneBacklog(), measured == null ? null : measured.laneBacklogAtEnd());
        }
    }

    /** The figures of a mode's subscriber folder; null when the mode ran none. */
    public static SubscriberFigures of(Path modeDir, Problems problems) {
        return ofFolder(SubscriberFolder.of(modeDir), problems);
    }

    /** The figures of a subscriber folder itself (a mode's {@code subscribers/}, or {@code sdsim load --out}). */
    public static SubscriberFigures ofFolder(Path dir, Problems problems) {
        if (!Files.isDirectory(dir)) {
            return null;
        }
        SubscriberSpec spec = JsonFiles.readObject(dir, SubscriberFolder.SPEC, "subscribers/", problems, false);
        SubscribersReply status = JsonFiles.readObject(dir, SubscriberFolder.STATUS, "subscribers/", problems, false);
        List<PushFanout> pushes = JsonFiles.readLines(dir, SubscriberFolder.PUSHES, "subscribers/", "push fan-outs",
                problems, false);
        FleetHealth measured = JsonFiles.readObject(dir, SubscriberFolder.HEALTH, "subscribers/", problems, false);
        double[] gc = jvmGc(dir);
        return new SubscriberFigures(spec == null ? 0 : spec.perRegistry(),
                spec == null ? null : spec.pattern().id(),
                status == null ? null : status.ready(), status == null ? null : status.lost(), pushes.size(),
                median(pushes.stream().map(PushFanout::p50Ms).toList()),
                pushes.stream().map(PushFanout::p99Ms).filter(v -> v != null).max(Double::compare).orElse(null),
                pushes.stream().map(PushFanout::maxMs).filter(v -> v != null).max(Double::compare).orElse(null),
                pushes.isEmpty() ? null : pushes.stream().mapToDouble(PushFanout::fullReads).average().orElse(0),
                pushes.isEmpty() ? null : pushes.stream().mapToLong(PushFanout::maxFullReads).max().orElse(0),
                pushes.isEmpty() ? null : pushes.stream().mapToDouble(PushFanout::entries).average().orElse(0),
                gc == null ? null : gc[0], gc == null ? null : gc[1],
                pushes.stream().mapToLong(PushFanout::subscribers).sum(),
                pushes.stream().mapToLong(PushFanout::reached).sum(),
                pushes.stream().filter(p -> p.subscribers() > 0 && p.reached() == 0).count(),
                LoadGeneratorHealth.of(pushes, measured));
    }

    /** True when some push did not reach every subscriber alive when it came, before its tally closed. */
    public boolean partlyUnreached() {
        return owedReads != null && reachedReads != null && reachedReads < owedReads;
    }

    private static Double median(List<Double> values) {
        double m = OrderStatistics.median(values.stream().filter(v -> v != null).mapToDouble(Double::doubleValue).toArray());
        return Double.isNaN(m) ? null : m;
    }

    /** {largest heap after GC MB, pause ms} of the subscriber JVM; null without its log. */
    private static double[] jvmGc(Path dir) {
        List<Path> logs = ConsumerGcLogs.of(dir);
        if (logs.isEmpty()) {
            return null;
        }
        long max = -1;
        double pause = 0;
        try (ConsumerGcLogs.Stream events = ConsumerGcLogs.open(logs)) {
            while (events.hasNext()) {
                if (events.next() instanceof GcEvent gc && gc.isPause()) {
                    if (gc.heap().hasAfter()) {
                        max = Math.max(max, gc.heap().afterKb());
                    }
                    pause += Double.isNaN(gc.durationMs()) ? 0 : gc.durationMs();
                }
            }
        } catch (IOException | RuntimeException e) {
            return null;
        }
        return max < 0 ? null : new double[] {max / 1024.0, pause};
    }
}
