package org.sdsim.simulator.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.folder.RunFolder;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RunSummary;

/**
 * Reads a run folder ({@link RunFolder}) tolerantly, summary.json into the {@link RunSummary} it was
 * written from. Which modes the run has is taken from
 * summary.json, else from the manifest's options, else from the mode folders present, so a run
 * stopped half-way still gets a report of the modes it finished.
 */
final class RunFolderReader {
    /** The run order sdsim uses; folders with other names are reported after these. */
    static final List<String> KNOWN_MODES = java.util.stream.Stream.concat(
            Arrays.stream(DiscoveryMode.values()).map(DiscoveryMode::id), java.util.stream.Stream.of("dubbo27")).toList();

    private RunFolderReader() {
    }

    static RunData read(Path dir) {
        Findings findings = new Findings();
        if (!Files.isDirectory(dir)) {
            findings.add(dir.toString(), "not a folder: expected a run folder written by 'sdsim run'");
            return new RunData(dir.getFileName() == null ? dir.toString() : dir.getFileName().toString(), dir,
                    MissingNode.getInstance(), List.of(), findings);
        }
        String manifestName = RunFolder.MANIFEST.name();
        JsonNode manifest = JsonFiles.readTree(RunFolder.MANIFEST.in(dir), manifestName, findings::add, true);
        RunSummary summary = JsonFiles.readObject(dir, RunFolder.SUMMARY, "", findings::add, true);
        List<ModeSummary> entries = summary == null ? List.of() : summary.modes();
        if (summary != null && summary.endedEarly() != null) {
            // Explains the modes that are missing or cut short below.
            findings.add(RunFolder.SUMMARY.name(), "the run ended early: " + summary.endedEarly());
        }
        String runId = summary == null ? null : summary.runId();
        if (runId == null || runId.isBlank()) {
            runId = dir.toAbsolutePath().normalize().getFileName().toString();
        }
        List<ModeData> modes = new ArrayList<>();
        for (String mode : modeNames(dir, manifest, entries)) {
            modes.add(ModeFolderReader.read(runId, mode, dir.resolve(mode), entryFor(entries, mode), mode + "/", findings));
        }
        if (modes.isEmpty()) {
            findings.add(dir.toString(), "no modes found: neither " + RunFolder.SUMMARY.name() + ", " + manifestName
                    + " nor a mode folder (" + String.join(", ", KNOWN_MODES) + ") names one");
        }
        return new RunData(runId, dir, manifest, modes, findings);
    }

    private static Set<String> modeNames(Path dir, JsonNode manifest, List<ModeSummary> entries) {
        Set<String> names = new LinkedHashSet<>();
        for (ModeSummary m : entries) {
            if (m.mode() != null) {
                names.add(m.repeat() == null ? ModeFolder.nameIn(dir, m.mode()) : ModeFolder.name(m.mode(), m.repeat()));
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
                if (Mode.byId(n) != null || Files.exists(ModeFolder.MODE_SUMMARY.in(p)) || Files.exists(ModeFolder.GC_LOG.in(p))) {
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

    /** The summary.json entry of a mode folder: the mode's, and with --repeat the run's whose folder it is. */
    private static ModeSummary entryFor(List<ModeSummary> entries, String folder) {
        for (ModeSummary m : entries) {
            if (m.mode() != null && (m.repeat() == null ? m.mode().equals(Mode.byId(folder))
                    : ModeFolder.name(m.mode(), m.repeat()).equals(folder))) {
                return m;
            }
        }
        return null;
    }

    /** A mode name from a file is used as a folder name: refuse anything that could leave the run folder. */
    private static boolean isSafeFolderName(String name) {
        return Mode.byId(name) != null
                || !name.isBlank() && name.chars().allMatch(c -> Character.isLetterOrDigit(c) || c == '-' || c == '_');
    }
}
