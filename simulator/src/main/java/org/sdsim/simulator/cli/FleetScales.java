package org.sdsim.simulator.cli;

import java.util.ArrayList;
import java.util.List;

import org.sdsim.simulator.run.FleetReplay;
import org.sdsim.simulator.run.UserError;

/**
 * A sweep over a captured fleet's scales, as the provider counts the capacity model fits: scale X is
 * the captured provider hosts times X. Checked here, in the words of {@code --scales}, before the
 * sweep plan checks the counts.
 */
final class FleetScales {

    private FleetScales() {
    }

    static List<Integer> providers(FleetReplay fleet, List<Double> scales) {
        if (scales.size() < 3) {
            throw new UserError("--scales: give at least three scales (two always fit a line exactly), got " + scales);
        }
        List<Integer> providers = new ArrayList<>();
        for (double x : scales) {
            int n = fleet.withScale(positive(x)).providers();
            if (!providers.isEmpty() && n <= providers.get(providers.size() - 1)) {
                throw new UserError("--scales " + join(scales) + ": give ascending scales far enough apart to differ in "
                        + "providers; " + x + " gives " + n + " of the " + fleet.capturedProviders() + " captured, as the one "
                        + "before it does");
            }
            providers.add(n);
        }
        return providers;
    }

    /** The held-out point's providers: the scale given, else the midpoint of the two largest. */
    static int heldOut(FleetReplay fleet, List<Double> scales, String given) {
        double x;
        if (given == null) {
            x = (scales.get(scales.size() - 1) + scales.get(scales.size() - 2)) / 2;
        } else {
            try {
                x = positive(Double.parseDouble(given.trim()));
            } catch (NumberFormatException e) {
                throw new UserError("--held-out " + given + ": with --fleet, expected a scale such as 3 or 1.5");
            }
        }
        return fleet.withScale(x).providers();
    }

    private static double positive(double x) {
        if (!(x > 0) || Double.isInfinite(x)) {
            throw new UserError("--scales: expected scales above 0, such as 0.5,1,2, got " + x);
        }
        return x;
    }

    private static String join(List<Double> scales) {
        return String.join(",", scales.stream().map(String::valueOf).toList());
    }
}
