package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * summary.json: the per-mode results of one run, rewritten after every mode and, while a mode
 * runs, at every probe with a partial entry for it (outcome {@code running}) and {@link LiveState};
 * always write-then-rename by the folder catalogue ({@code folder.JsonFiles#writeReplacing}), so a reader never
 * sees half a file and a killed run keeps what it had.
 * The report reads it back into this record; a damaged file's missing {@code modes} (or a null
 * entry) reads as none.
 *
 * @param endedEarly why the run stopped before its last mode ("interrupted", "registry zk1 (pid
 *                   ...) died: out of heap ..."); null for a run that went through its modes
 * @param live       where the run stands while it runs; null once it has finished (and in older files)
 *
 * <p>With {@code --repeat}, {@code modes} holds every run of every mode in the order they ran, each with its
 * {@code repeat}, and {@link #repeats()} each mode's figures over its runs.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record RunSummary(String runId, List<ModeSummary> modes, String endedEarly, LiveState live) {

    public RunSummary {
        modes = modes == null ? List.of() : modes.stream().filter(Objects::nonNull).toList();
    }

    /** A run that went through its modes, all of them finished. */
    public RunSummary(String runId, List<ModeSummary> modes) {
        this(runId, modes, null, null);
    }

    /**
     * Fills in discovery cost over a baseline with a measured heap: the baseline of the mode's own Dubbo
     * when the run has one (its framework costs what it costs), else the run's first baseline; and each
     * migration's last phase beside the run's fresh application-level mode ({@link FreshComparisons}).
     */
    public RunSummary withDiscoveryCost() {
        List<ModeSummary> baselines = modes.stream().filter(m -> m.mode() != null && m.mode().isBaseline()
                && m.heap().afterFullGcMb() != null).toList();
        List<ModeSummary> out = new ArrayList<>();
        for (ModeSummary m : modes) {
            // the baseline of the same Dubbo and, with --repeat, of the same round of runs
            Double baseline = baselines.stream().filter(b -> Objects.equals(b.dubbo(), m.dubbo())
                            && Objects.equals(b.repeat(), m.repeat())).findFirst()
                    .or(() -> baselines.stream().filter(b -> Objects.equals(b.dubbo(), m.dubbo())).findFirst())
                    .or(() -> baselines.stream().findFirst()).map(b -> b.heap().afterFullGcMb()).orElse(null);
            out.add(m.withDiscoveryCost(baseline));
        }
        return new RunSummary(runId, FreshComparisons.fill(out), endedEarly, live);
    }

    /**
     * Each mode's figures over its runs, median and range, by mode id, when some mode ran more than once
     * ({@code --repeat}); empty (and left out of summary.json) otherwise.
     */
    // read-only: derived from the modes, so a summary read back (sdsim report) recomputes it
    @com.fasterxml.jackson.annotation.JsonProperty(value = "repeats",
            access = com.fasterxml.jackson.annotation.JsonProperty.Access.READ_ONLY)
    @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_EMPTY)
    public java.util.Map<String, RepeatedFigures> repeats() {
        java.util.Map<String, RepeatedFigures> out = new java.util.LinkedHashMap<>();
        if (ModeRuns.repeated(modes)) {
            for (ModeRuns m : ModeRuns.of(modes)) {
                if (m.mode() != null) {
                    out.put(m.mode().id(), new RepeatedFigures(m.runs().size(), m.spreads()));
                }
            }
        }
        return out;
    }

    /**
     * A mode's figures over its runs.
     *
     * @param runs    how many times it ran
     * @param figures each figure some run measured, by its key ({@link Figure#key()})
     */
    public record RepeatedFigures(int runs, java.util.Map<String, Spread> figures) {
    }
}
