package org.sdsim.analyzers.event;

/**
 * Facts about the JVM the log states: collector in use ("Using G1"), version banner, max heap.
 * A reader emits one whenever it learns something; a null / -1 field means "not stated here".
 */
public record JvmInfo(String collector, String jvmVersion, long maxHeapKb, Origin origin) implements LogEvent {

    /**
     * The collector known after this statement, given the one known before it: the one rule every
     * reader of a log's collector follows (the GC summary, the charts, sdsim's own tally).
     *
     * <p>A later collector statement replaces an earlier one: readers first infer the collector
     * from its events and state it again, more precisely, when the log names it (a JDK 21+ log
     * says "Using The Z Garbage Collector" for both ZGC modes and only its first generational
     * cycle makes it "ZGC (generational)"). A statement of another fact (e.g. max heap) carries
     * a null or blank collector and erases nothing.
     *
     * @param known the collector known so far, or null
     */
    public String collectorAfter(String known) {
        return collector != null && !collector.isBlank() ? collector : known;
    }
}
