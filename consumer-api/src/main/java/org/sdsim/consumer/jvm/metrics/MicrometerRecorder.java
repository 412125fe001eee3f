package org.sdsim.consumer.jvm.metrics;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.sdsim.consumer.files.LineBuffer;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Writes Micrometer's JVM memory and GC meters to metrics.jsonl every interval.
 *
 * <p>Loaded by {@link IsolatedMetrics} in its own class loader and given only JDK and Micrometer
 * classes: Dubbo switches its own metrics collection on when it can see Micrometer, and the
 * consumer under test must behave like one without it. Hence no Jackson here: one flat object of
 * numbers per line is written by hand, into a reused buffer ({@link LineBuffer}).
 */
public final class MicrometerRecorder implements AutoCloseable {

    private static final double MB = 1024.0 * 1024.0;

    private final MeterRegistry registry = new SimpleMeterRegistry();
    private final JvmGcMetrics gcMetrics = new JvmGcMetrics();
    private final BufferedWriter out;
    private final ScheduledExecutorService timer;
    /** The line, reused: a snapshot costs the consumer under test no garbage of sdsim's making. */
    private final LineBuffer line = new LineBuffer();
    // Found once: the memory pools' gauges and the GC binder's counters are all registered at bind time.
    private final List<Gauge> heapUsed;
    private final List<Gauge> heapCommitted;
    private final List<Gauge> nonHeapUsed;
    private final Gauge oldGenUsed;
    private final List<Meter> allocated;
    private final List<Meter> promoted;
    private final Gauge liveDataSize;

    public MicrometerRecorder(Path file, long everyMs) throws IOException {
        new JvmMemoryMetrics().bindTo(registry);
        gcMetrics.bindTo(registry);
        heapUsed = List.copyOf(registry.find("jvm.memory.used").tag("area", "heap").gauges());
        heapCommitted = List.copyOf(registry.find("jvm.memory.committed").tag("area", "heap").gauges());
        nonHeapUsed = List.copyOf(registry.find("jvm.memory.used").tag("area", "nonheap").gauges());
        oldGenUsed = heapUsed.stream().filter(g -> OldGenPool.isOldGen(g.getId().getTag("id"))).findFirst().orElse(null);
        allocated = List.copyOf(registry.find("jvm.gc.memory.allocated").meters());
        promoted = List.copyOf(registry.find("jvm.gc.memory.promoted").meters());
        liveDataSize = registry.find("jvm.gc.live.data.size").gauge();
        // Appended, flushed per line: a killed consumer loses at most the line being written, and one
        // restarted into the same mode folder keeps the lines before it.
        out = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "sdsim-metrics");
            t.setDaemon(true);
            return t;
        });
        timer.scheduleAtFixedRate(this::snapshot, 0, everyMs, TimeUnit.MILLISECONDS);
    }

    private synchronized void snapshot() {
        long pauses = 0;
        double pauseMs = 0;
        // pause timers appear as collections of new kinds happen, so they are looked up each time
        for (Timer t : registry.find("jvm.gc.pause").timers()) {
            pauses += t.count();
            pauseMs += t.totalTime(TimeUnit.MILLISECONDS);
        }
        StringBuilder b = line.start().append("{\"epochMs\":").append(System.currentTimeMillis());
        field(b, "heapUsedMb", sum(heapUsed) / MB);
        field(b, "heapCommittedMb", sum(heapCommitted) / MB);
        field(b, "nonHeapUsedMb", sum(nonHeapUsed) / MB);
        field(b, "oldGenUsedMb", oldGenUsed == null ? Double.NaN : oldGenUsed.value() / MB);
        field(b, "gcPauseCount", pauses);
        field(b, "gcPauseTotalMs", pauseMs);
        field(b, "allocatedMb", count(allocated) / MB);
        field(b, "promotedMb", count(promoted) / MB);
        field(b, "liveDataSizeMb", liveDataSize == null ? Double.NaN : liveDataSize.value() / MB);
        b.append('}');
        try {
            line.writeTo(out);
        } catch (IOException e) {
            System.err.println("sdsim consumer: cannot write metrics: " + e.getMessage());
        }
    }

    private static void field(StringBuilder b, String name, double value) {
        LineBuffer.appendDecimal3(b.append(",\"").append(name).append("\":"), value);
    }

    private static double sum(List<Gauge> gauges) {
        double sum = 0;
        for (Gauge g : gauges) {
            sum += g.value();
        }
        return sum;
    }

    private static double count(List<Meter> meters) {
        double sum = 0;
        for (Meter m : meters) {
            if (m instanceof FunctionCounter fc) {
                sum += fc.count();
            } else if (m instanceof io.micrometer.core.instrument.Counter c) {
                sum += c.count();
            }
        }
        return sum;
    }

    @Override
    public synchronized void close() throws IOException {
        timer.shutdownNow();
        snapshot();
        gcMetrics.close();
        out.close();
    }

}
