package org.sdsim.simulator.cli;

import org.sdsim.fixtures.churn.ChurnMode;
import org.sdsim.fixtures.churn.ChurnPlan;
import org.sdsim.fixtures.registry.RegistryEndpoints;
import org.sdsim.fixtures.topology.Topology;
import org.sdsim.simulator.orchestrator.Dubbo27ClassPath;
import org.sdsim.simulator.orchestrator.Orchestrator;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.Outcome;
import org.sdsim.simulator.run.RunOptions;
import org.sdsim.simulator.summary.ConsoleTable;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RunSummary;
import org.sdsim.simulator.report.ReportResult;
import org.sdsim.simulator.report.RunReport;
import picocli.CommandLine.Command;
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
            "Starts two embedded ZooKeeper servers (or uses --registry), registers the fleet in Dubbo's "
                + "interface-level and application-level layouts, starts one real provider on loopback, then for "
                + "each mode starts a consumer JVM (-Xmx768m, 1 CPU by default), waits until it sees every address, "
                + "measures for --duration with churn and forced-full-GC probes, and writes a run folder with "
                + "manifest.json, summary.json, GC logs, JFR, calls, probes, metrics and a report.",
            ""},
        footer = {"",
            "Modes: baseline (same consumer, zero addresses: the harness's own cost), interface "
                + "(FORCE_INTERFACE), application (FORCE_APPLICATION), dual (APPLICATION_FIRST, Dubbo 3's default); "
                + "and, not run unless asked for, dubbo27 (the same consumer on Dubbo 2.7.23, interface-level: the "
                + "published benchmark's \"before\").",
            "",
            "Exit codes: 0 every mode completed or ran out of memory (a result), 1 a consumer crashed or "
                + "did not converge, 2 bad flags or unreachable registry, 130 interrupted (results kept).",
            "",
            "Examples:",
            "  sdsim run                                   # the published experiment, short",
            "  sdsim run --providers 20 --duration 20s     # a quick look (about two minutes)",
            "  sdsim run --duration 20h --churn-every 10m  # the published 20-hour soak",
            "  sdsim run --modes baseline,dubbo27,interface  # Dubbo 2.7 beside 3.x"})
public final class RunCommand implements Callable<Integer> {

    @Option(names = "--modes", split = ",", paramLabel = "MODE",
            description = "Modes to run, in order (default: ${DEFAULT-VALUE}).",
            defaultValue = "baseline,interface,application,dual")
    List<String> modes;

    @Option(names = "--providers", paramLabel = "N", description = "Provider instances (default: ${DEFAULT-VALUE}).",
            defaultValue = "" + Topology.DEFAULT_PROVIDERS)
    int providers;

    @Option(names = "--interfaces", paramLabel = "N", description = "Interfaces per provider (default: ${DEFAULT-VALUE}).",
            defaultValue = "" + Topology.DEFAULT_INTERFACES)
    int interfaces;

    @Option(names = "--applications", paramLabel = "N",
            description = "Applications the providers belong to (default: ${DEFAULT-VALUE}).",
            defaultValue = "" + Topology.DEFAULT_APPLICATIONS)
    int applications;

    @Option(names = "--revisions", paramLabel = "N",
            description = "Distinct metadata revisions per application; application-level cost follows these "
                    + "(default: ${DEFAULT-VALUE}).",
            defaultValue = "" + Topology.DEFAULT_REVISIONS_PER_APPLICATION)
    int revisions;

    @Option(names = "--url-bytes", paramLabel = "BYTES", description = "Target size of one provider URL (default: ${DEFAULT-VALUE}).",
            defaultValue = "" + Topology.DEFAULT_URL_BYTES)
    int urlBytes;

    @Option(names = "--seed", paramLabel = "SEED", description = "Fleet seed; same seed, same fleet (default: ${DEFAULT-VALUE}).",
            defaultValue = "" + Topology.DEFAULT_SEED)
    long seed;

    @Option(names = "--provider-port", paramLabel = "PORT",
            description = "Port of the dubbo protocol on every provider, and of the real loopback provider (default: ${DEFAULT-VALUE}).",
            defaultValue = "20880")
    int providerPort;

    @Option(names = "--registry", paramLabel = "zookeeper://HOST:PORT[,HOST:PORT...]",
            description = "An existing ZooKeeper ensemble; give it once per registry (the published run used two). "
                    + "Without it, embedded servers are started on 127.0.0.1.")
    List<String> registries = new ArrayList<>();

    @Option(names = "--embedded-registries", paramLabel = "N",
            description = "How many embedded registries to start without --registry (default: ${DEFAULT-VALUE}).",
            defaultValue = "2")
    int embeddedRegistries;

    @Option(names = "--duration", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Measured time per mode after the consumer converged, e.g. 90s, 30m, 20h (default: ${DEFAULT-VALUE}).",
            defaultValue = "90s")
    Duration duration;

