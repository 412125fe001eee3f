package org.sdsim.simulator.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.folder.RunFolder;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RegistryFigures;
import org.sdsim.simulator.summary.RunSummary;
import org.sdsim.simulator.sweep.RegistrySweepRefit;
import org.sdsim.simulator.sweep.RegistrySweepResult;
import org.sdsim.simulator.verdict.FanOutCost;
import org.sdsim.simulator.verdict.PaceCapacity;
import org.sdsim.simulator.verdict.RegistryCapacity;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code sdsim capacity DIR --wave-every 10s}: how many subscribers one registry member serves at the user's own pace
 * of provider waves, each bound named (CPU: one thread, the busiest stage, every core; network: 1, 10 and 25 GbE), from
 * a registry sweep's cost lines or a run's cost per push and subscriber. Reads; writes nothing.
 */
@Command(name = "capacity",
        mixinStandardHelpOptions = true,
        header = "How many subscribers a registry member serves at your fleet's pace, each bound named.",
        description = "Reads a registry sweep folder ('sdsim sweep --subscribers': its cost lines, intercept and slope,"
                + " fitted over the complete points) or a run folder with subscribers ('sdsim run --subscribers N': each"
                + " mode's cost per push and subscriber, which charges each subscriber its share of the push's fixed part"
                + " too) and prints, per mode, the subscribers one member of --cores cores serves at a provider wave"
                + " every --wave-every (a wave is two pushes: its providers leave, then come back): by CPU (all work on"
                + " one thread, the busiest single-threaded stage where the run read the server's threads, every core)"
                + " and by network (1, 10 and 25 GbE), cores and links at 80 %% busy, and which bound is lower on each"
                + " link. Modes whose subscribers did not read every push in full (or were limited by the machine or"
                + " the load generator) get no capacity, and the line says why. Writes nothing.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:capacity printed", "1:printed, but some files were unreadable or no mode had a capacity",
            "2:usage error"})
public final class CapacityCommand implements Callable<Integer> {
    static final int OK = 0;
    static final int WARNINGS = 1;
    static final int USAGE = 2;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "DIR", description = "A registry sweep folder or a run folder with subscribers.")
    Path dir;

    @Option(names = "--wave-every", paramLabel = "DURATION", converter = DurationConverter.class, split = ",",
            description = "Your fleet's pace: a provider wave every DURATION (10s, 2m; several: 30s,5s). Default: 30s"
                    + " and 5s, the paces summary.json states.")
    List<Duration> waveEvery;

    @Option(names = "--cores", paramLabel = "N", defaultValue = "" + RegistryCapacity.REFERENCE_CORES,
            description = "The member's cores (default: ${DEFAULT-VALUE}).")
    int cores;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (cores < 1) {
            err.println("sdsim capacity: --cores " + cores + ": expected 1 or more");
            return USAGE;
        }
        List<Double> waves = new ArrayList<>();
        for (Duration d : waveEvery == null ? List.<Duration>of() : waveEvery) {
            if (d.isZero() || d.isNegative()) {
                err.println("sdsim capacity: --wave-every " + d.toMillis() + " ms: expected a duration above 0, e.g. 10s");
                return USAGE;
            }
            waves.add(d.toMillis() / 1000.0);
        }
        if (waves.isEmpty()) {
            waves.addAll(RegistryCapacity.STATED_WAVES_SECONDS);
        }
        if (!Files.isDirectory(dir)) {
            err.println("sdsim capacity: " + dir + ": not a folder (expected a registry sweep or run folder)");
            return USAGE;
        }
        List<String> lines = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        if (RegistrySweepRefit.isSweep(dir)) {
            RegistrySweepRefit.Read read;
            try {
                read = RegistrySweepRefit.read(dir);
            } catch (IOException e) {
                err.println("sdsim capacity: " + RegistrySweepRefit.describe(dir, e));
                return USAGE;
            }
            warnings.addAll(read.warnings());
            RegistrySweepResult sweep = read.result();
            for (String mode : sweep.modes().keySet()) {
                RegistryCapacity c = sweep.capacity(mode, cores, waves);
                lines.add(c == null ? mode + ": n/a: " + notFitted(sweep, mode) : describe(mode, c));
            }
        } else {
            RunSummary summary = JsonFiles.readObject(dir, RunFolder.SUMMARY, "", (where, what) -> warnings.add(where
                    + ": " + what), true);
            if (summary == null) {
                err.println("sdsim capacity: " + dir + ": no readable summary.json or registry-sweep.json (expected a"
                        + " folder written by 'sdsim run --subscribers' or 'sdsim sweep --subscribers')");
                return USAGE;
            }
            for (ModeSummary m : summary.modes()) {
                FanOutCost cost = FanOutCost.of(m);
                if (cost == null) {
                    continue;
                }
                RegistryFigures server = cost.registry() == null || m.registry() == null ? null
                        : m.registry().get(cost.registry());
                lines.add(describe(m.runLabel(), RegistryCapacity.of(cost, server == null ? null : server.cpu(), null,
                        cores, waves)));
            }
            if (lines.isEmpty()) {
                warnings.add(dir + ": no mode ran subscribers (sdsim run --subscribers N), so there is no cost per"
                        + " subscriber to size a member from");
            }
        }
        warnings.forEach(w -> err.println("sdsim capacity: warning: " + w));
        lines.forEach(out::println);
        out.flush();
        err.flush();
        boolean any = lines.stream().anyMatch(l -> l.contains(": CPU "));
        return warnings.isEmpty() && any ? OK : WARNINGS;
    }

    private static String notFitted(RegistrySweepResult sweep, String mode) {
        var costs = sweep.modes().get(mode).costs();
        return costs == null || costs.notFitted() == null ? "no CPU line was fitted" : costs.notFitted();
    }

    private static String describe(String mode, RegistryCapacity c) {
        if (c.paces().isEmpty()) {
            return mode + ": n/a: " + c.notMeasured();
        }
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%s: a %d-core member at %.0f %% busy, from %s%s",
                mode, c.cores(), PaceCapacity.BUSY * 100, c.basis(), c.busiestThread() == null ? ""
                        : String.format(Locale.ROOT, "; busiest stage %s, %.0f %% of its CPU", c.busiestThread().thread(),
                                c.busiestThread().shareOfServer() * 100)));
        for (String pace : c.describePaces()) {
            b.append(System.lineSeparator()).append("  ").append(pace);
        }
        return b.toString();
    }
}
