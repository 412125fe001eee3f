package org.sdsim.simulator.rpc;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** summary.md and the progress line of each scenario. */
public final class RpcSummary {

    private RpcSummary() {
    }

    static String oneLine(RpcRow r) {
        return String.format(Locale.ROOT, "%s ops/s, p50 %s ms, p99 %s ms, alloc %s + %s B/call, %s young GCs/M calls, %s µs CPU/call",
                num(r.opsPerSec(), 0), num(r.p50Ms(), 3), num(r.p99Ms(), 3), num(r.allocBytesPerCallConsumer(), 0),
                num(r.allocBytesPerCallProvider(), 0), num(r.youngGcsPerMillionCalls(), 1), num(r.cpuMicrosPerCall(), 1));
    }

    static String markdown(List<RpcRow> rows, Map<String, String> failures, Map<String, Object> manifest) {
        return markdown(rows, failures, manifest, List.of());
    }

    static String markdown(List<RpcRow> rows, Map<String, String> failures, Map<String, Object> manifest,
                           List<StudyTiming> study) {
        StringBuilder b = new StringBuilder();
        b.append("# sdsim rpc\n\n");
        b.append("Command: `").append(manifest.get("command")).append("`  \n");
        b.append("Started ").append(manifest.get("startedAt")).append(", wall ").append(manifest.get("wallSeconds"))
                .append(" s. Both JVMs: ").append(manifest.getOrDefault("jvm", RpcJvmProfile.PUBLISHED_CONSUMER.describe()))
                .append(", on loopback.\n\n");
        b.append("## Every scenario\n\n");
        b.append("| stack | Dubbo | method | payload | compression | callers | ops/s | avg ms | p50 ms | p99 ms | p99.9 ms "
                + "| alloc B/call consumer | alloc B/call provider | young GCs / M calls | CPU µs/call |\n");
        b.append("|---|---|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n");
        for (RpcRow r : rows) {
            b.append("| ").append(r.protocol()).append('+').append(r.serialization())
                    .append(" | ").append(r.dubboVersion() == null ? "–" : r.dubboVersion())
                    .append(" | ").append(r.method()).append(" | ").append(r.payload())
                    .append(" | ").append(r.compression() == null ? "none" : r.compression()).append(" | ").append(r.concurrency())
                    .append(" | ").append(num(r.opsPerSec(), 0)).append(" | ").append(num(r.avgMs(), 3))
                    .append(" | ").append(num(r.p50Ms(), 3)).append(" | ").append(num(r.p99Ms(), 3))
                    .append(" | ").append(num(r.p999Ms(), 3))
                    .append(" | ").append(num(r.allocBytesPerCallConsumer(), 0))
                    .append(" | ").append(num(r.allocBytesPerCallProvider(), 0))
                    .append(" | ").append(num(r.youngGcsPerMillionCalls(), 1))
                    .append(" | ").append(num(r.cpuMicrosPerCall(), 1)).append(" |\n");
        }
        if (PublishedRpc.applies(rows)) {
            b.append("\n## Beside Dubbo's published benchmark (").append(PublishedRpc.CONCURRENCY).append(" callers)\n\n");
            b.append(PUBLISHED_NOTE).append("\n\n");
            b.append("| published column | stack here | on Dubbo |");
            for (String row : PublishedRpc.ROWS) {
                b.append(' ').append(row).append(" (").append(PublishedRpc.METHOD_OF_ROW.get(row)).append(") here / published |");
            }
            b.append("\n|---|---|---|").append("--:|".repeat(PublishedRpc.ROWS.size())).append('\n');
            for (PublishedRpc.Line line : PublishedRpc.compare(rows)) {
                b.append("| ").append(line.column() == null ? "–" : line.column().label())
                        .append(line.isBaseline() ? " (the baseline)" : "").append(" | ").append(line.stackId())
                        .append(" | ").append(line.versions()).append(" |");
                for (String row : PublishedRpc.ROWS) {
                    b.append(' ').append(cell(line, row)).append(" |");
                }
                b.append('\n');
            }
        }
        if (StudyComparison.ran(rows, study)) {
            b.append(studyMarkdown(rows, study));
            List<String> notes = releaseNotes(manifest, ProtocolStudy.RELEASE);
            if (!notes.isEmpty()) {
                b.append("\nHow the rows run on Dubbo ").append(ProtocolStudy.RELEASE).append(":\n\n");
                notes.forEach(n -> b.append("- ").append(n).append('\n'));
            }
        }
        List<String> skipped = skipped(manifest);
        if (!skipped.isEmpty()) {
            b.append("\n## Skipped\n\n");
            skipped.forEach(line -> b.append("- ").append(line).append('\n'));
        }
        if (!failures.isEmpty()) {
            b.append("\n## Failed scenarios\n\n");
            failures.forEach((id, why) -> b.append("- ").append(id).append(": ").append(why).append('\n'));
        }
        return b.toString();
    }

