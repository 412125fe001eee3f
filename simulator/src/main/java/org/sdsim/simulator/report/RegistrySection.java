package org.sdsim.simulator.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.verdict.RegistryClaims;
import org.sdsim.simulator.summary.RegistryFigures;
import org.sdsim.simulator.summary.RegistryRow;

/**
 * The report's "Registry" section, drawn by report.html and summary.md alike: the registry table
 * ({@link org.sdsim.simulator.table.RegistryTable}) a row per mode, a line for each registry whose
 * figures could not be read, the published claims beside the measured ratios, and the charts (push
 * fan-out when subscribers ran; the registries over time). Empty when no mode has registry figures
 * (a run before the registry meter).
 *
 * @param rows        a row per mode with registry figures, labelled as the report labels the mode
 * @param unavailable "mode: zk2 n/a: why", one per registry whose figures could not be read, then a
 *                    line per mode naming what limited its fan-out, with how far its pushes reached where they
 *                    did not reach every subscriber ({@code PushSaturation.verdictLine}), and
 *                    a line per mode with every process's CPU over its window ({@code CpuLine}), with the load
 *                    generator's health ({@code LoadGeneratorLine}), and with the cost per push and subscriber
 *                    and the capacity it implies ({@code CapacityLine})
 * @param claims      the published claims and their measurement, per run
 * @param charts      fan-out (when subscribers ran), then the registries over time, one per run
 */
record RegistrySection(List<List<String>> rows, List<String> unavailable, List<RunClaims> claims,
        List<ReportChart> charts) {

    /** One run's claims; {@code run} is null unless the report compares runs. */
    record RunClaims(String run, List<RegistryClaims.Claim> claims) {
    }

    /** What each column of the table means, as the report's "how to read" note says it. */
    static final List<String> HOW_TO_READ = List.of(
            "A push is one change of the provider list in one registry (a line of the mode's events.jsonl): a"
                    + " rolling-restart wave is two, its providers leaving and coming back. The figures cover the mode's"
                    + " measuring, from its start until the consumer holds the fleet again after the last push; costs"
                    + " are the mean over the run's registries that could be read (each holds the same fleet).",
            "Per client: spread over the clients that subscribe on each registry (clients/reg), the mode's real"
                    + " consumer and its subscribers (--subscribers).",
            "KB/push/client is what the registry sent (its replies and watch notifications, mntr's zk_response_bytes"
                    + " and zk_watch_bytes), its quiet rate before the first push taken out, and the replies to the"
                    + " registrar's own writes taken out too (the registrar counts them: a created URL node's reply"
                    + " carries its path, about 1.4 KB per URL at the default fleet): bytes exist only for the whole"
                    + " server.",
            "Requests per push are each connection's own count (ZooKeeper's cons), so the registrar's writes and"
                    + " sdsim's own sessions are left out; a session's pings (one per third of its timeout of idleness)"
                    + " are in: requests/push/client over every subscribing client, consumer req/push the real"
                    + " consumer's, subscriber req/push one subscriber's.",
            "notifications, getData and getChildren per push are the server's own counters (mntr), every client's"
                    + " together.",
            "data MB is the tree's approximate data size at the end (the fleet registers both layouts, as"
                    + " register-mode=all does); watches are every watch each server held when measuring began, the registry"
                    + " quiet, per registry (the first is also the config centre, with every client's configuration"
                    + " watches), those on providers (interface level) and on services (application level) among"
                    + " them; registry heap MB is the"
                    + " registry JVM's heap after its last collection in the span (registries/<name>/gc.log).",
            "push p50/p99 and full reads ÷ pushes come from the subscribers: the time from the registrar's"
                    + " acknowledged write to each subscriber's first full read of the new state, and a subscriber's"
                    + " full reads (a listing, at application level with every instance's getData) over the pushes:"
                    + " a read that lands after several pushes serves them all and counts once, so below 1 means"
                    + " pushes overlapped, not that a push cost less than a read.");

    static final String CLAIMS_NOTE = "A measured change is application level against interface level: below 0 is"
            + " less. The transmission figures are this machine's loopback traffic of one consumer (and its"
            + " subscribers) per push; the published article measured a bank's production fleet.";

    /** The lines each mode may have under the table, in order: the verdict, CPU, the load generator, cost and capacity. */
    private static final List<BiFunction<ModeSummary, String, String>> MODE_LINES = List.of(
            org.sdsim.simulator.verdict.PushSaturation::verdictLine, org.sdsim.simulator.table.CpuLine::of,
            org.sdsim.simulator.table.LoadGeneratorLine::of, org.sdsim.simulator.table.CapacityLine::of);

    boolean isEmpty() {
        return rows.isEmpty();
    }

    /** The section of these runs; its charts are written by the caller and handed in. */
    static RegistrySection of(List<RunData> runs, List<Column> columns, List<ReportChart> charts) {
        List<List<String>> rows = new ArrayList<>();
        List<String> unavailable = new ArrayList<>();
        for (List<Column> group : ColumnGroups.of(columns)) {
            List<List<String>> cells = group.size() == 1 ? null
                    : org.sdsim.simulator.table.RegistryTable.table(group.stream().map(c -> c.mode().summary()).toList());
            if (cells != null) {
                rows.addAll(cells);
            }
            for (Column c : group) {
                ModeSummary s = c.mode().summary();
                RegistryRow row = RegistryRow.of(s);
                if (row == null) {
                    continue;
                }
                if (cells == null) {
                    rows.add(org.sdsim.simulator.table.RegistryTable.cells(row.withMode(c.label())));
                }
                for (Map.Entry<String, RegistryFigures> e : s.registry().entrySet()) {
                    if (e.getValue().unavailable() != null) {
                        unavailable.add(c.label() + ": " + e.getKey() + " n/a: " + e.getValue().unavailable());
                    }
                }
                for (BiFunction<ModeSummary, String, String> line : MODE_LINES) {
                    String text = line.apply(s, c.label());
                    if (text != null) {
                        unavailable.add(text);
                    }
                }
            }
        }
        if (rows.isEmpty()) {
            return new RegistrySection(List.of(), List.of(), List.of(), List.of());
        }
        List<RunClaims> claims = new ArrayList<>();
        for (RunData run : runs) {
            List<ModeSummary> modes = run.modes().stream().map(ModeData::summary).toList();
            if (modes.stream().noneMatch(m -> m.registry() != null && !m.registry().isEmpty())) {
                continue;
            }
            claims.add(new RunClaims(runs.size() > 1 ? run.runId() : null, RegistryClaims.of(modes, run.manifest())));
        }
        return new RegistrySection(List.copyOf(rows), List.copyOf(unavailable), List.copyOf(claims), List.copyOf(charts));
    }

    /** The claims table's headers; {@link #claimCells} fills a row. */
    static final List<String> CLAIM_HEADERS = List.of("published claim", "source", "published", "measured",
            "measured by", "figures", "what the measured number is");

    static List<String> claimCells(RegistryClaims.Claim c) {
        String figures = c.figuresText();
        return List.of(c.claim(), c.source(), RegistryClaims.percent(c.publishedPercent()).replace(".0 %", " %"),
                c.measuredText(), c.measuredBy() == null ? Fmt.NA : c.measuredBy(), figures == null ? Fmt.NA : figures,
                c.what());
    }
}
