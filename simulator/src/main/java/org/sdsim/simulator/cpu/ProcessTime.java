package org.sdsim.simulator.cpu;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.List;

/**
 * One process's CPU time so far, as {@link ProcStat} read it.
 *
 * @param role    what the process is to the run: consumer, provider, registry zk1, subscribers, orchestrator
 * @param pid     its process id; 0 when the run had none in this role at the time
 * @param cpuMs   user plus system CPU of all its threads since it started; null when it could not be read
 * @param threads each of its threads that has used CPU ({@link ProcTasks}), where the run reads them (the registry
 *                servers); null where it does not, could not, or for a reading written before threads were read
 * @param startedMs when the process started, epoch ms ({@link ProcStat#processStartEpochMs}), where its threads are
 *                read too (the registry servers): a process started inside a window used all its CPU in it; null
 *                otherwise and in readings written before
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ProcessTime(String role, long pid, Long cpuMs,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<ThreadTime> threads,
        @JsonInclude(JsonInclude.Include.NON_NULL) Long startedMs) {

    public ProcessTime {
        threads = threads == null ? null : List.copyOf(threads);
    }

    /** A process whose threads are not read. */
    public ProcessTime(String role, long pid, Long cpuMs) {
        this(role, pid, cpuMs, null, null);
    }

    /** A process whose threads are read, its start not. */
    public ProcessTime(String role, long pid, Long cpuMs, List<ThreadTime> threads) {
        this(role, pid, cpuMs, threads, null);
    }
}
