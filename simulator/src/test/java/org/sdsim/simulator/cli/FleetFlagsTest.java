package org.sdsim.simulator.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.sdsim.simulator.cli.InProcess.sdsim;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.sdsim.fixtures.capture.CapturedNode;
import org.sdsim.fixtures.capture.FleetFileWriter;
import org.sdsim.fixtures.capture.FleetHeader;
import org.sdsim.fixtures.capture.NodeKind;
import org.sdsim.fixtures.capture.UrlCodec;
import org.sdsim.simulator.cli.InProcess.Ran;
import org.sdsim.simulator.sweep.SweepPlan;
import picocli.CommandLine;

/**
 * {@code --fleet} on run and sweep: what does not go with it, a bad file or a service it does not have,
 * is one line and exit 2 before anything starts; a sweep's scales become provider counts of the capture.
 */
class FleetFlagsTest {

    @TempDir
    Path dir;
    Path fleet;

    @BeforeEach
    void aCaptureOfFourHostsAndTwoServices() throws Exception {
        fleet = dir.resolve("f.fleet.gz");
        try (FleetFileWriter w = FleetFileWriter.create(fleet)) {
            for (int host = 1; host <= 4; host++) {
                for (String iface : List.of("com.acme.A", "com.acme.B")) {
                    String url = "dubbo://10.0.0." + host + ":20880/" + iface + "?interface=" + iface + "&version=1.0&methods=m";
                    w.write(CapturedNode.of(NodeKind.PROVIDER, iface + "/providers/" + UrlCodec.encode(url), null, true));
                }
            }
            w.finish(new FleetHeader(FleetHeader.FORMAT, 1, "zookeeper://zk:2181", "/dubbo", "/services", "2026-12-01T00:00:00Z",
                    1, false, "test", Map.of(), Map.of(), List.of()));
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--interfaces 4|--interfaces: a captured fleet (--fleet) has its own shape and size",
        "--providers 10|--providers: a captured fleet (--fleet) has its own shape and size",
        "--churn-upgrade on|--churn-upgrade: a captured fleet (--fleet) has its own shape and size",
        "--subscribe com.acme.C|--subscribe: no service or interface \"com.acme.C\" in the fleet file; it has com.acme.A:1.0, com.acme.B:1.0",
        "--subscribe 0|--subscribe 0: expected at least 1 service",
        "--scale 0|--scale 0.0: expected a number above 0",
    })
    void aFlagThatDoesNotGoWithAFleetIsOneLineAndNothingStarts(String flags, String expected) {
        Path out = dir.resolve("run");
        List<String> args = new java.util.ArrayList<>(List.of("run", "--fleet", fleet.toString(), "--out", out.toString()));
        args.addAll(List.of(flags.split(" ")));
        Ran r = sdsim(args.toArray(String[]::new));
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("sdsim run: " + expected), r.err());
        assertFalse(r.err().contains("\tat "), r.err());
        assertFalse(Files.exists(out));
    }

    @Test
    void scaleAndSubscribeNeedAFleetAndABadFileIsNamedWithItsLine() throws Exception {
        Ran scale = sdsim("run", "--scale", "2", "--out", dir.resolve("r").toString());
        assertEquals(2, scale.exit());
        assertTrue(scale.err().contains("--scale goes with --fleet FILE (a captured fleet)"), scale.err());
        Path notAFleet = Files.writeString(dir.resolve("x.gz"), "hello");
        Ran bad = sdsim("run", "--fleet", notAFleet.toString(), "--out", dir.resolve("r").toString());
        assertEquals(2, bad.exit());
        assertTrue(bad.err().contains(notAFleet + ": not gzip"), bad.err());
    }

    @Test
    void aSweepOfAFleetFitsProviderCountsOfItsScalesAndHoldsOutTheMidpointOfTheTwoLargest() throws Exception {
        SweepCommand sweep = parse(new SweepCommand(), "--fleet", fleet.toString(), "--scales", "0.5,1,2,4",
                "--out", dir.resolve("s").toString());
        SweepPlan plan = sweep.plan();
        assertEquals(List.of(2, 4, 8, 16), plan.grid());
        assertEquals(12, plan.heldOut(), "scale 3 of 4 hosts");
        assertEquals(4, plan.base().fleet().replay().capturedProviders());

        SweepCommand tight = parse(new SweepCommand(), "--fleet", fleet.toString(), "--scales", "0.25,0.3,1",
                "--out", dir.resolve("t").toString());
        String message = org.junit.jupiter.api.Assertions.assertThrows(org.sdsim.simulator.run.UserError.class, tight::plan)
                .getMessage();
        assertTrue(message.contains("--scales 0.25,0.3,1.0: give ascending scales far enough apart"), message);
    }

    private static <T> T parse(T command, String... args) {
        new CommandLine(command).parseArgs(args);
        return command;
    }
}
