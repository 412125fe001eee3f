package org.sdsim.simulator.report;

import java.util.ArrayList;
import java.util.List;
import org.sdsim.analyzers.chart.ChartOverlays;
import org.sdsim.analyzers.chart.ProbeReading;
import org.sdsim.simulator.fault.FaultRecord;
import org.sdsim.simulator.summary.ProbeRecord;
import org.sdsim.simulator.folder.PushRecord;
import org.sdsim.analyzers.chart.TimeMarker;
import org.sdsim.analyzers.event.GcEvent;

/**
 * Puts a mode's churn pushes and probes on its GC log's clock (seconds since the consumer JVM
 * started). Pushes carry only wall-clock time, so the JVM's start is needed: from a GC event that
 * has both decorations (exact), else from a probe (which records both), else the time the
 * orchestrator launched the consumer (a little early).
 */
final class ModeOverlays {
    static final String PUSH = "Address push (churn)";
    static final String PROBE = "Probe (forced full GC)";
    static final String FAULT = "Fault injected (--fault)";
    static final String RECOVERED = "Fault over: every address back";
    static final String RULE = "Migration rule written (--migration)";
    /** A probe whose clock differs from the charted JVM's by more than this was taken by another consumer JVM. */
    private static final double SAME_JVM_MS = 2_000;

    /** The overlays and how the JVM start was found (null when it could not be). */
    record Result(ChartOverlays overlays, String clockSource) {
    }

    private ModeOverlays() {
    }

    static Result of(ModeData m) {
        double startEpochMs = Double.NaN;
        String source = null;
        if (m.gc() != null) {
            for (GcEvent e : m.gc().events()) {
                if (e.time().hasUptime() && e.time().hasWallClock()) {
                    startEpochMs = e.time().wallClock().toEpochMilli() - e.time().uptimeSec() * 1000;
                    source = "gc.log time and uptime decorations";
                    break;
                }
            }
        }
        if (Double.isNaN(startEpochMs)) {
            for (ProbeRecord p : m.probes()) {
                if (p.epochMs() > 0 && Double.isFinite(p.uptimeSec())) {
                    startEpochMs = p.epochMs() - p.uptimeSec() * 1000;
                    source = "probes.jsonl epochMs and uptimeSec";
                    break;
                }
            }
        }
        if (Double.isNaN(startEpochMs)) {
            Long launched = m.summary().course().startedAtEpochMs();
            if (launched != null && launched > 0) {
                startEpochMs = launched;
                source = "consumer launch time in the mode summary (approximate)";
            }
        }
        // pushes first: the first marker group gets the stronger colour
        List<TimeMarker> markers = new ArrayList<>();
        List<ProbeReading> probes = new ArrayList<>();
        if (!Double.isNaN(startEpochMs)) {
            for (PushRecord push : m.pushes()) {
                markers.add(new TimeMarker((push.epochMillis() - startEpochMs) / 1000, PUSH));
            }
            int n = 0;
            for (FaultRecord f : m.faults()) {
                // labelled as the fault table numbers its rows, so a line on the chart names its row
                FaultRecord.Timing t = f.timing();
                markers.add(new TimeMarker((t.startEpochMs() - startEpochMs) / 1000, FAULT, FaultTable.label(++n)));
                if (t.recoveredEpochMs() != null) {
                    markers.add(new TimeMarker((t.recoveredEpochMs() - startEpochMs) / 1000, RECOVERED));
                }
            }
            // labelled as the phase table numbers the phase the write begins
            for (org.sdsim.simulator.folder.RuleWriteRecord w
                    : org.sdsim.simulator.folder.MigrationLines.read(m.dir(), "", (where, what) -> { }).writes()) {
                markers.add(new TimeMarker((w.epochMs() - startEpochMs) / 1000, RULE, "M" + w.phase()));
            }
        }
        for (ProbeRecord p : m.probes()) {
            double uptime = Double.isFinite(p.uptimeSec()) && sameJvm(p, startEpochMs) ? p.uptimeSec()
                    : !Double.isNaN(startEpochMs) && p.epochMs() > 0 ? (p.epochMs() - startEpochMs) / 1000 : Double.NaN;
            if (Double.isFinite(uptime)) {
                probes.add(new ProbeReading(uptime, p.heapUsedMb(), p.oldGenUsedMb() == null ? Double.NaN : p.oldGenUsedMb()));
                markers.add(new TimeMarker(uptime, PROBE));
            }
        }
        return new Result(new ChartOverlays(markers, probes, m.consumerStarts()), source);
    }

    /**
     * Whether a probe was read from the charted JVM: a consumer started again after a scripted
     * consumer-kill counts its uptime from its own start, so its probes are placed by wall clock.
     */
    private static boolean sameJvm(ProbeRecord p, double startEpochMs) {
        return Double.isNaN(startEpochMs) || p.epochMs() <= 0
                || Math.abs(p.epochMs() - p.uptimeSec() * 1000 - startEpochMs) < SAME_JVM_MS;
    }
}
