package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.Locale;

/**
 * Where a run stands while it runs: the {@code live} entry of summary.json, rewritten at every
 * phase change and every probe, and absent (null) once the run has finished. {@code sdsim status}
 * reads it; whether the run is still going is decided by the orchestrator's pid in the manifest,
 * since a killed run leaves its last state behind.
 *
 * @param mode              the mode being run (its id)
 * @param phase             the mode's phase: a {@link Phase} id
 * @param phaseSinceEpochMs when that phase began
 * @param updatedEpochMs    when this state was written
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record LiveState(String mode, String phase, long phaseSinceEpochMs, long updatedEpochMs) {

    /** The phases of one mode, in order. */
    public enum Phase {
        /** the consumer JVM is being launched */
        STARTING,
        /** waiting until every directory holds every address */
        CONVERGING,
        /** the mode's subscribers are connecting and subscribing (--subscribers) */
        SUBSCRIBING,
        /** churn and probes for --duration */
        MEASURING,
        /** last census, probe, class histogram and heap dump */
        CLOSING,
        /** consumer stopped; heap attribution and the mode's summary */
        SUMMARIZING;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }
}
