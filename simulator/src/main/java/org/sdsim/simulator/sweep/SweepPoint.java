package org.sdsim.simulator.sweep;

import java.util.LinkedHashMap;
import java.util.Map;
import org.sdsim.simulator.run.Outcome;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RunSummary;

/**
 * One fleet size of a sweep, as its run measured it.
 *
 * @param providers fleet size
 * @param runDir    its run folder, relative to the sweep folder (a normal run folder: sdsim report reads it)
 * @param heapMb    mode → heap after full GC (median of its probes); absent for a mode that measured none
 * @param outcomes  mode → how the mode ended (completed, oom, crashed, interrupted)
 * @param heldOut   whether this is the held-out point, measured after the fit
 * @param perPush   mode → what a push cost it and the registries; absent for a mode without pushes (and
 *                  empty in a sweep.json written before sweeps read these figures)
 */
public record SweepPoint(int providers, String runDir, Map<String, Double> heapMb, Map<String, String> outcomes,
                         boolean heldOut, Map<String, PushFigures> perPush) {

    public SweepPoint {
        perPush = perPush == null ? Map.of() : perPush;
    }

    /** A point without per-push figures. */
    public SweepPoint(int providers, String runDir, Map<String, Double> heapMb, Map<String, String> outcomes,
                      boolean heldOut) {
        this(providers, runDir, heapMb, outcomes, heldOut, Map.of());
    }

    /** The point a run's summary.json describes. */
    static SweepPoint of(RunSummary summary, int providers, String runDir, boolean heldOut) {
        Map<String, Double> heap = new LinkedHashMap<>();
        Map<String, String> outcomes = new LinkedHashMap<>();
        Map<String, PushFigures> perPush = new LinkedHashMap<>();
        for (ModeSummary m : summary.modes()) {
            // A consumer that never saw the whole fleet measured a smaller one: not a point of this size.
            outcomes.put(modeId(m), m.course().convergeSeconds() == null && m.course().outcome() == Outcome.COMPLETED
                    ? "did not converge" : m.course().outcome() == null ? "unknown" : m.course().outcome().id());
            if (m.heap().afterFullGcMb() != null) {
                heap.put(modeId(m), m.heap().afterFullGcMb());
            }
            PushFigures figures = PushFigures.of(m);
            if (figures != null) {
                perPush.put(modeId(m), figures);
            }
        }
        return new SweepPoint(providers, runDir, heap, outcomes, heldOut, perPush);
    }

    private static String modeId(ModeSummary m) {
        return m.mode() == null ? "unknown" : m.mode().id();
    }
}
