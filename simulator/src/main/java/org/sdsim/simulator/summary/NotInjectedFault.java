package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * A scripted fault that never ran in a mode, as summary.json's {@code notInjected} lists it: faults
 * run one at a time, so one still waiting its turn when measuring ended (the extension's cap
 * reached, the run interrupted, the consumer dead) was never injected. Such a run exits 1.
 *
 * @param fault          the kind, e.g. {@code storm}
 * @param spec           the {@code --fault} value
 * @param scheduledAtSec when it was due, in seconds from the start of measuring
 * @param reason         why measuring ended before its turn
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record NotInjectedFault(String fault, String spec, double scheduledAtSec, String reason) {
}
