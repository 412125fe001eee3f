package org.sdsim.simulator.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** `sdsim fleet`: a team's own fleet as data, captured from its registry; the subcommands do the work. */
@Command(name = "fleet",
        mixinStandardHelpOptions = true,
        header = "Capture a Dubbo registry into a fleet file, and summarise one.",
        description = {
            "A fleet file is a read-only copy of what a Dubbo registry in ZooKeeper holds: every interface-level "
                + "provider, consumer, router and configurator URL, the application-level instances, metadata and "
                + "mapping, and the dynamic configuration. 'sdsim run --fleet FILE' replays it on loopback and measures "
                + "what it costs a consumer; 'sdsim sweep --fleet FILE' plans its growth. docs/your-fleet.md walks "
                + "through it.",
            ""},
        subcommands = {FleetCaptureCommand.class, FleetShowCommand.class, CommandLine.HelpCommand.class},
        footer = {"",
            "Examples:",
            "  sdsim fleet capture --registry zookeeper://zk1:2181,zk2:2181 --out prod.fleet.gz",
            "  sdsim fleet capture --registry zookeeper://zk1:2181 --anonymize --out for-a-bug-report.fleet.gz",
            "  sdsim fleet show prod.fleet.gz",
            "  sdsim run --fleet prod.fleet.gz --modes interface,application --scale 2"})
public final class FleetCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
