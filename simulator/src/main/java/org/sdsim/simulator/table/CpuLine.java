package org.sdsim.simulator.table;

import org.sdsim.simulator.summary.BusiestThread;
import org.sdsim.simulator.summary.ModeCpu;
import org.sdsim.simulator.verdict.FanOutLimit;

import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.ProcessCpu;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A mode's CPU over its measuring window, as one line beside the registry table (console, summary.md,
 * report.html): each registry server first, then the load generator, the consumer, the provider and
 * sdsim's orchestrator, each in CPU seconds and cores busy on average, then the whole machine. A line
 * of named figures rather than more columns: the table is wide already, and the window is the same
 * for every process of the mode.
 */
public final class CpuLine {

    private CpuLine() {
    }

    /** The line for this mode; null when it has no CPU block (an older run, or a mode that never measured). */
    public static String of(ModeSummary m, String label) {
        ModeCpu cpu = m.cpu();
        if (cpu == null) {
            return null;
        }
        StringBuilder b = new StringBuilder(label).append(String.format(Locale.ROOT, ": CPU over the %.1f s measured: ",
                cpu.seconds()));
        List<String> parts = new ArrayList<>();
        cpu.processes().stream().filter(p -> p.role().startsWith("registry ")).forEach(p -> parts.add(part(p)));
        cpu.notMeasured().forEach((role, why) -> {
            if (role.startsWith("registry ")) {
                parts.add(role + " n/a (" + why + ")");
            }
        });
        cpu.processes().stream().filter(p -> !p.role().startsWith("registry ")).forEach(p -> parts.add(part(p)));
        b.append(String.join(", ", parts));
        if (cpu.machineBusyCores() != null) {
            b.append(String.format(Locale.ROOT, "; machine %.2f of %d cores busy", cpu.machineBusyCores(), cpu.cores()));
        }
        return b.toString();
    }

    private static String part(ProcessCpu p) {
        Double cores = p.cores();
        BusiestThread t = p.busiestThread();
        return String.format(Locale.ROOT, "%s %.1f s", p.role(), p.cpuSeconds())
                + (cores == null ? "" : String.format(Locale.ROOT, " (%.2f cores%s)", cores,
                        t == null ? "" : "; " + FanOutLimit.busiestThread(t)));
    }

    /** The lines of these modes, in order, none for a mode without a CPU block. */
    public static List<String> lines(Collection<ModeSummary> modes) {
        return modes.stream().map(m -> of(m, m.runLabel())).filter(Objects::nonNull).toList();
    }
}
