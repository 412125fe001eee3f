package org.sdsim.simulator.cpu;

/**
 * One thread's CPU time so far, as {@link ProcTasks} read it from /proc/PID/task/TID.
 *
 * @param tid   the kernel's thread id; what matches a thread across readings (names repeat: a pool's threads
 *              share their first 15 characters)
 * @param name  the kernel's name for it (/proc/PID/task/TID/comm): the JVM sets it from the Java thread's name,
 *              cut to 15 characters ("NIOWorkerThread-3" reads "NIOWorkerThread")
 * @param cpuMs user plus system CPU of this thread since it started
 */
public record ThreadTime(long tid, String name, long cpuMs) {
}
