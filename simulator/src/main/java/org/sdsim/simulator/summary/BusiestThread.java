package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * One of the threads of a process that used the most CPU over a window, read from /proc outside the process.
 *
 * @param name       the kernel's name for the thread (its Java name cut to 15 characters: "SyncThread:0",
 *                   "NIOWorkerThread", "ProcessThread(s")
 * @param tid        its thread id (a pool's threads share a name; the id tells them apart)
 * @param cpuSeconds user plus system CPU of this thread in the window; a thread that began inside it counts from 0
 * @param cores      cores it kept busy on average over the window; a thread can use one at most
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record BusiestThread(String name, long tid, double cpuSeconds, Double cores) {
}
