package org.sdsim.simulator.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.folder.RunFolder;
import org.sdsim.simulator.run.FileProblems;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RunSummary;

/**
 * Refits a registry sweep folder whose points are already measured, as {@link SweepRefit} does for a heap sweep:
 * every point's figures are read again from its own summary.json by this build (so figures an older
 * registry-sweep.json never held, such as each subscriber's cost per push and whether every owed read was done, are
 * there), the fits are made again, and registry-sweep.json and .md are rewritten. What only the sweep knew (its
 * fleet, the fan-out limit, which point was held out, its wall time) comes from the old registry-sweep.json, read
 * field by field so that any build's file will do.
 */
public final class RegistrySweepRefit {

    /** The registry sweep's result file: a folder holding it is a registry sweep folder. */
    public static final String SWEEP_JSON = "registry-sweep.json";

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * @param result   the refitted sweep, already written
     * @param json     its registry-sweep.json
     * @param warnings the points whose summary.json could not be read (left out of the refit), and why
     */
    public record Refit(RegistrySweepResult result, Path json, List<String> warnings) implements Refitted {

        @Override
        public List<String> console() {
            return result.console();
        }

        @Override
        public Path report() {
            return json.resolveSibling(RegistrySweepResult.MARKDOWN);
        }

        @Override
        public int points() {
            return result.points().size();
        }
    }

    private RegistrySweepRefit() {
    }

    /** Whether {@code dir} is a registry sweep folder. */
    public static boolean isSweep(Path dir) {
        return Files.isRegularFile(dir.resolve(SWEEP_JSON));
    }

    /** Refits the sweep in {@code dir} and rewrites its files there; an IOException when its json cannot be read. */
    public static Refit refit(Path dir) throws IOException {
        Read read = read(dir);
        return new Refit(read.result(), read.result().write(dir), read.warnings());
    }

    /**
     * The sweep in {@code dir} refitted by this build, its files left as they are ({@code sdsim capacity}).
     *
     * @param result   the refitted sweep
     * @param warnings the points whose summary.json could not be read (left out), and why
     */
    public record Read(RegistrySweepResult result, List<String> warnings) {
    }

    /** The sweep in {@code dir} refitted, nothing written; an IOException when its json cannot be read. */
    public static Read read(Path dir) throws IOException {
        JsonNode old = JSON.readTree(dir.resolve(SWEEP_JSON).toFile());
        if (old == null || !old.path("points").isArray()) {
            throw new IOException("no points array (expected the registry-sweep.json 'sdsim sweep --subscribers' writes)");
        }
        List<String> warnings = new ArrayList<>();
        List<RegistrySweepPoint> grid = new ArrayList<>();
        RegistrySweepPoint held = null;
        Set<String> modes = new LinkedHashSet<>();
        old.path("modes").fieldNames().forEachRemaining(modes::add);
        for (JsonNode p : old.path("points")) {
            String runDir = p.path("runDir").asText();
            List<String> problems = new ArrayList<>();
            RunSummary summary = JsonFiles.readObject(dir.resolve(runDir), RunFolder.SUMMARY, runDir + "/",
                    (where, what) -> problems.add(where + ": " + what), true);
            warnings.addAll(problems);
            if (summary == null || summary.modes().isEmpty()) {
                warnings.add(runDir + ": left out of the refit (its summary.json could not be read)");
                continue;
            }
            Map<String, RegistrySweepPoint.Figures> figures = new LinkedHashMap<>();
            for (ModeSummary m : summary.modes()) {
                String id = m.mode() == null ? "unknown" : m.mode().id();
                figures.put(id, RegistrySweepPoint.Figures.of(m));
                modes.add(id);
            }
            RegistrySweepPoint point = new RegistrySweepPoint(p.path("subscribers").asInt(), runDir, figures,
                    p.path("heldOut").asBoolean());
            if (point.heldOut()) {
                held = point;
            } else {
                grid.add(point);
            }
        }
        int heldOutCount = held != null ? held.subscribers() : heldOutCount(old);
        double p99LimitMs = old.path("p99LimitMs").asDouble();
        Map<String, RegistryFit> fits = new LinkedHashMap<>();
        for (String mode : modes) {
            RegistryFit fit = RegistryFit.of(mode, grid, held, heldOutCount, p99LimitMs);
            if (fit != null) {
                fits.put(mode, fit);
            }
        }
        List<RegistrySweepPoint> points = new ArrayList<>(grid);
        if (held != null) {
            points.add(held);
        }
        return new Read(new RegistrySweepResult(old.path("providers").asInt(), p99LimitMs, points, fits,
                old.path("seconds").asDouble()), warnings);
    }

    /** The held-out count the old fits predicted for, when its point did not run; 0 when nothing says. */
    private static int heldOutCount(JsonNode old) {
        for (JsonNode fit : old.path("modes")) {
            int n = fit.path("bytesHeldOut").path("subscribers").asInt(0);
            if (n > 0) {
                return n;
            }
        }
        return 0;
    }

    /** One line for a registry-sweep.json that cannot be read. */
    public static String describe(Path dir, IOException e) {
        return dir.resolve(SWEEP_JSON) + ": cannot be read as a registry sweep (" + FileProblems.describe(e) + ")";
    }
}
