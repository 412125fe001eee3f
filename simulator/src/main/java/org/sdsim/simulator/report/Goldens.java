package org.sdsim.simulator.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.folder.RunFolder;
import org.sdsim.simulator.summary.RunSummary;
import org.sdsim.simulator.sweep.Refitted;
import org.sdsim.simulator.sweep.RegistrySweepRefit;
import org.sdsim.simulator.sweep.SweepRefit;
import org.sdsim.simulator.table.RunConsole;

/**
 * What this build renders from every committed report under {@code reports/}, kept as golden files
 * ({@value #FOLDER}) so that a change meant to leave every figure alone (a record split into parts, a class
 * moved) is proved to: per run report its summary.md, the console text {@code sdsim run} prints, its summary.json
 * read and written back, and every README table kind; per sweep folder its refitted .md and .json. A change that
 * is meant to alter a rendering regenerates the goldens in the same commit ({@value #COMMAND}) and says why.
 */
public final class Goldens {

    /** How to render the goldens again. */
    public static final String COMMAND = "bench/goldens.sh";
    /** Where they are kept, relative to the repository. */
    public static final String FOLDER = "simulator/src/test/goldens";

    private Goldens() {
    }

    /** Every golden rendering of the repository's committed reports: path under {@value #FOLDER} → text. */
    public static Map<String, String> render(Path repo) throws IOException {
        Map<String, String> out = new TreeMap<>();
        Path scratch = Files.createTempDirectory("sdsim-goldens");
        try (Stream<Path> reports = Files.list(repo.resolve("reports"))) {
            for (Path report : reports.sorted().toList()) {
                String name = report.getFileName().toString();
                if (Files.isRegularFile(RunFolder.SUMMARY.in(report))) {
                    run(report, name, scratch.resolve(name), out);
                } else if (SweepRefit.isSweep(report) || RegistrySweepRefit.isSweep(report)) {
                    sweep(report, name, scratch.resolve(name), out);
                }
            }
        } finally {
            delete(scratch);
        }
        return out;
    }

    private static void run(Path report, String name, Path scratch, Map<String, String> out) throws IOException {
        RunSummary summary = JsonFiles.readObject(report, RunFolder.SUMMARY, name + "/", (where, what) -> {
            throw new IllegalStateException(where + ": " + what);
        }, true);
        JsonNode manifest = JsonFiles.readTree(RunFolder.MANIFEST.in(report), "manifest.json", (where, what) -> { }, false);
        out.put(name + "/summary.json", JsonFiles.json(summary) + "\n");
        out.put(name + "/console.txt", RunConsole.render(summary, manifest));
        for (ReadmeTableKind kind : ReadmeTableKind.values()) {
            out.put(name + "/readme-" + kind.name().toLowerCase(Locale.ROOT) + ".md", kind.render(summary));
        }
        ReportResult written = RunReport.write(List.of(report), scratch);
        out.put(name + "/summary.md", Files.readString(written.summary(), StandardCharsets.UTF_8));
    }

    /** A sweep folder refitted in a copy (a refit rewrites its folder in place). */
    private static void sweep(Path report, String name, Path scratch, Map<String, String> out) throws IOException {
        copy(report, scratch);
        Refitted refit = RegistrySweepRefit.isSweep(scratch) ? RegistrySweepRefit.refit(scratch) : SweepRefit.refit(scratch);
        out.put(name + "/" + refit.json().getFileName(), Files.readString(refit.json(), StandardCharsets.UTF_8));
        try (Stream<Path> files = Files.list(scratch)) {
            for (Path md : files.filter(f -> f.getFileName().toString().endsWith(".md")).sorted().toList()) {
                out.put(name + "/" + md.getFileName(), Files.readString(md, StandardCharsets.UTF_8));
            }
        }
    }

    /**
     * Writes the goldens of the repository given (default: the working directory) and removes those no report
     * renders any more; prints what changed.
     */
    public static void main(String[] args) throws IOException {
        Path repo = Path.of(args.length > 0 ? args[0] : ".").toAbsolutePath().normalize();
        Path folder = repo.resolve(FOLDER);
        Map<String, String> goldens = render(repo);
        int changed = 0;
        for (Map.Entry<String, String> g : goldens.entrySet()) {
            Path file = folder.resolve(g.getKey());
            if (!Files.isRegularFile(file) || !Files.readString(file, StandardCharsets.UTF_8).equals(g.getValue())) {
                Files.createDirectories(file.getParent());
                Files.writeString(file, g.getValue(), StandardCharsets.UTF_8);
                System.out.println(FOLDER + "/" + g.getKey() + ": rendered again");
                changed++;
            }
        }
        for (String stale : stale(folder, goldens)) {
            Files.delete(folder.resolve(stale));
            System.out.println(FOLDER + "/" + stale + ": removed (no report renders it)");
            changed++;
        }
        System.out.println(goldens.size() + " goldens, " + changed + " changed");
    }

    /** The files under {@code folder} that are no golden of {@code goldens}. */
    public static List<String> stale(Path folder, Map<String, String> goldens) throws IOException {
        List<String> out = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            return out;
        }
        try (Stream<Path> files = Files.walk(folder)) {
            files.filter(Files::isRegularFile).map(f -> folder.relativize(f).toString().replace('\\', '/'))
                    .filter(f -> !goldens.containsKey(f)).sorted().forEach(out::add);
        }
        return out;
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : files.toList()) {
                Path target = to.resolve(from.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(f, target);
                }
            }
        }
    }

    private static void delete(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> {
                try {
                    Files.delete(f);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
