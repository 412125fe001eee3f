package org.sdsim.simulator.cpu;

/**
 * One process's CPU time so far, as {@link ProcStat} read it.
 *
 * @param role  what the process is to the run: consumer, provider, registry zk1, subscribers, orchestrator
 * @param pid   its process id; 0 when the run had none in this role at the time
 * @param cpuMs user plus system CPU of all its threads since it started; null when it could not be read
 */
public record ProcessTime(String role, long pid, Long cpuMs) {
}
