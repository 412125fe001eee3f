package org.sdsim.consumer.jvm;

import org.sdsim.consumer.api.DiscoveryClient;

import org.sdsim.consumer.files.CallRow;
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
import java.util.concurrent.atomic.AtomicLong;

/**
 * The published workload: one call every few seconds, round-robin over the fleet's interfaces.
 * Each outcome is appended (and flushed) to calls.csv so nothing is lost if the JVM dies; a
 * consumer restarted into the same mode folder (after a fault) appends to the rows already there.
 */
final class CallLoop implements AutoCloseable {


    private final DiscoveryClient consumer;
    private final java.util.Map<String, String> methods;
    private final BufferedWriter out;
    /** calls.csv's line, reused: a row is written without garbage (the call itself is the experiment's). */
    private final LineBuffer line = new LineBuffer();
    private final ScheduledExecutorService timer;
    private final AtomicLong ok = new AtomicLong();
    private final AtomicLong failed = new AtomicLong();
    private long sequence;
    /** The dense call probe while it runs ({@link #startBurst}); null otherwise. */
    private java.util.concurrent.ScheduledFuture<?> burst;

    /** The dense call probe's interval ({@link org.sdsim.consumer.api.Command#BURST_EVERY_MS}). */
    private static final long BURST_EVERY_MS = org.sdsim.consumer.api.Command.BURST_EVERY_MS;
    /** A probe nobody stops (the orchestrator died between start and stop) ends by itself. */
    private static final long BURST_LIMIT_MS = java.time.Duration.ofMinutes(10).toMillis();

    CallLoop(DiscoveryClient consumer, java.util.Map<String, String> methods, Path csv) throws IOException {
        this.consumer = consumer;
        this.methods = methods;
        // Appended: a consumer the orchestrator restarted (a scripted consumer-kill) continues the
        // file its predecessor wrote, so the mode's calls.csv holds every lifetime's calls.
        boolean fresh = !Files.exists(csv) || Files.size(csv) == 0;
        this.out = Files.newBufferedWriter(csv, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        if (fresh) {
            this.out.write(CallRow.HEADER);
            this.out.newLine();
            this.out.flush();
        }
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "sdsim-calls");
            t.setDaemon(true);
            return t;
        });
    }

    void start(long everyMs) {
        if (everyMs > 0) {
            timer.scheduleWithFixedDelay(this::callOnce, everyMs, everyMs, TimeUnit.MILLISECONDS);
        }
    }

    /**
     * Starts the dense call probe, one call every {@link #BURST_EVERY_MS}, on the loop's own thread,
     * so its calls queue behind a slow regular call as a user's would; a running probe goes on.
     */
    synchronized void startBurst() {
        if (burst != null && !burst.isDone()) {
            return;
        }
        burst = timer.scheduleWithFixedDelay(this::callOnce, 0, BURST_EVERY_MS, TimeUnit.MILLISECONDS);
        java.util.concurrent.ScheduledFuture<?> started = burst;
        timer.schedule(() -> started.cancel(false), BURST_LIMIT_MS, TimeUnit.MILLISECONDS);
    }

    /** Ends the dense call probe, if it runs. */
    synchronized void stopBurst() {
        if (burst != null) {
            burst.cancel(false);
            burst = null;
        }
    }

    private void callOnce() {
        List<String> interfaces = consumer.interfaces();
        String iface = interfaces.get((int) (sequence++ % interfaces.size()));
        String method = methods.get(iface);
        long start = System.nanoTime();
        long epochMs = System.currentTimeMillis();
        String error = "";
        boolean success;
        try {
            Object reply = consumer.invoke(iface, method, "ping-" + sequence);
            success = reply != null;
            if (!success) {
                error = "null reply";
            }
        } catch (RuntimeException e) {
            success = false;
            error = e.getClass().getSimpleName() + ": " + firstLine(e.getMessage());
        }
        double latencyMs = (System.nanoTime() - start) / 1e6;
        (success ? ok : failed).incrementAndGet();
        record(epochMs, iface, method, success, latencyMs, error);
    }

    private synchronized void record(long epochMs, String iface, String method, boolean success, double latencyMs, String error) {
        try {
            new CallRow(epochMs, iface, method, success, latencyMs, error).appendCsv(line.start());
            line.writeTo(out);
        } catch (IOException e) {
            System.err.println("sdsim consumer: cannot write calls.csv: " + e.getMessage());
        }
    }

    long ok() {
        return ok.get();
    }

    long failed() {
        return failed.get();
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "";
        }
        int nl = message.indexOf('\n');
        String line = nl < 0 ? message : message.substring(0, nl);
        return line.length() > 200 ? line.substring(0, 200) : line;
    }

    @Override
    public synchronized void close() throws IOException {
        timer.shutdownNow();
        out.close();
    }
}
