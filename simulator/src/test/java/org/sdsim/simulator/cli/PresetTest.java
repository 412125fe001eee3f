package org.sdsim.simulator.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sdsim.fixtures.topology.ProviderRelease;
import org.sdsim.simulator.run.Preset;
import org.sdsim.simulator.plan.RunOptions;
import picocli.CommandLine;

/** A preset fills in what the command line leaves out, and nothing it gives. */
class PresetTest {

    private static RunOptions parse(String... args) {
        CommandLine cl = SdsimCommand.commandLine();
        cl.parseArgs(args);
        RunCommand run = cl.getSubcommands().get("run").getCommand();
        return run.withPreset().options();
    }

    @Test
    void thePublishedPresetIsAJava8ConsumerOnDubbosDefaultsAgainstDubbo30Providers() {
        RunOptions o = parse("run", "--preset", "published", "--out", "/tmp/unused");
        assertEquals("published", o.output().preset());
        assertEquals(ProviderRelease.DUBBO_3_0, o.fleet().topology().providerRelease());
        assertTrue(o.modes().stream().noneMatch(m -> m.mode().hasRemedies()), "Dubbo's file cache on: no remedy");
        assertFalse(o.consumer().realism().compactStrings());
        assertEquals("consumer-1c2g-j9", o.consumer().profile());
        assertEquals(500, o.fleet().topology().providers());
        assertEquals(java.time.Duration.ofSeconds(150), o.pace().duration());
        assertEquals(List.of("baseline", "interface@2.6", "interface@2.7", "interface@3.0.1", "application@3.0.1"),
                o.modes().stream().map(org.sdsim.simulator.plan.ModePlan::id).toList(), "the baseline and the four published bars");
    }

    @Test
    void modesGivenWinOverThePresetsAndTheDefaultSetsDubbo27BesideDubbo33() {
        assertEquals(List.of("interface@2.7"), parse("run", "--preset", "published", "--modes", "dubbo27", "--out",
                "/tmp/unused").modes().stream().map(org.sdsim.simulator.plan.ModePlan::id).toList());
        CommandLine cl = SdsimCommand.commandLine();
        cl.parseArgs("run", "--out", "/tmp/unused");
        RunCommand run = cl.getSubcommands().get("run").getCommand();
        assertEquals(List.of("baseline", "interface@2.7", "interface", "application", "dual"),
                run.options().modes().stream().map(org.sdsim.simulator.plan.ModePlan::id).toList());
    }

    @Test
    void aFlagGivenExplicitlyWinsWhereverItStands() {
        RunOptions before = parse("run", "--compact-strings", "on", "--preset", "published", "--out", "/tmp/unused");
        RunOptions after = parse("run", "--preset", "published", "--compact-strings=on", "--out", "/tmp/unused");
        assertTrue(before.consumer().realism().compactStrings());
        assertTrue(after.consumer().realism().compactStrings());
        assertEquals("consumer-1c2g-j9", after.consumer().profile(), "the rest of the preset still applies");
    }

    @Test
    void theMonolithExportsManyInterfacesOverDubboAlone() {
        RunOptions o = parse("run", "--preset", "monolith", "--out", "/tmp/unused");
        assertEquals(50, o.fleet().topology().providers());
        assertEquals(100, o.fleet().topology().interfaces());
        assertEquals(List.of("dubbo"), o.fleet().topology().protocols().stream().map(p -> p.name()).toList());
        assertEquals(ProviderRelease.DUBBO_3_3, o.fleet().topology().providerRelease());
    }

    @Test
    void everyPresetFlagIsAFlagOfTheRunCommand() {
        CommandLine run = SdsimCommand.commandLine().getSubcommands().get("run");
        for (Preset p : Preset.values()) {
            p.flags().keySet().forEach(flag ->
                    assertTrue(run.getCommandSpec().findOption(flag) != null, p.id() + " sets unknown flag " + flag));
        }
    }
}
