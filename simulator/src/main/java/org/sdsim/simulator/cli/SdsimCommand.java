package org.sdsim.simulator.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** `sdsim`: the top-level command; each subcommand is its own class. */
@Command(name = "sdsim",
        mixinStandardHelpOptions = true,
        versionProvider = SdsimCommand.Version.class,
        // One string per paragraph: picocli wraps it to the help width; hard line breaks in the
        // source would wrap a second time and leave ragged lines.
        header = "What does service discovery cost a Dubbo consumer in heap and GC?",
        description = "Registers a fake provider fleet in ZooKeeper in Dubbo's real layouts, runs a real Dubbo 3 "
                + "consumer JVM against it once per discovery mode, and measures heap after full GC and GC counts.",
        subcommands = {RunCommand.class, SweepCommand.class, ReportCommand.class, StatusCommand.class, CleanCommand.class,
            RpcCommand.class, FleetCommand.class, LoadCommand.class, AdviseCommand.class, CapacityCommand.class,
            CommandLine.HelpCommand.class},
        footer = {"", "Start with: sdsim run --help"})
public final class SdsimCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }

    public static void main(String[] args) {
        // Before any ZooKeeper class loads: jute.maxbuffer is read only once per JVM (the registry
        // JVMs get theirs as an option; this one still runs the registrars' clients).
        org.sdsim.fixtures.registry.ZooKeeperClients.ensureJuteMaxBuffer();
        // Dubbo's JSON library as Java 17 picks it, on every JDK (on 25 Dubbo's own pick fails: DubboJson says why)
        org.sdsim.fixtures.fleet.DubboJson.install();
        // Dubbo's URL classes (used to write the fleet) otherwise print a logger-discovery banner.
        if (System.getProperty("dubbo.application.logger") == null) {
            System.setProperty("dubbo.application.logger", "slf4j");
        }
        System.exit(commandLine().execute(args));
    }

    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new SdsimCommand());
        cl.setExecutionExceptionHandler(new UserErrors());
        // One list, from ExitCode, for every place that documents the codes of `sdsim run`.
        CommandLine.Model.UsageMessageSpec run = cl.getSubcommands().get("run").getCommandSpec().usageMessage();
        run.exitCodeListHeading("%nExit codes:%n").exitCodeList(ExitCode.helpList());
        // The remedies are data (remedies.json): --help lists what this build has.
        List<String> footer = new ArrayList<>(List.of(run.footer()));
        footer.add("");
        footer.add("Remedies (MODE[@VERSION]+REMEDY[+REMEDY...], e.g. application,application+cached-instances runs each "
                + "beside its stock mode on the same fleet):");
        org.sdsim.simulator.remedy.Remedies.installed().helpLines().forEach(line -> footer.add("  " + line));
        run.footer(footer.toArray(String[]::new));
        return cl;
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"sdsim " + org.sdsim.simulator.run.Versions.SDSIM,
                "Dubbo " + org.apache.dubbo.common.Version.getVersion(),
                "Java " + System.getProperty("java.runtime.version")};
        }
    }
}
