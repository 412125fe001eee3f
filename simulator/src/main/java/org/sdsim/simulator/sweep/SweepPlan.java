package org.sdsim.simulator.sweep;

import java.nio.file.Path;
import java.util.List;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.plan.RunOptions;
import org.sdsim.simulator.run.UserError;

/**
 * One capacity sweep, built once from the command line: the fleet sizes to measure, the one held
 * back to check the fit, and the run every point repeats with only its fleet size changed.
 *
 * @param grid      provider counts the fit is made from, ascending
 * @param heldOut   provider count measured after fitting, to check the prediction
 * @param base      the run each point repeats (modes, fleet shape, consumer, churn, durations)
 * @param heapShare the share of the consumer's -Xmx that heap after full GC may take
 * @param xmxMb     the consumer's -Xmx, from its JVM profile
 * @param out       the sweep folder: one run folder per point under points/, sweep.json, report.html
 */
public record SweepPlan(List<Integer> grid, int heldOut, RunOptions base, double heapShare, double xmxMb, Path out) {

    public SweepPlan {
        grid = List.copyOf(grid);
        if (grid.size() < 3) {
            throw new UserError("--grid: give at least three fleet sizes (two always fit a line exactly), got " + grid);
        }
        for (int i = 1; i < grid.size(); i++) {
            if (grid.get(i) <= grid.get(i - 1)) {
                throw new UserError("--grid: give ascending, distinct provider counts, got " + grid);
            }
        }
        if (grid.get(0) < 1) {
            throw new UserError("--grid: provider counts must be at least 1, got " + grid);
        }
        if (grid.contains(heldOut) || heldOut < 1) {
            throw new UserError("--held-out " + heldOut + ": must be a fleet size the fit has not seen");
        }
        if (heapShare <= 0 || heapShare > 1) {
            throw new UserError("--heap-share must be in (0, 1], got " + heapShare);
        }
        if (base.modeList().stream().anyMatch(Mode::isBaseline)) {
            throw new UserError("--modes: the baseline holds no addresses, there is nothing to fit; its heap is "
                    + "each fit's fixed part");
        }
    }

    /** The run folder of one point: points/p00500 for 500 providers. */
    public Path pointDir(int providers) {
        return out.resolve("points").resolve(String.format("p%05d", providers));
    }

    /** The heap after full GC a mode may reach: heapShare of -Xmx. */
    public double heapLimitMb() {
        return heapShare * xmxMb;
    }
}
