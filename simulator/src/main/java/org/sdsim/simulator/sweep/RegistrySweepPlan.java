package org.sdsim.simulator.sweep;

import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.plan.RunOptions;
import org.sdsim.simulator.run.UserError;

import java.nio.file.Path;
import java.util.List;

/**
 * A registry capacity sweep ({@code sdsim sweep --subscribers ...}): the same fleet and modes run
 * with a growing number of subscribers per registry, to fit what the registry pays against them.
 *
 * @param subscribers  subscribers per registry the fit is made from, ascending
 * @param heldOut      a subscriber count measured after fitting, to check the prediction
 * @param base         the run every point repeats (its fleet, modes, churn, durations)
 * @param p99LimitMs   the push fan-out p99 the capacity answer must stay within
 * @param out          the sweep folder: a run folder per point under points/, registry-sweep.json and .md
 */
public record RegistrySweepPlan(List<Integer> subscribers, int heldOut, RunOptions base, double p99LimitMs, Path out) {

    public RegistrySweepPlan {
        subscribers = List.copyOf(subscribers);
        if (subscribers.size() < 3) {
            throw new UserError("--subscribers: give at least three counts (two always fit a line exactly), got "
                    + subscribers);
        }
        for (int i = 1; i < subscribers.size(); i++) {
            if (subscribers.get(i) <= subscribers.get(i - 1)) {
                throw new UserError("--subscribers: give ascending, distinct counts, got " + subscribers);
            }
        }
        if (subscribers.get(0) < 1 || subscribers.get(subscribers.size() - 1) > RunOptions.MAX_SUBSCRIBERS) {
            throw new UserError("--subscribers: counts from 1 to " + RunOptions.MAX_SUBSCRIBERS + ", got " + subscribers);
        }
        if (subscribers.contains(heldOut) || heldOut < 1) {
            throw new UserError("--held-out " + heldOut + ": must be a subscriber count the fit has not seen");
        }
        if (p99LimitMs <= 0) {
            throw new UserError("--p99-limit must be positive, got " + p99LimitMs + " ms");
        }
        if (base.modeList().stream().anyMatch(Mode::isBaseline)) {
            throw new UserError("--modes: a baseline subscribes to nothing; there is nothing to fit");
        }
    }

    /** The default held-out point: between the two largest counts, geometrically (1,000 and 100 give 316). */
    public static int between(List<Integer> subscribers) {
        int a = subscribers.get(subscribers.size() - 2);
        int b = subscribers.get(subscribers.size() - 1);
        int mid = (int) Math.round(Math.sqrt((double) a * b));
        return mid == a || mid == b ? a + 1 : mid;
    }

    /** The run folder of one point: points/s01000 for 1,000 subscribers per registry. */
    public Path pointDir(int n) {
        return out.resolve("points").resolve(String.format("s%05d", n));
    }
}
