package org.sdsim.simulator.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.sdsim.fixtures.churn.ChurnPlan;
import org.sdsim.fixtures.topology.Topology;
import org.sdsim.simulator.orchestrator.JvmProfiles;
import org.sdsim.simulator.plan.ModePlan;
import org.sdsim.simulator.plan.ModePlanner;
import org.sdsim.simulator.run.FleetReplay;
import org.sdsim.simulator.plan.RunOptions;
import org.sdsim.simulator.run.UserError;
import org.sdsim.simulator.sweep.Sweep;
import org.sdsim.simulator.sweep.SweepPlan;
import org.sdsim.simulator.sweep.SweepReport;
import org.sdsim.simulator.sweep.SweepResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** `sdsim sweep`: the capacity planner. Flags in, one immutable {@link SweepPlan}, {@link Sweep} does the rest. */
@Command(name = "sweep",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        header = "Fit heap after full GC to fleet size; find the fleet a heap holds.",
        description = {
            "Runs the experiment once per fleet size of --grid (each an ordinary run folder under points/), fits a "
                + "line per mode through heap after full GC (fixed MB + KB per provider), checks it on one fleet size "
                + "it has not seen (--held-out), and answers: the largest fleet whose heap after full GC stays within "
                + "--heap-share of the consumer's -Xmx. Writes sweep.json, sweep.md, report.html and the chart.",
            ""},
        footer = {"",
            "With --fleet FILE the points are scales of a captured fleet (--scales, --held-out as a scale) and the answer "
                + "is also the largest scale (see sdsim run --fleet).",
            "",
            "Defaults: --grid 100,200,300,400,500 --held-out 750 --duration 30s --probe-every 10s (about 15 minutes on "
                + "2 cores). --quick: --grid 10,20,30 --held-out 45 --duration 5s --probe-every 2s --churn off (about "
                + "3 minutes; for tests and a first look, too small to trust the answer).",
            "",
            "Exit codes: 0 every point measured, 1 some point's consumer did not complete (left out of the fit), "
                + "and the codes of sdsim run for errors.",
            "",
            "Examples:",
            "  sdsim sweep --out sweeps/today",
            "  sdsim sweep --quick --out runs/sweep-quick",
            "  sdsim sweep --subscribers 1,10,100,1000 --out sweeps/registry   # what the registry pays per subscriber",
            "  sdsim sweep --provider-release 3.3 --profile consumer-1c2g-fixed --out sweeps/dubbo33",
            "  sdsim sweep --fleet prod.fleet.gz --scales 0.5,1,2,4 --out sweeps/prod   # your captured fleet's growth"})
public final class SweepCommand implements Callable<Integer> {

    @Option(names = "--quick", description = "A small, fast grid (see below).")
    boolean quick;

    @Option(names = "--modes", split = ",", paramLabel = "MODE",
            description = "Modes to fit (default: ${DEFAULT-VALUE}).", defaultValue = "interface,application")
    List<String> modes;

    @Option(names = "--grid", split = ",", paramLabel = "N", description = "Provider counts to fit, ascending.")
    List<Integer> grid;

    @Option(names = "--held-out", paramLabel = "N",
            description = "Provider count measured after fitting, to check it; with --fleet, a scale (default: the "
                    + "midpoint of the two largest --scales).")
    String heldOut;

    @Option(names = "--scales", split = ",", paramLabel = "X",
            description = "With --fleet: the scales of the captured fleet to fit, ascending (default: 0.5,1,2). Each is a "
                    + "run of the captured providers times X; the answer is the largest scale within --heap-share.")
    List<Double> scales;

    @Option(names = "--duration", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Measured time per mode and point.")
    Duration duration;

    @Mixin
    ExperimentOptions experiment = new ExperimentOptions();

    @Option(names = "--heap-share", paramLabel = "SHARE",
            description = "Share of -Xmx that heap after full GC may take in the capacity answer (default: ${DEFAULT-VALUE}).",
            defaultValue = "0.5")
    double heapShare;

    @Option(names = "--out", paramLabel = "DIR", description = "Sweep folder (default: sweeps/<timestamp>).")
    Path out;

    @Option(names = "--subscribers", split = ",", paramLabel = "N",
            description = "A registry sweep instead: the same fleet (--providers, default 500; 20 with --quick) with "
                    + "N subscribers per registry at each point, e.g. 1,10,100,1000, and --held-out a count between "
                    + "(default: the geometric mean of the two largest). Fits, per mode, the registry's bytes per push "
                    + "(through the points whose subscribers did every read they owed) and its heap against the "
                    + "subscribers, gives one subscriber's cost per push (server CPU-ms, KB, requests) and what a "
                    + "4-core registry serves, names what limited each point, and finds where push fan-out p99 passes "
                    + "--p99-limit. Writes registry-sweep.json and registry-sweep.md ('sdsim report' refits them).")
    List<Integer> subscribers;

    @Option(names = "--p99-limit", paramLabel = "DURATION", converter = DurationConverter.class, defaultValue = "5s",
            description = "With --subscribers: the push fan-out p99 the registry's capacity answer stays within "
                    + "(default: ${DEFAULT-VALUE}).")
    Duration p99Limit;

    @Option(names = "--providers", paramLabel = "N", description = "With --subscribers: the fleet every point runs.")
    Integer providers;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        if (subscribers != null) {
            return registrySweep();
        }
        SweepPlan plan = plan();
        String command = "sdsim " + String.join(" ", spec.commandLine().getParseResult().originalArgs());
        SweepResult result = new Sweep(plan, command, System.out).run();
        Path report = SweepReport.write(result, plan.out());
        System.out.println();
        SweepReport.console(result).forEach(System.out::println);
        System.out.println("report: " + report.toAbsolutePath());
        boolean incomplete = result.points().stream()
                .anyMatch(p -> p.outcomes().values().stream().anyMatch(o -> !"completed".equals(o)));
        return incomplete ? ExitCode.CONSUMER_FAILED.code() : ExitCode.OK.code();
    }

