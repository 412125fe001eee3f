package org.sdsim.simulator.summarize;

import org.sdsim.simulator.summary.HeapTrend;

import org.sdsim.simulator.summary.MigrationPhase;
import org.sdsim.simulator.summary.MigrationSummary;

import org.sdsim.analyzers.event.LogEvent;
import org.sdsim.analyzers.summary.OrderStatistics;
import org.sdsim.consumer.files.CallRow;
import org.sdsim.fixtures.meter.RegistrySample;
import org.sdsim.simulator.folder.CacheFileLoadsRecord;
import org.sdsim.simulator.folder.CensusRecord;
import org.sdsim.simulator.folder.ConsumerGcLogs;
import org.sdsim.simulator.folder.CsvFiles;
import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.folder.MigrationLines;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.summary.ProbeRecord;
import org.sdsim.simulator.folder.Problems;
import org.sdsim.simulator.folder.RuleWriteRecord;
import org.sdsim.simulator.folder.TransitionRecord;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Cuts a migrated mode into phases at its rule writes (migration.jsonl) and sums each phase from the
 * mode's own files: probes (heap, judged by {@link HeapTrend}), the consumer's censuses (addresses per
 * side, the side serving calls), the transition (switch time, verdict), calls.csv (calls and the dense
 * probe's latency), the GC logs (collections and allocation) and registry-samples.jsonl (the watches
 * as each phase ended). Reads whatever is there; a mode that did not migrate has no block.
 */
public final class MigrationSummarizer {

    private MigrationSummarizer() {
    }

    /** The mode's migration block; null when it did not migrate. */
    public static MigrationSummary summarize(Path modeDir, List<ProbeRecord> probes, Problems problems) {
        MigrationLines lines = MigrationLines.read(modeDir, "", problems);
        if (lines.isEmpty()) {
            return null;
        }
        List<Span> spans = spans(lines);
        List<CallRow> calls = Files.exists(ModeFolder.CALLS.in(modeDir))
                ? CsvFiles.read(modeDir, ModeFolder.CALLS, "", CallRow::parse, CallRow.PARSE_EXPECTS, problems, false)
                : List.of();
        List<GcTally> gc = gcByPhase(modeDir, spans, problems);
        List<RegistrySample> samples = JsonFiles.readLines(modeDir, ModeFolder.REGISTRY_SAMPLES, "", "registry samples",
                problems, false);
        long start = spans.get(0).from;
        List<MigrationPhase> phases = new ArrayList<>();
        for (int i = 0; i < spans.size(); i++) {
            phases.add(phase(spans.get(i), start, lines, probes, calls, gc.get(i), samples));
        }
        RuleWriteRecord first = lines.writes().get(0);
        String schedule = String.join(",", lines.writes().stream().map(RuleWriteRecord::spec).toList());
        return new MigrationSummary(schedule, first.path(), phases, null);
    }

    /**
     * One phase's span on the wall clock: [from, to). Phase 0 runs from the start of measuring to the
     * first write when there is time between them.
     */
    record Span(int phase, long from, long to, RuleWriteRecord write) {
    }

    static List<Span> spans(MigrationLines lines) {
        List<RuleWriteRecord> writes = lines.writes();
        long start = lines.censuses().stream().filter(c -> CensusRecord.START.equals(c.mark()))
                .mapToLong(CensusRecord::epochMs).findFirst().orElse(writes.get(0).epochMs());
        long end = lines.censuses().stream().filter(c -> CensusRecord.END.equals(c.mark()))
                .mapToLong(CensusRecord::epochMs).reduce((a, b) -> b)
                .orElse(Math.max(writes.get(writes.size() - 1).epochMs(), lines.censuses().stream()
                        .mapToLong(CensusRecord::epochMs).max().orElse(0)));
        List<Span> out = new ArrayList<>();
        if (writes.get(0).plannedAtSec() > 0 && writes.get(0).epochMs() > start) {
            out.add(new Span(0, start, writes.get(0).epochMs(), null));
        }
        for (int i = 0; i < writes.size(); i++) {
            long to = i + 1 < writes.size() ? writes.get(i + 1).epochMs() : Math.max(end, writes.get(i).epochMs());
            out.add(new Span(writes.get(i).phase(), writes.get(i).epochMs(), to, writes.get(i)));
        }
        return out;
    }

