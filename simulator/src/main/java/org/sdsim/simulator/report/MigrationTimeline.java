package org.sdsim.simulator.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYBarRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.sdsim.analyzers.chart.ChartStyle;
import org.sdsim.analyzers.chart.Palette;
import org.sdsim.consumer.files.CallRow;
import org.sdsim.simulator.folder.CensusRecord;
import org.sdsim.simulator.folder.CsvFiles;
import org.sdsim.simulator.folder.MigrationLines;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.summary.ProbeRecord;
import org.sdsim.simulator.folder.Problems;
import org.sdsim.simulator.folder.RuleWriteRecord;

/**
 * The timeline of one migration rehearsal: heap after full GC (the probes), the addresses each side
 * held (the consumer's censuses) and the calls that failed, per second, on one time axis in seconds
 * from the start of measuring, with each phase as a band and each rule write as a vertical line named
 * by its phase (M1, M2, ...: the phase table's numbers).
 */
final class MigrationTimeline {
    static final String TITLE = "Migration rehearsal: heap, addresses per side and failed calls by phase";
    static final String HEAP = "Heap after full GC (probe)";
    static final String INTERFACE = "Interface-level addresses";
    static final String APPLICATION = "Application-level addresses";
    static final String FAILED = "Failed calls per second";
    static final String OK = "Calls per second";
    /** Alternate phase bands: light enough for the lines over them to read. */
    private static final Color[] BANDS = {new Color(0xF2F2F2), new Color(0xE3EEF7)};

    private MigrationTimeline() {
    }

    /** The chart, or null for a mode that did not migrate. */
    static JFreeChart create(ModeData m, Problems problems) {
        MigrationLines lines = MigrationLines.read(m.dir(), m.mode() + "/", problems);
        if (lines.isEmpty()) {
            return null;
        }
        long start = lines.censuses().stream().filter(c -> CensusRecord.START.equals(c.mark()))
                .mapToLong(CensusRecord::epochMs).findFirst().orElse(lines.writes().get(0).epochMs());
        long end = lines.censuses().stream().mapToLong(CensusRecord::epochMs).max().orElse(start);

        XYSeries heap = new XYSeries(HEAP);
        for (ProbeRecord p : m.probes()) {
            if (p.epochMs() >= start && p.epochMs() <= end) {
                heap.add(sec(p.epochMs(), start), p.heapUsedMb());
            }
        }
        XYSeries itf = new XYSeries(INTERFACE);
        XYSeries app = new XYSeries(APPLICATION);
        for (CensusRecord c : lines.censuses()) {
            double x = sec(c.epochMs(), start);
            itf.addOrUpdate(x, c.interfaceAddresses());
            app.addOrUpdate(x, c.applicationAddresses());
        }
        Map<Long, long[]> perSecond = new TreeMap<>();
        if (Files.exists(ModeFolder.CALLS.in(m.dir()))) {
            for (CallRow c : CsvFiles.read(m.dir(), ModeFolder.CALLS, m.mode() + "/", CallRow::parse,
                    CallRow.PARSE_EXPECTS, problems, false)) {
                if (c.epochMs() >= start && c.epochMs() <= end) {
                    perSecond.computeIfAbsent((c.epochMs() - start) / 1000, k -> new long[2])[c.ok() ? 0 : 1]++;
                }
            }
        }
        XYSeries ok = new XYSeries(OK);
        XYSeries failed = new XYSeries(FAILED);
        perSecond.forEach((s, n) -> {
            ok.add(s + 0.5, n[0]);
            failed.add(s + 0.5, n[1]);
        });

        NumberAxis time = new NumberAxis("Seconds from the start of measuring");
        CombinedDomainXYPlot plot = new CombinedDomainXYPlot(time);
        plot.setGap(8);
        plot.add(linePlot(new XYSeriesCollection(heap), "Heap (MB)", new XYLineAndShapeRenderer(true, true), 0), 3);
        XYSeriesCollection sides = new XYSeriesCollection();
        sides.addSeries(itf);
        sides.addSeries(app);
        plot.add(linePlot(sides, "Addresses held", new XYStepRenderer(), 1), 3);
        XYSeriesCollection callSeries = new XYSeriesCollection();
        callSeries.addSeries(failed);
        callSeries.addSeries(ok);
        XYBarRenderer bars = new XYBarRenderer(0.1);
        bars.setShadowVisible(false);
        bars.setBarPainter(new org.jfree.chart.renderer.xy.StandardXYBarPainter());
        bars.setSeriesPaint(0, Palette.MARKER);
        bars.setSeriesPaint(1, Palette.REFERENCE_LIGHT);
        XYPlot calls = new XYPlot(callSeries, null, new NumberAxis("Calls"), bars);
        ChartStyle.style(calls);
        plot.add(calls, 2);
        ChartStyle.style(plot);
        phases(plot, lines.writes(), start, end);
        RuleWriteRecord last = lines.writes().get(lines.writes().size() - 1);
        return ChartStyle.chart(TITLE, plot, m.label() + " · --migration "
                + String.join(",", lines.writes().stream().map(RuleWriteRecord::spec).toList()),
                "rule: " + last.path());
    }

    private static XYPlot linePlot(XYSeriesCollection data, String axis, XYLineAndShapeRenderer renderer, int first) {
        for (int i = 0; i < data.getSeriesCount(); i++) {
            renderer.setSeriesPaint(i, Palette.color(first + i));
            renderer.setSeriesStroke(i, Palette.line(i, 2f));
            renderer.setSeriesShape(i, Palette.shape(first + i, 6));
        }
        NumberAxis y = new NumberAxis(axis);
        y.setAutoRangeIncludesZero(true);
        XYPlot plot = new XYPlot(data, null, y, renderer);
        ChartStyle.style(plot);
        return plot;
    }

    /** A band per phase on every subplot, and a line per write labelled M1, M2, ... on the top one. */
    @SuppressWarnings("unchecked")
    private static void phases(CombinedDomainXYPlot plot, List<RuleWriteRecord> writes, long start, long end) {
        List<XYPlot> subplots = plot.getSubplots();
        for (int i = 0; i < writes.size(); i++) {
            double from = sec(writes.get(i).epochMs(), start);
            double to = i + 1 < writes.size() ? sec(writes.get(i + 1).epochMs(), start) : sec(end, start);
            for (XYPlot sub : subplots) {
                IntervalMarker band = new IntervalMarker(from, Math.max(from, to), BANDS[i % BANDS.length]);
                band.setOutlinePaint(null);
                sub.addDomainMarker(band, Layer.BACKGROUND);
                ValueMarker line = new ValueMarker(from, Palette.OUTLINE, new BasicStroke(1.2f));
                sub.addDomainMarker(line, Layer.FOREGROUND);
            }
            ValueMarker label = new ValueMarker(from, Palette.OUTLINE, new BasicStroke(0f));
            label.setLabel("M" + writes.get(i).phase() + " " + writes.get(i).step());
            label.setLabelFont(new Font(Font.SANS_SERIF, Font.BOLD, 10));
            label.setLabelBackgroundColor(new Color(255, 255, 255, 210));
            label.setLabelAnchor(RectangleAnchor.TOP_RIGHT);
            label.setLabelTextAnchor(TextAnchor.TOP_LEFT);
            subplots.get(0).addDomainMarker(label, Layer.FOREGROUND);
        }
    }

    private static double sec(long epochMs, long start) {
        return (epochMs - start) / 1000.0;
    }
}
