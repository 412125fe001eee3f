package org.sdsim.analyzers.cli;

import java.util.List;
import java.util.function.Function;
import org.sdsim.analyzers.summary.GcSummary;

/**
 * The figures of a {@link GcSummary} as the text and CSV outputs show them: one list, so the two
 * cannot drift apart. Keys are the JSON keys (see docs/gclog.md for definitions).
 */
final class SummaryFigures {
    private SummaryFigures() {
    }

    /**
     * A figure: JSON/CSV key, text label, how to read it as text ({@code null} when absent), and
     * which end of an over-long value the text table keeps (the newest values of a list, the start
     * of a name).
     */
    record Figure(String key, String label, Function<GcSummary, String> value, boolean keepEnd) {
    }

    private static Figure text(String key, String label, Function<GcSummary, String> value) {
        return new Figure(key, label, value, false);
    }

    private static Figure count(String key, String label, Function<GcSummary, Long> value) {
        return new Figure(key, label, s -> Long.toString(value.apply(s)), false);
    }

    private static Figure number(String key, String label, int digits, Function<GcSummary, Double> value) {
        return new Figure(key, label, s -> {
            double v = value.apply(s);
            return Double.isFinite(v) ? Decimal.format(v, digits, "") : null;
        }, false);
    }

    private static Figure list(String key, String label, Function<GcSummary, List<Double>> value) {
        return new Figure(key, label, s -> {
            List<Double> values = value.apply(s);
            if (values.isEmpty()) {
                return null;
            }
            StringBuilder sb = new StringBuilder();
            for (Double v : values) {
                Decimal.append(sb.length() == 0 ? sb : sb.append(' '), v, 1, "");
            }
            return sb.toString();
        }, true);
    }

    static final List<Figure> ALL = List.of(
            text("source", "input", GcSummary::source),
            text("collector", "collector", GcSummary::collector),
            text("jvmVersion", "JVM version", GcSummary::jvmVersion),
            number("runSpanSec", "run span (s)", 3, GcSummary::runSpanSec),
            count("youngPauseCount", "young pauses", GcSummary::youngPauseCount),
            number("youngPauseTotalMs", "  total (ms)", 3, GcSummary::youngPauseTotalMs),
            number("youngPauseMaxMs", "  max (ms)", 3, GcSummary::youngPauseMaxMs),
            number("youngPauseP50Ms", "  p50 (ms)", 3, GcSummary::youngPauseP50Ms),
            number("youngPauseP99Ms", "  p99 (ms)", 3, GcSummary::youngPauseP99Ms),
            number("youngPauseP999Ms", "  p99.9 (ms)", 3, GcSummary::youngPauseP999Ms),
            count("fullPauseCount", "full pauses", GcSummary::fullPauseCount),
            number("fullPauseTotalMs", "  total (ms)", 3, GcSummary::fullPauseTotalMs),
            number("fullPauseMaxMs", "  max (ms)", 3, GcSummary::fullPauseMaxMs),
            count("otherPauseCount", "other pauses", GcSummary::otherPauseCount),
            number("otherPauseTotalMs", "  total (ms)", 3, GcSummary::otherPauseTotalMs),
            count("concurrentCycleCount", "concurrent cycles", GcSummary::concurrentCycleCount),
            number("pauseTotalMs", "all GC pauses, total (ms)", 3, GcSummary::pauseTotalMs),
            number("pauseMaxMs", "  max (ms)", 3, GcSummary::pauseMaxMs),
            number("pauseP99Ms", "  p99 (ms)", 3, GcSummary::pauseP99Ms),
            count("pausesWithoutDuration", "  without a logged duration", GcSummary::pausesWithoutDuration),
            number("throughputPercent", "throughput (%)", 2, GcSummary::throughputPercent),
            number("heapAfterGcMinMb", "heap after GC, min (MB)", 1, GcSummary::heapAfterGcMinMb),
            number("heapAfterGcMedianMb", "  median (MB)", 1, GcSummary::heapAfterGcMedianMb),
            number("heapAfterGcMaxMb", "  max (MB)", 1, GcSummary::heapAfterGcMaxMb),
            number("heapAfterFullGcLastMb", "heap after last full GC (MB)", 1, GcSummary::heapAfterFullGcLastMb),
            number("oldGenAfterFullGcLastMb", "old gen after last full GC (MB)", 1, GcSummary::oldGenAfterFullGcLastMb),
            number("allocationRateMbPerSec", "allocation rate (MB/s)", 1, GcSummary::allocationRateMbPerSec),
            number("promotionRateMbPerSec", "promotion rate (MB/s)", 2, GcSummary::promotionRateMbPerSec),
            number("maxHeapMb", "max heap (MB)", 1, GcSummary::maxHeapMb),
            count("safepointCount", "safepoints", GcSummary::safepointCount),
            number("safepointTotalMs", "  total stopped (ms)", 3, GcSummary::safepointTotalMs),
            count("unparsedLines", "lines not understood", GcSummary::unparsedLines),
            list("heapAfterFullGcMb", "heap after each full GC (MB)", GcSummary::heapAfterFullGcMb),
            list("oldGenAfterFullGcMb", "old gen after each full GC (MB)", GcSummary::oldGenAfterFullGcMb));
}
