package org.sdsim.simulator.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.summary.ProbeRecord;
import org.sdsim.simulator.folder.RunFolder;

/**
 * The heap-trend rule against the probe series of the runs committed under reports/: each mode's
 * recorded probes (earlierMb, then windowMb, in summary.json's heapTrend) judged again by today's
 * rule, and the 2-hour soak's probes.jsonl.
 */
class HeapTrendCommittedRunsTest {

    /** The repository's reports, from the module's folder (where surefire runs). */
    static final Path REPORTS = Path.of("..", "reports");

    /**
     * What each committed mode's probes are, read by eye: noise around a level (settled) or a heap
     * whose swing reaches its old generation's limit (at-limit). The comments give the probes.
     */
    static final Map<String, String> EXPECTED = Map.of(
            // 15.5 ... 16.6 MB, a flat line
            "published/baseline", HeapTrend.SETTLED,
            // 431-574 MB under a 576 MB old gen, 800 full GCs per 100 pushes
            "published/interface@2.6", HeapTrend.AT_LIMIT,
            // 406-541 MB, then 480-511 MB under 576: old gen at 496 MB, 495 full GCs per 100 pushes
            "published/interface@2.7", HeapTrend.AT_LIMIT,
            // 218-253 MB, then 205-316 MB: a floor near 205 MB and probes on waves above it
            "published/interface@3.0.1", HeapTrend.SETTLED,
            // 30.3-35.3, then 32.6-36.4 MB: within the 4 MB floor
            "published/application@3.0.1", HeapTrend.SETTLED);

    /**
     * The published run's 3.0.1 interface consumer swings on waves above a floor: settled, at the floor, as
     * the committed run recorded it (an earlier 5 % rule read the same kind of series as shrinking).
     */
    @Test
    void interface301OfThePublishedRunIsSettledNotShrinking() throws IOException {
        Recorded m = recorded().get("published/interface@3.0.1");
        HeapTrend t = HeapTrend.of(m.probes());
        assertEquals(HeapTrend.SETTLED, t.state(), t.describe());
        assertEquals(m.recorded().state(), t.state(), "the committed run was judged by this rule");
        assertEquals(m.recorded().settledMb(), t.settledMb(), "the figure is unchanged");
    }

    /** The published run's 2.7 consumer lives at its 576 MB old generation: at its limit, not growing. */
    @Test
    void interface27OfThePublishedRunIsAtItsLimitNotGrowing() throws IOException {
        Recorded m = recorded().get("published/interface@2.7");
        HeapTrend t = HeapTrend.of(m.probes());
        assertEquals(HeapTrend.AT_LIMIT, t.state(), t.describe());
        assertEquals(m.recorded().state(), t.state(), "the committed run was judged by this rule");
        assertEquals(576.0, t.oldGenMaxMb());
    }

