package org.sdsim.consumer.api;

import com.fasterxml.jackson.annotation.JsonTypeName;

import java.util.Map;

/**
 * Answer to {@link Command#METER}: the rpc provider's counters since it started. The orchestrator
 * takes one before and one after each measured iteration; the differences are what the provider
 * spent on the calls of that window.
 *
 * @param epochMs             provider wall clock
 * @param calls               calls served
 * @param allocatedBytes      bytes allocated by the provider's live threads (HotSpot's per-thread counters)
 * @param cpuNanos            CPU time of the whole provider process
 * @param connectionsByRemote established TCP connections by remote IP (empty where /proc is absent)
 */
@JsonTypeName("meter")
public record MeterReply(long epochMs, long calls, long allocatedBytes, long cpuNanos,
                         Map<String, Integer> connectionsByRemote) implements Reply {
}
