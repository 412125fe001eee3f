package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import org.sdsim.simulator.cpu.CpuReading;
import org.sdsim.simulator.cpu.MachineTime;
import org.sdsim.simulator.cpu.ProcessTime;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What every process of a mode and the machine spent in CPU while the mode measured: the {@code cpu}
 * block of a mode in summary.json. The window is the registry figures' own, from the mark
 * {@code measuring} to {@code measured} (or the mode's last reading when it ended before), so a
 * registry's CPU seconds and its requests and bytes cover the same time.
 *
 * @param fromMs           the window's start, epoch ms
 * @param toMs             its end
 * @param processes        each process read at both ends, by role
 * @param machineBusyCores the machine's cores busy on average over the window (any process, this run's or not)
 * @param cores            the cores the machine has
 * @param notMeasured      role → why its CPU is n/a (an external registry, a process restarted within the window)
 * @param quietCores       role → cores the process kept busy on average in the quiet span from {@code measuring} to the
 *                         first push (its idle work: pings, housekeeping), which a cost per push leaves out; empty
 *                         without a {@code first-push} reading (no push, or a run written before it was kept)
 * @param duringFanOut     the same while pushes were being read ({@link FanOutCpu}); null without subscribers, without
 *                         per-second readings (a run written before they were taken) or with too little time in them
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ModeCpu(long fromMs, long toMs, List<ProcessCpu> processes, Double machineBusyCores, Integer cores,
        Map<String, String> notMeasured, Map<String, Double> quietCores,
        @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
        FanOutCpu duringFanOut) {

    static final String MEASURING = "measuring";
    static final String MEASURED = "measured";
    static final String FIRST_PUSH = "first-push";
    static final String END = "end";
    /** Why an external ensemble's servers have no CPU figure. */
    public static final String EXTERNAL = "an external registry: its server is no process of this run, and its "
            + "CPU is not read from afar";
    /** Why embedded ensemble {@code label} has no CPU figure of its own: each member has its own. */
    public static String ensemble(String label) {
        return "an ensemble: each member's CPU is read on its own (" + registryRole(label) + ".1, ...; summary.json's "
                + "registry." + label + ".members[].cpu)";
    }

    public ModeCpu {
        processes = processes == null ? List.of() : List.copyOf(processes);
        // in the order given (Map.copyOf's order changes from one JVM to the next, and summary.json with it)
        notMeasured = notMeasured == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(notMeasured));
        quietCores = quietCores == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(quietCores));
    }

    /**
     * The window's CPU from a mode's readings; null when measuring never began (no reading marked
     * {@code measuring}). Registries in {@code registries} that no reading follows are external.
     */
    public static ModeCpu of(List<CpuReading> readings, Collection<String> registries) {
        CpuReading start = readings.stream().filter(r -> MEASURING.equals(r.mark())).findFirst().orElse(null);
        if (start == null) {
            return null;
        }
        CpuReading end = readings.stream().filter(r -> MEASURED.equals(r.mark())).findFirst()
                .or(() -> readings.stream().filter(r -> END.equals(r.mark())).findFirst())
                .orElse(readings.get(readings.size() - 1));
        if (end == start) {
            return null;
        }
        List<ProcessCpu> processes = new ArrayList<>();
        Map<String, String> notMeasured = new LinkedHashMap<>();
        for (ProcessTime from : start.processes()) {
            ProcessTime to = end.process(from.role());
            String why = unreadable(from, to);
            if (why != null) {
                notMeasured.put(from.role(), why);
            } else {
                processes.add(new ProcessCpu(from.role(), from.pid(), (to.cpuMs() - from.cpuMs()) / 1000.0,
                        start.epochMs(), end.epochMs(),
                        ThreadSpan.busiest(from.threads(), to.threads(), end.epochMs() - start.epochMs())));
            }
        }
        for (String label : registries) {
            if (start.process(registryRole(label)) == null) {
                boolean members = start.processes().stream().anyMatch(p -> p.role().startsWith(registryRole(label) + "."));
                notMeasured.put(registryRole(label), members ? ensemble(label) : EXTERNAL);
            }
        }
        MachineTime a = start.machine();
        MachineTime b = end.machine();
        Double busy = null;
        if (a != null && b != null && b.totalMs() > a.totalMs()) {
            // busy share of all the cores' time, times the cores: the same unit as a process's cores
            busy = (double) (b.busyMs() - a.busyMs()) / (b.totalMs() - a.totalMs()) * b.cores();
        }
        return new ModeCpu(start.epochMs(), end.epochMs(), processes, busy, b == null ? null : b.cores(), notMeasured,
                quiet(start, readings.stream().filter(r -> FIRST_PUSH.equals(r.mark())).findFirst().orElse(null)), null);
    }

    /** This block with its figures while pushes were being read ({@link FanOutCpu#of}). */
    public ModeCpu withFanOut(FanOutCpu during) {
        return new ModeCpu(fromMs, toMs, processes, machineBusyCores, cores, notMeasured, quietCores, during);
    }

    /**
     * The CPU of each process {@code role} ran in over the window of {@code readings} (from {@code measuring} to
     * {@code measured}, or the last reading), one entry per pid, in the order they ran: a process that ran at the
     * window's start counts from there, one started inside it from its own start (its {@code startedMs}; all its CPU
     * is the window's), each up to its last reading (for one killed inside the window, the reading taken right before
     * the kill). Empty where the role was never read running.
     */
    public static List<ProcessCpu> lives(List<CpuReading> readings, String role) {
        CpuReading start = readings.stream().filter(r -> MEASURING.equals(r.mark())).findFirst().orElse(null);
        if (start == null) {
            return List.of();
        }
        CpuReading end = readings.stream().filter(r -> MEASURED.equals(r.mark())).findFirst()
                .orElse(readings.get(readings.size() - 1));
        List<CpuReading> window = readings.stream()
                .filter(r -> r.epochMs() >= start.epochMs() && r.epochMs() <= end.epochMs()).toList();
        Map<Long, ProcessTime[]> firstLast = new LinkedHashMap<>();
        Map<Long, long[]> firstLastMs = new LinkedHashMap<>();
        for (CpuReading r : window) {
            ProcessTime p = r.process(role);
            if (p == null || p.pid() <= 0 || p.cpuMs() == null) {
                continue;
            }
            ProcessTime[] fl = firstLast.computeIfAbsent(p.pid(), pid -> new ProcessTime[] {p, p});
            fl[1] = p;
            long[] ms = firstLastMs.computeIfAbsent(p.pid(), pid -> new long[] {r.epochMs(), r.epochMs()});
            ms[1] = r.epochMs();
        }
        List<Long> pids = List.copyOf(firstLast.keySet());
        long[] from = new long[pids.size()];
        for (int i = 0; i < pids.size(); i++) {
            ProcessTime[] fl = firstLast.get(pids.get(i));
            long[] ms = firstLastMs.get(pids.get(i));
            from[i] = ms[0] == start.epochMs() ? start.epochMs() : fl[0].startedMs() != null ? fl[0].startedMs() : ms[0];
        }
        List<ProcessCpu> out = new ArrayList<>();
        for (int i = 0; i < pids.size(); i++) {
            ProcessTime[] fl = firstLast.get(pids.get(i));
            long[] ms = firstLastMs.get(pids.get(i));
            boolean fromStart = ms[0] == start.epochMs();
            // One role's lives do not overlap, but a killed process can still be read (its final
            // CPU time) until it is reaped, and a successor's start comes from /proc, whose boot time
            // is in whole seconds: a death is placed no later than the successor's start.
            long toMs = i + 1 < pids.size() ? Math.max(from[i], Math.min(ms[1], from[i + 1])) : ms[1];
            long baseMs = fromStart ? fl[0].cpuMs() : 0;
            List<org.sdsim.simulator.cpu.ThreadTime> threadsBefore = fromStart ? fl[0].threads()
                    : fl[1].threads() == null ? null : List.of();
            out.add(new ProcessCpu(role, pids.get(i), (fl[1].cpuMs() - baseMs) / 1000.0, from[i], toMs,
                    ThreadSpan.busiest(threadsBefore, fl[1].threads(), toMs - from[i])));
        }
        return out;
    }

    /** Each process's cores busy from {@code start} to the first push's reading, where both read it under one pid. */
    private static Map<String, Double> quiet(CpuReading start, CpuReading firstPush) {
        Map<String, Double> out = new LinkedHashMap<>();
        if (firstPush == null || firstPush.epochMs() <= start.epochMs()) {
            return out;
        }
        for (ProcessTime from : start.processes()) {
            ProcessTime to = firstPush.process(from.role());
            if (unreadable(from, to) == null) {
                out.put(from.role(), (to.cpuMs() - from.cpuMs()) / (double) (firstPush.epochMs() - start.epochMs()));
            }
        }
        return out;
    }

    /** Why a process's CPU cannot be read between two readings ({@code to} may be null); null when it can. */
    public static String unreadable(ProcessTime from, ProcessTime to) {
        if (from.pid() <= 0 || to == null || to.pid() <= 0) {
            return "not running at both ends of the window";
        }
        if (from.pid() != to.pid()) {
            return "restarted within the window (pid " + from.pid() + ", then " + to.pid() + ")";
        }
        if (from.cpuMs() == null || to.cpuMs() == null) {
            return "its /proc/" + from.pid() + "/stat could not be read at both ends (it ended, or no /proc)";
        }
        return null;
    }

    /** The role a registry server is read under: "registry zk1". */
    public static String registryRole(String label) {
        return "registry " + label;
    }

    /** The process in {@code role}; null when its CPU is n/a. */
    public ProcessCpu process(String role) {
        return processes.stream().filter(p -> p.role().equals(role)).findFirst().orElse(null);
    }

    /** The window in seconds. */
    public double seconds() {
        return (toMs - fromMs) / 1000.0;
    }
}
