package org.sdsim.simulator.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.sdsim.fixtures.topology.Topology;
import org.sdsim.simulator.generation.DubboLine;
import org.sdsim.simulator.generation.DubboLines;
import org.sdsim.simulator.generation.Generations;
import org.sdsim.simulator.orchestrator.Orchestrator;
import org.sdsim.simulator.plan.ModePlan;
import org.sdsim.simulator.plan.ModePlanner;
import org.sdsim.simulator.plan.RunOptions;
import org.sdsim.simulator.remedy.Remedies;
import org.sdsim.simulator.remedy.Remedy;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.FleetReplay;
import org.sdsim.simulator.run.UserError;
import org.sdsim.simulator.summary.RunSummary;
import org.sdsim.simulator.table.DecisionTable;
import org.sdsim.simulator.table.RemedyTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code sdsim advise --dubbo VERSION}: runs the version's default discovery and every remedy that applies to it,
 * repeated, on the synthetic fleet or a captured one, within a time budget, and prints the decision table's row for
 * that version with the remedies table of the user's own case.
 */
@Command(name = "advise", mixinStandardHelpOptions = true,
        header = "What to change on the Dubbo you run: its default discovery and each remedy, measured on your fleet.",
        description = {"Runs the default discovery of the Dubbo version given (interface on 2.x; dual, APPLICATION_FIRST, "
                + "on every 3.x) and the same with each remedy that applies to it (remedies that move the consumer to "
                + "another JDK or take a value left out), interleaved and repeated to fit the time budget, then prints "
                + "that version's row of the decision table (its defaults, what it measured per push, each remedy's "
                + "setting) and the remedies table of this run (each saving with its median, range and verdict). The "
                + "run folder holds the full report. A version sdsim has no consumer for is an error naming the "
                + "nearest one it has."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:done", "1:a mode failed", "2:usage error", "130:interrupted"})
public final class AdviseCommand implements Callable<Integer> {

    @Option(names = "--dubbo", paramLabel = "VERSION", required = true,
            description = "The Dubbo version your consumers run, e.g. 3.3.6, 3.2.19, 3.1.4, 2.7.23.")
    String dubbo;

    @Option(names = "--budget", paramLabel = "DURATION", converter = DurationConverter.class, defaultValue = "30m",
            description = "Wall time the measuring may take; runs per mode and their length are chosen to fit it "
                    + "(default: ${DEFAULT-VALUE}, for the published fleet on 2 cores).")
    Duration budget;

    @Option(names = "--providers", paramLabel = "N", defaultValue = "" + Topology.DEFAULT_PROVIDERS,
            description = "Provider instances of the synthetic fleet (default: ${DEFAULT-VALUE}); --fleet replays yours.")
    int providers;

    @Option(names = "--out", paramLabel = "DIR", description = "The run folder (default: runs/advise-<version>-<time>).")
    Path out;

    @Mixin
    ExperimentOptions experiment = new ExperimentOptions();

    /** Runs per mode and seconds measured per run, from the most to the least, for {@link #fit}. */
    private static final int[][] CHOICES = {{3, 90}, {3, 60}, {3, 45}, {2, 60}, {2, 45}, {1, 60}, {1, 45}, {1, 30}};

    /**
     * What one run of a mode takes besides its measuring, on 2 cores: the consumer's start and convergence, the
     * registries going quiet, the summary. Grows with the fleet (the published fleet's mode took about 2 min for
     * 90 s measured in reports/reference).
     */
    static double overheadSeconds(int providers) {
        return 30 + 0.06 * providers;
    }

    /** The most runs and the longest measuring that fit the budget: {runs, seconds}; the least when none does. */
    static int[] fit(int modes, int providers, Duration budget) {
        for (int[] c : CHOICES) {
            if (modes * c[0] * (c[1] + overheadSeconds(providers)) <= budget.toSeconds()) {
                return c;
            }
        }
        return CHOICES[CHOICES.length - 1];
    }

    @Override
    public Integer call() throws Exception {
        if (!Generations.installed().all().stream().anyMatch(g -> g.hasConsumer() && g.versions().contains(dubbo))) {
            throw new UserError("--dubbo " + dubbo + ": sdsim has no consumer for Dubbo " + dubbo
                    + "; the nearest it runs is " + DubboLines.nearestRelease(dubbo) + " (sdsim advise --dubbo "
                    + DubboLines.nearestRelease(dubbo) + ")");
        }
        DubboLine line = DubboLines.of(dubbo).orElseThrow(() -> new UserError("--dubbo " + dubbo
                + ": no Dubbo line of the decision table holds it"));
        DiscoveryMode discovery = DiscoveryMode.byId(line.defaultDiscovery());
        String stock = discovery.id() + "@" + dubbo;
        List<String> modes = new ArrayList<>(List.of(stock));
        for (Remedy r : Remedies.installed().all()) {
            if (r.appliesTo(discovery) && !r.takesValue() && r.effectOn(dubbo).filter(e -> e.java() == null).isPresent()) {
                modes.add(stock + "+" + r.name());
            }
        }
        List<ModePlan> plans = ModePlanner.installed().plan(modes);
        FleetReplay replay = experiment.replay.given() ? experiment.replay.check(1) : null;
        int fleet = replay != null ? replay.providers() : providers;
        int[] fit = fit(plans.size(), fleet, budget);
        Duration measured = Duration.ofSeconds(fit[1]);
        double estimate = plans.size() * fit[0] * (fit[1] + overheadSeconds(fleet));
        System.out.printf(Locale.ROOT, "sdsim advise: Dubbo %s (%s), default discovery %s; %d modes (%s) x %d runs x %d s, "
                + "about %.0f min of a %d min budget%n", dubbo, line.line(), line.defaultDiscovery(), plans.size(),
                String.join(", ", plans.stream().map(ModePlan::id).toList()), fit[0], fit[1], estimate / 60,
                budget.toMinutes());
        if (estimate > budget.toSeconds()) {
            System.out.println("sdsim advise: even one run of each mode takes longer than the budget; running that");
        }
        Path folder = out != null ? out : Path.of("runs", "advise-" + dubbo + "-"
                + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        ConsumerOptions c = experiment.consumer;
        RunOptions options = RunOptions.builder(plans, replay != null ? RunOptions.FleetSource.replayed(replay)
                        : RunOptions.FleetSource.synthetic(experiment.fleet.topology(providers)), folder)
                .registries(experiment.registry.registries())
                .pace(c.pace(measured))
                .churn(experiment.churn.plan())
                .consumer(c.setup(false))
                .repeats(fit[0])
                .report(true)
                .build();
        Orchestrator orchestrator = new Orchestrator(options, "sdsim advise --dubbo " + dubbo);
        RunSummary summary = orchestrator.run();
        System.out.println();
        System.out.println("which Dubbo, which settings (Dubbo " + line.line() + "):");
        System.out.print(DecisionTable.render(line, summary.modes()));
        System.out.print(RemedyTable.render(summary.modes()));
        System.out.println();
        System.out.printf(Locale.ROOT, "spread: %d run%s of each mode, %d s measured each; %s%n", fit[0],
                fit[0] == 1 ? "" : "s", fit[1], fit[0] == 1 ? "one run gives no verdict: raise --budget for a spread"
                        : "a change is an effect only where the ranges do not overlap");
        System.out.println("what each remedy costs under the fault it trades against: docs/remedies.md and README's "
                + "What to change (the prices table); the run's report: " + folder.resolve("report.html"));
        org.sdsim.simulator.report.RunReport.write(List.of(folder), folder);
        return RunCommand.exitCode(summary, orchestrator.stop().cause());
    }
}
