package org.sdsim.simulator.summarize;

import org.sdsim.simulator.summary.HeapTrend;
import org.sdsim.simulator.summary.PushCost;
import org.sdsim.simulator.summary.SubscriberFigures;

import org.sdsim.simulator.summary.FaultSummary;
import org.sdsim.simulator.summary.MeasuringExtension;
import org.sdsim.simulator.summary.FanOutCpu;
import org.sdsim.simulator.summary.ModeCpu;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.NotInjectedFault;
import org.sdsim.simulator.summary.RegistryFigures;
import org.sdsim.simulator.summary.SteadyState;

import org.sdsim.analyzers.event.LogEvent;
import org.sdsim.analyzers.summary.GcSummary;
import org.sdsim.analyzers.summary.GcSummaryAggregator;
import org.sdsim.analyzers.summary.OrderStatistics;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.sdsim.consumer.files.CallRow;
import org.sdsim.simulator.folder.ConsumerGcLogs;
import org.sdsim.simulator.folder.CsvFiles;
import org.sdsim.simulator.folder.EventLines;
import org.sdsim.simulator.fault.FaultRecord;
import org.sdsim.simulator.folder.LostRecords;
import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.summary.ProbeRecord;
import org.sdsim.simulator.folder.Problems;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.Outcome;

/**
 * Turns a finished mode folder ({@link ModeFolder}: probes, calls, GC log) plus what the orchestrator
 * observed live (outcome, convergence, last address census) into a {@link ModeSummary}.
 * Reads whatever is there: a consumer that died early still gets a summary with nulls.
 */
public final class ModeSummarizer {

    /**
     * What the orchestrator saw while the consumer ran.
     *
 * @param mode    the mode run; null when recomputing a folder whose name is no mode sdsim knows
     * @param dubbo   the exact Dubbo version its consumer ran; null when unknown
     * @param outcome how it ended; null when unknown (a summary recomputed from the folder alone)
     * @param measuringExtension how far measuring went past --duration for scripted faults; null when it did not
     * @param notInjected        the scripted faults measuring ended before
     * @param registries         who is who on the registries (null: the registry figures are not summarized)
     */
    public record Observed(Mode mode, String dubbo, Outcome outcome, String outcomeDetail,
                           Map<String, Map<String, Integer>> addresses, Map<String, Integer> connectionsByRemote,
                           Double convergeSeconds,
                           long startedAtEpochMs, double durationSec,
                           Map<String, Double> attribution, Double heapDumpMb,
                           MeasuringExtension measuringExtension, List<NotInjectedFault> notInjected,
                           RegistrySummarizer.Sessions registries) {

        /** What is known without the fault schedule: a mode still running, or one recomputed from its folder. */
        public Observed(Mode mode, String dubbo, Outcome outcome, String outcomeDetail,
                Map<String, Map<String, Integer>> addresses, Map<String, Integer> connectionsByRemote,
                Double convergeSeconds, long startedAtEpochMs, double durationSec, Map<String, Double> attribution,
                Double heapDumpMb) {
            this(mode, dubbo, outcome, outcomeDetail, addresses, connectionsByRemote, convergeSeconds, startedAtEpochMs,
                    durationSec, attribution, heapDumpMb, null, List.of(), null);
        }
    }

    private ModeSummarizer() {
    }

    /** {@link #summarize(Path, Observed, Problems)}, telling stderr what could not be read. */
    public static ModeSummary summarize(Path modeDir, Observed observed) {
        return summarize(modeDir, observed, Problems.STDERR);
    }

