package org.sdsim.simulator.sweep;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.sdsim.simulator.verdict.FanOutCost;
import org.sdsim.simulator.verdict.PaceCapacity;
import org.sdsim.simulator.verdict.RegistryCapacity;
import org.sdsim.simulator.verdict.ThreadBound;

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

    /** What the sweep answers, for the console: {@link #sentences()}, {@link #costLines()}, then {@link #capacities()}. */
    public List<String> console() {
        List<String> lines = new ArrayList<>(sentences());
        lines.addAll(costLines());
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
        } else {
            b.append("registry bytes per push not fitted (too few points whose subscribers did every read they owed)");
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
        md.append("| subscribers/registry | mode | outcome | limited by | pushes | KB sent/push | requests/push"
                + " | CPU-ms/push & subscriber | KB/push & subscriber | requests/push & subscriber | registry heap MB"
                + " | push p50 ms | push p99 ms | full reads ÷ pushes |\n");
        md.append("|---:|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        List<String> notes = new ArrayList<>();
        for (RegistrySweepPoint p : points) {
            p.modes().forEach((mode, f) -> {
                RegistrySweepPoint.Registry r = f.registry();
                RegistrySweepPoint.FanOut o = f.fanOut();
                FanOutCost c = f.cost();
                md.append(String.format(Locale.ROOT, "| %,d%s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |%n",
                        p.subscribers(), p.heldOut() ? " (held out)" : "", mode, f.outcome(),
                        f.limitedBy() == null ? "n/a" : f.limitedBy(),
                        r == null || r.pushes() == null ? "n/a" : String.valueOf(r.pushes()),
                        num(r == null ? null : r.bytesPerPush(), 1024),
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
        costLines().forEach(s -> md.append("- ").append(s).append('\n'));
        capacities().forEach(s -> md.append("- ").append(s).append('\n'));
        return md.toString();
    }

    /**
     * Per mode, what a push costs the busiest member as lines against its subscribers ({@link CostLines}), or why none
     * was fitted: the figures that carry to other hardware.
     */
    public List<String> costLines() {
        List<String> lines = new ArrayList<>();
        modes.forEach((mode, fit) -> {
            CostLines c = fit.costs();
            if (c == null) {
                return;
            }
            if (c.notFitted() != null) {
                lines.add(mode + ": cost per push not fitted: " + c.notFitted());
                return;
            }
            List<String> parts = new ArrayList<>();
            if (c.cpuSeconds() != null) {
                parts.add("server CPU-ms " + c.cpuSeconds().describe(1e-3, 1));
            }
            if (c.bytes() != null) {
                parts.add("KB sent " + c.bytes().describe(1024, 1));
            }
            if (c.requests() != null) {
                parts.add("requests " + c.requests().describe(1, 1));
            }
            lines.add(String.format(Locale.ROOT, "%s: per push, over the %s-subscriber points: %s", mode,
                    String.join(", ", c.points().stream().map(n -> String.format(Locale.ROOT, "%,d", n)).toList()),
                    String.join("; ", parts)));
        });
        return lines;
    }

    /**
     * Per mode, the capacity of a {@value RegistryCapacity#REFERENCE_CORES}-core member at the stated paces from its
     * cost lines, each bound named ({@link RegistryCapacity#fromLines}); where no line was fitted, why not.
     */
    public List<String> capacities() {
        List<String> lines = new ArrayList<>();
        for (String mode : modes.keySet()) {
            RegistryCapacity c = capacity(mode);
            if (c == null) {
                CostLines costs = modes.get(mode).costs();
                lines.add(mode + ": capacity n/a: " + (costs == null || costs.notFitted() == null
                        ? "no CPU line was fitted" : costs.notFitted()));
                continue;
            }
            lines.add(String.format(Locale.ROOT, "%s: a %d-core member, at %.0f %% busy (cores and links)%s: %s", mode,
                    c.cores(), PaceCapacity.BUSY * 100, c.busiestThread() == null ? ""
                            : String.format(Locale.ROOT, ", its busiest stage %s (%.0f %% of its CPU) on one core",
                                    c.busiestThread().thread(), c.busiestThread().shareOfServer() * 100),
                    String.join("; ", c.describePaces())));
        }
        return lines;
    }

    /** The capacity of {@code mode} from its cost lines at the stated paces; null without a CPU line. */
    public RegistryCapacity capacity(String mode) {
        return capacity(mode, RegistryCapacity.REFERENCE_CORES, RegistryCapacity.STATED_WAVES_SECONDS);
    }

    /** The same for a member of {@code cores} at {@code wavesEverySeconds} ({@code sdsim capacity}). */
    public RegistryCapacity capacity(String mode, int cores, List<Double> wavesEverySeconds) {
        RegistryFit fit = modes.get(mode);
        CostLines costs = fit == null ? null : fit.costs();
        if (costs == null || costs.cpuSeconds() == null) {
            return null;
        }
        // the busiest stage's share at the largest fitted point, where its threads were read
        ThreadBound stage = null;
        for (RegistrySweepPoint p : points) {
            RegistrySweepPoint.Figures f = p.modes().get(mode);
            if (f != null && costs.points().contains(p.subscribers()) && f.capacity() != null
                    && f.capacity().busiestThread() != null) {
                stage = f.capacity().busiestThread();
            }
        }
        return RegistryCapacity.fromLines(String.format(Locale.ROOT, "the sweep's lines over its %d complete points",
                costs.points().size()), costs.cpuSeconds().line(), costs.bytes() == null ? null : costs.bytes().line(),
                stage, null, cores, wavesEverySeconds);
    }

    private static String num(Double v, double unit) {
        return num(v, unit, 1);
    }

    private static String num(Double v, double unit, int decimals) {
        return v == null ? "n/a" : String.format(Locale.ROOT, "%,." + decimals + "f", v / unit);
    }
}
