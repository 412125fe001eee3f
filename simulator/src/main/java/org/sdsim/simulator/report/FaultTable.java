package org.sdsim.simulator.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import org.sdsim.simulator.fault.FaultRecord;
import org.sdsim.simulator.folder.RecoveryVerdict;
import org.sdsim.simulator.summary.FaultSummary;
import org.sdsim.simulator.summary.NotInjectedFault;

/**
 * The fault table of report.html and summary.md: one row per scripted fault of every mode, those
 * that never ran included, the same cells in both (so a figure reads the same in each); and the
 * sentences saying how far each mode measured past --duration for its faults.
 */
final class FaultTable {
    static final List<String> HEADERS = List.of("#", "Mode", "Fault", "Scheduled at s", "Ran at s", "Recovered",
            "Time to full addresses s (per registry)",
            "Fewest addresses held (per registry)", "Calls failed / ok", "Consumer gap s (calls missed)",
            "Sessions ended", "Heap before → after MB", "Young / full GCs ±" + FaultSummary.GC_WINDOW.toSeconds() + " s",
            "Records lost", "Note");

    /** One row's cells, for {@link #HEADERS}. */
    record Row(List<String> cells) {
    }

    private FaultTable() {
    }

    /** How the n-th fault of a mode (from 1) is named in its table row and on its charts' marker. */
    static String label(int n) {
        return "F" + n;
    }

    static List<Row> rows(List<Column> columns) {
        List<Row> out = new ArrayList<>();
        for (Column c : columns) {
            int n = 0;
            for (FaultSummary f : c.mode().faultSummaries()) {
                out.add(row(label(++n), c.label(), f));
            }
            // faults run in order, so those that never ran come after every one that did
            for (NotInjectedFault f : c.mode().summary().scriptedFaults().notInjected()) {
                out.add(notInjected(label(++n), c.label(), f));
            }
        }
        return out;
    }

    /** Per mode whose measuring went past --duration for its faults, one sentence saying how far. */
    static List<String> extensions(List<Column> columns) {
        return columns.stream().filter(c -> c.mode().summary().scriptedFaults().extension() != null)
                .map(c -> c.mode().summary().scriptedFaults().extension().sentence(c.label())).toList();
    }

    private static Row notInjected(String label, String mode, NotInjectedFault f) {
        List<String> cells = new ArrayList<>(List.of(label, mode, f.spec(), Fmt.seconds(f.scheduledAtSec()), "not run",
                "not injected"));
        while (cells.size() < HEADERS.size() - 1) {
            cells.add("–");
        }
        cells.add(f.reason() == null ? "" : f.reason());
        return new Row(cells);
    }

    private static Row row(String label, String mode, FaultSummary s) {
        FaultRecord f = s.event();
        List<String> cells = new ArrayList<>();
        cells.add(label);
        cells.add(mode);
        cells.add(f.action().shown());
        cells.add(Fmt.seconds(f.timing().scheduledAtSec()));
        cells.add(Fmt.seconds(f.timing().injectedAtSec()));
        cells.add(recovered(f.result()));
        cells.add(perRegistry(f.addresses()));
        cells.add(lowest(f.addresses()));
        cells.add(Fmt.count(asDouble(f.calls().failed())) + " / " + Fmt.count(asDouble(f.calls().ok())));
        FaultRecord.ConsumerJvm consumer = f.consumer();
        cells.add(consumer.gapSeconds() == null ? "–"
                : Fmt.seconds(consumer.gapSeconds()) + " (" + Fmt.count(asDouble(consumer.callsMissed())) + ")");
        cells.add(f.sessionsEnded() == null || f.sessionsEnded().isEmpty() ? "–" : String.join(" ", f.sessionsEnded()));
        cells.add(Fmt.mb(s.heapBeforeMb()) + " → " + Fmt.mb(s.heapAfterMb()));
        cells.add(Fmt.count(asDouble(s.youngGcs())) + " / " + Fmt.count(asDouble(s.fullGcs())));
        cells.add(s.recordsLost() == null ? Fmt.NA : s.recordsLost() < 0 ? "unreadable" : Fmt.count(s.recordsLost()));
        cells.add(f.result().note() == null ? "" : f.result().note());
        return new Row(cells);
    }

    /** "yes", or "no: " and the condition still unmet when the watch ended (just "no" in older files). */
    private static String recovered(FaultRecord.Result r) {
        if (r.recovered()) {
            return "yes";
        }
        RecoveryVerdict v = RecoveryVerdict.byId(r.verdict());
        return v == null || v == RecoveryVerdict.RECOVERED ? "no" : "no: " + v.text();
    }

    /** "zk1 0.0, zk2 3.1"; a registry whose directories did not fill again reads "not back". */
    private static String perRegistry(FaultRecord.Addresses a) {
        Map<String, Double> toFull = a.secondsToFull() == null ? Map.of() : a.secondsToFull();
        TreeSet<String> registries = new TreeSet<>(toFull.keySet());
        if (a.lowest() != null) {
            registries.addAll(a.lowest().keySet());
        }
        if (registries.isEmpty()) {
            return Fmt.NA;
        }
        List<String> parts = new ArrayList<>();
        for (String r : registries) {
            Double s = toFull.get(r);
            parts.add(r + " " + (s == null ? "not back" : String.format(Locale.ROOT, "%.1f", s)));
        }
        return String.join(", ", parts);
    }

    private static String lowest(FaultRecord.Addresses a) {
        if (a.lowest() == null || a.lowest().isEmpty()) {
            return Fmt.NA;
        }
        List<String> parts = new ArrayList<>();
        new java.util.TreeMap<>(a.lowest()).forEach((r, n) -> parts.add(r + " " + Fmt.count(n)
                + (a.expected() == null ? "" : " / " + Fmt.count(a.expected()))));
        return String.join(", ", parts);
    }

    private static Double asDouble(Long v) {
        return v == null ? null : v.doubleValue();
    }
}
