package org.sdsim.simulator.orchestrator;

import org.sdsim.simulator.cpu.CpuReading;
import org.sdsim.simulator.cpu.ProcStat;
import org.sdsim.simulator.cpu.ProcTasks;
import org.sdsim.simulator.cpu.ProcessTime;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
    private final Set<String> withThreads = new LinkedHashSet<>();

    /** Follows the process {@code pid} gives (0: none right now) as {@code role}. */
    synchronized CpuClock follow(String role, LongSupplier pid) {
        pids.put(role, pid);
        return this;
    }

    /**
     * Follows it as {@link #follow} does, and each of its threads too: for the registry servers, whose request path
     * has stages that run on one thread, so that a busy thread is seen where the process's total hides it.
     */
    synchronized CpuClock followWithThreads(String role, LongSupplier pid) {
        withThreads.add(role);
        return follow(role, pid);
    }

    /** Every role's CPU so far and the machine's, labelled {@code mark}, with the threads of the roles that have them. */
    synchronized CpuReading read(String mark) {
        return read(mark, true);
    }

    /** The same; the threads only when {@code threads} (a reading between the marks leaves them out). */
    synchronized CpuReading read(String mark, boolean threads) {
        List<ProcessTime> processes = new ArrayList<>(pids.size());
        pids.forEach((role, supplier) -> {
            long pid = supplier.getAsLong();
            boolean server = withThreads.contains(role);
            processes.add(new ProcessTime(role, pid, pid <= 0 ? null : ProcStat.processCpuMs(pid),
                    threads && server ? ProcTasks.threads(pid) : null, server ? ProcStat.processStartEpochMs(pid) : null));
        });
        return new CpuReading(mark, System.currentTimeMillis(), processes, ProcStat.machine());
    }

    /** A clock that follows what this one does, and whatever is added to it after. */
    synchronized CpuClock copy() {
        CpuClock c = new CpuClock();
        c.pids.putAll(pids);
        c.withThreads.addAll(withThreads);
        return c;
    }
}
