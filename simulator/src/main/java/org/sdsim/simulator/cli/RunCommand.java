package org.sdsim.simulator.cli;

import org.sdsim.fixtures.churn.ChurnPlan;
import org.sdsim.fixtures.topology.Topology;
import org.sdsim.simulator.orchestrator.Orchestrator;
import org.sdsim.simulator.orchestrator.RunStop;
import org.sdsim.simulator.fault.FaultPlan;
import org.sdsim.simulator.migration.MigrationSchedule;
import org.sdsim.simulator.plan.ModePlan;
import org.sdsim.simulator.plan.ModePlanner;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.fault.FaultRecord;
import org.sdsim.simulator.run.FleetReplay;
import org.sdsim.simulator.run.LiveOptions;
import org.sdsim.simulator.run.Preset;
import org.sdsim.simulator.run.Outcome;
import org.sdsim.simulator.plan.RunOptions;
import org.sdsim.simulator.run.UserError;
import org.sdsim.simulator.table.RunConsole;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RunSummary;
import org.sdsim.simulator.report.ReportResult;
import org.sdsim.simulator.report.RunReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** `sdsim run`: flags in, one immutable {@link RunOptions}, the {@link Orchestrator} does the rest. */
@Command(name = "run",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        // One string per paragraph: picocli wraps it to the help width.
        header = "Reproduce Dubbo's service-discovery memory experiment on this machine.",
        description = {
            "Starts two embedded ZooKeeper servers, each in a JVM of its own with a heap sized from the fleet "
                + "(with --ensemble 3, two three-member ensembles; or uses --registry), registers the fleet in Dubbo's "
                + "interface-level and application-level layouts, starts one real provider on loopback, then for "
                + "each mode starts a consumer JVM (-Xmx768m, 1 CPU by default), waits until it sees every address, "
                + "measures for --duration with churn and forced-full-GC probes, and writes a run folder with "
                + "manifest.json, summary.json, GC logs, JFR, calls, probes, metrics and a report.",
            ""},
        footer = {"",
            "Modes are MODE or MODE@VERSION. MODE: baseline (same consumer, zero addresses: the harness's own "
                + "cost), interface (FORCE_INTERFACE), application (FORCE_APPLICATION), dual (APPLICATION_FIRST, "
                + "Dubbo 3's default). VERSION picks the consumer's Dubbo, each in a JVM and module of its own: 2.6 "
                + "(2.6.12) and 2.7 (2.7.23) discover interface-level only; 3.0 (3.0.15, or 3.0.1 exactly), 3.1 "
                + "(3.1.5, or 3.1.4 exactly), 3.2 (3.2.19) and 3.3 (3.3.6) have every mode. A bare MODE runs Dubbo 3.3; dubbo27 "
                + "means interface@2.7. The default sets Dubbo 2.7, the published benchmark's \"before\", beside 3.3.",
            "",
            "Examples:",
            "  sdsim run                                   # 2.7 beside 3.3 at the published scale (~12 min)",
            "  sdsim run --preset published                # the published figure's four bars (2.6, 2.7, 3.0.1; ~17 min)",
            "  sdsim run --providers 20 --duration 20s     # a quick look (about three minutes)",
            "  sdsim run --duration 20h --churn-every 10m  # the published 20-hour soak",
            "  sdsim run --modes interface@2.6,interface@2.7,interface@3.0.15,application@3.0.1,application",
            "  sdsim run --duration 1h --fault registry-restart:zk1@10m --fault consumer-kill@40m  # scripted faults",
            "  sdsim run --ensemble 3 --modes interface --fault leader-kill@45s   # three-member ensembles, their leader killed",
            "  sdsim run --preset migration                # the migration rehearsal at the published scale (~15 min)",
            "  sdsim run --providers 20 --duration 150s --migration FORCE_INTERFACE@0s,APPLICATION_FIRST@50s,FORCE_APPLICATION@100s",
            "  sdsim run --modes dual@3.0.15 --migration FORCE_APPLICATION@60s:threshold=2   # a switch Dubbo refuses",
            "  sdsim run --fleet prod.fleet.gz --modes interface,application --scale 2   # your own captured fleet, doubled"})
public final class RunCommand implements Callable<Integer> {

    @Option(names = "--preset", paramLabel = "NAME",
            description = "Start from a named fleet and consumer: published (the published figure's four bars, Dubbo "
                    + "2.6, 2.7, 3.0.1 interface and 3.0.1 application, as its text and 2021's Dubbo describe it), dubbo3-fleet (Dubbo 3.3 providers, Java 17 consumer, fixed heap), "
                    + "monolith (50 instances x 100 interfaces, dubbo only) or migration (a Dubbo 3.3 consumer taken "
                    + "from FORCE_INTERFACE through APPLICATION_FIRST to FORCE_APPLICATION by its migration rule, 90 s "
                    + "each, then a fresh application-level consumer to compare with). Flags given explicitly override it; "
                    + "docs/topology.md argues each choice.")
    String preset;

