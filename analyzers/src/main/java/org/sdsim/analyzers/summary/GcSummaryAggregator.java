package org.sdsim.analyzers.summary;

import java.util.Iterator;
import org.sdsim.analyzers.event.LogEvent;

/**
 * Builds a {@link GcSummary} from a stream of events in one pass. Each analysis registers for
 * the event types it needs on one {@link EventDispatcher} and fills the parts of the summary it
 * knows; this class only feeds events in and puts the parts together. {@link #summary()} may be
 * called at any time (e.g. after a read error part-way through an input) and describes the events
 * seen so far.
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
        GcSummary.Pauses stopped = pauses.pauses();
        return new GcSummary(
                source,
                facts.jvm(),
                stopped,
                span.throughput(stopped.all().totalMs()),
                heap.afterGc(),
                heap.afterFullGc(),
                rates.rates(),
                heap.maxHeapMb(),
                pauses.safepoints(),
                facts.unparsed());
    }

    /** One-call form: summarise every event of {@code events}. */
    public static GcSummary summarize(String source, Iterator<? extends LogEvent> events) {
        return new GcSummaryAggregator(source).acceptAll(events);
    }
}
