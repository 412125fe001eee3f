package org.sdsim.simulator.summary;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.sdsim.analyzers.event.LogEvent;
import org.sdsim.analyzers.parse.EventSource;
import org.sdsim.analyzers.parse.GcLogReader;
import org.sdsim.analyzers.summary.GcSummaryAggregator;
import org.sdsim.analyzers.summary.OrderStatistics;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Turns a finished mode folder (probes.jsonl, calls.csv, gc.log*) plus what the orchestrator
 * observed live (outcome, convergence, last address census) into a {@link ModeSummary}.
 * Reads whatever is there: a consumer that died early still gets a summary with nulls.
 */
public final class ModeSummarizer {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** What the orchestrator saw while the consumer ran. */
    public record Observed(String mode, String outcome, String outcomeDetail,
                           Map<String, Map<String, Integer>> addresses, Map<String, Integer> connectionsByRemote,
                           Double convergeSeconds,
                           long startedAtEpochMs, double durationSec) {
    }

    private ModeSummarizer() {
    }

    public static ModeSummary summarize(Path modeDir, Observed observed) {
        List<Double> heap = new ArrayList<>();
        List<Double> old = new ArrayList<>();
        readProbes(modeDir.resolve("probes.jsonl"), heap, old);
        long[] calls = readCalls(modeDir.resolve("calls.csv"));

        Path gcLog = modeDir.resolve("gc.log");
        GcTally tally = null;
        JsonNode gc = null;
        if (Files.exists(gcLog)) {
            // One pass over a log that a soak run makes hundreds of megabytes long: the experiment's
            // own counts and the analyzers' full summary are fed from the same events.
            GcTally counting = new GcTally();
            if (observed.convergeSeconds() != null) {
                counting.window(observed.startedAtEpochMs() + Math.round(observed.convergeSeconds() * 1000),
                        observed.startedAtEpochMs() + Math.round(observed.durationSec() * 1000));
            }
            GcSummaryAggregator summary = new GcSummaryAggregator(gcLog.toString());
            try (EventSource events = GcLogReader.open(List.of(gcLog))) {
                while (events.hasNext()) {
                    LogEvent e = events.next();
                    counting.accept(e);
                    summary.accept(e);
                }
                tally = counting;
                gc = JSON.valueToTree(summary.summary());
            } catch (IOException | RuntimeException e) {
                System.err.println("sdsim: cannot read " + gcLog + ": " + e.getMessage());
            }
        }
        return new ModeSummary(
                observed.mode(), observed.outcome(), observed.outcomeDetail(), observed.addresses(),
                observed.convergeSeconds(), median(heap), median(old),
                tally == null ? null : tally.young,
                tally == null ? null : tally.full,
                tally == null ? null : tally.forcedFull,
                tally == null ? null : tally.pauseMs,
                calls == null ? null : calls[0],
                calls == null ? null : calls[1],
                null, heap.size(), observed.startedAtEpochMs(), observed.durationSec(),
                tally == null ? null : tally.collector, observed.connectionsByRemote(), steadyState(tally, observed), gc);
    }

    /** Rates after convergence: from then to the end of the mode, on the consumer's wall clock. */
    private static SteadyState steadyState(GcTally tally, Observed observed) {
        if (tally == null || tally.windowUnknown || observed.convergeSeconds() == null) {
            return null;
        }
        return SteadyState.of(observed.durationSec() - observed.convergeSeconds(), tally.windowYoung, tally.windowFull);
    }

    private static void readProbes(Path file, List<Double> heap, List<Double> old) {
        if (!Files.exists(file)) {
            return;
        }
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            while ((line = in.readLine()) != null) {
                if (line.isBlank()) {
                    continue;
                }
                try {
                    JsonNode probe = JSON.readTree(line);
                    if (probe.hasNonNull("heapUsedMb")) {
                        heap.add(probe.get("heapUsedMb").asDouble());
                    }
                    if (probe.hasNonNull("oldGenUsedMb")) {
                        old.add(probe.get("oldGenUsedMb").asDouble());
                    }
                } catch (IOException half) {
                    // a half-written last line from a killed run: keep the complete ones
                }
            }
        } catch (IOException e) {
            System.err.println("sdsim: cannot read " + file + ": " + e.getMessage());
        }
    }

    /** {ok, failed} from calls.csv, or null when the file is missing. */
    static long[] readCalls(Path file) {
        if (!Files.exists(file)) {
            return null;
        }
        long ok = 0;
        long failed = 0;
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line = in.readLine(); // header
            while ((line = in.readLine()) != null) {
                String[] f = line.split(",", 6);
                if (f.length < 5) {
                    continue;
                }
                if ("true".equals(f[3])) {
                    ok++;
                } else if ("false".equals(f[3])) {
                    failed++;
                }
            }
        } catch (IOException e) {
            System.err.println("sdsim: cannot read " + file + ": " + e.getMessage());
        }
        return new long[] {ok, failed};
    }

    /** The probes' median by the analyzers' one definition ({@link OrderStatistics#median}); null for none. */
    static Double median(List<Double> values) {
        double m = OrderStatistics.median(values.stream().mapToDouble(Double::doubleValue).toArray());
        return Double.isNaN(m) ? null : m;
    }

}
