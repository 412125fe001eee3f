package org.sdsim.simulator.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.simulator.cli.SdsimCommand;
import picocli.CommandLine;

/**
 * `sdsim report SWEEP_DIR` on a sweep folder an older build wrote (its sweep.json holds only heap lines):
 * the points' own summary.json files are read again and cost per push is fitted without running anything.
 * The points are made up, with known exponents, so the answer can be checked.
 */
class SweepRefitTest {

    @TempDir
    Path dir;

    /**
     * A point's summary.json as a run writes it: application allocates 0.001 · N² MB per push, interface
     * 0.05 · N; the registries send application's clients 0.02 · N² KB per push, interface's 1 · N KB, zk1
     * 10 % under and zk2 10 % over (so only their mean is on the curve).
     */
    private void point(int n) throws Exception {
        Path run = Files.createDirectories(dir.resolve(String.format("points/p%05d", n)));
        Files.writeString(run.resolve("summary.json"), String.format(Locale.ROOT, """
                {"runId": "p%d", "modes": [%s, %s]}
                """, n, mode("interface", 20 + 0.1 * n, 0.05 * n, 1.0 * n, 8.0 * n),
                mode("application", 15 + 0.01 * n, 0.001 * n * n, 0.02 * n * n, 0.4 * n * n)));
    }

    private static String mode(String mode, double heap, double mbPerPush, double kbPerClient, double getData) {
        return String.format(Locale.ROOT, """
                {"mode": "%s", "outcome": "completed", "convergeSeconds": 1.5, "heapAfterFullGcMb": %f,
                 "perPush": {"pushes": 8, "windowSeconds": 12, "allocatedMb": %f, "allocatedMbPerPush": %f,
                             "pauseMsPerPush": 1, "youngGcsPer100Pushes": 10, "fullGcsPer100Pushes": 0},
                 "registry": {"zk1": %s, "zk2": %s}}""", mode, heap, 8 * mbPerPush, mbPerPush,
                registry("zk1", kbPerClient * 0.9, getData), registry("zk2", kbPerClient * 1.1, getData));
    }

    private static String registry(String label, double kbPerClient, double getData) {
        return String.format(Locale.ROOT, """
                {"registry": "%s", "perPush": {"pushes": 4, "clients": 1, "bytesPerClient": %f, "getDataRequests": %f}}""",
                label, kbPerClient * 1024, getData);
    }

    /** sweep.json as the build before cost per push wrote it: points with heap and outcomes, heap lines. */
    private void oldSweepJson() throws Exception {
        StringBuilder points = new StringBuilder();
        for (int n : new int[] {10, 20, 40, 80, 60}) {
            points.append(points.isEmpty() ? "" : ",").append(String.format(Locale.ROOT, """
                    {"providers": %d, "runDir": "points/p%05d", "heapMb": {"interface": 1, "application": 1},
                     "outcomes": {"interface": "completed", "application": "completed"}, "heldOut": %b}""",
                    n, n, n == 60));
        }
        Files.writeString(dir.resolve("sweep.json"), String.format(Locale.ROOT, """
                {"xmxMb": 768, "heapShare": 0.5, "heapLimitMb": 384, "urlsPerProvider": 80, "points": [%s],
                 "modes": {}, "seconds": 600, "capturedProviders": null}
                """, points));
    }

    @Test
    void reportOnASweepFolderRefitsCostPerPushFromThePointsSummaries() throws Exception {
        for (int n : new int[] {10, 20, 40, 80, 60}) {
            point(n);
        }
        oldSweepJson();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = SdsimCommand.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));

        assertEquals(0, cl.execute("report", dir.toString()), err.toString());

        SweepResult r = SweepResult.read(dir.resolve("sweep.json"));
        assertEquals(768.0, r.xmxMb(), 0.0, "what only the sweep knew is kept");
        assertEquals(60, r.modes().get("interface").heldOut().providers());
        assertEquals(20 + 0.1 * 60, r.modes().get("interface").heldOut().predictedMb(), 1e-6, "the heap line is refitted too");
        PushScaling app = r.pushScaling().get("application");
        PushScaling iface = r.pushScaling().get("interface");
        assertEquals(2.0, app.allocatedMbPerPush().exponent(), 1e-6);
        assertEquals(4, app.allocatedMbPerPush().points(), "the grid's four points; the held-out one is not fitted");
        assertEquals(1.0, iface.allocatedMbPerPush().exponent(), 1e-6);
        assertEquals(0.02, app.registryKbPerClient().coefficient(), 1e-6, "the mean over zk1 and zk2");
        assertEquals(2.0, app.getDataPerPush().exponent(), 1e-6);

        assertEquals(2, r.crossovers().size(), "allocation and registry bytes: " + r.crossovers());
        Crossover allocation = r.crossovers().get(0);
        assertEquals(50.0, allocation.providers(), 1e-4, "0.001 N² = 0.05 N");
        assertEquals(80, allocation.firstMeasuredDearer());
        Crossover bytes = r.crossovers().get(1);
        assertEquals(PushFigure.REGISTRY_BYTES, bytes.figure());
        assertEquals(Crossover.Where.WITHIN_GRID, bytes.where());
        assertEquals(50.0, bytes.providers(), 1e-4, "0.02 N² = 1 N");

        String md = Files.readString(dir.resolve("sweep.md"));
        assertTrue(md.contains("## Cost per push against fleet size"), md);
        assertTrue(md.contains("| application | 2.00 ± 0.00 |"), md);
        assertTrue(md.contains("the fitted curves cross at N ≈ 50, within the grid (grid 10–80)"), md);
        assertTrue(Files.readString(dir.resolve("report.html")).contains("<h2>Cost per push against fleet size</h2>"));
        assertTrue(out.toString().contains("consumer allocation per push grows as interface N^1.00 ± 0.00, "
                + "application N^2.00 ± 0.00"), out.toString());
    }

    @Test
    void aPointWhoseSummaryIsGoneKeepsItsHeapAndIsNamedInAWarning() throws Exception {
        for (int n : new int[] {10, 20, 40, 60}) {
            point(n);
        }
        oldSweepJson();
        StringWriter err = new StringWriter();
        CommandLine cl = SdsimCommand.commandLine();
        cl.setOut(new PrintWriter(new StringWriter(), true));
        cl.setErr(new PrintWriter(err, true));

        assertEquals(1, cl.execute("report", dir.toString()), err.toString());

        assertTrue(err.toString().contains("points/p00080: kept as sweep.json had it"), err.toString());
        SweepResult r = SweepResult.read(dir.resolve("sweep.json"));
        assertEquals(3, r.pushScaling().get("application").allocatedMbPerPush().points());
        assertNotNull(r.modes().get("interface"), "its heap still counts in the heap line");
    }

    @Test
    void aSweepFolderWithOutIsOneClearLine() throws Exception {
        oldSweepJson();
        StringWriter err = new StringWriter();
        CommandLine cl = SdsimCommand.commandLine();
        cl.setErr(new PrintWriter(err, true));

        assertEquals(2, cl.execute("report", dir.toString(), "--out", dir.resolve("elsewhere").toString()));

        assertEquals(1, err.toString().strip().lines().count(), err.toString());
        assertTrue(err.toString().contains("is a sweep folder"), err.toString());
    }
}
