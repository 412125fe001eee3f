package org.sdsim.simulator.folder;

import com.fasterxml.jackson.databind.JsonNode;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A mode's migration.jsonl read back, each kind of line in file order: the rule writes
 * ({@link RuleWriteRecord}), the consumer's censuses ({@link CensusRecord}) and the transitions
 * ({@link TransitionRecord}) and Dubbo's cache-file loads per phase ({@link CacheFileLoadsRecord}), told apart
 * by their {@code kind}. A line of another kind, or one that
 * cannot be read, is left out with a finding. Empty for a mode that did not migrate.
 */
public record MigrationLines(List<RuleWriteRecord> writes, List<CensusRecord> censuses,
        List<TransitionRecord> transitions, List<CacheFileLoadsRecord> cacheFileLoads) {

    public static final MigrationLines NONE = new MigrationLines(List.of(), List.of(), List.of(), List.of());

    public boolean isEmpty() {
        return writes.isEmpty();
    }

    /**
     * The mark of a phase's closing registry sample in registry-samples.jsonl: every watch by kind
     * as the phase ends (phase 0 is the time before the first write).
     */
    public static String phaseEndMark(int phase) {
        return "migration-phase-" + phase + "-end";
    }

    /** @param prefix how the mode folder is named in findings, e.g. "interface/" */
    public static MigrationLines read(Path modeDir, String prefix, Problems findings) {
        String shownAs = prefix + ModeFolder.MIGRATION.name();
        List<RuleWriteRecord> writes = new ArrayList<>();
        List<CensusRecord> censuses = new ArrayList<>();
        List<TransitionRecord> transitions = new ArrayList<>();
        List<CacheFileLoadsRecord> cacheFileLoads = new ArrayList<>();
        int unknown = 0;
        for (JsonNode line : JsonFiles.readLines(ModeFolder.MIGRATION.in(modeDir), shownAs, findings, false)) {
            String kind = line.path("kind").asText("");
            switch (kind) {
                case RuleWriteRecord.KIND -> add(writes, JsonFiles.bind(line, RuleWriteRecord.class, shownAs, findings));
                case CensusRecord.KIND -> add(censuses, JsonFiles.bind(line, CensusRecord.class, shownAs, findings));
                case TransitionRecord.KIND -> add(transitions, JsonFiles.bind(line, TransitionRecord.class, shownAs, findings));
                case CacheFileLoadsRecord.KIND ->
                        add(cacheFileLoads, JsonFiles.bind(line, CacheFileLoadsRecord.class, shownAs, findings));
                default -> unknown++;
            }
        }
        if (unknown > 0) {
            findings.add(shownAs, unknown + " lines of no known kind left out (expected kind "
                    + RuleWriteRecord.KIND + ", " + CensusRecord.KIND + ", " + TransitionRecord.KIND + " or "
                    + CacheFileLoadsRecord.KIND + ")");
        }
        return new MigrationLines(writes, censuses, transitions, cacheFileLoads);
    }

    private static <T> void add(List<T> list, T record) {
        if (record != null) {
            list.add(record);
        }
    }
}