    /** @param problems where unreadable lines and rows of the mode's files are reported */
    public static ModeSummary summarize(Path modeDir, Observed observed, Problems problems) {
        List<Double> heap = new ArrayList<>();
        List<Double> old = new ArrayList<>();
        List<ProbeRecord> probes = JsonFiles.readLines(modeDir, ModeFolder.PROBES, "", "probes", problems, false);
        EventLines events = EventLines.read(modeDir, "", problems);
        List<GcTally> faultWindows = events.faults().stream().map(FaultSummaries::window).toList();
        // The figure is the steady state: the later half of the probes, which HeapTrend judges settled or not.
        for (ProbeRecord probe : HeapTrend.window(probes)) {
            heap.add(probe.heapUsedMb());
            if (probe.oldGenUsedMb() != null) {
                old.add(probe.oldGenUsedMb());
            }
        }
        long[] calls = readCalls(modeDir, problems);

        List<Path> gcLogs = ConsumerGcLogs.of(modeDir);
        GcTally tally = null;
        GcSummary gc = null;
        if (!gcLogs.isEmpty()) {
            // One pass over logs that a soak run makes hundreds of megabytes long: the experiment's
            // own counts and the analyzers' full summary are fed from the same events, over every
            // consumer the mode ran (a scripted consumer-kill starts another, with a log of its own).
            GcTally counting = new GcTally();
            if (observed.convergeSeconds() != null) {
                counting.window(observed.startedAtEpochMs() + Math.round(observed.convergeSeconds() * 1000),
                        observed.startedAtEpochMs() + Math.round(observed.durationSec() * 1000));
            }
            String shown = ConsumerGcLogs.names(gcLogs, "");
            GcSummaryAggregator summary = new GcSummaryAggregator(gcLogs.size() == 1 ? gcLogs.get(0).toString() : shown);
            try (ConsumerGcLogs.Stream gcEvents = ConsumerGcLogs.open(gcLogs)) {
                int lifetime = 1;
                while (gcEvents.hasNext()) {
                    LogEvent e = gcEvents.next();
                    if (gcEvents.lifetime() != lifetime) {
                        lifetime = gcEvents.lifetime();
                        counting.newJvm();
                        faultWindows.forEach(GcTally::newJvm);
                    }
                    counting.accept(e);
                    summary.accept(e);
                    faultWindows.forEach(w -> w.accept(e));
                }
                tally = counting;
                gc = summary.summary();
            } catch (IOException | RuntimeException e) {
                problems.add(shown, "cannot read: " + e.getMessage());
            }
        }
        PushCost perPush = null;
        if (tally != null && !tally.windowUnknown && observed.convergeSeconds() != null) {
            long from = observed.startedAtEpochMs() + Math.round(observed.convergeSeconds() * 1000);
            long to = observed.startedAtEpochMs() + Math.round(observed.durationSec() * 1000);
            long pushes = events.pushes().stream()
                    .filter(p -> p.epochMillis() >= from && p.epochMillis() < to).count();
            perPush = PushCost.of(pushes, (to - from) / 1000.0, tally.windowAllocatedKb / 1024.0, tally.windowPauseMs,
                    tally.windowYoung, tally.windowFull);
        }
        List<org.sdsim.simulator.cpu.CpuReading> cpuReadings = JsonFiles.readLines(modeDir, ModeFolder.CPU_SAMPLES, "",
                "CPU readings", problems, false);
        ModeCpu cpu = cpu(modeDir, cpuReadings, observed);
        return new ModeSummary(observed.mode(), observed.dubbo(), null,
                new ModeSummary.Course(observed.outcome(), observed.outcomeDetail(), observed.convergeSeconds(),
                        observed.startedAtEpochMs(), observed.durationSec()),
                new ModeSummary.Heap(median(heap), median(old), null, probes.size(), HeapTrend.of(probes)),
                tally == null ? new ModeSummary.Gc(null, null, null, null, null, null, gc, perPush)
                        : new ModeSummary.Gc(tally.young, tally.full, tally.forcedFull, tally.pauseMs, tally.collector,
                                steadyState(tally, observed), gc, perPush),
                calls == null ? null : new ModeSummary.Calls(calls[0], calls[1]),
                new ModeSummary.Addresses(observed.addresses(), observed.connectionsByRemote()),
                new ModeSummary.Attribution(observed.attribution(), observed.heapDumpMb(), null),
                new ModeSummary.Faults(faults(modeDir, events.faults(), faultWindows, probes, problems),
                        observed.measuringExtension(), observed.notInjected()),
                withServerCpu(observed.registries() == null ? null
                        : RegistrySummarizer.summarize(modeDir, events.pushes(), observed.registries(), problems), cpu,
                        cpuReadings),
                SubscriberSummarizer.of(modeDir, problems),
                MigrationSummarizer.summarize(modeDir, probes, problems), cpu,
                StalenessSummarizer.of(events.pushes(), JsonFiles.readLines(modeDir, ModeFolder.CONNECTIONS, "",
                        "connection readings", problems, false)));
    }

