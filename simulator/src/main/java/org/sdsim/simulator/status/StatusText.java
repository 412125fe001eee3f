package org.sdsim.simulator.status;

import org.sdsim.simulator.fault.FaultRecord;
import org.sdsim.simulator.summary.ProbeRecord;
import org.sdsim.simulator.summary.LiveState;
import org.sdsim.simulator.summary.ModeSummary;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** {@link RunStatus} as the lines {@code sdsim status} prints: one fact per line, a label then the value. */
public final class StatusText {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
            .withZone(ZoneId.systemDefault());

    private StatusText() {
    }

    public static String render(RunStatus s, Instant now) {
        StringBuilder b = new StringBuilder();
        line(b, "run", s.runDir() + (s.command() == null ? "" : "  (" + s.command() + ")"));
        line(b, "state", state(s));
        Duration elapsed = s.elapsed(now);
        line(b, "elapsed", elapsed == null ? "unknown (no start time in manifest.json)"
                : duration(elapsed) + " since " + TIME.format(s.startedAt()));
        line(b, "modes", modes(s));
        if (s.live() != null) {
            String verb = s.state() == RunStatus.State.RUNNING ? "" : "was ";
            line(b, "current", s.live().mode() + ": " + verb + s.live().phase() + " since "
                    + TIME.format(Instant.ofEpochMilli(s.live().phaseSinceEpochMs()))
                    + (s.state() == RunStatus.State.RUNNING
                            ? " (" + duration(Duration.between(Instant.ofEpochMilli(s.live().phaseSinceEpochMs()), now)) + ")"
                            : ""));
        } else if (s.state() == RunStatus.State.RUNNING) {
            line(b, "current", "between modes (or setting up the registries and the fleet)");
        }
        if (s.current() != null) {
            line(b, "last probe", probe(s.current(), s.lastProbe()));
            line(b, "calls", s.current() + ": " + (s.callsOk() == null ? "no calls.csv yet"
                    : s.callsOk() + " ok, " + s.callsFailed() + " failed"));
        }
        for (RegistryNow r : s.registries()) {
            line(b, "registry", registry(r, s.current()));
        }
        if (s.subscribers() != null) {
            line(b, "subscribers", s.current() + ": " + subscribers(s.subscribers(), s));
        }
        for (ModeSummary m : s.finished()) {
            line(b, "  " + m.mode().id(), finished(m));
        }
        if (s.faults().isEmpty()) {
            line(b, "faults", "none recorded");
        } else {
            line(b, "faults", s.faults().size() + " recorded");
            for (RunStatus.ModeFault f : s.faults()) {
                line(b, "  " + f.mode(), fault(f.fault()));
            }
        }
        return b.toString();
    }

    private static String state(RunStatus s) {
        String pid = s.pid() == null ? "" : " (orchestrator pid " + s.pid() + ")";
        return switch (s.state()) {
            case RUNNING -> "running" + pid;
            case FINISHED -> "finished at " + TIME.format(s.finishedAt());
            case STOPPED -> "stopped before the end" + pid + ": the orchestrator is gone (killed or crashed); "
                    + "'sdsim report " + s.runDir() + "' renders what was kept";
            case UNKNOWN -> "unknown: not finished, and its orchestrator" + pid
                    + " cannot be checked from here (another machine, or an older sdsim that records no pid)";
        };
    }

    private static String modes(RunStatus s) {
        List<String> parts = new ArrayList<>();
        for (String mode : s.plannedModes()) {
            String outcome = s.finished().stream().filter(m -> m.mode().id().equals(mode)).findFirst()
                    .map(m -> m.course().outcome() == null ? "ended" : m.course().outcome().id())
                    .orElse(s.live() != null && s.live().mode().equals(mode)
                            ? (s.state() == RunStatus.State.RUNNING ? "running" : "cut off") : "not started");
            parts.add(mode + " " + outcome);
        }
        return parts.isEmpty() ? "unknown (no modes in manifest.json)" : String.join(", ", parts);
    }

    private static String probe(String mode, ProbeRecord p) {
        if (p == null) {
            return mode + ": none yet";
        }
        return mode + " at " + TIME.format(Instant.ofEpochMilli(p.epochMs())) + ": heap after full GC "
                + mb(p.heapUsedMb()) + ", old gen " + (p.oldGenUsedMb() == null ? "n/a" : mb(p.oldGenUsedMb()))
                + ", addresses " + addresses(p.addressesPerInterfacePerRegistry());
    }

    /** "zk1 160, zk2 160 (8 interfaces)": the sum over interfaces, per registry. */
    private static String addresses(Map<String, Map<String, Integer>> perRegistry) {
        if (perRegistry == null || perRegistry.isEmpty()) {
            return "n/a";
        }
        int interfaces = perRegistry.values().stream().mapToInt(Map::size).max().orElse(0);
        return perRegistry.entrySet().stream()
                .map(e -> e.getKey() + " " + e.getValue().values().stream().mapToInt(Integer::intValue).sum())
                .collect(Collectors.joining(", ")) + " (" + interfaces + " interfaces)";
    }

