package org.sdsim.simulator.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.management.ObjectName;
import org.sdsim.consumer.files.CallRow;
import org.sdsim.consumer.files.HistogramRow;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.summary.ProbeRecord;
import org.sdsim.simulator.folder.PushRecord;

/**
 * A stand-in consumer for report tests, run in its own JVM with GC logging on: it holds a live
 * set of the given size, allocates garbage, and writes a mode folder's files the way sdsim's
 * consumer and orchestrator do — probes (forced full GC, then heap and old gen read from the
 * memory pools), address pushes, calls and the end-of-run class histogram. Real JVM, real GC log,
 * real measurements; only Dubbo is missing.
 *
 * <p>Arguments: mode folder, live set in MB, number of push waves.
 */
public final class FixtureConsumer {
    private static final ObjectMapper JSON = new ObjectMapper();

    private FixtureConsumer() {
    }

    /** Held live so the class histogram and heap after full GC reflect the live-set argument. */
    static final class AddressRecord {
        final byte[] url;

        AddressRecord(int bytes) {
            url = new byte[bytes];
        }
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        int liveMb = Integer.parseInt(args[1]);
        int waves = Integer.parseInt(args[2]);
        List<AddressRecord> live = new ArrayList<>();
        long sink = 0;
        try (BufferedWriter probes = open(ModeFolder.PROBES.in(dir));
             BufferedWriter events = open(ModeFolder.EVENTS.in(dir));
             BufferedWriter calls = open(ModeFolder.CALLS.in(dir))) {
            calls.write(CallRow.HEADER + "\n");
            for (int wave = 1; wave <= waves; wave++) {
                // a push: the consumer rebuilds its address list, allocating a burst of short-lived objects
                events.write(JSON.writeValueAsString(new PushRecord(System.currentTimeMillis(), "127.0.0.1:2181", wave,
                        "rolling", "DEREGISTER", 25, 25, 3, null)) + "\n");
                events.flush();
                for (int i = 0; i < 1500; i++) {
                    sink += new byte[8 * 1024].length;
                }
                while (live.size() < (long) liveMb * wave / waves * 16) {
                    live.add(new AddressRecord(64 * 1024));
                }
                boolean ok = wave % 4 != 0;
                calls.write(new CallRow(System.currentTimeMillis(), "org.sdsim.fleet.Service0", "echo", ok, 1.5,
                        ok ? "" : "RpcException: No provider available, try again").csvLine() + "\n");
                Thread.sleep(60);
                probe(probes);
            }
        }
        histogram(ModeFolder.HISTOGRAM.in(dir));
        System.out.println(sink + " " + live.size());
    }

    private static BufferedWriter open(Path file) throws Exception {
        return Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.TRUNCATE_EXISTING);
    }

    private static void probe(BufferedWriter probes) throws Exception {
        System.gc();
        double mb = 1024.0 * 1024.0;
        double heap = 0;
        double old = Double.NaN;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                heap += pool.getUsage().getUsed() / mb;
                if (pool.getName().contains("Old") || pool.getName().contains("Tenured")) {
                    old = pool.getUsage().getUsed() / mb;
                }
            }
        }
        probes.write(JSON.writeValueAsString(new ProbeRecord(System.currentTimeMillis(),
                ManagementFactory.getRuntimeMXBean().getUptime() / 1000.0, heap, Double.isNaN(old) ? null : old, 0,
                Map.of(), null)) + "\n");
        probes.flush();
    }

    /** The same diagnostic command sdsim's consumer uses for histogram.csv. */
    private static void histogram(Path csv) throws Exception {
        String text = (String) ManagementFactory.getPlatformMBeanServer().invoke(
                new ObjectName("com.sun.management:type=DiagnosticCommand"), "gcClassHistogram",
                new Object[] {new String[0]}, new String[] {String[].class.getName()});
        StringBuilder out = new StringBuilder(HistogramRow.HEADER + "\n");
        int rows = 0;
        for (String line : text.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f.length < 4 || !f[0].endsWith(":") || rows >= 30) {
                continue;
            }
            rows++;
            out.append(new HistogramRow(rows, Long.parseLong(f[1]), Long.parseLong(f[2]), f[3]).csvLine()).append('\n');
        }
        Files.writeString(csv, out.toString(), StandardCharsets.UTF_8);
    }
}