    @Test
    void everyCommittedModeWithRecordedProbesGetsTheVerdictItsProbesShow() throws IOException {
        Map<String, Recorded> all = recorded();
        assertTrue(all.keySet().containsAll(EXPECTED.keySet()), "expected modes missing from reports/: " + all.keySet());
        List<String> wrong = new ArrayList<>();
        for (var e : all.entrySet()) {
            HeapTrend t = HeapTrend.of(e.getValue().probes());
            // A report without an expectation here was written by the rule in this repository: it must agree.
            String expected = EXPECTED.getOrDefault(e.getKey(), e.getValue().recorded().state());
            if (!expected.equals(t.state())) {
                wrong.add(e.getKey() + ": expected " + expected + ", the rule says " + t.describe());
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void theTwoHourSoaksProbesAreSettled() {
        // 240 probes every 30 s of a Dubbo 3.3 interface-level consumer under churn and six faults,
        // 123-178 MB about a level of ~140 MB
        List<String> problems = new ArrayList<>();
        List<ProbeRecord> probes = JsonFiles.readLines(REPORTS.resolve("soak/interface"), ModeFolder.PROBES, "",
                "probes", (where, what) -> problems.add(where + ": " + what), true);
        assertEquals(List.of(), problems);
        assertEquals(240, probes.size());
        HeapTrend t = HeapTrend.of(probes);
        assertEquals(HeapTrend.SETTLED, t.state(), t.describe());
    }

    @Test
    void windowsOfTheSettledSoakRarelyReadAsATrendAndARiseAddedToThemMostlyDoes() {
        // the figures HeapTrend's class comment gives for its minimum of six probes
        List<ProbeRecord> soak = JsonFiles.readLines(REPORTS.resolve("soak/interface"), ModeFolder.PROBES, "",
                "probes", (where, what) -> { }, true);
        for (int n : new int[] {HeapTrend.MIN_PROBES, 10, 20}) {
            int trends = 0;
            int found = 0;
            int windows = soak.size() - n + 1;
            for (int i = 0; i < windows; i++) {
                List<ProbeRecord> window = soak.subList(i, i + n);
                trends += HeapTrend.of(window).settled() ? 0 : 1;
                found += HeapTrend.GROWING.equals(HeapTrend.of(risen(window, 60)).state()) ? 1 : 0;
            }
            assertTrue(trends <= 0.07 * windows, n + " probes: a trend in " + trends + " of " + windows + " windows");
            assertTrue(found >= 0.70 * windows, n + " probes: a 60 MB rise found in " + found + " of " + windows);
        }
    }

    /** The same probes with a rise of {@code mb} spread evenly across them. */
    private static List<ProbeRecord> risen(List<ProbeRecord> probes, double mb) {
        List<ProbeRecord> out = new ArrayList<>();
        for (int j = 0; j < probes.size(); j++) {
            ProbeRecord p = probes.get(j);
            out.add(new ProbeRecord(p.epochMs(), p.uptimeSec(), p.heapUsedMb() + mb * j / (probes.size() - 1),
                    p.oldGenUsedMb(), p.gcMs(), Map.of(), p.oldGenMaxMb()));
        }
        return out;
    }

    /** A mode's heapTrend as a committed summary.json has it, and the probes it was judged from. */
    record Recorded(HeapTrend recorded, List<ProbeRecord> probes) {
    }

    /** Every committed mode with a recorded heapTrend, by report folder and mode id ("published/interface@2.7"). */
    static Map<String, Recorded> recorded() throws IOException {
        assertTrue(Files.isDirectory(REPORTS), REPORTS.toAbsolutePath() + " should be the repository's reports");
        Map<String, Recorded> out = new TreeMap<>();
        try (Stream<Path> dirs = Files.list(REPORTS)) {
            for (Path dir : dirs.filter(d -> Files.isRegularFile(RunFolder.SUMMARY.in(d))).sorted().toList()) {
                List<String> problems = new ArrayList<>();
                RunSummary run = JsonFiles.readObject(dir, RunFolder.SUMMARY, "", (w, x) -> problems.add(w + ": " + x), true);
                assertNotNull(run, dir + ": " + problems);
                assertEquals(List.of(), problems, dir.toString());
                for (ModeSummary m : run.modes()) {
                    if (m.heap().trend() != null) {
                        out.put(dir.getFileName() + "/" + m.mode().id(), new Recorded(m.heap().trend(), probes(m)));
                    }
                }
            }
        }
        assertFalse(out.isEmpty(), "no committed summary.json records a heapTrend");
        return out;
    }

    /**
     * The probes behind a recorded heapTrend. It holds each probe's heap; of the old generation a file
     * written before oldGenMb holds only the mode's median (oldGenAfterFullGcMb, the median of the same
     * window). Each probe's old gen is taken as its heap less the difference of the two medians, which
     * gives the window exactly the median old gen the run measured, all that at-limit reads.
     */
    static List<ProbeRecord> probes(ModeSummary m) {
        HeapTrend t = m.heap().trend();
        Double oldMedian = t.oldGenMb() != null ? t.oldGenMb() : m.heap().oldGenAfterFullGcMb();
        List<Double> heap = new ArrayList<>(t.earlierMb());
        heap.addAll(t.windowMb());
        List<ProbeRecord> out = new ArrayList<>();
        for (int i = 0; i < heap.size(); i++) {
            Double old = oldMedian == null ? null : heap.get(i) - (t.settledMb() - oldMedian);
            out.add(new ProbeRecord(i, i, heap.get(i), old, 0, Map.of(), t.oldGenMaxMb()));
        }
        return out;
    }
}
