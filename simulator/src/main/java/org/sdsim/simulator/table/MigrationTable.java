package org.sdsim.simulator.table;

import org.sdsim.simulator.summary.MigrationPhase;
import org.sdsim.simulator.summary.ModeSummary;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The phase table of a migration rehearsal: one row per phase of each migrated mode, the same cells
 * on the console, in summary.md and in report.html, so a figure reads the same in each.
 */
public final class MigrationTable {

    /** The columns, in order. */
    public static final List<String> HEADERS = List.of("Phase", "Step", "From–to s", "Took effect", "Switch s",
            "Serving", "Interface addr.", "Application addr.", "Heap after FGC MB", "Heap trend", "YGC / FGC",
            "Allocated MB", "Calls ok / failed", "Probe calls failed / all", "Probe p50 / p99 / max ms",
            "Watches providers / services / mapping / config", "Cache file loads");

    private static final String NA = "n/a";

    private MigrationTable() {
    }

    /** The phase rows of one mode, or none when it did not migrate. */
    public static List<List<String>> rows(ModeSummary m) {
        List<List<String>> out = new ArrayList<>();
        if (m.migration() == null) {
            return out;
        }
        for (MigrationPhase p : m.migration().phases()) {
            Double switchSec = p.transition().switchSec();
            MigrationPhase.Census census = p.census();
            MigrationPhase.Heap heap = p.heap();
            MigrationPhase.Probe probe = p.probe();
            out.add(List.of(String.valueOf(p.phase()), p.rule().step() == null ? NA : p.rule().step(),
                    String.format(Locale.ROOT, "%.1f–%.1f", p.span().fromSec(), p.span().toSec()), tookEffect(p),
                    switchSec == null ? "-" : String.format(Locale.ROOT, "%.1f", switchSec),
                    census.serving() == null ? NA : census.serving(),
                    addresses(census.interfaceAddresses(), census.interfaceDirectories()),
                    addresses(census.applicationAddresses(), census.applicationDirectories()),
                    mb(heap.afterFullGcMb()), heap.trend() == null ? NA : heap.trend().state(),
                    heap.youngGcs() == null ? NA : heap.youngGcs() + " / " + heap.fullGcs(), mb(heap.allocatedMb()),
                    p.calls().ok() + " / " + p.calls().failed(),
                    probe.calls() == null ? "-" : probe.failed() + " / " + probe.calls(),
                    probe.calls() == null || probe.calls() == 0 ? "-"
                            : ms(probe.p50Ms()) + " / " + ms(probe.p99Ms()) + " / " + ms(probe.maxMs()),
                    watches(p.registries()), cacheFileLoads(p.registries())));
        }
        return out;
    }

    /** The console's table for every migrated mode, each with its fresh comparison; "" when none migrated. */
    public static String render(List<ModeSummary> modes) {
        StringBuilder b = new StringBuilder();
        for (ModeSummary m : modes) {
            List<List<String>> rows = rows(m);
            if (rows.isEmpty()) {
                continue;
            }
            b.append('\n').append(m.label()).append(": migration ").append(m.migration().schedule()).append('\n');
            b.append(ConsoleColumns.render(HEADERS, rows, true));
            if (m.migration().fresh() != null) {
                b.append("after FORCE_APPLICATION: ").append(m.migration().fresh().sentence()).append('\n');
            }
        }
        return b.toString();
    }

    /** "switched", "rolled-back (Dubbo kept its step)", "start" for phase 0. */
    private static String tookEffect(MigrationPhase p) {
        if (p.rule().spec() == null) {
            return "start";
        }
        return p.transition().verdict() == null ? NA : p.transition().verdict();
    }

    /** "20", "0 (destroyed)" when no invoker keeps such a directory any more, "none" before it had one. */
    private static String addresses(Long held, Integer directories) {
        if (held == null) {
            return NA;
        }
        return directories != null && directories == 0 ? "none" : String.valueOf(held);
    }

    private static String watches(MigrationPhase.Registries r) {
        if (r.watchesByKind() == null) {
            return NA;
        }
        return r.watches("providers") + " / " + r.watches("services") + " / " + r.watches("mapping") + " / "
                + r.watches("config");
    }

    /** "ServiceDiscoveryRegistry zk1 1, ...": Dubbo's "Loaded registry cache file" lines in the phase; n/a unread. */
    private static String cacheFileLoads(MigrationPhase.Registries r) {
        if (r.cacheFileLoads() == null) {
            return NA;
        }
        return r.cacheFileLoads().isEmpty() ? "none" : String.join(", ", r.cacheFileLoads().stream()
                .map(l -> l.owner() + (l.registry() == null ? "" : " " + l.registry()) + " " + l.count()).toList());
    }

    private static String mb(Double v) {
        return v == null ? NA : String.format(Locale.ROOT, "%.1f", v);
    }

    private static String ms(Double v) {
        return v == null ? NA : String.format(Locale.ROOT, "%.1f", v);
    }
}
