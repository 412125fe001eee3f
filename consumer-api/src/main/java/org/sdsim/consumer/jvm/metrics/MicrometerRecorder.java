package org.sdsim.consumer.jvm.metrics;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Writes Micrometer's JVM memory and GC meters to metrics.jsonl every interval.
 *
 * <p>Loaded by {@link IsolatedMetrics} in its own class loader and given only JDK and Micrometer
 * classes: Dubbo switches its own metrics collection on when it can see Micrometer, and the
 * consumer under test must behave like one without it. Hence no Jackson here: one flat object of
 * numbers per line is written by hand.
 */
public final class MicrometerRecorder implements AutoCloseable {

    private static final double MB = 1024.0 * 1024.0;

    private final MeterRegistry registry = new SimpleMeterRegistry();
    private final JvmGcMetrics gcMetrics = new JvmGcMetrics();
    private final BufferedWriter out;
    private final ScheduledExecutorService timer;

    public MicrometerRecorder(Path file, long everyMs) throws IOException {
        new JvmMemoryMetrics().bindTo(registry);
        gcMetrics.bindTo(registry);
        // appended: a restarted consumer continues its predecessor's file
        out = Files.newBufferedWriter(file, StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.CREATE,
                java.nio.file.StandardOpenOption.APPEND);
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "sdsim-metrics");
            t.setDaemon(true);
            return t;
        });
        timer.scheduleAtFixedRate(this::snapshot, 0, everyMs, TimeUnit.MILLISECONDS);
    }

    private void snapshot() {
        Map<String, Double> values = new LinkedHashMap<>();
        values.put("heapUsedMb", sumGauges("jvm.memory.used", "heap") / MB);
        values.put("heapCommittedMb", sumGauges("jvm.memory.committed", "heap") / MB);
        values.put("nonHeapUsedMb", sumGauges("jvm.memory.used", "nonheap") / MB);
        values.put("oldGenUsedMb", oldGenUsed() / MB);
        long pauses = 0;
        double pauseMs = 0;
        for (Timer t : registry.find("jvm.gc.pause").timers()) {
            pauses += t.count();
            pauseMs += t.totalTime(TimeUnit.MILLISECONDS);
        }
        values.put("gcPauseCount", (double) pauses);
        values.put("gcPauseTotalMs", pauseMs);
        values.put("allocatedMb", counter("jvm.gc.memory.allocated") / MB);
        values.put("promotedMb", counter("jvm.gc.memory.promoted") / MB);
        values.put("liveDataSizeMb", gauge("jvm.gc.live.data.size") / MB);
        write(System.currentTimeMillis(), values);
    }

    private double sumGauges(String name, String area) {
        double sum = 0;
        for (Gauge g : registry.find(name).tag("area", area).gauges()) {
            sum += g.value();
        }
        return sum;
    }

    /** The old generation pool: "Tenured Gen" (Serial), "PS Old Gen", "G1 Old Gen". */
    private double oldGenUsed() {
        for (Gauge g : registry.find("jvm.memory.used").tag("area", "heap").gauges()) {
            String id = g.getId().getTag("id");
            if (OldGenPool.isOldGen(id)) {
                return g.value();
            }
        }
        return Double.NaN;
    }

    private double counter(String name) {
        double sum = 0;
        for (Meter m : registry.find(name).meters()) {
            if (m instanceof FunctionCounter fc) {
                sum += fc.count();
            } else if (m instanceof io.micrometer.core.instrument.Counter c) {
                sum += c.count();
            }
        }
        return sum;
    }

    private double gauge(String name) {
        Gauge g = registry.find(name).gauge();
        return g == null ? Double.NaN : g.value();
    }

    private synchronized void write(long epochMs, Map<String, Double> values) {
        StringBuilder line = new StringBuilder(256).append("{\"epochMs\":").append(epochMs);
        values.forEach((k, v) -> line.append(",\"").append(k).append("\":")
                .append(Double.isFinite(v) ? String.format(Locale.ROOT, "%.3f", v) : "null"));
        line.append('}');
        try {
            out.write(line.toString());
            out.newLine();
            out.flush();
        } catch (IOException e) {
            System.err.println("sdsim consumer: cannot write metrics: " + e.getMessage());
        }
    }

    @Override
    public synchronized void close() throws IOException {
        timer.shutdownNow();
        snapshot();
        gcMetrics.close();
        out.close();
    }

}
