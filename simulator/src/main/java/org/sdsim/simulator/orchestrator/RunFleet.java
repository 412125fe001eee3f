package org.sdsim.simulator.orchestrator;

import java.util.List;

import org.sdsim.fixtures.fleet.CapturedFleet;
import org.sdsim.fixtures.fleet.Fleet;
import org.sdsim.fixtures.fleet.FleetService;
import org.sdsim.fixtures.fleet.FleetState;
import org.sdsim.fixtures.fleet.RegistryLayout;
import org.sdsim.simulator.run.FleetReplay;
import org.sdsim.simulator.plan.RunOptions;
import org.sdsim.simulator.run.UserError;

/**
 * The fleet a run registers, and the services its consumers refer to and call: the synthetic fleet
 * of {@code --providers} and the fleet flags, every interface subscribed; or a captured fleet
 * ({@code --fleet}) at {@code --scale}, the services {@code --subscribe} chose among those a consumer
 * can call (a dubbo-protocol provider). Everything after this reads the {@link Fleet}, not where it
 * came from.
 */
record RunFleet(Fleet fleet, List<FleetService> services) {

    static RunFleet of(RunOptions options, RegistryLayout layout, Progress progress) {
        FleetReplay replay = options.fleet().replay();
        if (replay == null) {
            Fleet fleet = FleetState.of(options.fleet().topology(), layout);
            return new RunFleet(fleet, fleet.services());
        }
        progress.say("sdsim: reading the captured fleet " + replay.file());
        CapturedFleet fleet = CapturedFleet.load(replay.file(), layout, replay.scale(),
                n -> progress.update(String.format("sdsim: %,d nodes of %s read", n, replay.file())));
        if (!fleet.sha256().equals(replay.sha256())) {
            throw new UserError("--fleet " + replay.file() + ": the file changed while the run was starting (sha256 "
                    + replay.sha256() + ", now " + fleet.sha256() + ")");
        }
        List<FleetService> callable = fleet.services();
        List<FleetService> chosen = replay.subscription().select(callable);
        if (chosen.isEmpty()) {
            throw new UserError("--fleet " + replay.file() + ": no service " + (callable.isEmpty() ? "in it" : "chosen by --subscribe")
                    + " has a dubbo-protocol provider, the protocol the consumer calls through");
        }
        progress.say(String.format("sdsim: captured from %s at %s (anonymized: %s): %,d providers (%,d captured x %s), "
                        + "%,d provider URLs, %d of its %d callable services subscribed (%s)",
                replay.header().source(), replay.header().capturedAt(), replay.header().anonymized() ? "yes" : "no",
                fleet.providers(), fleet.capturedProviders(), replay.scale(), fleet.urlCount(), chosen.size(), callable.size(),
                replay.subscription().describe()));
        return new RunFleet(fleet, chosen);
    }
}