    /**
     * "zk1 (interface) at 11:36:40: 20,607 znodes, 49 watches, 1,003 connections, 0 outstanding; 12.3
     * requests/s, 15.0 replies/s, 1.2 MB/s sent".
     */
    static String registry(RegistryNow r, String mode) {
        var c = r.counters();
        StringBuilder b = new StringBuilder(r.registry()).append(" (").append(mode).append(") at ")
                .append(TIME.format(Instant.ofEpochMilli(r.epochMillis()))).append(": ")
                .append(count(c.znodes())).append(" znodes, ").append(count(c.watches())).append(" watches, ")
                .append(count(c.connections())).append(" connections, ").append(count(c.outstandingRequests()))
                .append(" outstanding");
        if (r.requestsPerSecond() != null) {
            b.append(String.format(Locale.ROOT, "; %,.1f requests/s, %,.1f replies/s, %s sent", r.requestsPerSecond(),
                    r.repliesPerSecond() == null ? 0 : r.repliesPerSecond(), rate(r.bytesPerSecond())));
        }
        return b.toString();
    }

    /** "412 / 1,000 subscribed, 0 lost", "connecting (target 1,000)", "1,000 / 1,000 subscribed; stopped". */
    static String subscribers(SubscribersNow n, RunStatus s) {
        String text;
        if (n.ready() == null) {
            text = String.format(Locale.ROOT, "starting (target %,d)", n.target());
        } else {
            text = String.format(Locale.ROOT, "%,d / %,d subscribed, %,d lost", n.ready(), n.target(), n.lost());
        }
        if (n.stopped()) {
            return text + "; stopped";
        }
        boolean subscribing = s.live() != null && LiveState.Phase.SUBSCRIBING.id().equals(s.live().phase());
        return text + (subscribing && !n.allReady() ? "; still subscribing" : n.allReady() ? "; all ready" : "");
    }

    private static String count(Long v) {
        return v == null ? "n/a" : String.format(Locale.ROOT, "%,d", v);
    }

    private static String rate(Double bytesPerSecond) {
        if (bytesPerSecond == null) {
            return "n/a B/s";
        }
        if (bytesPerSecond >= 1024 * 1024) {
            return String.format(Locale.ROOT, "%.1f MB/s", bytesPerSecond / (1024 * 1024));
        }
        return bytesPerSecond >= 1024 ? String.format(Locale.ROOT, "%.1f KB/s", bytesPerSecond / 1024)
                : String.format(Locale.ROOT, "%.0f B/s", bytesPerSecond);
    }

    private static String finished(ModeSummary m) {
        String outcome = m.course().outcome() == null ? "ended" : m.course().outcome().id();
        String detail = m.course().outcomeDetail() == null || m.course().outcomeDetail().isBlank() ? "" : " (" + m.course().outcomeDetail() + ")";
        return outcome + detail + ", heap after full GC "
                + (m.heap().afterFullGcMb() == null ? "n/a" : mb(m.heap().afterFullGcMb()))
                + ", calls " + (m.calls().ok() == null ? "n/a" : m.calls().ok() + " ok / " + m.calls().failed() + " failed");
    }

    /** One fault as a line: when, what, and how the consumer came back. */
    private static String fault(FaultRecord f) {
        StringBuilder b = new StringBuilder();
        b.append(TIME.format(Instant.ofEpochMilli(f.timing().startEpochMs()))).append(' ').append(f.action().shown());
        if (f.result().recovered()) {
            b.append(", recovered");
            if (f.addresses().secondsToFull() != null) {
                f.addresses().secondsToFull().forEach((reg, sec) ->
                        b.append(String.format(Locale.ROOT, ", %s full after %.1f s", reg, sec)));
            }
        } else {
            b.append(", not recovered");
        }
        if (f.calls().failed() != null) {
            b.append(", calls failed ").append(f.calls().failed());
        }
        if (f.consumer().gapSeconds() != null) {
            b.append(String.format(Locale.ROOT, ", %.1f s without a consumer", f.consumer().gapSeconds()));
        }
        if (f.result().note() != null && !f.result().note().isEmpty()) {
            b.append(" (").append(f.result().note()).append(')');
        }
        return b.toString();
    }

    private static String mb(double v) {
        return String.format(Locale.ROOT, "%.1f MB", v);
    }

    static String duration(Duration d) {
        long s = Math.max(0, d.toSeconds());
        return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    }

    private static void line(StringBuilder b, String label, String value) {
        b.append(String.format(Locale.ROOT, "%-14s %s%n", label, value));
    }
}
