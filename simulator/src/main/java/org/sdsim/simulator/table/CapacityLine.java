package org.sdsim.simulator.table;

import org.sdsim.simulator.verdict.FanOutCost;
import org.sdsim.simulator.verdict.PaceCapacity;
import org.sdsim.simulator.verdict.RegistryCapacity;

import org.sdsim.simulator.summary.ModeSummary;

import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A mode's cost per push and subscriber ({@link FanOutCost}) and the capacity it implies
 * ({@link RegistryCapacity}) as one line beside the registry table (console, summary.md, report.html): the
 * figures that travel to other hardware first, then the estimate with its assumptions named, then what this
 * machine showed.
 */
public final class CapacityLine {

    private CapacityLine() {
    }

    /** The line; null when the mode ran no subscribers. */
    public static String of(ModeSummary m, String label) {
        FanOutCost cost = FanOutCost.of(m);
        if (cost == null) {
            return null;
        }
        StringBuilder b = new StringBuilder(label).append(": per push and subscriber");
        if (cost.registry() == null) {
            return b.append(": n/a: ").append(cost.notMeasured()).toString();
        }
        b.append(String.format(Locale.ROOT, " on %s (the busiest; the real consumer's share apportioned by requests):"
                + " %s CPU-ms, %s KB, %s requests", cost.registry(), num(cost.cpuMs(), 3),
                cost.bytes() == null ? "n/a" : num(cost.bytes() / 1024, 1), num(cost.requests(), 1)));
        RegistryCapacity c = RegistryCapacity.of(m, cost);
        if (c.paces().isEmpty()) {
            b.append("; capacity n/a: ").append(c.notMeasured());
        } else {
            b.append(String.format(Locale.ROOT, "; a %d-core member serves, at %.0f %% busy (cores and links) and if its"
                    + " cost grows linearly with subscribers and pushes%s: ", c.cores(), PaceCapacity.BUSY * 100,
                    c.busiestThread() == null ? "" : String.format(Locale.ROOT, ", its busiest stage %s (%.0f %% of its"
                            + " CPU) on one core", c.busiestThread().thread(), c.busiestThread().shareOfServer() * 100)));
            b.append(String.join("; ", c.describePaces()));
        }
        if (c.thisMachine() != null) {
            b.append("; this machine: ").append(c.thisMachine());
        }
        return b.toString();
    }

    private static String num(Double v, int decimals) {
        return v == null ? "n/a" : String.format(Locale.ROOT, "%,." + decimals + "f", v);
    }

    /** The lines of these modes, in order. */
    public static List<String> lines(Collection<ModeSummary> modes) {
        return modes.stream().map(m -> of(m, m.runLabel())).filter(Objects::nonNull).toList();
    }
}
