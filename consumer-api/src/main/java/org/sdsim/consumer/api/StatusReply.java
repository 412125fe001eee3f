package org.sdsim.consumer.api;

import com.fasterxml.jackson.annotation.JsonTypeName;

import java.util.Map;

/**
 * Answer to {@link Command#STATUS}.
 *
 * @param epochMs             consumer wall clock
 * @param addresses           interface → registry label → addresses per directory
 * @param callsOk             calls that returned so far
 * @param callsFailed         calls that failed so far
 *
 * <p>Nothing here is measured for the instrument's sake: the consumer's connections and CPU time are
 * read by the orchestrator from /proc, outside the consumer under test, so a status poll costs the
 * consumer only its address census.
 */
@JsonTypeName("status")
public record StatusReply(
        long epochMs,
        Map<String, Map<String, AddressCounts>> addresses,
        long callsOk,
        long callsFailed) implements Reply {
}