    private static MigrationPhase phase(Span span, long start, MigrationLines lines, List<ProbeRecord> probes,
            List<CallRow> calls, GcTally gc, List<RegistrySample> samples) {
        TransitionRecord t = lines.transitions().stream().filter(r -> r.phase() == span.phase).findFirst().orElse(null);
        CensusRecord last = lines.censuses().stream().filter(c -> c.phase() == span.phase).reduce((a, b) -> b).orElse(null);
        List<ProbeRecord> inPhase = probes.stream().filter(p -> p.epochMs() >= span.from && p.epochMs() < span.to).toList();
        HeapTrend trend = HeapTrend.of(inPhase);
        long ok = 0;
        long failed = 0;
        for (CallRow c : calls) {
            if (c.epochMs() >= span.from && c.epochMs() < span.to) {
                if (c.ok()) {
                    ok++;
                } else {
                    failed++;
                }
            }
        }
        MigrationPhase.Probe probe = t == null || t.burstFromEpochMs() == null ? MigrationPhase.Probe.NONE
                : probe(calls, t.burstFromEpochMs(), t.burstToEpochMs() == null ? span.to : t.burstToEpochMs());
        boolean counted = gc != null && !gc.windowUnknown;
        String step = span.write == null ? initialStep(lines) : span.write.step();
        return new MigrationPhase(span.phase,
                new MigrationPhase.Rule(step, span.write == null ? null : span.write.spec()),
                new MigrationPhase.Span(seconds(span.from - start), seconds(span.to - start)),
                t == null ? MigrationPhase.Transition.NONE
                        : new MigrationPhase.Transition(t.verdict(), t.switchSec(), t.firstSwitchSec()),
                last == null ? MigrationPhase.Census.NONE
                        : new MigrationPhase.Census(last.steps(), last.serving(), last.invokers(),
                                last.interfaceAddresses(), last.applicationAddresses(), last.interfaceDirectories(),
                                last.applicationDirectories()),
                new MigrationPhase.Heap(trend == null ? null : trend.settledMb(), trend,
                        counted ? gc.windowYoung : null, counted ? gc.windowFull : null,
                        counted ? round(gc.windowPauseMs) : null, counted ? round(gc.windowAllocatedKb / 1024.0) : null),
                new MigrationPhase.Calls(ok, failed), probe,
                new MigrationPhase.Registries(watches(samples, MigrationLines.phaseEndMark(span.phase)),
                        lines.cacheFileLoads().stream().filter(r -> r.phase() == span.phase).findFirst()
                                .map(CacheFileLoadsRecord::loads).orElse(null)));
    }

    /** The step phase 0 ran at: what the first census says the invokers were at. */
    private static String initialStep(MigrationLines lines) {
        return lines.censuses().stream().filter(c -> c.phase() == 0).findFirst()
                .flatMap(c -> c.steps().entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey))
                .orElse(null);
    }

    /** The dense probe's calls: those that started while it ran. */
    private static MigrationPhase.Probe probe(List<CallRow> rows, long from, long to) {
        List<CallRow> in = rows.stream().filter(c -> c.epochMs() >= from && c.epochMs() <= to).toList();
        double[] latency = in.stream().mapToDouble(CallRow::latencyMs).sorted().toArray();
        int failed = (int) in.stream().filter(c -> !c.ok()).count();
        return new MigrationPhase.Probe(in.size(), failed, pct(latency, 50), pct(latency, 99),
                latency.length == 0 ? null : round(latency[latency.length - 1]));
    }

    private static Double pct(double[] ascending, double p) {
        return ascending.length == 0 ? null : round(OrderStatistics.percentile(ascending, p));
    }

    /** Each phase's collections, from one pass over every consumer lifetime's GC log. */
    private static List<GcTally> gcByPhase(Path modeDir, List<Span> spans, Problems problems) {
        List<GcTally> tallies = new ArrayList<>();
        spans.forEach(s -> tallies.add(new GcTally().window(s.from, s.to)));
        List<Path> logs = ConsumerGcLogs.of(modeDir);
        if (logs.isEmpty()) {
            return Arrays.asList(new GcTally[spans.size()]);
        }
        try (ConsumerGcLogs.Stream events = ConsumerGcLogs.open(logs)) {
            int lifetime = 1;
            while (events.hasNext()) {
                LogEvent e = events.next();
                if (events.lifetime() != lifetime) {
                    lifetime = events.lifetime();
                    tallies.forEach(GcTally::newJvm);
                }
                tallies.forEach(t -> t.accept(e));
            }
        } catch (IOException | RuntimeException e) {
            problems.add(ConsumerGcLogs.names(logs, ""), "cannot read for the migration phases: " + e.getMessage());
            return Arrays.asList(new GcTally[spans.size()]);
        }
        return tallies;
    }

    /** Watches by kind at {@code mark}, summed over the registries sampled then; null when none was. */
    private static Map<String, Long> watches(List<RegistrySample> samples, String mark) {
        Map<String, Long> out = new TreeMap<>();
        boolean any = false;
        for (RegistrySample s : samples) {
            if (!mark.equals(s.mark())) {
                continue;
            }
            Map<String, Long> byKind = s.watchesByKind() != null ? s.watchesByKind() : s.dataWatchesByKind();
            if (byKind != null) {
                any = true;
                byKind.forEach((k, v) -> out.merge(k, v, Long::sum));
            }
        }
        return any ? new LinkedHashMap<>(out) : null;
    }

    private static double seconds(long ms) {
        return Math.round(ms / 100.0) / 10.0;
    }

    private static double round(double v) {
        return Math.round(v * 10) / 10.0;
    }
}