    /** How the study's table reads, in summary.md and report.html alike. */
    public static final String STUDY_NOTE = "The Dubbo 2.5 protocol study's own method, on Dubbo " + ProtocolStudy.RELEASE
            + ": \"1 caller\" is the average of 100 calls in a row after a warm-up, without the first connection; "
            + "\"10 × 5\" is 10 callers making 5 calls each in a fresh consumer JVM, timed from before the reference is "
            + "made (the study counts the first connection in it). Each ratio is the row over row A on the same payload, "
            + "here / in the study (its machine was not this one, and its 10-caller table stops after row B). "
            + "The JMH columns are the same call at 1 caller: calls per second and bytes allocated per call on each side. "
            + "\"–\": not run.";

    static String studyMarkdown(List<RpcRow> rows, List<StudyTiming> study) {
        StringBuilder b = new StringBuilder();
        b.append("\n## Beside the Dubbo 2.5 protocol study\n\n").append(STUDY_NOTE).append("\n\n");
        b.append("| ").append(String.join(" | ", StudyComparison.HEADERS)).append(" |\n");
        b.append("|---|---|---|").append("--:|".repeat(StudyComparison.HEADERS.size() - 3)).append('\n');
        for (StudyComparison.Line l : StudyComparison.lines(rows, study)) {
            b.append("| ").append(String.join(" | ", l.cells())).append(" |\n");
        }
        return b.toString();
    }

    /** The notes of one Dubbo release the run used (the manifest's {@code dubbo} section), or none. */
    @SuppressWarnings("unchecked")
    public static List<String> releaseNotes(Map<String, Object> manifest, String version) {
        Object releases = manifest.get("dubbo");
        if (releases instanceof Map<?, ?> byVersion && byVersion.get(version) instanceof Map<?, ?> release
                && release.get("notes") instanceof List<?> notes) {
            return (List<String>) notes;
        }
        return List.of();
    }

    /** The manifest's one line per selected stack that a selected Dubbo release does not run. */
    @SuppressWarnings("unchecked")
    public static List<String> skipped(Map<String, Object> manifest) {
        return (List<String>) manifest.getOrDefault("skipped", List.of());
    }

    /** How the comparison reads, in summary.md and report.html alike. */
    public static final String PUBLISHED_NOTE = "Each cell: this stack's ops/s over dubbo-hessian2's on the same method "
            + "here / the same ratio in Dubbo's table (over Dubbo+Hessian2 3.0; 4C8G, JDK 8). \"on Dubbo\" names the "
            + "release each column was measured on: the 2.7 column over the 3.x baseline, every 3.0 column over "
            + "dubbo-hessian2 on its own release; a generation that did not run is stood in for by the nearest that "
            + "did (\"3.3.6 for 3.0\"). The baseline's cells are its ops/s here. \"–\": not run.";

    /** The baseline's ops/s; every other line's ratio here / published. */
    public static String cell(PublishedRpc.Line line, String row) {
        if (line.isBaseline()) {
            return line.ops().get(row).map(v -> num(v, 0) + " ops/s").orElse("–");
        }
        return ratio(line.ratios().get(row)) + " / " + ratio(line.published(row));
    }

    public static String ratio(Optional<Double> r) {
        return r.map(v -> String.format(Locale.ROOT, "%.2f×", v)).orElse("–");
    }

    public static String num(Double v, int decimals) {
        if (v == null) {
            return "–";
        }
        return String.format(Locale.ROOT, "%,." + decimals + "f", v);
    }
}
