package org.sdsim.simulator.folder;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;
import java.util.Map;

/**
 * A line of a mode's migration.jsonl: one migration rule written to the run's config center
 * ({@code --migration}), the start of a phase. Written by the orchestrator's MigrationInjector as the
 * rule is written; read back by the migration summary and the report ({@link MigrationLines}).
 *
 * @param kind         {@value #KIND}
 * @param phase        the phase this write begins: 1 for the schedule's first write (phase 0, if any, is the
 *                     time before it)
 * @param step         the rule's step ({@code FORCE_INTERFACE}, {@code APPLICATION_FIRST}, {@code FORCE_APPLICATION})
 * @param spec         the write as {@code --migration} gave it, e.g. {@code FORCE_APPLICATION@120s:threshold=2}
 * @param plannedAtSec when the schedule asked for it, in seconds from the start of measuring
 * @param atSec        when it was written, in the same seconds (later when a fault's step held the loop)
 * @param epochMs      the orchestrator's wall clock just before the first registry was written
 * @param path         the rule's znode on every registry
 * @param written      the registries that accepted the rule (zk1, ...)
 * @param failed       registry → why it refused it; empty when none did
 * @param yaml         the rule as written
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"kind", "phase", "step", "spec"})
public record RuleWriteRecord(String kind, int phase, String step, String spec, double plannedAtSec, double atSec,
        long epochMs, String path, List<String> written, Map<String, String> failed, String yaml) {

    public static final String KIND = "rule-write";

    public RuleWriteRecord {
        written = written == null ? List.of() : List.copyOf(written);
        failed = failed == null ? Map.of() : Map.copyOf(failed);
    }
}
