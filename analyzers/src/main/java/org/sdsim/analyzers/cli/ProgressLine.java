package org.sdsim.analyzers.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.sdsim.analyzers.input.ReadMeter;

/**
 * One self-overwriting stderr line saying how far reading has got ("gclog: gc.log 412 / 1,024 MB
 * (40 %), 210 MB/s"), redrawn twice a second by a daemon thread from a {@link ReadMeter}. It first
 * appears after a second, so quick runs print nothing, and it is erased when reading ends so the
 * results that follow start on a clean line.
 */
final class ProgressLine implements AutoCloseable {
    private static final long FIRST_AFTER_MS = 1000;
    private static final long EVERY_MS = 500;

    private final ReadMeter meter;
    private final PrintWriter err;
    private final ScheduledExecutorService timer;
    private final long startNanos = System.nanoTime();
    private int drawnWidth;

    private ProgressLine(ReadMeter meter, PrintWriter err) {
        this.meter = meter;
        this.err = err;
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "gclog-progress");
            t.setDaemon(true);
            return t;
        });
        timer.scheduleAtFixedRate(this::draw, FIRST_AFTER_MS, EVERY_MS, TimeUnit.MILLISECONDS);
    }

    /** Starts drawing {@code meter} on {@code err}. */
    static ProgressLine start(ReadMeter meter, PrintWriter err) {
        return new ProgressLine(meter, err);
    }

    private synchronized void draw() {
        if (meter.input().isEmpty()) {
            return; // nothing metered yet (a JFR recording is read whole, unmetered)
        }
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        String text = render(meter.input(), meter.bytesRead(), meter.totalBytes(), seconds);
        err.print("\r" + text + " ".repeat(Math.max(0, drawnWidth - text.length())));
        err.flush();
        drawnWidth = text.length();
    }

    /** The progress text: input, MB read of the total (or just read, for stdin), share and rate. */
    static String render(String input, long bytesRead, long totalBytes, double seconds) {
        double mb = bytesRead / 1e6;
        String rate = seconds > 0 ? String.format(Locale.ROOT, ", %,.0f MB/s", mb / seconds) : "";
        if (totalBytes > 0) {
            double share = Math.min(100, 100.0 * bytesRead / totalBytes);
            return String.format(Locale.ROOT, "gclog: %s %,.0f / %,.0f MB (%.0f %%)%s", input, mb, totalBytes / 1e6,
                    share, rate);
        }
        return String.format(Locale.ROOT, "gclog: %s %,.0f MB read%s", input, mb, rate);
    }

    /** Stops drawing and erases the line if one was drawn. */
    @Override
    public void close() {
        timer.shutdownNow();
        try {
            timer.awaitTermination(1, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (this) {
            if (drawnWidth > 0) {
                err.print("\r" + " ".repeat(drawnWidth) + "\r");
                err.flush();
                drawnWidth = 0;
            }
        }
    }
}
