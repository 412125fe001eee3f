package org.sdsim.simulator.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Reads a run folder (format v1, see docs) tolerantly. Which modes the run has is taken from
 * summary.json, else from the manifest's options, else from the mode folders present, so a run
 * stopped half-way still gets a report of the modes it finished.
 */
final class RunFolderReader {
    /** The run order sdsim uses; folders with other names are reported after these. */
    static final List<String> KNOWN_MODES = List.of("baseline", "interface", "application", "dual");

    private RunFolderReader() {
    }

    static RunData read(Path dir) {
        Findings findings = new Findings();
        if (!Files.isDirectory(dir)) {
            findings.add(dir.toString(), "not a folder: expected a run folder written by 'sdsim run'");
            return new RunData(dir.getFileName() == null ? dir.toString() : dir.getFileName().toString(), dir,
                    MissingNode.getInstance(), List.of(), findings);
        }
        JsonNode manifest = JsonFiles.readTree(dir.resolve("manifest.json"), "manifest.json", findings, true);
        JsonNode summary = JsonFiles.readTree(dir.resolve("summary.json"), "summary.json", findings, true);
        String runId = JsonFiles.text(summary, "runId");
        if (runId == null || runId.isBlank()) {
            runId = dir.toAbsolutePath().normalize().getFileName().toString();
        }
        List<ModeData> modes = new ArrayList<>();
        for (String mode : modeNames(dir, manifest, summary)) {
            modes.add(ModeFolderReader.read(runId, mode, dir.resolve(mode), entryFor(summary, mode), mode + "/", findings));
        }
        if (modes.isEmpty()) {
            findings.add(dir.toString(), "no modes found: neither summary.json, manifest.json nor a mode folder"
                    + " (baseline, interface, application, dual) names one");
        }
        return new RunData(runId, dir, manifest, modes, findings);
    }

    private static Set<String> modeNames(Path dir, JsonNode manifest, JsonNode summary) {
        Set<String> names = new LinkedHashSet<>();
        for (JsonNode m : summary.path("modes")) {
            String name = JsonFiles.text(m, "mode");
            if (name != null && isSafeFolderName(name)) {
                names.add(name);
            }
        }
        for (JsonNode m : manifest.path("options").path("modes")) {
            if (m.isTextual() && isSafeFolderName(m.asText())) {
                names.add(m.asText());
            }
        }
        Set<String> folders = new TreeSet<>();
        try (Stream<Path> children = Files.list(dir)) {
            children.filter(Files::isDirectory).forEach(p -> {
                String n = p.getFileName().toString();
                if (KNOWN_MODES.contains(n) || Files.exists(p.resolve("mode-summary.json")) || Files.exists(p.resolve("gc.log"))) {
                    folders.add(n);
                }
            });
        } catch (IOException e) {
            // listing failed: the modes named in the JSON files are still read
        }
        for (String known : KNOWN_MODES) {
            if (folders.remove(known)) {
                names.add(known);
            }
        }
        names.addAll(folders);
        return names;
    }

    private static JsonNode entryFor(JsonNode summary, String mode) {
        for (JsonNode m : summary.path("modes")) {
            if (mode.equals(JsonFiles.text(m, "mode")) && m.isObject()) {
                return m;
            }
        }
        return MissingNode.getInstance();
    }

    /** A mode name from a file is used as a folder name: refuse anything that could leave the run folder. */
    private static boolean isSafeFolderName(String name) {
        return !name.isBlank() && name.chars().allMatch(c -> Character.isLetterOrDigit(c) || c == '-' || c == '_');
    }
}
