package org.sdsim.simulator.live;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.sdsim.consumer.files.CallRow;
import org.sdsim.consumer.files.ConsumerFiles;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Feeds {@link SoakMeters} from the files the running consumer appends to (metrics.jsonl and
 * calls.csv), read by the orchestrator every few seconds. Reading the files rather than asking the
 * consumer keeps the scrape traffic out of the measured JVM, and they are the record of what happened
 * anyway: a killed consumer's last lines, and a restarted one's first, are read like any others.
 */
public final class ConsumerFileFeed implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final SoakMeters meters;
    private final ScheduledExecutorService timer;
    private String mode;
    private LineTail metrics;
    private LineTail calls;

    public ConsumerFileFeed(SoakMeters meters, Duration every) {
        this.meters = meters;
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "sdsim-live-feed");
            t.setDaemon(true);
            return t;
        });
        timer.scheduleWithFixedDelay(this::poll, every.toMillis(), every.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** From now on, follows this mode's folder (reading what is already there first). */
    public synchronized void follow(String modeId, Path modeDir) {
        poll();
        mode = modeId;
        metrics = new LineTail(ConsumerFiles.METRICS.in(modeDir));
        calls = new LineTail(ConsumerFiles.CALLS.in(modeDir));
    }

    /** Reads what was added since the last call. */
    public synchronized void poll() {
        if (mode == null) {
            return;
        }
        for (String line : metrics.newLines()) {
            Map<String, Double> sample = sample(line);
            if (sample != null) {
                meters.jvmSample(mode, sample);
            }
        }
        for (String line : calls.newLines()) {
            // the header is refused like any line that is not a call
            CallRow row = CallRow.parse(line.split(",", CallRow.COLUMNS));
            if (row != null) {
                meters.call(mode, row.ok());
            }
        }
    }

    /** One metrics.jsonl line as name → number, or null when it does not parse. */
    private static Map<String, Double> sample(String line) {
        try {
            JsonNode node = JSON.readTree(line);
            if (node == null || !node.isObject()) {
                return null;
            }
            Map<String, Double> out = new LinkedHashMap<>();
            node.fields().forEachRemaining(e -> out.put(e.getKey(), e.getValue().isNumber() ? e.getValue().asDouble() : null));
            return out;
        } catch (IOException e) {
            return null;
        }
    }

    @Override
    public synchronized void close() {
        timer.shutdownNow();
        poll();
    }
}
