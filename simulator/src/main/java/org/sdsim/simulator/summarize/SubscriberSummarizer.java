package org.sdsim.simulator.summarize;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
import org.sdsim.simulator.summary.SubscriberFigures;

/** A subscriber folder's files (its spec, status, push fan-outs, health and GC log) summed up into {@link SubscriberFigures}. */
public final class SubscriberSummarizer {

    private SubscriberSummarizer() {
    }

    /**
     * Each push's fan-out window from the mode's subscribers' pushes.jsonl: its last write acknowledged to its slowest
     * subscriber's read of it; empty without subscribers. Damaged lines were reported when the figures were read.
     */
    public static List<org.sdsim.simulator.summary.FanOutCpu.Window> fanOutWindows(Path modeDir) {
        Path dir = SubscriberFolder.of(modeDir);
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        return JsonFiles.readLines(dir, SubscriberFolder.PUSHES, "subscribers/", "push fan-outs", (where, what) -> { },
                false).stream().filter(p -> p.maxMs() != null)
                .map(p -> new org.sdsim.simulator.summary.FanOutCpu.Window(p.ackedAtMs(),
                        p.ackedAtMs() + Math.round(p.maxMs()))).toList();
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
        boolean timed = !pushes.isEmpty();
        return new SubscriberFigures(
                new SubscriberFigures.Clients(spec == null ? 0 : spec.perRegistry(), spec == null || spec.pattern() == null ? null : spec.pattern().id(),
                        status == null ? null : status.ready(), status == null ? null : status.lost()),
                new SubscriberFigures.FanOutTimes(pushes.size(), median(pushes.stream().map(PushFanout::p50Ms).toList()),
                        pushes.stream().map(PushFanout::p99Ms).filter(v -> v != null).max(Double::compare).orElse(null),
                        pushes.stream().map(PushFanout::maxMs).filter(v -> v != null).max(Double::compare).orElse(null)),
                new SubscriberFigures.Reads(timed ? pushes.stream().mapToDouble(PushFanout::fullReads).average().orElse(0) : null,
                        timed ? pushes.stream().mapToLong(PushFanout::maxFullReads).max().orElse(0) : null,
                        timed ? pushes.stream().mapToDouble(PushFanout::entries).average().orElse(0) : null),
                gc == null ? SubscriberFigures.Jvm.NONE : new SubscriberFigures.Jvm(gc[0], gc[1]),
                new SubscriberFigures.Reach(pushes.stream().mapToLong(PushFanout::subscribers).sum(),
                        pushes.stream().mapToLong(PushFanout::reached).sum(),
                        pushes.stream().filter(p -> p.subscribers() > 0 && p.reached() == 0).count()),
                health(pushes, measured));
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

    /** The pushes' completeness, with the process's own figures where it wrote them (null: an older folder). */
    static SubscriberFigures.LoadGeneratorHealth health(List<PushFanout> pushes, FleetHealth measured) {
        long complete = pushes.stream().filter(p -> p.subscribers() > 0 && p.reached() >= p.subscribers()).count();
        return new SubscriberFigures.LoadGeneratorHealth(complete, pushes.size() - complete,
                measured == null ? null : measured.roundTripP50Ms(), measured == null ? null : measured.roundTripP99Ms(),
                measured == null ? null : measured.maxLaneBacklog(), measured == null ? null : measured.laneBacklogAtEnd());
    }
}