    @Option(names = "--modes", split = ",", paramLabel = "MODE",
            description = "Modes to run, in order, each MODE or MODE@VERSION (default: ${DEFAULT-VALUE}).",
            defaultValue = "baseline,interface@2.7,interface,application,dual")
    List<String> modes;

    @Option(names = "--providers", paramLabel = "N", description = "Provider instances (default: ${DEFAULT-VALUE}).",
            defaultValue = "" + Topology.DEFAULT_PROVIDERS)
    int providers;

    @Option(names = "--duration", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Measured time per mode after the consumer converged, e.g. 90s, 30m, 20h (default: ${DEFAULT-VALUE}).",
            defaultValue = "90s")
    Duration duration;

    @Mixin
    ExperimentOptions experiment = new ExperimentOptions();

    @Option(names = "--scale", paramLabel = "X", defaultValue = "1",
            description = "With --fleet: replay X times the captured providers (provider hosts): 2 adds a second provider "
                    + "of every captured shape, 0.5 replays an even half (default: ${DEFAULT-VALUE}).")
    double scale;

    @Option(names = "--out", paramLabel = "DIR", description = "Run folder (default: runs/<timestamp>).")
    Path out;

    @Option(names = "--no-report", description = "Skip report.html and the SVG charts at the end.")
    boolean noReport;

    @Option(names = "--no-heap-attribution",
            description = "Skip the heap dump at the end of each mode and its attribution to Dubbo's components "
                    + "(registry caches, directories, URLs, metadata, Netty, ZooKeeper, file cache). The dump is "
                    + "deleted once attributed either way.")
    boolean noHeapAttribution;

    @Option(names = "--prometheus-port", paramLabel = "PORT",
            description = "Serve the consumer's heap, GC, addresses and calls, labelled by mode, at "
                    + "http://127.0.0.1:PORT/metrics for the whole run (loopback only; 9464 is Prometheus' usual "
                    + "port for exporters). Off by default. docs/live-view.md has the scrape config and a Grafana "
                    + "dashboard.")
    Integer prometheusPort;
    @Option(names = "--fault", paramLabel = "FAULT",
            description = "A scripted fault in every mode, at a time counted from the start of the mode's measuring "
                    + "phase (after convergence); repeatable. registry-restart:<name>@T (kill the embedded registry, "
                    + "start it again on the same port and data), registry-outage:<name>[:crash|hang]@T+D (down for D; "
                    + "hang freezes it with SIGSTOP, a partition; needs registries in processes of their own), "
                    + "session-expiry[:<name>]@T (end the consumer's ZooKeeper sessions on the server), consumer-kill@T "
                    + "(kill -9 the consumer; a new one is started and the gap recorded), storm@T (every provider "
                    + "restarts at once), leader-kill[:<name>]@T (with --ensemble 3: kill, by its pid, whichever "
                    + "member leads that registry's ensemble, or every registry's leader; it is started again once "
                    + "another member leads, so the ensemble is three again), member-restart[:<name>[.<member>]]@T "
                    + "(with --ensemble 3: kill member M of the ensemble, zk1.2 for member 2 of zk1, or a follower "
                    + "without one, and start it again). An ensemble fault also records the election time (until a "
                    + "member serves as leader), the sessions that reconnected, moved to another member or expired, and "
                    + "the registry's requests and bytes until recovery. Names are zk1, zk2, ... Each fault is recorded "
                    + "in events.jsonl with the time "
                    + "until every directory holds every address again, per registry, and calls failed; summary.json "
                    + "and report.html list them. Faults run one at a time, each after the previous one has "
                    + "recovered, so a tight schedule slides (see --max-fault-extension). E.g. --fault "
                    + "registry-restart:zk1@10m --fault registry-outage:zk2@20m+5m --fault session-expiry@30m --fault "
                    + "consumer-kill@40m --fault storm@50m")
    List<String> faults = new ArrayList<>();

