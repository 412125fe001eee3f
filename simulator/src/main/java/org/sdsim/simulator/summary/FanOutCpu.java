package org.sdsim.simulator.summary;

import org.sdsim.simulator.cpu.CpuReading;
import org.sdsim.simulator.cpu.ProcessTime;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The CPU of every process and of the machine while pushes were being read: from each push's last acknowledged write
 * to its slowest subscriber's read of it (the subscribers' pushes.jsonl), over the readings the orchestrator takes
 * every second (cpu-samples.jsonl's {@code sample} lines). The load comes in waves, ~20 s of fan-out in a 30 s wave at
 * 1,000 subscribers, so the average over the whole span halves what a core did while it mattered; the mode's limit is
 * read from this ({@code verdict.FanOutLimit}). The {@code duringFanOut} part of a mode's {@code cpu} block.
 *
 * @param seconds          the time inside the fan-out windows that the readings cover
 * @param machineBusyCores the machine's cores busy on average inside them
 * @param cores            role → the process's cores busy on average inside them (a process restarted between two
 *                         readings leaves that interval out)
 */
public record FanOutCpu(double seconds, Double machineBusyCores, Map<String, Double> cores) {

    /** Less than this inside the windows is too little to read a busy share from: the span's average stands. */
    public static final double MIN_SECONDS = 2.0;

    public FanOutCpu {
        cores = cores == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(cores));
    }

    /**
     * A push's fan-out window, epoch ms.
     *
     * @param fromMs its last write acknowledged
     * @param toMs   its slowest subscriber's read done (or its tally closed)
     */
    public record Window(long fromMs, long toMs) {
    }

    /**
     * The CPU inside {@code windows} from {@code readings} in time order; null where the windows and readings overlap for
     * less than {@link #MIN_SECONDS} (a run without per-second readings, or pushes read in under a second).
     */
    public static FanOutCpu of(List<CpuReading> readings, List<Window> windows) {
        List<Window> union = union(windows);
        List<CpuReading> sorted = readings.stream().sorted(Comparator.comparingLong(CpuReading::epochMs)).toList();
        double inside = 0;
        double busyMs = 0;
        double totalMs = 0;
        int machineCores = 0;
        Map<String, double[]> byRole = new LinkedHashMap<>(); // role -> {cpu ms inside, ms inside}
        for (int i = 1; i < sorted.size(); i++) {
            CpuReading a = sorted.get(i - 1);
            CpuReading b = sorted.get(i);
            long span = b.epochMs() - a.epochMs();
            if (span <= 0) {
                continue;
            }
            double share = overlap(union, a.epochMs(), b.epochMs()) / span;
            if (share <= 0) {
                continue;
            }
            inside += share * span;
            if (a.machine() != null && b.machine() != null && b.machine().totalMs() > a.machine().totalMs()) {
                busyMs += share * (b.machine().busyMs() - a.machine().busyMs());
                totalMs += share * (b.machine().totalMs() - a.machine().totalMs());
                machineCores = b.machine().cores();
            }
            for (ProcessTime from : a.processes()) {
                ProcessTime to = b.process(from.role());
                if (ModeCpu.unreadable(from, to) == null) {
                    double[] t = byRole.computeIfAbsent(from.role(), r -> new double[2]);
                    t[0] += share * (to.cpuMs() - from.cpuMs());
                    t[1] += share * span;
                }
            }
        }
        if (inside / 1000 < MIN_SECONDS) {
            return null;
        }
        Map<String, Double> cores = new LinkedHashMap<>();
        byRole.forEach((role, t) -> {
            if (t[1] > 0) {
                cores.put(role, t[0] / t[1]);
            }
        });
        // busy share of all the cores' time, times the cores: the unit of a process's cores
        Double machine = totalMs > 0 ? busyMs / totalMs * machineCores : null;
        return new FanOutCpu(inside / 1000, machine, cores);
    }

    /** The process's cores inside the windows; null where it was not read there. */
    public Double coresOf(String role) {
        return cores.get(role);
    }

    private static List<Window> union(List<Window> windows) {
        List<Window> sorted = windows.stream().filter(w -> w.toMs() > w.fromMs())
                .sorted(Comparator.comparingLong(Window::fromMs)).toList();
        List<Window> out = new ArrayList<>();
        for (Window w : sorted) {
            Window last = out.isEmpty() ? null : out.get(out.size() - 1);
            if (last != null && w.fromMs() <= last.toMs()) {
                out.set(out.size() - 1, new Window(last.fromMs(), Math.max(last.toMs(), w.toMs())));
            } else {
                out.add(w);
            }
        }
        return out;
    }

    private static double overlap(List<Window> union, long from, long to) {
        double ms = 0;
        for (Window w : union) {
            ms += Math.max(0, Math.min(to, w.toMs()) - Math.max(from, w.fromMs()));
        }
        return ms;
    }
}
