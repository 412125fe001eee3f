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
 * @param connectionsByRemote established TCP connections by remote IP (empty where /proc is absent)
 * @param processCpuMs        CPU time the consumer JVM has used so far, every thread (null where the JVM cannot
 *                            say): the orchestrator waits for it to stop rising before a heap dump
 */
@JsonTypeName("status")
public record StatusReply(
        long epochMs,
        Map<String, Map<String, AddressCounts>> addresses,
        long callsOk,
        long callsFailed,
        Map<String, Integer> connectionsByRemote,
        Long processCpuMs) implements Reply {
}
