package org.sdsim.simulator.sweep;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;

/**
 * sweep.json: the measured points and, per mode, the fitted line and its answers.
 *
 * @param xmxMb        the consumer's -Xmx
 * @param heapShare    the share of it heap after full GC may take
 * @param heapLimitMb  heapShare × xmxMb: what {@code maxProviders} is measured against
 * @param urlsPerProvider interface-level URLs one provider puts in all registries together
 * @param points       every run, grid and held-out, in the order they ran
 * @param modes        mode → its fit
 * @param seconds      wall time of the whole sweep
 * @param capturedProviders for a sweep of a captured fleet's scales, its provider hosts (scale = providers / this);
 *                     null for the synthetic fleet
 * @param pushScaling  mode → how its cost per push grows with the fleet (a power law per figure); empty for a
 *                     sweep without pushes
 * @param crossovers   where stock application level passes interface level per push, per figure and pair of modes
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record SweepResult(double xmxMb, double heapShare, double heapLimitMb, int urlsPerProvider,
                          List<SweepPoint> points, Map<String, ModeFit> modes, double seconds, Integer capturedProviders,
                          Map<String, PushScaling> pushScaling, List<Crossover> crossovers) {

    public SweepResult {
        pushScaling = pushScaling == null ? Map.of() : pushScaling;
        crossovers = crossovers == null ? List.of() : List.copyOf(crossovers);
    }

    /** A sweep without per-push fits (as sweep.json was before it had them). */
    public SweepResult(double xmxMb, double heapShare, double heapLimitMb, int urlsPerProvider, List<SweepPoint> points,
                       Map<String, ModeFit> modes, double seconds, Integer capturedProviders) {
        this(xmxMb, heapShare, heapLimitMb, urlsPerProvider, points, modes, seconds, capturedProviders, null, null);
    }

    /** A sweep of the synthetic fleet. */
    public SweepResult(double xmxMb, double heapShare, double heapLimitMb, int urlsPerProvider, List<SweepPoint> points,
                       Map<String, ModeFit> modes, double seconds) {
        this(xmxMb, heapShare, heapLimitMb, urlsPerProvider, points, modes, seconds, null);
    }

    /** " (scale 2)" for a captured fleet's point, "" for the synthetic fleet. */
    public String scaleOf(long providers) {
        return capturedProviders == null ? "" : " (scale " + scale((double) providers / capturedProviders) + ")";
    }

    /** Three significant digits below 1,000 (0.5, 2, 375), whole and grouped above (4,857): never an exponent. */
    static String scale(double scale) {
        return scale >= 1000 ? String.format(java.util.Locale.ROOT, "%,.0f", scale)
                : java.math.BigDecimal.valueOf(scale).round(new java.math.MathContext(3)).stripTrailingZeros().toPlainString();
    }

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** Writes sweep.json by write-then-rename, so a reader never sees half of it. */
    public Path write(Path dir) throws IOException {
        Path tmp = dir.resolve("sweep.json.tmp");
        JSON.writeValue(tmp.toFile(), this);
        return Files.move(tmp, dir.resolve("sweep.json"), StandardCopyOption.REPLACE_EXISTING,
                StandardCopyOption.ATOMIC_MOVE);
    }

    public static SweepResult read(Path file) throws IOException {
        return JSON.readValue(file.toFile(), SweepResult.class);
    }
}
