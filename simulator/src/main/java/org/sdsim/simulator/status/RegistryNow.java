package org.sdsim.simulator.status;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.sdsim.fixtures.meter.RegistrySample;
import org.sdsim.fixtures.meter.ServerCounters;
import org.sdsim.simulator.folder.ModeFolder;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where one registry stands, from the last two samples of the running mode's registry-samples.jsonl:
 * the server's gauges as the last one read them, and its rates between the two.
 *
 * @param registry          its label
 * @param epochMillis       when the last sample was taken
 * @param counters          that sample's figures
 * @param requestsPerSecond requests received per second since the sample before (pings included); null
 *                          without one, or across a restart
 * @param repliesPerSecond  replies and notifications sent per second
 * @param bytesPerSecond    bytes sent per second
 */
public record RegistryNow(String registry, long epochMillis, ServerCounters counters, Double requestsPerSecond,
        Double repliesPerSecond, Double bytesPerSecond) {

    /** Enough of the file's end for the last samples of a few registries, with a thousand sessions listed. */
    static final int TAIL_BYTES = 4 << 20;

    private static final ObjectMapper JSON = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    /**
     * Each registry's latest state in the mode's samples, in the order they first appear; empty without
     * samples. Only the file's end is read: a soak's file grows by a line per registry every 5 s.
     */
    public static List<RegistryNow> latest(Path modeDir) {
        Map<String, RegistrySample[]> lastTwo = new LinkedHashMap<>();
        for (String line : tail(ModeFolder.REGISTRY_SAMPLES.in(modeDir))) {
            RegistrySample s;
            try {
                s = JSON.readValue(line, RegistrySample.class);
            } catch (IOException e) {
                continue; // the line being written, or one cut by the tail
            }
            if (s.registry() == null || s.counters() == null) {
                continue;
            }
            RegistrySample[] two = lastTwo.computeIfAbsent(s.registry(), r -> new RegistrySample[2]);
            two[0] = two[1];
            two[1] = s;
        }
        List<RegistryNow> out = new ArrayList<>();
        lastTwo.forEach((registry, two) -> out.add(of(two[0], two[1])));
        return out;
    }

    static RegistryNow of(RegistrySample before, RegistrySample now) {
        ServerCounters c = now.counters();
        if (before == null || now.epochMillis() <= before.epochMillis()) {
            return new RegistryNow(now.registry(), now.epochMillis(), c, null, null, null);
        }
        double seconds = (now.epochMillis() - before.epochMillis()) / 1000.0;
        ServerCounters grew = c.minus(before.counters());
        return new RegistryNow(now.registry(), now.epochMillis(), c, per(grew.packetsReceived(), seconds),
                per(grew.packetsSent(), seconds), per(grew.bytesSent(), seconds));
    }

    private static Double per(Long grew, double seconds) {
        return grew == null ? null : grew / seconds;
    }

    /** The complete lines of the file's last {@link #TAIL_BYTES} (all of a smaller file). */
    private static List<String> tail(Path file) {
        List<String> lines = new ArrayList<>();
        try {
            if (!Files.isRegularFile(file)) {
                return lines;
            }
            long size = Files.size(file);
            long from = Math.max(0, size - TAIL_BYTES);
            byte[] bytes = new byte[(int) (size - from)];
            try (RandomAccessFile in = new RandomAccessFile(file.toFile(), "r")) {
                in.seek(from);
                in.readFully(bytes);
            }
            String text = new String(bytes, StandardCharsets.UTF_8);
            String[] split = text.split("\n");
            // a tail that starts inside a line starts with half of one
            for (int i = from > 0 ? 1 : 0; i < split.length; i++) {
                if (!split[i].isBlank()) {
                    lines.add(split[i]);
                }
            }
        } catch (IOException e) {
            // being replaced or removed: no registry line this time
        }
        return lines;
    }
}
