package org.sdsim.simulator.verdict;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.summary.Figure;
import org.sdsim.simulator.summary.ModeRuns;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.Spread;

/**
 * A remedied mode against the mode it adds its last remedy to, where that ran in the same run
 * ({@code interface+netty-unsafe+compact-headers} against {@code interface+netty-unsafe}: compact headers on a JDK 25
 * consumer with the same Netty), else against its stock mode (same fleet, registries and churn), figure by figure, each
 * with a verdict: an effect only where the two modes' ranges over their repeated runs do not overlap, within noise
 * where they do, and no verdict from one run (a run is one sample; two runs of the same command differ by several
 * per cent, docs/benchmarks.md).
 *
 * @param mode        the remedied mode
 * @param remedied    the remedied mode's label
 * @param against     the label of the mode it is measured against
 * @param runs        the remedied mode's runs
 * @param stockRuns   the runs of the mode it is measured against
 * @param figures     each compared figure by its key ({@link Figure#key()}), where both modes measured it
 * @param calls       the calls both modes made over all their runs, and how many failed
 * @param incomplete  why the registry's figures of the pushes are left out for either mode (its subscribing clients
 *                    did not read every push in full in any run, {@link Completeness}); empty where they are compared
 */
public record RemedyComparison(Mode mode, String remedied, String against, int runs, int stockRuns, Map<String, Change> figures,
        Calls calls, List<String> incomplete) {

    public RemedyComparison {
        incomplete = List.copyOf(incomplete);
    }

    /**
     * The figures a remedy is compared by: what it saves, in the remedies table's order, then what it costs under
     * the fault it trades against, where the run had one ({@code --fault}), and how stale the consumer's addresses ran.
     */
    public static final List<Figure> FIGURES = List.of(Figure.ALLOCATED_MB_PER_PUSH, Figure.YOUNG_GCS_PER_100_PUSHES,
            Figure.GC_PAUSE_MS_PER_PUSH, Figure.HEAP_AFTER_FULL_GC_MB, Figure.GET_DATA_PER_PUSH,
            Figure.KB_PER_PUSH_AND_CLIENT, Figure.FAULT_CALLS_FAILED, Figure.FAULT_CALLS, Figure.FIRST_CALL_SECONDS,
            Figure.RECOVERY_SECONDS, Figure.FAULTS_NOT_RECOVERED, Figure.STALENESS_P50_SECONDS,
            Figure.STALENESS_P99_SECONDS);

    /** What a change is called. */
    public enum Verdict {
        /** The ranges do not overlap. */
        EFFECT("effect"),
        /** The ranges overlap: the difference is inside what repeating the same run gives. */
        WITHIN_NOISE("within noise"),
        /** A mode ran once: one sample has no range to set the other beside. */
        ONE_RUN("one run: no verdict");

        private final String text;

        Verdict(String text) {
            this.text = text;
        }

        @com.fasterxml.jackson.annotation.JsonValue
        public String text() {
            return text;
        }

        static Verdict of(Spread stock, Spread remedied) {
            if (stock.runs() < 2 || remedied.runs() < 2) {
                return ONE_RUN;
            }
            return stock.overlaps(remedied) ? WITHIN_NOISE : EFFECT;
        }
    }

    /**
     * One figure, stock against remedied.
     *
     * @param stock    the stock mode's median and range
     * @param remedied the remedied mode's
     * @param percent  the change of the medians, in per cent of the stock one; null when that is 0
     * @param verdict  effect, within noise, or no verdict
     */
    public record Change(Spread stock, Spread remedied, Double percent, Verdict verdict) {
        static Change of(Spread stock, Spread remedied) {
            Double pct = stock.median() == 0 ? null : 100.0 * (remedied.median() - stock.median()) / stock.median();
            return new Change(stock, remedied, pct, Verdict.of(stock, remedied));
        }
    }

    /** The mode's runs whose registry figures are of complete pushes ({@link Completeness}). */
    private static ModeRuns complete(ModeRuns m) {
        return new ModeRuns(m.mode(), m.runs().stream().filter(Completeness::complete).toList());
    }

    /**
     * The calls of both modes over all their runs: how few a "none failed" rests on. Null where no run of the mode
     * counted its calls.
     *
     * @param stockFailed    the stock mode's failed calls
     * @param stockAll       the stock mode's calls
     * @param remediedFailed the remedied mode's failed calls
     * @param remediedAll    the remedied mode's calls
     */
    public record Calls(Long stockFailed, Long stockAll, Long remediedFailed, Long remediedAll) {

        static Calls of(ModeRuns stock, ModeRuns remedied) {
            return new Calls(sum(stock, Figure.CALLS_FAILED), all(stock), sum(remedied, Figure.CALLS_FAILED),
                    all(remedied));
        }

        private static Long all(ModeRuns m) {
            Long ok = sum(m, Figure.CALLS_OK);
            Long failed = sum(m, Figure.CALLS_FAILED);
            return ok == null || failed == null ? null : ok + failed;
        }

        private static Long sum(ModeRuns m, Figure f) {
            List<Double> counted = m.runs().stream().map(f::of).filter(Objects::nonNull).toList();
            return counted.isEmpty() ? null : Math.round(counted.stream().mapToDouble(Double::doubleValue).sum());
        }
    }

    /**
     * Each remedied mode of the run whose mode without its last remedy, or whose stock mode, ran too, in the order the
     * remedied modes first ran.
     */
    public static List<RemedyComparison> of(List<ModeSummary> modes) {
        List<ModeRuns> byMode = ModeRuns.of(modes);
        List<RemedyComparison> out = new ArrayList<>();
        for (ModeRuns remedied : byMode) {
            if (remedied.mode() == null || !remedied.mode().hasRemedies()) {
                continue;
            }
            againstOf(remedied.mode(), byMode).ifPresent(s -> out.add(compare(s, remedied)));
        }
        return out;
    }

    /** The mode a remedied mode is measured against: without its last remedy where that ran, else its stock mode. */
    static java.util.Optional<ModeRuns> againstOf(Mode remedied, List<ModeRuns> modes) {
        Mode previous = remedied.withoutLastRemedy();
        return modes.stream().filter(m -> previous.equals(m.mode())).findFirst()
                .or(() -> modes.stream().filter(m -> remedied.stock().equals(m.mode())).findFirst());
    }

    /** The registry's figures of the pushes: compared only over runs whose subscribers read every push in full. */
    public static final java.util.Set<Figure> OF_PUSHES = java.util.Set.of(Figure.GET_DATA_PER_PUSH,
            Figure.KB_PER_PUSH_AND_CLIENT);

    private static RemedyComparison compare(ModeRuns stock, ModeRuns remedied) {
        Map<String, Change> figures = new LinkedHashMap<>();
        for (Figure f : FIGURES) {
            Spread before = OF_PUSHES.contains(f) ? complete(stock).spread(f) : stock.spread(f);
            Spread after = OF_PUSHES.contains(f) ? complete(remedied).spread(f) : remedied.spread(f);
            if (before != null && after != null) {
                figures.put(f.key(), Change.of(before, after));
            }
        }
        return new RemedyComparison(remedied.mode(), remedied.label(), stock.label(), remedied.runs().size(), stock.runs().size(), figures,
                Calls.of(stock, remedied), whyIncomplete(stock, remedied));
    }

    /** For each of the two modes none of whose runs read every push in full, why its first run did not. */
    private static List<String> whyIncomplete(ModeRuns stock, ModeRuns remedied) {
        List<String> out = new ArrayList<>();
        for (ModeRuns m : List.of(stock, remedied)) {
            if (!m.runs().isEmpty() && complete(m).runs().isEmpty()) {
                out.add(Completeness.whyNot(m.runs().get(0)));
            }
        }
        return out;
    }
}
