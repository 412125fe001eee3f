package org.sdsim.simulator.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.sdsim.simulator.generation.DubboLine;
import org.sdsim.simulator.generation.DubboLines;
import org.sdsim.simulator.remedy.Remedies;
import org.sdsim.simulator.remedy.Remedy;
import org.sdsim.simulator.remedy.RemedyEffect;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.summary.Figure;
import org.sdsim.simulator.summary.ModeRuns;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.Spread;

/**
 * "Which Dubbo, which settings": per Dubbo line, what its consumers do by default (the discovery they run with no
 * migration rule, whether application level re-reads the whole application on each instance event, what an empty
 * push does, the file cache's setting), what its default mode measured per push (from a run that ran it), and the
 * exact setting of each remedy there, from the remedy catalogue (what each saves and costs: the remedies and prices
 * tables). Facts are data: the lines
 * ({@link DubboLines}) and the remedies, each read in the release's jar.
 */
public final class DecisionTable {

    /** The columns, in order. */
    public static final List<String> HEADERS = List.of("Dubbo line", "sdsim runs", "Default discovery",
            "Re-reads the application per instance event", "Empty push by default", "File cache",
            "Allocated MB per push (default discovery)", "getData per push (registry)", "Remedies there, and their setting");

    private static final String NA = "n/a";

    private DecisionTable() {
    }

    /** A row per line, its measured figures from {@code measured} where a run of its default mode is there. */
    public static List<List<String>> rows(List<ModeSummary> measured) {
        List<List<String>> out = new ArrayList<>();
        for (DubboLine line : DubboLines.installed()) {
            out.add(row(line, measured));
        }
        return out;
    }

    /** The row of one line. */
    public static List<String> row(DubboLine line, List<ModeSummary> measured) {
        DiscoveryMode discovery = DiscoveryMode.byId(line.defaultDiscovery());
        Optional<ModeRuns> runs = ModeRuns.of(measured).stream().filter(m -> m.mode() != null
                && m.mode().discovery() == discovery && !m.mode().hasRemedies()
                && line.release().equals(m.first().dubbo())).findFirst();
        return List.of(line.line(), line.release(),
                discovery == DiscoveryMode.DUAL ? "dual (APPLICATION_FIRST: both at once)" : line.defaultDiscovery(),
                rereads(line.release(), discovery) ? "yes" : "no",
                line.emptyProtection(),
                fileCache(line.release()),
                runs.map(m -> spread(m.spread(Figure.ALLOCATED_MB_PER_PUSH), "%,.1f")).orElse(NA),
                runs.map(m -> spread(m.spread(Figure.GET_DATA_PER_PUSH), "%,.0f")).orElse(NA),
                String.join("; ", fixes(line.release(), discovery)));
    }

    /** Whether application level re-reads the application per event there: where the cached-instances remedy applies. */
    static boolean rereads(String release, DiscoveryMode discovery) {
        return Remedies.installed().byName("cached-instances").filter(r -> r.appliesTo(discovery))
                .flatMap(r -> r.effectOn(release)).isPresent();
    }

    /** "on; off: file-cache=false", from the no-file-cache remedy's effect on the release. */
    static String fileCache(String release) {
        return Remedies.installed().byName("no-file-cache").flatMap(r -> r.effectOn(release))
                .map(e -> "on; off: registry parameter " + parameters(e.registryParameters())).orElse("on");
    }

    /**
     * Each remedy that applies to the line's default discovery, with the exact setting it takes on the release; not
     * those that move the consumer to another JDK, which change no discovery cost, nor those that take a value
     * (notify-delay), which tune a trade rather than switch one mechanism off.
     */
    static List<String> fixes(String release, DiscoveryMode discovery) {
        List<String> out = new ArrayList<>();
        for (Remedy r : Remedies.installed().all()) {
            Optional<RemedyEffect> effect = r.appliesTo(discovery) ? r.effectOn(release) : Optional.empty();
            if (effect.isEmpty() || effect.get().java() != null || r.takesValue()) {
                continue;
            }
            RemedyEffect e = effect.get();
            List<String> setting = new ArrayList<>();
            if (!e.registryParameters().isEmpty()) {
                setting.add("registry parameter " + parameters(e.registryParameters()));
            }
            if (!e.jvmOptions().isEmpty()) {
                setting.add("JVM option " + String.join(" ", e.jvmOptions()));
            }
            if (e.module() != null) {
                setting.add("a class override (module " + e.module() + ", or the patch in docs/remedies.md)");
            }
            out.add(r.name() + ": " + String.join(", ", setting));
        }
        return out;
    }

    private static String parameters(Map<String, String> parameters) {
        return String.join(", ", parameters.entrySet().stream().map(p -> p.getKey() + "=" + p.getValue()).toList());
    }

    private static String spread(Spread s, String format) {
        return s == null ? NA : s.text(format) + (s.runs() > 1 ? String.format(Locale.ROOT, " (%d runs)", s.runs()) : " (one run)");
    }

    /** The console's table. */
    public static String render(List<ModeSummary> measured) {
        return "which Dubbo, which settings:\n" + ConsoleColumns.render(HEADERS, rows(measured), false);
    }

    /** The console's row of one line. */
    public static String render(DubboLine line, List<ModeSummary> measured) {
        return ConsoleColumns.render(HEADERS, List.of(row(line, measured)), false);
    }
}