    @Option(names = "--migration", split = ",", paramLabel = "STEP@TIME[:key=value...]",
            description = "A migration rehearsal: Dubbo's own migration rule written to the run's config center (every "
                    + "registry, under the run's namespace: <ns>/dubbo/config/DUBBO_SERVICEDISCOVERY_MIGRATION/"
                    + "sdsim-consumer.migration) at each TIME, counted from the start of the mode's measuring phase, "
                    + "while the consumer runs; comma-separated, times increasing, each before --duration's end. STEP "
                    + "is FORCE_INTERFACE, APPLICATION_FIRST or FORCE_APPLICATION; key=value sets the rule's "
                    + "threshold (new/old addresses a FORCE_ step needs, e.g. 0.9; above 1 it cannot switch: Dubbo "
                    + "keeps the old step, a rollback rehearsal), proportion (percent of calls APPLICATION_FIRST sends "
                    + "to the application level), delay (seconds a FORCE_ step waits for addresses) and force "
                    + "(true: switch without comparing). Without --modes the run is one Dubbo 3.3 consumer starting at "
                    + "the first step (interface for FORCE_INTERFACE, dual for APPLICATION_FIRST). With --modes, "
                    + "every 3.x interface and dual mode migrates; an application mode does not, and is the fresh "
                    + "application-level consumer the last phase is compared with; baseline, 2.6 and 2.7 modes are "
                    + "refused. Each phase (from one write to the next) reports heap after full GC, addresses per "
                    + "side, which side serves calls, the time until the consumer switched (its MigrationInvokers' "
                    + "own state), a dense call probe (a call every 100 ms) through each switch, GCs and the "
                    + "registries' watches: migration.jsonl, summary.json's migration block, the report. E.g. "
                    + "--migration FORCE_INTERFACE@0s,APPLICATION_FIRST@60s,FORCE_APPLICATION@120s")
    List<String> migration = new ArrayList<>();

    @Option(names = "--max-fault-extension", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "How much longer than --duration a mode may measure so that every scripted fault runs "
                    + "and is watched to recovery (default: ${DEFAULT-VALUE}; 0 never extends). Each fault waits "
                    + "until the consumer is over the previous one (every address back, and no call failing, for "
                    + "15 s), so faults slide past their times; measuring goes on while one is owed, and says so. "
                    + "A fault still not run at the cap is listed as not injected (console, summary.json's "
                    + "notInjected, the report) and the run exits 1.",
            defaultValue = "10m")
    Duration maxFaultExtension = FaultPlan.DEFAULT_MAX_EXTENSION;

    @Option(names = "--subscribers", paramLabel = "N", defaultValue = "0",
            description = "N subscribers per registry beside each mode's consumer, in a JVM of their own: ZooKeeper "
                    + "sessions that follow the mode's own access pattern on its Dubbo (the watches it sets, what it "
                    + "re-reads on each fire) but keep nothing they read, so a thousand fit on a small machine. The "
                    + "registry figures then say what each push costs the registry per subscriber, and each push's "
                    + "fan-out is timed for every subscriber (docs/registry-side.md) (default: ${DEFAULT-VALUE}).")
    int subscribers;

    @Option(names = "--repeat", paramLabel = "N", defaultValue = "1",
            description = "Runs every mode N times, interleaved (A B C, then B C A, then C A B: no mode always first or "
                    + "last), each run in a folder of its own (interface, interface.r2, ...). Every figure of the results, "
                    + "registry and remedies tables is then its median and range over the runs, and a remedy's change "
                    + "is called an effect only where the two ranges do not overlap, else within noise; one run gives "
                    + "no verdict (default: ${DEFAULT-VALUE}; at most " + RunOptions.MAX_REPEATS + ").")
    int repeat;

    /** Run before each consumer JVM starts; a test sets it to inject a failure inside the run. */
    java.util.function.Consumer<Mode> beforeConsumerStart = mode -> { };

    @Override
    public Integer call() throws Exception {
        if (preset != null && !presetApplied) {
            return withPreset().call();
        }
        RunOptions options = options();
        options.faults().fitWarning(options.pace().duration(), FaultRecord.SETTLE)
                .ifPresent(w -> System.err.println("sdsim: warning: " + w));
        Orchestrator orchestrator = new Orchestrator(options, "sdsim " + String.join(" ", commandLineArgs()))
                .beforeConsumerStart(beforeConsumerStart).live(new LiveOptions(prometheusPort));
        RunSummary summary = orchestrator.run();
        System.out.println();
        // Without a manifest the data-volume claim reads n/a (and is left out); the transmission claim needs none.
        System.out.print(RunConsole.render(summary, org.sdsim.simulator.folder.JsonFiles.readTree(
                options.output().folder().resolve("manifest.json"), "manifest.json", (where, what) -> { }, false)));
        System.out.println();
        System.out.println("run folder: " + options.output().folder().toAbsolutePath());
        RunStop.Cause cause = orchestrator.stop().cause();
        int code = exitCode(summary, cause);
        if (cause != null && cause != RunStop.Cause.INTERRUPTED) {
            System.err.println("sdsim: the run ended early: " + orchestrator.stop().detail());
        }
        if (code == INTERRUPTED) {
            // The JVM is shutting down and will not wait for a report: say how to make it later.
            System.err.println("sdsim: interrupted; write the report with: sdsim report " + options.output().folder());
        } else if (options.output().report()) {
            writeReport(options.output().folder());
        }
        return code;
    }

