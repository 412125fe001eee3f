package org.sdsim.simulator.table;

import org.sdsim.simulator.summary.SubscriberFigures;
import org.sdsim.simulator.verdict.FanOutLimit;

import org.sdsim.simulator.summary.ModeSummary;

import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A mode's load generator's health as one line beside the registry table (console, summary.md, report.html):
 * pushes every subscriber read against pushes some did not, the subscribers' round trips against the server's
 * own read latency, the lanes' backlog and the subscriber JVM's GC pauses. What the verdict
 * ({@link FanOutLimit}) weighs, shown whatever the verdict, so a reader can judge the load generator too.
 */
public final class LoadGeneratorLine {

    private LoadGeneratorLine() {
    }

    /** The line; null without subscribers or their health figures (a run before sdsim recorded them). */
    public static String of(ModeSummary m, String label) {
        SubscriberFigures s = m.subscribers();
        SubscriberFigures.LoadGeneratorHealth h = s == null ? null : s.health();
        if (h == null || s.clients().perRegistry() <= 0) {
            return null;
        }
        StringBuilder b = new StringBuilder(label).append(": load generator: ");
        b.append(String.format(Locale.ROOT, "%,d of %,d pushes read by every subscriber owed them", h.completePushes(),
                h.completePushes() + h.incompletePushes()));
        if (s.reach().owed() != null && s.reach().reached() != null) {
            b.append(String.format(Locale.ROOT, " (%,d of %,d owed reads done)", s.reach().reached(), s.reach().owed()));
        }
        String roundTrips = FanOutLimit.roundTrips(h, FanOutLimit.busiestReadLatencyMs(m));
        if (roundTrips != null) {
            b.append("; ").append(roundTrips);
        }
        String backlog = FanOutLimit.backlog(h);
        if (backlog != null) {
            b.append("; ").append(backlog);
        }
        if (s.jvm().gcPauseMs() != null) {
            b.append(String.format(Locale.ROOT, "; GC pauses %.1f s", s.jvm().gcPauseMs() / 1000));
        }
        return b.toString();
    }

    /** The lines of these modes, in order. */
    public static List<String> lines(Collection<ModeSummary> modes) {
        return modes.stream().map(m -> of(m, m.runLabel())).filter(Objects::nonNull).toList();
    }
}
