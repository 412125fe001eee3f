package org.sdsim.simulator.sweep;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.sdsim.simulator.verdict.FanOutCost;
import org.sdsim.simulator.verdict.RegistryCapacity;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
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

    /** The sweep's markdown, beside registry-sweep.json. */
    public static final String MARKDOWN = "registry-sweep.md";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public Path write(Path dir) throws IOException {
        Path tmp = dir.resolve("registry-sweep.json.tmp");
        JSON.writeValue(tmp.toFile(), this);
        Files.writeString(dir.resolve(MARKDOWN), markdown());
        return Files.move(tmp, dir.resolve("registry-sweep.json"), StandardCopyOption.REPLACE_EXISTING,
                StandardCopyOption.ATOMIC_MOVE);
    }

    /** What the sweep answers, for the console: {@link #sentences()}, then {@link #capacities()}. */
    public List<String> console() {
        List<String> lines = new ArrayList<>(sentences());
        lines.addAll(capacities());
        return lines;
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
        b.append(limitNote(f));
        return b.toString();
    }

    /**
     * What the p99 answer rests on: a point past the limit that is incomplete (Completeness) gives an upper bound; a limit
     * passed already at the smallest count, where nothing limited the fan-out, is the impersonated client's own pace.
     */
    private String limitNote(RegistryFit f) {
        if (f.subscribersAtLimit() == null) {
            return "";
        }
        List<RegistrySweepPoint> mine = points.stream().filter(p -> p.modes().containsKey(f.mode()))
                .sorted(java.util.Comparator.comparingInt(RegistrySweepPoint::subscribers)).toList();
        for (RegistrySweepPoint p : mine) {
            RegistrySweepPoint.Figures fig = p.modes().get(f.mode());
            if (p.subscribers() < f.subscribersAtLimit()) {
                continue;
            }
            if (fig.fanOut() != null && fig.fanOut().behind()) {
                return String.format(Locale.ROOT, " (at most: the %,d-subscriber point is incomplete (its note says why),"
                        + " so its p99 is not the registry's alone)", p.subscribers());
            }
            if (p == mine.get(0) && "none".equals(fig.limitedBy())) {
                return " (already at the smallest count, where nothing limited the fan-out: the pace is the client's own,"
                        + " not the registry's; Dubbo 3's interface level holds a notification up to its 5 s notify delay)";
            }
            return "";
        }
        return "";
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
        md.append("Per push, every client together: KB sent and requests. Per push and subscriber, on the busiest registry"
                + " and only where every owed read was done: the server's CPU-ms, KB and requests.\n\n");
        md.append("| subscribers/registry | mode | outcome | limited by | KB sent/push | requests/push"
                + " | CPU-ms/push & subscriber | KB/push & subscriber | requests/push & subscriber | registry heap MB"
                + " | push p50 ms | push p99 ms | full reads ÷ pushes |\n");
        md.append("|---:|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        List<String> notes = new ArrayList<>();
        for (RegistrySweepPoint p : points) {
            p.modes().forEach((mode, f) -> {
                RegistrySweepPoint.Registry r = f.registry();
                RegistrySweepPoint.FanOut o = f.fanOut();
                FanOutCost c = f.cost();
                md.append(String.format(Locale.ROOT, "| %,d%s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |%n",
                        p.subscribers(), p.heldOut() ? " (held out)" : "", mode, f.outcome(),
                        f.limitedBy() == null ? "n/a" : f.limitedBy(), num(r == null ? null : r.bytesPerPush(), 1024),
                        num(r == null ? null : r.requestsPerPush(), 1), num(c == null ? null : c.cpuMs(), 1, 3),
                        num(c == null ? null : c.bytes(), 1024), num(c == null ? null : c.requests(), 1),
                        num(r == null ? null : r.heapMb(), 1), num(o == null ? null : o.p50Ms(), 1),
                        num(o == null ? null : o.p99Ms(), 1), num(o == null ? null : o.fullReadsPerPush(), 1)));
                if (o != null && o.incomplete() != null) {
                    notes.add(String.format(Locale.ROOT, "%,d subscribers, %s: %s", p.subscribers(), mode, o.incomplete()));
                }
            });
        }
        md.append('\n');
        notes.forEach(n -> md.append("- ").append(n).append('\n'));
        if (!notes.isEmpty()) {
            md.append('\n');
        }
        sentences().forEach(s -> md.append("- ").append(s).append('\n'));
        capacities().forEach(s -> md.append("- ").append(s).append('\n'));
        return md.toString();
    }

    /**
     * Per mode, the capacity estimate of its largest point whose owed reads were all done and whose server CPU was
     * read: the figure that travels to other hardware, from the most subscribers this machine measured completely.
     */
    public List<String> capacities() {
        List<String> lines = new ArrayList<>();
        for (String mode : modes.keySet()) {
            RegistrySweepPoint largest = null;
            for (RegistrySweepPoint p : points) {
                RegistrySweepPoint.Figures f = p.modes().get(mode);
                if (f != null && f.complete() && f.capacity() != null && f.capacity().subscribersOneCore() != null
                        && (largest == null || p.subscribers() > largest.subscribers())) {
                    largest = p;
                }
            }
            if (largest == null) {
                lines.add(mode + ": capacity n/a: no point completed every owed read with the server's CPU read");
                continue;
            }
            RegistrySweepPoint.Figures f = largest.modes().get(mode);
            RegistryCapacity c = f.capacity();
            lines.add(String.format(Locale.ROOT, "%s: from the %,d-subscriber point (%s CPU-ms per push and subscriber on"
                    + " %s), a %d-core registry at %s push/s serves %,d (all on one thread) to %,d subscribers (all cores)%s",
                    mode, largest.subscribers(), num(f.cost().cpuMs(), 1, 3), f.cost().registry(), c.cores(),
                    num(c.pushesPerSecond(), 1, 0), c.subscribersOneCore(), c.subscribersAllCores(),
                    c.busiestThread() == null ? "" : String.format(Locale.ROOT, "; from its busiest thread: %,d",
                            c.busiestThread().subscribers())));
        }
        return lines;
    }

    private static String num(Double v, double unit) {
        return num(v, unit, 1);
    }

    private static String num(Double v, double unit, int decimals) {
        return v == null ? "n/a" : String.format(Locale.ROOT, "%,." + decimals + "f", v / unit);
    }
}