    /** The report is a view of the run folder: failing to draw it must not lose or fail the run. */
    private static void writeReport(Path runDir) {
        try {
            ReportResult report = RunReport.write(List.of(runDir), runDir);
            report.warnings().forEach(w -> System.err.println("sdsim report: warning: " + w));
            System.out.println("report: " + report.report().toAbsolutePath());
        } catch (IOException | RuntimeException e) {
            System.err.println("sdsim: the run is complete, but its report could not be written: " + e.getMessage()
                    + " (retry with: sdsim report " + runDir + ")");
        }
    }

    RunOptions options() {
        if (spec != null) {
            experiment.replay.checkFlags(spec.commandLine().getParseResult(), "--scale");
        }
        FleetReplay replay = experiment.replay.given() ? experiment.replay.check(scale) : null;
        RunOptions.FleetSource fleet = replay != null ? RunOptions.FleetSource.replayed(replay)
                : RunOptions.FleetSource.synthetic(experiment.fleet.topology(providers));
        RunOptions.Registries registries = experiment.registry.registries(); // a malformed address fails here
        ConsumerOptions c = experiment.consumer;
        Path folder = out != null ? out
                : Path.of("runs", LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        MigrationSchedule schedule = MigrationSchedule.parse(migration);
        List<String> modeTexts = !schedule.isEmpty() && !modesGiven()
                ? schedule.defaultModes().stream().map(Mode::id).toList() : modes;
        // each mode resolved once, here: its Dubbo, its remedies (with --file-cache off and --notify-delay as the
        // remedies they stand for), what its subscribers follow
        List<ModePlan> plans = ModePlanner.installed().runWide(c.runWideRemedies()).withSubscribers(subscribers > 0)
                .plan(modeTexts);
        return RunOptions.builder(plans, fleet, folder)
                .registries(registries)
                .pace(c.pace(duration))
                .churn(experiment.churn.plan())
                .consumer(c.setup(!noHeapAttribution))
                .faults(FaultPlan.parse(faults, registries.labels()).withMaxExtension(maxFaultExtension)
                        .requireOwned(registries.ownedLabels()))
                .migration(schedule)
                .subscribers(subscribers)
                .repeats(repeat)
                .report(!noReport)
                .preset(preset)
                .build();
    }

    /** Whether --modes was given (its default runs the baseline and 2.7, which a migration has no use for). */
    private boolean modesGiven() {
        return spec != null && spec.commandLine().getParseResult().hasMatchedOption("--modes");
    }

    /** Set on the command a preset was expanded into, so it runs instead of expanding again. */
    private boolean presetApplied;

    /** The same command parsed again with the preset's flags in front of those given. */
    RunCommand withPreset() {
        List<String> given = new ArrayList<>(commandLineArgs());
        // The parse result's arguments start with the subcommand's own name.
        int own = given.indexOf("run");
        List<String> args = Preset.parse(preset).expand(given.subList(own + 1, given.size()));
        RunCommand expanded = new RunCommand();
        new picocli.CommandLine(expanded).parseArgs(args.toArray(String[]::new));
        expanded.presetApplied = true;
        expanded.expandedArgs = new ArrayList<>(given.subList(0, own + 1));
        expanded.expandedArgs.addAll(args);
        expanded.beforeConsumerStart = beforeConsumerStart;
        return expanded;
    }

    private List<String> expandedArgs;

    private List<String> commandLineArgs() {
        if (expandedArgs != null) {
            return expandedArgs;
        }
        return spec == null ? List.of() : spec.commandLine().getParseResult().originalArgs();
    }

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    static final int INTERRUPTED = 130;

    /**
     * The exit code of a run that returned: what stopped it early, if anything (a registry or the
     * provider dying has its own code, whatever the modes say), else what its modes say.
     */
    static int exitCode(RunSummary summary, RunStop.Cause stoppedBy) {
        if (stoppedBy != null) {
            return switch (stoppedBy) {
                case INTERRUPTED -> INTERRUPTED;
                case REGISTRY_DIED -> ExitCode.REGISTRY.code();
                case PROVIDER_DIED -> ExitCode.ENVIRONMENT.code();
            };
        }
        return exitCode(summary);
    }

    static int exitCode(RunSummary summary) {
        boolean interrupted = false;
        boolean bad = false;
        for (ModeSummary m : summary.modes()) {
            interrupted |= m.course().outcome() == Outcome.INTERRUPTED;
            bad |= m.course().outcome() == Outcome.CRASHED || m.course().convergeSeconds() == null && m.course().outcome() != Outcome.OOM;
            // a scripted fault that never ran fails a run that otherwise completed (an out-of-memory
            // consumer stays a result)
            bad |= m.course().outcome() == Outcome.COMPLETED && !m.scriptedFaults().notInjected().isEmpty();
        }
        return interrupted ? INTERRUPTED : bad ? 1 : 0;
    }
}
