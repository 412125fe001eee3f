package org.sdsim.simulator.report;

import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.sdsim.analyzers.chart.ChartStyle;
import org.sdsim.analyzers.chart.Palette;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.fixtures.meter.RegistrySample;
import org.sdsim.fixtures.meter.ServerCounters;
import org.sdsim.simulator.folder.ConsumerGcLogs;
import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.folder.Problems;
import org.sdsim.simulator.folder.RegistryFolder;

/**
 * One run's registries over time: each registry JVM's heap after its collections (its own gc.log, read
 * by the analyzers), and from the registry meter's samples the watches it held, the requests it received
 * per second and its outstanding requests, on one axis in minutes from the run's start, each mode a band.
 * The registries outlive the modes, so one chart shows what each mode left behind (watches and heap that
 * the next mode starts from).
 */
final class RegistryTimeline {
    static final String TITLE = "The registries over the run: heap after GC, watches, requests";
    static final String HEAP = "Heap after GC (MB)";
    static final String WATCHES = "Watches";
    static final String REQUESTS = "Requests / s";
    static final String OUTSTANDING = "Outstanding";
    private static final Color[] BANDS = {new Color(0xF2F2F2), new Color(0xE3EEF7)};

    private RegistryTimeline() {
    }

    /** The chart, or null when the run has neither registry samples nor a registry GC log. */
    static JFreeChart create(RunData run, Problems problems) {
        List<RegistrySample> samples = new ArrayList<>();
        for (ModeData m : run.modes()) {
            samples.addAll(JsonFiles.readLines(m.dir(), ModeFolder.REGISTRY_SAMPLES, m.mode() + "/", "registry samples",
                    problems, false));
        }
        samples.sort(Comparator.comparingLong(RegistrySample::epochMillis));
        List<String> labels = labels(run, samples);
        long start = start(run, samples);

        XYSeriesCollection heap = new XYSeriesCollection();
        XYSeriesCollection watches = new XYSeriesCollection();
        XYSeriesCollection requests = new XYSeriesCollection();
        XYSeriesCollection outstanding = new XYSeriesCollection();
        boolean any = false;
        for (String label : labels) {
            XYSeries h = heap(run, label, start, problems);
            any |= h.getItemCount() > 0;
            heap.addSeries(h);
            XYSeries w = new XYSeries(label);
            XYSeries r = new XYSeries(label);
            XYSeries o = new XYSeries(label);
            RegistrySample previous = null;
            for (RegistrySample s : samples) {
                if (!label.equals(s.registry()) || s.counters() == null) {
                    continue;
                }
                double x = minutes(s.epochMillis(), start);
                ServerCounters c = s.counters();
                if (c.watches() != null) {
                    w.addOrUpdate(x, (double) c.watches());
                }
                if (c.outstandingRequests() != null) {
                    o.addOrUpdate(x, (double) c.outstandingRequests());
                }
                Double rate = rate(previous, s);
                if (rate != null) {
                    r.addOrUpdate(x, (double) rate);
                }
                previous = s;
            }
            any |= w.getItemCount() > 0;
            watches.addSeries(w);
            requests.addSeries(r);
            outstanding.addSeries(o);
        }
        if (!any) {
            return null;
        }
        CombinedDomainXYPlot plot = new CombinedDomainXYPlot(new NumberAxis("Minutes from the start of the run"));
        plot.setGap(8);
        XYPlot top = linePlot(heap, HEAP, true);
        plot.add(top, 3);
        plot.add(linePlot(watches, WATCHES, false), 2);
        plot.add(linePlot(requests, REQUESTS, false), 2);
        plot.add(linePlot(outstanding, OUTSTANDING, false), 1);
        ChartStyle.style(plot);
        // every panel has the same registries in the same colours: one legend says it
        plot.setFixedLegendItems(top.getLegendItems());
        bands(plot, run, start);
        return ChartStyle.chart(TITLE, plot, "Each band is a mode, from its consumer's start to its end; registries "
                        + String.join(", ", labels) + " (embedded: heap from registries/<name>/gc.log)",
                "Watches and outstanding (queued) requests as mntr reported them every 5 s; requests per second between"
                        + " consecutive samples (pings and the harness's own included).");
    }

    /** Registry labels: the manifest's embedded registries, else those the samples name. */
    private static List<String> labels(RunData run, List<RegistrySample> samples) {
        Set<String> labels = new LinkedHashSet<>();
        run.manifest().path("registryJvms").forEach(r -> {
            String name = JsonFiles.text(r, "name");
            if (name != null && name.matches("[A-Za-z0-9_-]+")) {
                labels.add(name);
            }
        });
        samples.stream().map(RegistrySample::registry).filter(l -> l != null && l.matches("[A-Za-z0-9_-]+"))
                .sorted().forEach(labels::add);
        return List.copyOf(labels);
    }

