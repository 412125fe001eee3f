package org.sdsim.analyzers.summary;

import java.util.Iterator;
import org.sdsim.analyzers.event.LogEvent;

/**
 * Builds a {@link GcSummary} from a stream of events in one pass. Each analysis registers for
 * the event types it needs on one {@link EventDispatcher}; this class only feeds events in and
 * assembles the figures. {@link #summary()} may be called at any time (e.g. after a read error
 * part-way through an input) and describes the events seen so far.
 */
public final class GcSummaryAggregator {
    private final String source;
    private final EventDispatcher dispatcher = new EventDispatcher();
    private final RunClock clock = new RunClock();
    private final PauseAnalysis pauses = new PauseAnalysis(dispatcher);
    private final HeapAnalysis heap = new HeapAnalysis(dispatcher);
    private final RateAnalysis rates = new RateAnalysis(dispatcher, clock);
    private final RunSpanAnalysis span = new RunSpanAnalysis(dispatcher, clock);
    private final RunFacts facts = new RunFacts(dispatcher);

    public GcSummaryAggregator(String source) {
        this.source = source;
    }

    public void accept(LogEvent event) {
        dispatcher.dispatch(event);
    }

    /** Feeds every remaining event of {@code events} and returns the summary. */
    public GcSummary acceptAll(Iterator<? extends LogEvent> events) {
        while (events.hasNext()) {
            accept(events.next());
        }
        return summary();
    }

    public GcSummary summary() {
        double[] young = pauses.young.sorted();
        double[] allPauses = Samples.sortedUnion(pauses.young, pauses.full, pauses.other);
        double[] heapAfter = heap.heapAfterGcMb.sorted();
        double pauseTotalMs = pauses.pauseTotalMs();
        double spanSec = span.spanSec();
        return new GcSummary(
                source,
                facts.collector,
                facts.jvmVersion,
                pauses.youngCount,
                pauses.young.sum(),
                pauses.young.max(),
                OrderStatistics.percentile(young, 50),
                OrderStatistics.percentile(young, 99),
                OrderStatistics.percentile(young, 99.9),
                pauses.fullCount,
                pauses.full.sum(),
                pauses.full.max(),
                pauses.otherCount,
                pauses.other.sum(),
                pauses.concurrentCycles,
                pauseTotalMs,
                pauses.pauseMaxMs(),
                OrderStatistics.percentile(allPauses, 99),
                pauses.pausesWithoutDuration,
                spanSec,
                Throughput.percent(pauseTotalMs, spanSec),
                heapAfter.length == 0 ? Double.NaN : heapAfter[0],
                OrderStatistics.percentile(heapAfter, 50),
                heapAfter.length == 0 ? Double.NaN : heapAfter[heapAfter.length - 1],
                heap.heapAfterFullGcMb,
                HeapAnalysis.last(heap.heapAfterFullGcMb),
                heap.oldGenAfterFullGcMb,
                HeapAnalysis.last(heap.oldGenAfterFullGcMb),
                rates.allocationRateMbPerSec(),
                rates.promotionRateMbPerSec(),
                heap.maxHeapMb(),
                pauses.safepointCount,
                pauses.safepointTotalMs,
                facts.unparsedLines,
                facts.unparsedSamples);
    }

    /** One-call form: summarise every event of {@code events}. */
    public static GcSummary summarize(String source, Iterator<? extends LogEvent> events) {
        return new GcSummaryAggregator(source).acceptAll(events);
    }
}
