package org.sdsim.simulator.summarize;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.sdsim.simulator.folder.ConnectionSample;
import org.sdsim.simulator.folder.PushRecord;
import org.sdsim.simulator.summary.Staleness;

/**
 * A mode's {@link Staleness} from its pushes (events.jsonl) and the consumer's connections (connections.jsonl): per
 * wave, the connections just before the providers left are what "every connection back" means; the wave's
 * registration (its earliest in any registry) starts the clock; the first reading at or above that count after it
 * stops it. Readings come twice a second, so a figure is good to about half a second.
 */
public final class StalenessSummarizer {

    /** How far before a wave's leaving the connections are taken as its full count. */
    private static final long FULL_BEFORE_MS = 3_000;

    private StalenessSummarizer() {
    }

    /** Null without readings or without a wave that left and joined. */
    public static Staleness of(List<PushRecord> pushes, List<ConnectionSample> samples) {
        if (samples.isEmpty()) {
            return null;
        }
        Map<Long, long[]> waves = new TreeMap<>(); // wave → {first deregistration, first registration}
        for (PushRecord p : pushes) {
            long[] w = waves.computeIfAbsent(p.wave(), k -> new long[] {Long.MAX_VALUE, Long.MAX_VALUE});
            int i = "DEREGISTER".equals(p.kind()) ? 0 : "REGISTER".equals(p.kind()) ? 1 : -1;
            if (i >= 0) {
                w[i] = Math.min(w[i], p.epochMillis());
            }
        }
        List<ConnectionSample> byTime = samples.stream().sorted(Comparator.comparingLong(ConnectionSample::epochMs)).toList();
        List<long[]> complete = waves.values().stream().filter(w -> w[0] != Long.MAX_VALUE && w[1] != Long.MAX_VALUE)
                .sorted(Comparator.comparingLong(w -> w[0])).toList();
        List<Double> seconds = new ArrayList<>();
        int merged = 0;
        int notBack = 0;
        for (int i = 0; i < complete.size(); i++) {
            long left = complete.get(i)[0];
            long joined = complete.get(i)[1];
            long until = i + 1 < complete.size() ? complete.get(i + 1)[0] : Long.MAX_VALUE;
            Integer full = byTime.stream().filter(s -> s.epochMs() >= left - FULL_BEFORE_MS && s.epochMs() <= left)
                    .map(ConnectionSample::connections).max(Integer::compare).orElse(null);
            if (full == null) {
                continue;
            }
            boolean dipped = byTime.stream().anyMatch(s -> s.epochMs() >= left && s.epochMs() < until
                    && s.connections() < full);
            if (!dipped) {
                merged++;
                continue;
            }
            var back = byTime.stream().filter(s -> s.epochMs() >= joined && s.epochMs() < until
                    && s.connections() >= full).findFirst();
            if (back.isPresent()) {
                seconds.add((back.get().epochMs() - joined) / 1000.0);
            } else {
                notBack++;
            }
        }
        if (seconds.isEmpty() && merged == 0 && notBack == 0) {
            return null;
        }
        List<Double> sorted = seconds.stream().sorted().toList();
        return new Staleness(sorted.size(), percentile(sorted, 0.50), percentile(sorted, 0.99),
                sorted.isEmpty() ? null : sorted.get(sorted.size() - 1), merged, notBack);
    }

    /** The nearest-rank percentile; null of none. */
    static Double percentile(List<Double> sorted, double q) {
        if (sorted.isEmpty()) {
            return null;
        }
        int rank = (int) Math.ceil(q * sorted.size());
        return sorted.get(Math.max(0, rank - 1));
    }
}
