package org.sdsim.simulator.sweep;

import org.sdsim.simulator.orchestrator.Orchestrator;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RunSummary;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs a {@link RegistrySweepPlan}: one ordinary run per subscriber count (its own registries, fleet,
 * consumers and subscribers), then the held-out count, and registry-sweep.json rewritten after every
 * point so a stopped sweep keeps what it measured.
 */
public final class RegistrySweep {

    private final RegistrySweepPlan plan;
    private final String command;
    private final PrintStream progress;

    public RegistrySweep(RegistrySweepPlan plan, String command, PrintStream progress) {
        this.plan = plan;
        this.command = command;
        this.progress = progress;
    }

    public RegistrySweepResult run() throws IOException, InterruptedException {
        long start = System.nanoTime();
        Files.createDirectories(plan.out());
        List<RegistrySweepPoint> grid = new ArrayList<>();
        int total = plan.subscribers().size() + 1;
        for (int n : plan.subscribers()) {
            grid.add(measure(n, grid.size() + 1, total, false));
            write(grid, null, start);
        }
        RegistrySweepPoint held = measure(plan.heldOut(), total, total, true);
        return write(grid, held, start);
    }

    private RegistrySweepPoint measure(int n, int index, int total, boolean heldOut)
            throws IOException, InterruptedException {
        progress.printf("sweep: [%d/%d] %,d subscribers per registry%s%n", index, total, n, heldOut ? " (held out)" : "");
        org.sdsim.simulator.plan.RunOptions base = plan.base().withSubscribers(n);
        base = base.withFleet(base.fleet(), plan.pointDir(n));
        RunSummary summary = new Orchestrator(base, command + " # point " + n).run();
        Map<String, RegistrySweepPoint.Figures> modes = new LinkedHashMap<>();
        for (ModeSummary m : summary.modes()) {
            modes.put(m.mode() == null ? "unknown" : m.mode().id(), RegistrySweepPoint.Figures.of(m));
        }
        return new RegistrySweepPoint(n, plan.out().relativize(plan.pointDir(n)).toString(), modes, heldOut);
    }

    private RegistrySweepResult write(List<RegistrySweepPoint> grid, RegistrySweepPoint heldOut, long start)
            throws IOException {
        Map<String, RegistryFit> fits = new LinkedHashMap<>();
        for (Mode mode : plan.base().modeList()) {
            RegistryFit fit = RegistryFit.of(mode.id(), grid, heldOut, plan.heldOut(), plan.p99LimitMs());
            if (fit != null) {
                fits.put(mode.id(), fit);
            }
        }
        List<RegistrySweepPoint> points = new ArrayList<>(grid);
        if (heldOut != null) {
            points.add(heldOut);
        }
        int providers = plan.base().fleet().replay() != null ? plan.base().fleet().replay().capturedProviders()
                : plan.base().fleet().topology().providers();
        RegistrySweepResult result = new RegistrySweepResult(providers, plan.p99LimitMs(), points,
                fits, (System.nanoTime() - start) / 1e9);
        result.write(plan.out());
        return result;
    }
}
