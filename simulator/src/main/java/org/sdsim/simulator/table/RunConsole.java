package org.sdsim.simulator.table;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.sdsim.simulator.table.ConsoleTable;
import org.sdsim.simulator.table.MigrationTable;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.verdict.PublishedRatios;
import org.sdsim.simulator.verdict.RegistryClaims;
import org.sdsim.simulator.table.RegistryTable;
import org.sdsim.simulator.table.RemedyTable;
import org.sdsim.simulator.summary.RunSummary;

/**
 * What {@code sdsim run} prints when its modes are done: the results table, the registry table with the published
 * claims beside it, the modes whose heap did not settle, the published ratios, the fault schedule, the migration
 * and remedies tables. One text from a run's summary and manifest, so that the console and the golden renderings
 * of the committed reports are the same code.
 */
public final class RunConsole {

    private RunConsole() {
    }

    /**
     * @param summary  the run's summary.json
     * @param manifest the run's manifest.json (the data-volume claim reads it); a missing node where there is none
     */
    public static String render(RunSummary summary, JsonNode manifest) {
        StringBuilder out = new StringBuilder();
        out.append(ConsoleTable.render(summary.modes()));
        String registries = RegistryTable.console(summary.modes());
        if (!registries.isEmpty()) {
            out.append('\n').append(registries);
            registryClaims(summary, manifest).forEach(line -> out.append(line).append('\n'));
        }
        String unsettled = unsettledLine(summary.modes());
        if (unsettled != null) {
            out.append(unsettled).append('\n');
        }
        String ratios = PublishedRatios.sentence(summary.modes());
        if (ratios != null) {
            out.append(ratios).append('\n');
        }
        faultSchedule(summary).forEach(line -> out.append(line).append('\n'));
        out.append(MigrationTable.render(summary.modes()));
        out.append(RemedyTable.render(summary.modes()));
        out.append(PriceTable.render(summary.modes()));
        return out.toString();
    }

    /**
     * One line for the whole run naming each mode whose heap after full GC is no steady state, with its
     * verdict (the table's heap trend column says the same; summary.json's heapTrend has the probes);
     * null when every mode settled.
     */
    public static String unsettledLine(List<ModeSummary> modes) {
        List<String> named = new ArrayList<>();
        for (ModeSummary m : modes) {
            if (m.heap().trend() != null && !m.heap().trend().settled()) {
                named.add(m.label() + " " + m.heap().trend().mark());
            }
        }
        return named.isEmpty() ? null : "heap after full GC is no steady state for " + String.join(", ", named)
                + " (their probes: summary.json's heapTrend)";
    }

    /** Per mode, how far measuring was extended for its faults, and each fault that never ran, with why. */
    public static List<String> faultSchedule(RunSummary summary) {
        List<String> lines = new ArrayList<>();
        for (ModeSummary m : summary.modes()) {
            String mode = m.mode() == null ? "?" : m.mode().id();
            if (m.scriptedFaults().extension() != null) {
                lines.add(m.scriptedFaults().extension().sentence(mode));
            }
            m.scriptedFaults().notInjected().forEach(n -> lines.add(mode + ": fault " + n.spec() + " NOT injected: " + n.reason()));
        }
        return lines;
    }

    /** The published registry claims beside this run's measurement, a line each (n/a lines left out). */
    public static List<String> registryClaims(RunSummary summary, JsonNode manifest) {
        // Without a manifest the data-volume claim reads n/a (and is left out); the transmission claim needs none.
        return RegistryClaims.of(summary.modes(), manifest).stream()
                .filter(c -> c.measuredPercent() != null)
                .map(c -> "published \"" + c.claim() + "\" (" + c.source() + "): "
                        + RegistryClaims.percent(c.publishedPercent()) + "; measured "
                        + c.measuredText() + ", " + c.measuredBy() + " (" + c.figuresText() + ")")
                .toList();
    }
}
