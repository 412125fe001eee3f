package org.sdsim.simulator.summary;

import org.sdsim.simulator.run.DiscoveryMode;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * Sets each migration that ended at FORCE_APPLICATION beside the run's fresh application-level mode on
 * the same Dubbo: the heap after full GC of the last phase against the fresh consumer's, and the two
 * heap dumps component by component, so that what the interface level left behind is named in MB.
 */
final class FreshComparisons {

    private FreshComparisons() {
    }

    /** The modes, each migrated one with its comparison (when the run has a fresh mode to compare with). */
    static List<ModeSummary> fill(List<ModeSummary> modes) {
        List<ModeSummary> out = new ArrayList<>();
        for (ModeSummary m : modes) {
            MigrationSummary block = m.migration();
            ModeSummary fresh = block == null ? null : modes.stream()
                    .filter(f -> f.migration() == null && f.mode() != null
                            && f.mode().discovery() == DiscoveryMode.APPLICATION && Objects.equals(f.dubbo(), m.dubbo()))
                    .findFirst().orElse(null);
            MigrationPhase last = block == null ? null : block.last();
            if (fresh == null || last == null || !"FORCE_APPLICATION".equals(last.rule().step())) {
                out.add(m);
                continue;
            }
            out.add(m.withMigration(block.withFresh(compare(last, m, fresh))));
        }
        return out;
    }

    static FreshComparison compare(MigrationPhase last, ModeSummary migrated, ModeSummary fresh) {
        Double a = last.heap().afterFullGcMb();
        Double b = fresh.heap().afterFullGcMb();
        Double difference = a == null || b == null ? null : round(a - b);
        double tolerance = Math.max(HeapTrend.TOLERANCE_FLOOR_MB, Math.max(tolerance(last.heap().trend()),
                tolerance(fresh.heap().trend())));
        String verdict = difference == null ? null
                : difference > tolerance ? FreshComparison.LEAK
                : difference < -tolerance ? FreshComparison.SMALLER : FreshComparison.NONE;
        return new FreshComparison(fresh.mode().id(), a, b, difference, round(tolerance), verdict,
                components(migrated.heapAttribution().components(), fresh.heapAttribution().components()));
    }

    /** Component → migrated minus fresh MB, largest difference first, where it reaches the floor. */
    private static Map<String, Double> components(Map<String, Double> migrated, Map<String, Double> fresh) {
        if (migrated == null || fresh == null) {
            return Map.of();
        }
        Set<String> all = new TreeSet<>(migrated.keySet());
        all.addAll(fresh.keySet());
        Map<String, Double> out = new LinkedHashMap<>();
        all.stream()
                .map(k -> Map.entry(k, migrated.getOrDefault(k, 0.0) - fresh.getOrDefault(k, 0.0)))
                .filter(e -> Math.abs(e.getValue()) >= FreshComparison.COMPONENT_FLOOR_MB)
                .sorted(Comparator.comparingDouble(e -> -Math.abs(e.getValue())))
                .forEach(e -> out.put(e.getKey(), round(e.getValue())));
        return out;
    }

    private static double tolerance(HeapTrend t) {
        return t == null || t.toleranceMb() == null ? 0 : t.toleranceMb();
    }

    private static double round(double v) {
        return Math.round(v * 10) / 10.0;
    }
}
