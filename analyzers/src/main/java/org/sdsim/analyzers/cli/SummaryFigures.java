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
            text("collector", "collector", s -> s.jvm().collector()),
            text("jvmVersion", "JVM version", s -> s.jvm().version()),
            number("runSpanSec", "run span (s)", 3, s -> s.throughput().runSpanSec()),
            count("youngPauseCount", "young pauses", s -> s.pauses().young().count()),
            number("youngPauseTotalMs", "  total (ms)", 3, s -> s.pauses().young().totalMs()),
            number("youngPauseMaxMs", "  max (ms)", 3, s -> s.pauses().young().maxMs()),
            number("youngPauseP50Ms", "  p50 (ms)", 3, s -> s.pauses().young().p50Ms()),
            number("youngPauseP99Ms", "  p99 (ms)", 3, s -> s.pauses().young().p99Ms()),
            number("youngPauseP999Ms", "  p99.9 (ms)", 3, s -> s.pauses().young().p999Ms()),
            count("fullPauseCount", "full pauses", s -> s.pauses().full().count()),
            number("fullPauseTotalMs", "  total (ms)", 3, s -> s.pauses().full().totalMs()),
            number("fullPauseMaxMs", "  max (ms)", 3, s -> s.pauses().full().maxMs()),
            count("otherPauseCount", "other pauses", s -> s.pauses().other().count()),
            number("otherPauseTotalMs", "  total (ms)", 3, s -> s.pauses().other().totalMs()),
            count("concurrentCycleCount", "concurrent cycles", s -> s.pauses().concurrentCycleCount()),
            number("pauseTotalMs", "all GC pauses, total (ms)", 3, s -> s.pauses().all().totalMs()),
            number("pauseMaxMs", "  max (ms)", 3, s -> s.pauses().all().maxMs()),
            number("pauseP99Ms", "  p99 (ms)", 3, s -> s.pauses().all().p99Ms()),
            count("pausesWithoutDuration", "  without a logged duration", s -> s.pauses().all().withoutDuration()),
            number("throughputPercent", "throughput (%)", 2, s -> s.throughput().percent()),
            number("heapAfterGcMinMb", "heap after GC, min (MB)", 1, s -> s.heapAfterGc().minMb()),
            number("heapAfterGcMedianMb", "  median (MB)", 1, s -> s.heapAfterGc().medianMb()),
            number("heapAfterGcMaxMb", "  max (MB)", 1, s -> s.heapAfterGc().maxMb()),
            number("heapAfterFullGcLastMb", "heap after last full GC (MB)", 1, s -> s.afterFullGc().heapLastMb()),
            number("oldGenAfterFullGcLastMb", "old gen after last full GC (MB)", 1,
                    s -> s.afterFullGc().oldGenLastMb()),
            number("allocationRateMbPerSec", "allocation rate (MB/s)", 1, s -> s.rates().allocationMbPerSec()),
            number("promotionRateMbPerSec", "promotion rate (MB/s)", 2, s -> s.rates().promotionMbPerSec()),
            number("maxHeapMb", "max heap (MB)", 1, GcSummary::maxHeapMb),
            count("safepointCount", "safepoints", s -> s.safepoints().count()),
            number("safepointTotalMs", "  total stopped (ms)", 3, s -> s.safepoints().totalMs()),
            count("unparsedLines", "lines not understood", s -> s.unparsed().lines()),
            list("heapAfterFullGcMb", "heap after each full GC (MB)", s -> s.afterFullGc().heapMb()),
            list("oldGenAfterFullGcMb", "old gen after each full GC (MB)", s -> s.afterFullGc().oldGenMb()));
}
