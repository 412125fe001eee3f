package org.sdsim.simulator.sweep;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.folder.RunFolder;
import org.sdsim.simulator.run.FileProblems;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.summary.RunSummary;

/**
 * Refits a sweep folder whose points are already measured: each point is read again from its own
 * summary.json (so figures an older sweep.json never held, such as cost per push, are there), every fit
 * is made again by this build, and sweep.json, sweep.md, report.html and the chart are rewritten. What
 * only the sweep knew (-Xmx, the heap share, URLs per provider, which point was held out) comes from the
 * old sweep.json.
 */
public final class SweepRefit {

    /** The sweep folder's result file: a folder holding it is a sweep folder. */
    public static final String SWEEP_JSON = "sweep.json";

    /**
     * @param result   the refitted sweep, already written
     * @param report   its report.html
     * @param warnings what could not be read in the points' summary.json, and the points kept as the old sweep.json
     *                 had them for it
     */
    public record Refit(SweepResult result, Path report, List<String> warnings) implements Refitted {

        @Override
        public List<String> console() {
            return SweepReport.console(result);
        }

        @Override
        public Path json() {
            return report.resolveSibling(SWEEP_JSON);
        }

        @Override
        public int points() {
            return result.points().size();
        }
    }

    private SweepRefit() {
    }

    /** Whether {@code dir} is a sweep folder (as opposed to a run folder). */
    public static boolean isSweep(Path dir) {
        return Files.isRegularFile(dir.resolve(SWEEP_JSON));
    }

    /** Refits the sweep in {@code dir} and rewrites its files there; an IOException when sweep.json cannot be read. */
    public static Refit refit(Path dir) throws IOException {
        SweepResult old = SweepResult.read(dir.resolve(SWEEP_JSON));
        List<String> warnings = new ArrayList<>();
        List<SweepPoint> points = new ArrayList<>();
        for (SweepPoint p : old.points()) {
            List<String> problems = new ArrayList<>();
            RunSummary summary = JsonFiles.readObject(dir.resolve(p.runDir()), RunFolder.SUMMARY, p.runDir() + "/",
                    (where, what) -> problems.add(where + ": " + what), true);
            warnings.addAll(problems);
            if (summary == null || summary.modes().isEmpty()) {
                warnings.add(p.runDir() + ": kept as sweep.json had it, without cost per push");
                points.add(p);
            } else {
                points.add(SweepPoint.of(summary, p.providers(), p.runDir(), p.heldOut()));
            }
        }
        SweepResult measured = new SweepResult(old.xmxMb(), old.heapShare(), old.heapLimitMb(), old.urlsPerProvider(),
                points, old.modes(), old.seconds(), old.capturedProviders());
        SweepResult result = SweepFits.of(measured, modes(old, points), heldOutProviders(old));
        result.write(dir);
        return new Refit(result, SweepReport.write(result, dir), warnings);
    }

    /** The modes the points ran, in the order they first appear; the baseline has nothing to fit. */
    private static List<String> modes(SweepResult old, List<SweepPoint> points) {
        Set<String> modes = new LinkedHashSet<>(old.modes().keySet());
        points.forEach(p -> modes.addAll(p.outcomes().keySet()));
        return modes.stream().filter(id -> {
            Mode m = Mode.byId(id);
            return m != null && !m.isBaseline();
        }).toList();
    }

    /** The held-out size: its point if it ran, else what the old fits predicted for; 0 when neither says. */
    private static int heldOutProviders(SweepResult old) {
        return old.points().stream().filter(SweepPoint::heldOut).mapToInt(SweepPoint::providers).findFirst()
                .orElse(old.modes().values().stream().filter(f -> f.heldOut() != null)
                        .mapToInt(f -> f.heldOut().providers()).findFirst().orElse(0));
    }

    /** One line for a sweep.json that cannot be read. */
    public static String describe(Path dir, IOException e) {
        return dir.resolve(SWEEP_JSON) + ": cannot be read as a sweep (" + FileProblems.describe(e) + ")";
    }
}
