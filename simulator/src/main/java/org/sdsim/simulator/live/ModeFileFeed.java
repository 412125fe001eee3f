package org.sdsim.simulator.live;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.sdsim.consumer.files.CallRow;
import org.sdsim.consumer.files.ConsumerFiles;
import org.sdsim.simulator.fault.FaultRecord;
import org.sdsim.consumer.api.SubscribersReply;
import org.sdsim.fixtures.meter.RegistrySample;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.subscriber.SubscriberFolder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Feeds {@link SoakMeters} from the files of the running mode's folder as they grow: what the
 * consumer appends (metrics.jsonl, calls.csv), the address pushes and faults of events.jsonl, the
 * registry meter's registry-samples.jsonl, and the subscribers' progress.json (rewritten, not
 * appended: read again when it changed), read by the orchestrator every few seconds. Reading the files rather than asking the consumer
 * keeps the scrape traffic out of the measured JVM, and they are the record of what happened
 * anyway: a killed consumer's last lines, and a restarted one's first, are read like any others.
 */
public final class ModeFileFeed implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper()
            .configure(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private final SoakMeters meters;
    private final ScheduledExecutorService timer;
    private String mode;
    private LineTail metrics;
    private LineTail calls;
    private LineTail events;
    private LineTail registrySamples;
    private Path subscriberProgress;
    private java.nio.file.attribute.FileTime progressSeen;

    public ModeFileFeed(SoakMeters meters, Duration every) {
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
        events = new LineTail(ModeFolder.EVENTS.in(modeDir));
        registrySamples = new LineTail(ModeFolder.REGISTRY_SAMPLES.in(modeDir));
        subscriberProgress = SubscriberFolder.PROGRESS.in(SubscriberFolder.of(modeDir));
        progressSeen = null;
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
        for (String line : events.newLines()) {
            JsonNode event = tree(line);
            if (event == null) {
                continue;
            }
            if (FaultRecord.isFaultLine(event)) {
                meters.fault(mode, FaultRecord.kindOf(event));
            } else {
                meters.push(mode);
            }
        }
        for (String line : registrySamples.newLines()) {
            RegistrySample sample = bind(line, RegistrySample.class);
            if (sample != null) {
                meters.registrySample(mode, sample);
            }
        }
        progress();
    }

    /** The subscribers' progress.json, when it changed since the last poll. */
    private void progress() {
        try {
            java.nio.file.attribute.FileTime modified = Files.getLastModifiedTime(subscriberProgress);
            if (modified.equals(progressSeen)) {
                return;
            }
            SubscribersReply p = bind(Files.readString(subscriberProgress), SubscribersReply.class);
            if (p != null) {
                meters.subscribers(mode, p.target(), p.ready(), p.lost());
                progressSeen = modified;
            }
        } catch (IOException e) {
            // no subscribers (yet), or the file is being replaced: the next poll reads it
        }
    }

    /** One JSON line as the record it was written from, or null when it does not bind. */
    private static <T> T bind(String json, Class<T> type) {
        try {
            return JSON.readValue(json, type);
        } catch (IOException e) {
            return null;
        }
    }

    /** One metrics.jsonl line as name → number, or null when it does not parse. */
    private static Map<String, Double> sample(String line) {
        JsonNode node = tree(line);
        if (node == null) {
            return null;
        }
        Map<String, Double> out = new LinkedHashMap<>();
        node.fields().forEachRemaining(e -> out.put(e.getKey(), e.getValue().isNumber() ? e.getValue().asDouble() : null));
        return out;
    }

    /** One JSON-lines line as an object, or null when it is not one. */
    private static JsonNode tree(String line) {
        try {
            JsonNode node = JSON.readTree(line);
            return node != null && node.isObject() ? node : null;
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
