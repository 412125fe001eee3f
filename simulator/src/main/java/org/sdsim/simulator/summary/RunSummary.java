package org.sdsim.simulator.summary;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

/**
 * summary.json: the per-mode results of one run, rewritten after every mode (write, then
 * rename) so an interrupted run keeps the modes it finished.
 */
public record RunSummary(String runId, List<ModeSummary> modes) {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public RunSummary {
        modes = List.copyOf(modes);
    }

    /** Fills in discovery cost over the baseline mode, when there is one with a measured heap. */
    public RunSummary withDiscoveryCost() {
        Double baseline = modes.stream().filter(m -> "baseline".equals(m.mode()))
                .map(ModeSummary::heapAfterFullGcMb).filter(java.util.Objects::nonNull).findFirst().orElse(null);
        List<ModeSummary> out = new ArrayList<>();
        for (ModeSummary m : modes) {
            out.add(m.withDiscoveryCost(baseline));
        }
        return new RunSummary(runId, out);
    }

    public void write(Path runDir) throws IOException {
        Path tmp = runDir.resolve("summary.json.tmp");
        JSON.writeValue(tmp.toFile(), this);
        Files.move(tmp, runDir.resolve("summary.json"), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    public static void writeMode(Path modeDir, ModeSummary summary) throws IOException {
        Path tmp = modeDir.resolve("mode-summary.json.tmp");
        JSON.writeValue(tmp.toFile(), summary);
        Files.move(tmp, modeDir.resolve("mode-summary.json"), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
