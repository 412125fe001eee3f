package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;

/**
 * summary.json's {@code migration} block of a mode that migrated ({@code --migration}): its phases in
 * order, and how the last one compares with a fresh application-level consumer of the same run.
 *
 * @param schedule the schedule as the flag gave it
 * @param rulePath the rule's znode on every registry
 * @param phases   the phases, in order
 * @param fresh    the last phase set beside the run's fresh application-level mode of the same Dubbo; null when
 *                 the run has none (or the last step is not FORCE_APPLICATION)
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record MigrationSummary(String schedule, String rulePath, List<MigrationPhase> phases, FreshComparison fresh) {

    public MigrationSummary {
        phases = phases == null ? List.of() : List.copyOf(phases);
    }

    /** The same block with its comparison. */
    public MigrationSummary withFresh(FreshComparison comparison) {
        return new MigrationSummary(schedule, rulePath, phases, comparison);
    }

    /** The last phase, or null when none was recorded. */
    public MigrationPhase last() {
        return phases.isEmpty() ? null : phases.get(phases.size() - 1);
    }
}
