package org.sdsim.simulator.summarize;

import java.util.List;
import org.sdsim.simulator.fault.FaultRecord;
import org.sdsim.simulator.summary.ProbeRecord;
import org.sdsim.simulator.summary.FaultSummary;

/** Each scripted fault of a mode joined with the probes and GC logs around it, into its {@link FaultSummary}. */
final class FaultSummaries {

    private FaultSummaries() {
    }

    /** When the fault's effect ended: recovery, else the fault's own end, else its start. */
    static long settledAt(FaultRecord f) {
        FaultRecord.Timing t = f.timing();
        return t.recoveredEpochMs() != null ? t.recoveredEpochMs() : t.endEpochMs() != null ? t.endEpochMs() : t.startEpochMs();
    }

    /** The GC window of a fault, as a tally that counts only collections inside it. */
    static GcTally window(FaultRecord f) {
        return new GcTally().window(f.timing().startEpochMs() - FaultSummary.GC_WINDOW.toMillis(),
                settledAt(f) + FaultSummary.GC_WINDOW.toMillis());
    }

    static FaultSummary join(FaultRecord f, List<ProbeRecord> probes, GcTally window, long recordsLost) {
        Double before = null;
        Double after = null;
        long settled = settledAt(f);
        for (ProbeRecord p : probes) {
            if (p.epochMs() < f.timing().startEpochMs()) {
                before = p.heapUsedMb();
            } else if (after == null && p.epochMs() >= settled) {
                after = p.heapUsedMb();
            }
        }
        boolean counted = window != null && !window.windowUnknown;
        return new FaultSummary(f, before, after, counted ? window.windowYoung : null, counted ? window.windowFull : null,
                recordsLost);
    }
}
