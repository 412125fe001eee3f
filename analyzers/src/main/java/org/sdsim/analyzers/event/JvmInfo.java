package org.sdsim.analyzers.event;

/**
 * Facts about the JVM the log states: collector in use ("Using G1"), version banner, max heap.
 * A reader emits one whenever it learns something; a null / -1 field means "not stated here".
 */
public record JvmInfo(String collector, String jvmVersion, long maxHeapKb, Origin origin) implements LogEvent {
}