    /** The run's start (the manifest's), else its first sample's or mode's. */
    private static long start(RunData run, List<RegistrySample> samples) {
        String text = JsonFiles.text(run.manifest(), "startedAt");
        if (text != null) {
            try {
                return Instant.parse(text).toEpochMilli();
            } catch (DateTimeParseException e) {
                // fall through to the files' own times
            }
        }
        long first = samples.isEmpty() ? Long.MAX_VALUE : samples.get(0).epochMillis();
        for (ModeData m : run.modes()) {
            if (m.summary().course().startedAtEpochMs() != null) {
                first = Math.min(first, m.summary().course().startedAtEpochMs());
            }
        }
        return first == Long.MAX_VALUE ? 0 : first;
    }

    /** Heap after each collection of the registry JVM (every start's log), by wall clock. */
    private static XYSeries heap(RunData run, String label, long start, Problems problems) {
        XYSeries out = new XYSeries(label);
        java.nio.file.Path dir = RegistryFolder.of(run.dir(), label);
        List<java.nio.file.Path> logs = ConsumerGcLogs.of(dir);
        if (logs.isEmpty()) {
            return out;
        }
        try (ConsumerGcLogs.Stream events = ConsumerGcLogs.open(logs)) {
            while (events.hasNext()) {
                if (events.next() instanceof GcEvent gc && gc.isPause() && gc.heap().hasAfter() && gc.time().hasWallClock()) {
                    out.addOrUpdate(minutes(gc.time().wallClock().toEpochMilli(), start), gc.heap().afterKb() / 1024.0);
                }
            }
        } catch (IOException | RuntimeException e) {
            problems.add(RegistryFolder.FOLDER + "/" + label + "/" + RegistryFolder.GC_LOG.name(), "cannot read: " + e.getMessage());
        }
        return out;
    }

    /** Requests per second from {@code previous} to {@code s}; null for the first, or across a restart. */
    private static Double rate(RegistrySample previous, RegistrySample s) {
        if (previous == null || s.epochMillis() <= previous.epochMillis()) {
            return null;
        }
        Long now = s.counters().packetsReceived();
        Long then = previous.counters().packetsReceived();
        if (now == null || then == null || now < then) {
            return null;
        }
        return (now - then) * 1000.0 / (s.epochMillis() - previous.epochMillis());
    }

    private static XYPlot linePlot(XYSeriesCollection data, String axis, boolean shapes) {
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, shapes);
        for (int i = 0; i < data.getSeriesCount(); i++) {
            renderer.setSeriesPaint(i, Palette.color(i));
            renderer.setSeriesStroke(i, Palette.line(i, 1.6f));
            renderer.setSeriesShape(i, Palette.shape(i, 4));
        }
        NumberAxis y = new NumberAxis(axis);
        y.setAutoRangeIncludesZero(true);
        y.setRangeType(org.jfree.data.RangeType.POSITIVE);
        XYPlot plot = new XYPlot(data, null, y, renderer);
        ChartStyle.style(plot);
        return plot;
    }

    /** A band per mode on every subplot, named on the top one. */
    @SuppressWarnings("unchecked")
    private static void bands(CombinedDomainXYPlot plot, RunData run, long start) {
        List<XYPlot> subplots = plot.getSubplots();
        int i = 0;
        for (ModeData m : run.modes()) {
            Long from = m.summary().course().startedAtEpochMs();
            Double seconds = m.summary().course().durationSec();
            if (from == null || seconds == null) {
                continue;
            }
            double x0 = minutes(from, start);
            double x1 = minutes(from + Math.round(seconds * 1000), start);
            Color color = BANDS[i++ % BANDS.length];
            for (XYPlot sub : subplots) {
                IntervalMarker band = new IntervalMarker(x0, x1, color);
                band.setOutlinePaint(null);
                sub.addDomainMarker(band, Layer.BACKGROUND);
            }
            IntervalMarker named = new IntervalMarker(x0, x1, new Color(0, 0, 0, 0));
            named.setOutlinePaint(null);
            named.setLabel(m.label());
            named.setLabelFont(new Font(Font.SANS_SERIF, Font.PLAIN, 9));
            named.setLabelAnchor(RectangleAnchor.TOP_LEFT);
            named.setLabelTextAnchor(TextAnchor.TOP_LEFT);
            subplots.get(0).addDomainMarker(named, Layer.FOREGROUND);
        }
    }

    private static double minutes(long epochMs, long start) {
        return (epochMs - start) / 60000.0;
    }
}
