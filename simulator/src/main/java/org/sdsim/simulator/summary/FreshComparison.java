package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A migrated consumer's last phase (FORCE_APPLICATION, settled) set beside a fresh consumer that
 * started application-level on the same fleet in the same run: what the migration leaves behind.
 *
 * @param freshMode      the fresh mode's id ({@code application})
 * @param migratedMb     the last phase's heap after full GC
 * @param freshMb        the fresh mode's heap after full GC
 * @param differenceMb   migrated minus fresh
 * @param toleranceMb    the noise the two figures carry: the larger of their HeapTrend tolerances (at least
 *                       {@value HeapTrend#TOLERANCE_FLOOR_MB} MB)
 * @param verdict        {@value #LEAK} (the migrated heap is larger beyond the tolerance), {@value #NONE} or
 *                       {@value #SMALLER}
 * @param componentsMb   heap-dump component → migrated minus fresh MB, for components differing by at least
 *                       {@value #COMPONENT_FLOOR_MB} MB, largest first; empty without both dumps
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record FreshComparison(String freshMode, Double migratedMb, Double freshMb, Double differenceMb,
        Double toleranceMb, String verdict, Map<String, Double> componentsMb) {

    public static final String LEAK = "leak";
    public static final String NONE = "none";
    public static final String SMALLER = "smaller";
    /** A component difference below this is the dump's own noise (objects in flight). */
    public static final double COMPONENT_FLOOR_MB = 0.5;

    public FreshComparison {
        componentsMb = componentsMb == null ? Map.of() : componentsMb;
    }

    /** "leak: 12.3 MB more than a fresh application consumer (tolerance 4.0 MB); heap dump: urls +8.1 MB, ...". */
    public String sentence() {
        if (differenceMb == null) {
            return "no figure to compare";
        }
        String head = switch (verdict) {
            case LEAK -> String.format(Locale.ROOT, "leak: %.1f MB more than a fresh %s consumer (tolerance %.1f MB)",
                    differenceMb, freshMode, toleranceMb);
            case SMALLER -> String.format(Locale.ROOT, "%.1f MB less than a fresh %s consumer (tolerance %.1f MB)",
                    -differenceMb, freshMode, toleranceMb);
            default -> String.format(Locale.ROOT, "no leak: within %.1f MB of a fresh %s consumer (%+.1f MB)",
                    toleranceMb, freshMode, differenceMb);
        };
        return head + components();
    }

    private String components() {
        if (componentsMb.isEmpty()) {
            return "";
        }
        List<String> parts = componentsMb.entrySet().stream()
                .map(e -> String.format(Locale.ROOT, "%s %+.1f MB", e.getKey(), e.getValue())).toList();
        return "; heap dump: " + String.join(", ", parts);
    }
}
