package org.sdsim.analyzers.event;

/**
 * A safepoint (JDK 9+ {@code safepoint} tag) or JDK 8 "Total time for which application threads
 * were stopped" line. Kept apart from GC pauses: most safepoints are not GCs.
 *
 * @param operation VM operation name when logged (e.g. "G1CollectForAllocation"), else ""
 * @param totalMs   total time application threads were stopped, in ms
 * @param reachMs   time to reach the safepoint ("Stopping threads took"), or NaN
 */
public record SafepointEvent(Timestamp time, String operation, double totalMs, double reachMs, Origin origin)
        implements LogEvent {
}