    /** The mode's CPU block from its cpu-samples.jsonl; null without readings (an older run) or before measuring. */
    private static ModeCpu cpu(Path modeDir, List<org.sdsim.simulator.cpu.CpuReading> readings, Observed observed) {
        ModeCpu cpu = readings.isEmpty() ? null : ModeCpu.of(readings,
                observed.registries() == null ? List.of() : observed.registries().connectStrings().keySet());
        List<FanOutCpu.Window> windows = SubscriberSummarizer.fanOutWindows(modeDir);
        return cpu == null || windows.isEmpty() ? cpu : cpu.withFanOut(FanOutCpu.of(readings, windows));
    }

    /**
     * Each registry's figures with its server's CPU over the same span, where the run read it; an ensemble's members
     * each with the CPU of every process they ran in ({@link ModeCpu#lives}).
     */
    private static Map<String, RegistryFigures> withServerCpu(Map<String, RegistryFigures> registries, ModeCpu cpu,
            List<org.sdsim.simulator.cpu.CpuReading> readings) {
        if (registries == null || cpu == null) {
            return registries;
        }
        Map<String, RegistryFigures> out = new java.util.LinkedHashMap<>();
        registries.forEach((label, f) -> {
            RegistryFigures withCpu = f.withCpu(cpu.process(ModeCpu.registryRole(label)));
            if (f.members() != null) {
                withCpu = withCpu.withMembers(f.members().stream()
                        .map(m -> m.withCpu(ModeCpu.lives(readings, ModeCpu.registryRole(m.member())))).toList());
            }
            out.put(label, withCpu);
        });
        return out;
    }

    /** Each fault joined with the heap and GC around it; the windows have seen every consumer's GC log. */
    private static List<FaultSummary> faults(Path modeDir, List<FaultRecord> faults, List<GcTally> windows,
            List<ProbeRecord> probes, Problems problems) {
        if (faults.isEmpty()) {
            return List.of();
        }
        long lost = LostRecords.count(modeDir);
        List<FaultSummary> out = new ArrayList<>();
        for (int i = 0; i < faults.size(); i++) {
            out.add(FaultSummaries.join(faults.get(i), probes, windows.get(i), lost));
        }
        return out;
    }

    /** Rates after convergence: from then to the end of the mode, on the consumer's wall clock. */
    private static SteadyState steadyState(GcTally tally, Observed observed) {
        if (tally == null || tally.windowUnknown || observed.convergeSeconds() == null) {
            return null;
        }
        return SteadyState.of(observed.durationSec() - observed.convergeSeconds(), tally.windowYoung, tally.windowFull);
    }

    /** {ok, failed} from calls.csv, or null when the file is missing. */
    static long[] readCalls(Path modeDir, Problems problems) {
        if (!Files.exists(ModeFolder.CALLS.in(modeDir))) {
            return null;
        }
        long[] okFailed = new long[2];
        for (CallRow call : CsvFiles.read(modeDir, ModeFolder.CALLS, "", CallRow::parse, CallRow.PARSE_EXPECTS, problems, false)) {
            okFailed[call.ok() ? 0 : 1]++;
        }
        return okFailed;
    }

    /** The probes' median by the analyzers' one definition ({@link OrderStatistics#median}); null for none. */
    static Double median(List<Double> values) {
        double m = OrderStatistics.median(values.stream().mapToDouble(Double::doubleValue).toArray());
        return Double.isNaN(m) ? null : m;
    }

}
