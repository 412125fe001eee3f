package org.sdsim.simulator.summary;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sdsim.simulator.run.Mode;

/**
 * One mode's runs in a run folder: one, or {@code --repeat N} of them, interleaved with the other modes' in the
 * order they ran. The tables show a mode's figure over its runs as its median and range ({@link Spread}).
 *
 * @param mode the mode; null for summaries of a mode sdsim does not know (each is then a mode of its own)
 * @param runs its summaries, in the order they ran
 */
public record ModeRuns(Mode mode, List<ModeSummary> runs) {

    public ModeRuns {
        runs = List.copyOf(runs);
    }

    /** The modes of a run folder's summaries, in the order each first ran. */
    public static List<ModeRuns> of(List<ModeSummary> summaries) {
        Map<Object, List<ModeSummary>> byMode = new LinkedHashMap<>();
        for (ModeSummary s : summaries) {
            Object key = s.mode() == null ? new Object() : s.mode();
            byMode.computeIfAbsent(key, k -> new ArrayList<>()).add(s);
        }
        return byMode.values().stream().map(runs -> new ModeRuns(runs.get(0).mode(), runs)).toList();
    }

    /** Whether any mode of these summaries ran more than once. */
    public static boolean repeated(List<ModeSummary> summaries) {
        return of(summaries).stream().anyMatch(m -> m.runs().size() > 1);
    }

    /** The first run: what a single run's tables show, and what names the mode. */
    public ModeSummary first() {
        return runs.get(0);
    }

    /** The mode with its Dubbo, as the first run's summary names it ({@code interface (3.3.6)}). */
    public String label() {
        return first().label();
    }

    /** The figure over the runs that measured it; null where none did. */
    public Spread spread(Figure figure) {
        return Spread.of(runs.stream().map(figure::of).toList());
    }

    /** Every figure some run measured, by its key, in the catalogue's order. */
    public Map<String, Spread> spreads() {
        Map<String, Spread> out = new LinkedHashMap<>();
        for (Figure f : Figure.values()) {
            Spread s = spread(f);
            if (s != null) {
                out.put(f.key(), s);
            }
        }
        return out;
    }
}
