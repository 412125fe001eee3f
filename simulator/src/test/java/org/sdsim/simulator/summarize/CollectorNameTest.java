package org.sdsim.simulator.summarize;

import org.sdsim.simulator.summarize.GcTally;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sdsim.analyzers.chart.ChartedLog;
import org.sdsim.analyzers.event.JvmInfo;
import org.sdsim.analyzers.event.LogEvent;
import org.sdsim.analyzers.event.Origin;
import org.sdsim.analyzers.summary.GcSummaryAggregator;

/** The chart subtitle, the GC summary and sdsim's own tally name a log's collector by one rule. */
class CollectorNameTest {
    private static final Origin AT = new Origin("gc.log", 1);

    /** What a JDK 21+ generational ZGC log states: "Using The Z Garbage Collector", then a minor cycle refines it. */
    private static final List<LogEvent> GENERATIONAL_ZGC = List.of(
            new JvmInfo("ZGC", null, -1, AT),
            new JvmInfo(null, "21.0.5+11", 512 * 1024, AT),
            new JvmInfo("ZGC (generational)", null, -1, AT),
            new JvmInfo("  ", null, -1, AT));

    @Test
    void generationalZgcIsNamedTheSameInTheChartTheSummaryAndTheTally() {
        ChartedLog chart = ChartedLog.collect(GENERATIONAL_ZGC.iterator(), "gc.log");
        GcSummaryAggregator summary = new GcSummaryAggregator("gc.log");
        GcTally tally = new GcTally();
        for (LogEvent e : GENERATIONAL_ZGC) {
            summary.accept(e);
            tally.accept(e);
        }
        assertEquals("ZGC (generational)", chart.collector(), "chart");
        assertEquals("ZGC (generational)", summary.summary().jvm().collector(), "GC summary");
        assertEquals("ZGC (generational)", tally.collector, "sdsim tally (ModeSummary.collector)");
    }
}
