package org.sdsim.simulator.sweep;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.sdsim.simulator.orchestrator.Orchestrator;
import org.sdsim.simulator.run.FleetReplay;
import org.sdsim.fixtures.topology.Topology;
import org.sdsim.simulator.plan.ModePlan;
import org.sdsim.simulator.plan.RunOptions;
import org.sdsim.simulator.summary.RunSummary;

/**
 * Runs a {@link SweepPlan}: one ordinary run per grid point (its own registries, fleet, provider
 * and consumers, its own run folder), a line per mode through the points, then the held-out
 * point, and sweep.json rewritten after every point so a stopped sweep keeps what it measured.
 */
public final class Sweep {

    private final SweepPlan plan;
    private final String command;
    private final java.io.PrintStream progress;

    public Sweep(SweepPlan plan, String command, java.io.PrintStream progress) {
        this.plan = plan;
        this.command = command;
        this.progress = progress;
    }

    public SweepResult run() throws IOException, InterruptedException {
        long start = System.nanoTime();
        try {
            java.nio.file.Files.createDirectories(plan.out());
        } catch (IOException e) {
            throw new org.sdsim.simulator.run.UserError("--out " + plan.out() + ": cannot create the sweep folder ("
                    + org.sdsim.simulator.run.FileProblems.describe(e) + ")", e);
        }
        List<SweepPoint> grid = new ArrayList<>();
        int total = plan.grid().size() + 1;
        for (int providers : plan.grid()) {
            grid.add(measure(providers, grid.size() + 1, total, false));
            write(grid, null, start);
        }
        SweepPoint heldOut = measure(plan.heldOut(), total, total, true);
        SweepResult result = write(grid, heldOut, start);
        progress.println("sweep: " + result.modes().size() + " fits written to " + plan.out().resolve("sweep.json"));
        return result;
    }

    private SweepPoint measure(int providers, int index, int total, boolean heldOut) throws IOException,
            InterruptedException {
        progress.printf("sweep: [%d/%d] %,d providers%s%n", index, total, providers, heldOut ? " (held out)" : "");
        FleetReplay replay = plan.base().fleet().replay();
        RunOptions options = replay != null
                // a captured fleet at the scale that gives this many providers
                ? plan.base().withFleet(RunOptions.FleetSource.replayed(
                        replay.withScale((double) providers / replay.capturedProviders())), plan.pointDir(providers))
                : plan.base().withFleet(RunOptions.FleetSource.synthetic(
                        plan.base().fleet().topology().toBuilder().providers(providers).build()), plan.pointDir(providers));
        RunSummary summary = new Orchestrator(options, command + " # point " + providers).run();
        return SweepPoint.of(summary, providers, plan.out().relativize(plan.pointDir(providers)).toString(), heldOut);
    }

    private SweepResult write(List<SweepPoint> grid, SweepPoint heldOut, long start) throws IOException {
        List<SweepPoint> points = new ArrayList<>(grid);
        if (heldOut != null) {
            points.add(heldOut);
        }
        FleetReplay replay = plan.base().fleet().replay();
        SweepResult measured = new SweepResult(plan.xmxMb(), plan.heapShare(), plan.heapLimitMb(),
                urlsPerProvider(plan.base()), points, Map.of(), (System.nanoTime() - start) / 1e9,
                replay == null ? null : replay.capturedProviders());
        SweepResult result = SweepFits.of(measured, plan.base().modes().stream().map(ModePlan::id).toList(), plan.heldOut());
        result.write(plan.out());
        return result;
    }

    /**
     * Interface-level URLs one provider adds to the consumer's view: per interface and protocol, in every registry;
     * for a captured fleet, its provider URLs per provider host on average.
     */
    static int urlsPerProvider(RunOptions o) {
        FleetReplay replay = o.fleet().replay();
        if (replay != null) {
            return (int) Math.max(1, Math.round((double) replay.providerUrls() / replay.capturedProviders()
                    * o.registries().count()));
        }
        Topology topology = o.fleet().topology();
        return topology.interfaces() * topology.protocols().size() * o.registries().count();
    }
}
