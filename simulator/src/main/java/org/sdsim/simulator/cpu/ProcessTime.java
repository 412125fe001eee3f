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
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ProcessTime(String role, long pid, Long cpuMs,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<ThreadTime> threads) {

    public ProcessTime {
        threads = threads == null ? null : List.copyOf(threads);
    }

    /** A process whose threads are not read. */
    public ProcessTime(String role, long pid, Long cpuMs) {
        this(role, pid, cpuMs, null);
    }
}