    @Option(names = "--call-every", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Interval between the consumer's calls (default: ${DEFAULT-VALUE}).", defaultValue = "5s")
    Duration callEvery;

    @Option(names = "--probe-every", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Interval between forced full GCs that measure heap after full GC (default: ${DEFAULT-VALUE}).",
            defaultValue = "30s")
    Duration probeEvery;

    @Option(names = "--metrics-every", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Interval of Micrometer JVM metrics snapshots (default: ${DEFAULT-VALUE}).", defaultValue = "10s")
    Duration metricsEvery;

    @Option(names = "--converge-timeout", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "How long a consumer may take to see every address (default: ${DEFAULT-VALUE}).",
            defaultValue = "5m")
    Duration convergeTimeout;

    @Option(names = "--churn", paramLabel = "off|rolling|storm",
            description = "Address pushes while measuring: rolling restarts of --churn-fraction of the providers every "
                    + "--churn-every, or a storm in which every provider restarts at once (default: ${DEFAULT-VALUE}).",
            defaultValue = "rolling")
    String churn;

    @Option(names = "--churn-every", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Interval between restart waves (default: ${DEFAULT-VALUE}).", defaultValue = "30s")
    Duration churnEvery;

    @Option(names = "--churn-fraction", paramLabel = "FRACTION",
            description = "Share of providers restarted per rolling wave, 0..1 (default: ${DEFAULT-VALUE}).",
            defaultValue = "0.1")
    double churnFraction;

    @Option(names = "--profile", paramLabel = "PROFILE",
            description = "Consumer JVM profile: consumer-1c2g (-Xmx768m, 1 CPU, SerialGC: the published container) "
                    + "or g1 (-Xmx768m, 2 CPUs, G1) (default: ${DEFAULT-VALUE}).",
            defaultValue = "consumer-1c2g")
    String profile;

    @Option(names = "--out", paramLabel = "DIR", description = "Run folder (default: runs/<timestamp>).")
    Path out;

    @Option(names = "--no-report", description = "Skip report.html and the SVG charts at the end.")
    boolean noReport;

    @Override
    public Integer call() throws Exception {
        RunOptions options = options();
        RunSummary summary = new Orchestrator(options, "sdsim " + String.join(" ", commandLineArgs())).run();
        System.out.println();
        System.out.print(ConsoleTable.render(summary.modes()));
        System.out.println();
        System.out.println("run folder: " + options.out().toAbsolutePath());
        int code = exitCode(summary);
        if (code == INTERRUPTED) {
            // The JVM is shutting down and will not wait for a report: say how to make it later.
            System.err.println("sdsim: interrupted; write the report with: sdsim report " + options.out());
        } else if (options.report()) {
            writeReport(options.out());
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
        List<DiscoveryMode> parsedModes = new ArrayList<>();
        for (String m : modes) {
            parsedModes.add(DiscoveryMode.parse(m));
        }
        if (parsedModes.contains(DiscoveryMode.DUBBO27)) {
            Dubbo27ClassPath.requireBuilt();
        }
        Topology topology = Topology.builder()
                .providers(providers)
                .interfaces(interfaces)
                .applications(applications)
                .revisionsPerApplication(revisions)
                .urlBytes(urlBytes)
                .seed(seed)
                .dubboPort(providerPort)
                .build();
        if (churnFraction < 0 || churnFraction > 1) {
            throw new IllegalArgumentException("--churn-fraction must be between 0 and 1, got " + churnFraction);
        }
        for (String registry : registries) {
            RegistryEndpoints.parse(registry); // a malformed address fails here, before anything starts
        }
        ChurnPlan plan = switch (ChurnMode.parse(churn)) {
            case OFF -> ChurnPlan.off();
            case ROLLING -> ChurnPlan.rolling(churnEvery, churnFraction);
            case STORM -> ChurnPlan.storm(churnEvery);
        };
        Path folder = out != null ? out
                : Path.of("runs", LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        return new RunOptions(parsedModes, topology, registries, embeddedRegistries, duration, callEvery, probeEvery,
                metricsEvery, convergeTimeout, plan, profile, folder, !noReport);
    }

    private List<String> commandLineArgs() {
        return spec == null ? List.of() : spec.commandLine().getParseResult().originalArgs();
    }

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    static final int INTERRUPTED = 130;

    static int exitCode(RunSummary summary) {
        boolean interrupted = false;
        boolean bad = false;
        for (ModeSummary m : summary.modes()) {
            interrupted |= m.outcome() == Outcome.INTERRUPTED;
            bad |= m.outcome() == Outcome.CRASHED || m.convergeSeconds() == null && m.outcome() != Outcome.OOM;
        }
        return interrupted ? INTERRUPTED : bad ? 1 : 0;
    }
}
