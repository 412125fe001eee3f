package org.sdsim.simulator.rpc;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One scenario's row of rpc.json, exactly these keys. A figure that could not be measured is null
 * (JSON has no NaN). dubboVersion is null for the peers (gRPC, raw Netty).
 *
 * @param compression               none or gzip (the HTTP/2 stacks' message compression)
 * @param allocBytesPerCallConsumer JMH's gc.alloc.rate.norm: every thread of the consumer JVM
 * @param allocBytesPerCallProvider the provider's thread allocation over the measured windows / its calls
 * @param youngGcsPerMillionCalls   young GCs of both sides inside the measured windows, per million calls
 * @param cpuMicrosPerCall          process CPU time of both sides per call
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonPropertyOrder({"protocol", "serialization", "dubboVersion", "method", "payload", "compression", "concurrency", "opsPerSec",
    "avgMs", "p50Ms", "p99Ms", "p999Ms", "allocBytesPerCallConsumer", "allocBytesPerCallProvider",
    "youngGcsPerMillionCalls", "cpuMicrosPerCall"})
public record RpcRow(
        String protocol,
        String serialization,
        String dubboVersion,
        String method,
        String payload,
        String compression,
        int concurrency,
        Double opsPerSec,
        Double avgMs,
        Double p50Ms,
        Double p99Ms,
        Double p999Ms,
        Double allocBytesPerCallConsumer,
        Double allocBytesPerCallProvider,
        Double youngGcsPerMillionCalls,
        Double cpuMicrosPerCall) {

    /** Whether the row's messages went uncompressed (rows written before compression was a knob say nothing). */
    public boolean uncompressed() {
        return compression == null || "none".equals(compression);
    }

    static Double finite(double v) {
        return Double.isFinite(v) ? v : null;
    }
}
