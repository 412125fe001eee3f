package org.sdsim.simulator.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.simulator.cli.SdsimCommand;
import picocli.CommandLine;

/**
 * `sdsim sweep --quick`: real runs at four fleet sizes, a fit, and its files. One mode (interface
 * level, whose heap grows with the fleet): each mode is one more consumer JVM per point, and the fit
 * is the same code whatever the mode.
 */
class QuickSweepTest {

    @TempDir
    Path dir;

    @Test
    void aQuickSweepFitsEachModeOnRealRunsAndChecksTheHeldOutPoint() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        Path out = dir.resolve("sweep");
        StringWriter err = new StringWriter();
        CommandLine cl = SdsimCommand.commandLine();
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute("sweep", "--quick", "--modes", "interface", "--provider-port", String.valueOf(port),
                "--out", out.toString());
        assertEquals(0, code, err.toString());

        SweepResult r = SweepResult.read(out.resolve("sweep.json"));
        assertEquals(4, r.points().size(), "three grid points and the held-out one");
        assertEquals(768.0, r.xmxMb(), 0.0, "the consumer profile's -Xmx");
        assertEquals(java.util.Set.of("interface"), r.modes().keySet());
        for (String mode : new String[] {"interface"}) {
            ModeFit fit = r.modes().get(mode);
            assertNotNull(fit, mode + " fitted: " + r.modes().keySet());
            assertEquals(3, fit.points().size(), mode);
            assertNotNull(fit.heldOut().measuredMb(), mode + ": the held-out point was measured");
            assertEquals(45, fit.heldOut().providers());
            assertTrue(fit.fixedMb() > 5 && fit.fixedMb() < 200, mode + " fixed part " + fit.fixedMb());
        }
        // 20 more providers are 20 x 8 x 5 x 2 = 1,600 more URLs: the interface-level line must rise.
        assertTrue(r.modes().get("interface").perProviderKb() > 0, "interface slope " + r.modes().get("interface"));
        for (SweepPoint p : r.points()) {
            assertTrue(Files.exists(out.resolve(p.runDir()).resolve("summary.json")), p.runDir());
        }
        assertTrue(Files.readString(out.resolve("report.html")).contains("<svg"), "the chart is inline");
        assertTrue(Files.readString(out.resolve("sweep.md")).contains("held out 45 providers"));
    }
}