    SweepPlan plan() throws java.io.IOException {
        List<ModePlan> plans = ModePlanner.installed().runWide(experiment.consumer.runWideRemedies()).plan(modes);
        if (spec != null) {
            experiment.replay.checkFlags(spec.commandLine().getParseResult(), "--scales");
        }
        FleetReplay replay = experiment.replay.given() ? experiment.replay.check(1) : null;
        List<Integer> sizes;
        int held;
        if (replay != null) {
            List<Double> xs = scales != null ? scales : List.of(0.5, 1.0, 2.0);
            sizes = FleetScales.providers(replay, xs);
            held = FleetScales.heldOut(replay, xs, heldOut);
        } else {
            sizes = grid != null ? grid : quick ? List.of(10, 20, 30) : List.of(100, 200, 300, 400, 500);
            held = heldOut != null ? providerCount(heldOut) : quick ? 45 : 750;
        }
        Duration measured = duration != null ? duration : Duration.ofSeconds(quick ? 5 : 30);
        Duration probeEvery = given("--probe-every") ? experiment.consumer.probeEvery : Duration.ofSeconds(quick ? 2 : 10);
        RunOptions.FleetSource fleet = replay != null ? RunOptions.FleetSource.replayed(replay)
                : RunOptions.FleetSource.synthetic(experiment.fleet.topology(sizes.get(0)));
        Path folder = out != null ? out
                : Path.of("sweeps", LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        ConsumerOptions c = experiment.consumer;
        RunOptions base = RunOptions.builder(plans, fleet, folder)
                .registries(experiment.registry.registries())
                .pace(new RunOptions.Pace(measured, c.callEvery, probeEvery, c.metricsEvery, c.convergeTimeout))
                .churn(quick && !given("--churn") ? ChurnPlan.off() : experiment.churn.plan())
                .consumer(c.setup(false))
                .build();
        return new SweepPlan(sizes, held, base, heapShare, JvmProfiles.maxHeapMb(c.profile), folder);
    }

    /** {@code --subscribers}: the registry's capacity against subscribers at one fleet. */
    private int registrySweep() throws Exception {
        List<ModePlan> plans = ModePlanner.installed().runWide(experiment.consumer.runWideRemedies()).withSubscribers(true)
                .plan(modes);
        int fleet = providers != null ? providers : quick ? 20 : 500;
        Duration measured = duration != null ? duration : Duration.ofSeconds(quick ? 20 : 30);
        Duration probeEvery = given("--probe-every") ? experiment.consumer.probeEvery : Duration.ofSeconds(10);
        ChurnPlan churn = given("--churn") || given("--churn-every") ? experiment.churn.plan()
                : ChurnPlan.rolling(Duration.ofSeconds(quick ? 5 : 15), 0.1);
        Path folder = out != null ? out
                : Path.of("sweeps", LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        ConsumerOptions c = experiment.consumer;
        RunOptions base = RunOptions.builder(plans, RunOptions.FleetSource.synthetic(experiment.fleet.topology(fleet)), folder)
                .registries(experiment.registry.registries())
                .pace(new RunOptions.Pace(measured, c.callEvery, probeEvery, c.metricsEvery, c.convergeTimeout))
                .churn(churn)
                .consumer(c.setup(false))
                .build();
        int held = heldOut != null ? providerCount(heldOut) : org.sdsim.simulator.sweep.RegistrySweepPlan.between(subscribers);
        var plan = new org.sdsim.simulator.sweep.RegistrySweepPlan(subscribers, held, base, p99Limit.toMillis(), folder);
        String command = "sdsim " + String.join(" ", spec.commandLine().getParseResult().originalArgs());
        var result = new org.sdsim.simulator.sweep.RegistrySweep(plan, command, System.out).run();
        System.out.println();
        result.console().forEach(System.out::println);
        System.out.println("sweep: " + plan.out().resolve(org.sdsim.simulator.sweep.RegistrySweepResult.MARKDOWN)
                .toAbsolutePath());
        boolean incomplete = result.points().stream()
                .anyMatch(p -> p.modes().values().stream().anyMatch(f -> !"completed".equals(f.outcome())));
        return incomplete ? ExitCode.CONSUMER_FAILED.code() : ExitCode.OK.code();
    }

    private static int providerCount(String text) {
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new UserError("--held-out " + text + ": expected a provider count (a scale only with --fleet)");
        }
    }

    private boolean given(String option) {
        return spec != null && spec.commandLine().getParseResult().hasMatchedOption(option);
    }
}
