package org.sdsim.analyzers.chart;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.sdsim.analyzers.GcAnalysis;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.JvmInfo;
import org.sdsim.analyzers.event.LogEvent;
import org.sdsim.analyzers.event.UnparsedLine;
import org.sdsim.analyzers.input.ReadMeter;
import org.sdsim.analyzers.parse.EventSource;

/**
 * The GC events of one log (or JFR recording) held in memory for charting, with the facts a
 * chart subtitle states. Charts need the whole series at once to scale their axes; a GcEvent is
 * small, and the charts thin long series anyway.
 *
 * @param source        what was read, as named by the caller
 * @param events        GC events in log order
 * @param collector     collector the input names ("G1", "Serial", ...), by {@link JvmInfo#collectorAfter}
 *                      (the last statement wins, as in the GC summary), or null
 * @param unparsedLines lines that looked like GC output but were not understood
 */
public record ChartedLog(String source, List<GcEvent> events, String collector, long unparsedLines) {

    public ChartedLog {
        events = List.copyOf(events);
    }

    /** Reads GC logs and/or JFR recordings (see {@link GcAnalysis#open}) as one run. */
    public static ChartedLog read(List<Path> inputs, String source) throws IOException {
        return read(inputs, source, null);
    }

    /** {@link #read(List, String)}, counting the bytes read into {@code meter} (null for none). */
    public static ChartedLog read(List<Path> inputs, String source, ReadMeter meter) throws IOException {
        try (EventSource in = GcAnalysis.open(inputs, meter)) {
            return collect(in, source);
        }
    }

    /** Collects from any event stream (a parser, a JFR reader, a hand-built list). */
    public static ChartedLog collect(java.util.Iterator<LogEvent> in, String source) {
        List<GcEvent> events = new ArrayList<>();
        String collector = null;
        long unparsed = 0;
        while (in.hasNext()) {
            LogEvent e = in.next();
            if (e instanceof GcEvent gc) {
                events.add(gc);
            } else if (e instanceof JvmInfo info) {
                collector = info.collectorAfter(collector);
            } else if (e instanceof UnparsedLine) {
                unparsed++;
            }
        }
        return new ChartedLog(source, events, collector, unparsed);
    }

    /** "gc.log · Serial collector · 1,234 GC events · 3 lines not understood" */
    public String subtitle() {
        StringBuilder b = new StringBuilder(source);
        if (collector != null) {
            b.append(" · ").append(collector).append(" collector");
        }
        b.append(String.format(Locale.ROOT, " · %,d GC events", events.size()));
        if (unparsedLines > 0) {
            b.append(String.format(Locale.ROOT, " · %,d lines not understood", unparsedLines));
        }
        return b.toString();
    }
}
