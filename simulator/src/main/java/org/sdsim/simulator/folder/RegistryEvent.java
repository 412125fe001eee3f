package org.sdsim.simulator.folder;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * One line of registries/events.jsonl: something that happened to an embedded registry's JVM.
 * The orchestrator is the only writer.
 *
 * @param epochMillis when it happened (for {@code died}: when the orchestrator saw the exit)
 * @param registry    zk1, zk2, ...
 * @param event       {@code started}, {@code killed}, {@code suspended}, {@code resumed},
 *                    {@code stopped} (by sdsim) or {@code died} (exited on its own)
 * @param pid         the registry JVM's process id
 * @param exitCode    for {@code died} and {@code stopped}: the exit status (137 after SIGKILL, 3 out of heap); else null
 * @param outOfHeap   for {@code died}: whether it ran out of heap; else null
 * @param detail      for a human: where it listens, its heap, what its log says
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record RegistryEvent(long epochMillis, String registry, String event, long pid, Integer exitCode,
        Boolean outOfHeap, String detail) {
}
