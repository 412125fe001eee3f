package org.sdsim.simulator.sweep;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * registry-sweep.json: every point and, per mode, the registry's fit and its answers.
 *
 * @param providers   the fleet every point ran
 * @param p99LimitMs  the fan-out limit the answer is measured against
 * @param points      grid and held-out points, in the order they ran
 * @param modes       mode → fit
 * @param seconds     wall time of the whole sweep
 */
public record RegistrySweepResult(int providers, double p99LimitMs, List<RegistrySweepPoint> points,
        Map<String, RegistryFit> modes, double seconds) {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public Path write(Path dir) throws IOException {
        Path tmp = dir.resolve("registry-sweep.json.tmp");
        JSON.writeValue(tmp.toFile(), this);
        Files.writeString(dir.resolve("registry-sweep.md"), markdown());
        return Files.move(tmp, dir.resolve("registry-sweep.json"), StandardCopyOption.REPLACE_EXISTING,
                StandardCopyOption.ATOMIC_MOVE);
    }

    /** One sentence per mode: the fits, their held-out errors and the subscriber count at the limit. */
    public List<String> sentences() {
        return modes.values().stream().map(this::sentence).toList();
    }

    private String sentence(RegistryFit f) {
        StringBuilder b = new StringBuilder(f.mode()).append(": ");
        if (f.bytesPerPush() != null) {
            b.append(String.format(Locale.ROOT, "registry bytes per push = %.0f KB + %.1f KB per client (R² %s)",
                    f.bytesPerPush().intercept() / 1024, f.bytesPerPush().slope() / 1024, r2(f.bytesPerPush())));
            b.append(heldOut(f.bytesHeldOut()));
        }
        if (f.registryHeap() != null) {
            b.append(String.format(Locale.ROOT, "; registry heap = %.0f MB + %.1f KB per subscriber", f.registryHeap().intercept(),
                    f.registryHeap().slope() * 1024));
            b.append(heldOut(f.heapHeldOut()));
        }
        b.append("; push p99 ");
        b.append(f.subscribersAtLimit() == null
                ? String.format(Locale.ROOT, "stayed under %.0f ms at every point", f.p99LimitMs())
                : String.format(Locale.ROOT, "passes %.0f ms at about %,.0f subscribers per registry on this machine",
                        f.p99LimitMs(), f.subscribersAtLimit()));
        return b.toString();
    }

    private static String heldOut(RegistryFit.HeldOut h) {
        if (h == null || h.errorPct() == null) {
            return "";
        }
        return String.format(Locale.ROOT, " (held out at %,d subscribers: error %+.1f %%)", h.subscribers(), h.errorPct());
    }

    private static String r2(LinearFit f) {
        return Double.isNaN(f.r2()) ? "n/a" : String.format(Locale.ROOT, "%.3f", f.r2());
    }

    String markdown() {
        StringBuilder md = new StringBuilder("# Registry capacity sweep\n\n");
        md.append(String.format(Locale.ROOT, "%,d providers; push fan-out limit %.0f ms; %.0f s in all.%n%n", providers,
                p99LimitMs, seconds));
        md.append("| subscribers/registry | mode | outcome | KB sent/push | requests/push | registry heap MB | push p50 ms | push p99 ms | full reads ÷ pushes | limited by |\n");
        md.append("|---:|---|---|---:|---:|---:|---:|---:|---:|---|\n");
        for (RegistrySweepPoint p : points) {
            p.modes().forEach((mode, f) -> md.append(String.format(Locale.ROOT, "| %,d%s | %s | %s | %s | %s | %s | %s | %s | %s | %s |%n",
                    p.subscribers(), p.heldOut() ? " (held out)" : "", mode, f.outcome(), num(f.bytesPerPush(), 1024),
                    num(f.requestsPerPush(), 1), num(f.registryHeapMb(), 1), num(f.p50Ms(), 1), num(f.p99Ms(), 1),
                    num(f.fullReadsPerPush(), 1), f.limitedBy() == null ? "n/a" : f.limitedBy())));
        }
        md.append('\n');
        sentences().forEach(s -> md.append("- ").append(s).append('\n'));
        return md.toString();
    }

    private static String num(Double v, double unit) {
        return v == null ? "n/a" : String.format(Locale.ROOT, "%,.1f", v / unit);
    }
}
