package org.sdsim.simulator.cli;

import java.nio.file.Path;
import java.util.List;

import org.sdsim.simulator.run.FleetReplay;
import org.sdsim.simulator.run.Subscription;
import org.sdsim.simulator.run.UserError;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;

/** A captured fleet instead of the synthetic one: shared by {@code run} and {@code sweep}. */
final class ReplayOptions {

    /** Flags that shape the synthetic fleet: a captured fleet has its own shape. */
    private static final List<String> SYNTHETIC = List.of("--providers", "--grid", "--interfaces", "--protocols",
            "--applications", "--revisions", "--url-bytes", "--provider-release", "--dual-stack", "--seed",
            "--provider-port", "--churn-upgrade", "--preset");

    @Option(names = "--fleet", paramLabel = "FILE",
            description = "Replay a captured fleet (sdsim fleet capture) instead of the synthetic one: every captured node "
                    + "is written into the registries (the run's namespace), each provider host renamed pNNNN.fleet.sdsim, "
                    + "which the hosts file maps to 127.0.0.1, so nothing is dialled at a captured address; the loopback "
                    + "provider answers every service on its captured dubbo ports. docs/your-fleet.md.")
    Path fleet;

    @Option(names = "--subscribe", paramLabel = "N|LIST",
            description = "With --fleet: the services the consumer subscribes to and calls: N (the N with the most "
                    + "providers) or a comma-separated list of service keys (group/interface:version) or interface names "
                    + "(every group and version of it). Default: all that have a dubbo-protocol provider.")
    String subscribe;

    boolean given() {
        return fleet != null;
    }

    /** One line naming the first synthetic-fleet flag given beside {@code --fleet}; and --subscribe needs --fleet. */
    void checkFlags(ParseResult parsed, String scaleFlag) {
        if (fleet == null) {
            for (String flag : List.of("--subscribe", scaleFlag)) {
                if (parsed.hasMatchedOption(flag)) {
                    throw new UserError(flag + " goes with --fleet FILE (a captured fleet)");
                }
            }
            return;
        }
        for (String flag : SYNTHETIC) {
            if (parsed.hasMatchedOption(flag)) {
                throw new UserError(flag + ": a captured fleet (--fleet) has its own shape and size; leave out the synthetic "
                        + "fleet's flags (use --scale or --scales to resize it" + (flag.equals("--preset")
                        ? "; give the consumer's flags, --file-cache, --compact-strings, --profile, yourself" : "") + ")");
            }
        }
    }

    /** Reads the whole file once (bad input fails here, exit 2, before anything starts). */
    FleetReplay check(double scale) {
        System.err.println("sdsim: checking the fleet file " + fleet + " ...");
        return FleetReplay.check(fleet, scale, Subscription.parse(subscribe));
    }
}
