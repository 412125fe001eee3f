package org.sdsim.simulator.rpc;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One stack and payload measured by the Dubbo 2.5 study's own method ({@code org.sdsim.rpc.bench.StudyTimings}):
 * a row of study.json. A figure that could not be measured is null.
 *
 * @param singleThreadAvgMs the average of 100 calls in a row, after a warm-up, without the first connection
 * @param tenCallersTotalMs 10 callers × 5 calls in a fresh JVM, from before the reference is made to the last reply
 * @param firstConnectMs    the part of the above that making the reference took
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonPropertyOrder({"stack", "dubboVersion", "payload", "singleThreadAvgMs", "tenCallersTotalMs", "firstConnectMs"})
public record StudyTiming(String stack, String dubboVersion, String payload, Double singleThreadAvgMs,
                          Double tenCallersTotalMs, Double firstConnectMs) {
}
