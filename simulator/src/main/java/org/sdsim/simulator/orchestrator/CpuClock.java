package org.sdsim.simulator.orchestrator;

import org.sdsim.simulator.cpu.CpuReading;
import org.sdsim.simulator.cpu.ProcStat;
import org.sdsim.simulator.cpu.ProcessTime;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * Reads the CPU time of every process a mode has, by role, from /proc, outside each of them. A role
 * is followed by a pid supplier, not a pid: a scripted fault may restart a registry or the consumer,
 * and a reading names the process it read, so a window across a restart is told apart.
 */
final class CpuClock {

    static final String CONSUMER = "consumer";
    static final String PROVIDER = "provider";
    static final String SUBSCRIBERS = "subscribers";
    static final String ORCHESTRATOR = "orchestrator";

    private final Map<String, LongSupplier> pids = new LinkedHashMap<>();

    /** Follows the process {@code pid} gives (0: none right now) as {@code role}. */
    synchronized CpuClock follow(String role, LongSupplier pid) {
        pids.put(role, pid);
        return this;
    }

    /** Every role's CPU so far and the machine's, labelled {@code mark}. */
    synchronized CpuReading read(String mark) {
        List<ProcessTime> processes = new ArrayList<>(pids.size());
        pids.forEach((role, supplier) -> {
            long pid = supplier.getAsLong();
            processes.add(new ProcessTime(role, pid, pid <= 0 ? null : ProcStat.processCpuMs(pid)));
        });
        return new CpuReading(mark, System.currentTimeMillis(), processes, ProcStat.machine());
    }

    /** A clock that follows what this one does, and whatever is added to it after. */
    synchronized CpuClock copy() {
        CpuClock c = new CpuClock();
        c.pids.putAll(pids);
        return c;
    }
}
