package org.sdsim.simulator.sweep;

import java.util.Map;

/**
 * One fleet size of a sweep, as its run measured it.
 *
 * @param providers fleet size
 * @param runDir    its run folder, relative to the sweep folder (a normal run folder: sdsim report reads it)
 * @param heapMb    mode → heap after full GC (median of its probes); absent for a mode that measured none
 * @param outcomes  mode → how the mode ended (completed, oom, crashed, interrupted)
 * @param heldOut   whether this is the held-out point, measured after the fit
 */
public record SweepPoint(int providers, String runDir, Map<String, Double> heapMb, Map<String, String> outcomes,
                         boolean heldOut) {
}
