package org.sdsim.simulator.consumer;

/**
 * The orchestrator ↔ consumer channel: the consumer's stdin and stdout, so no socket is opened
 * (loopback-only by construction). One command per line in; one reply per line out, as JSON
 * behind {@link #REPLY_PREFIX}, because the JVM itself also prints to stdout (JFR start-up lines).
 */
public final class ControlProtocol {

    public static final String REPLY_PREFIX = "@sdsim ";

    /** Reply: {"reply":"ready"} once references are created. */
    public static final String READY = "ready";
    /** Reply: {"reply":"status","addresses":{...},"callsOk":n,"callsFailed":n}. */
    public static final String STATUS = "status";
    /** Force a full GC, reply with heap and old gen used after it. */
    public static final String PROBE = "probe";
    /** Write the class histogram (top 30) to histogram.csv. */
    public static final String HISTOGRAM = "histogram";
    /** Stop Dubbo, flush files, exit 0. */
    public static final String STOP = "stop";

    private ControlProtocol() {
    }
}
