package org.sdsim.simulator.cpu;

import java.util.List;

/**
 * The CPU time of every process the run started and of the machine, at one of a mode's marks: a line
 * of the mode's cpu-samples.jsonl. Two readings make a window's CPU ({@code ModeCpu}).
 *
 * @param mark      the mode's mark (measuring, measured, end)
 * @param epochMs   when it was read
 * @param processes each process by role
 * @param machine   the whole machine; null where /proc/stat cannot be read
 */
public record CpuReading(String mark, long epochMs, List<ProcessTime> processes, MachineTime machine) {

    public CpuReading {
        processes = processes == null ? List.of() : List.copyOf(processes);
    }

    /** The process in {@code role}; null when the reading has none. */
    public ProcessTime process(String role) {
        return processes.stream().filter(p -> p.role().equals(role)).findFirst().orElse(null);
    }
}
