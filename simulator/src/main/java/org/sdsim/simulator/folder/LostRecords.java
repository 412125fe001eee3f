package org.sdsim.simulator.folder;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import org.sdsim.consumer.files.CallRow;
import org.sdsim.consumer.files.FolderFile;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Counts the records a mode folder lost: lines of its appended files (probes, events, metrics,
 * calls) that cannot be read back. Every line is flushed as it is written, so the count is 0 unless
 * a writer died mid-line or a file was damaged; the fault table shows it because a fault (a killed
 * consumer) is exactly what could cut a line short.
 */
public final class LostRecords {

    private static final List<FolderFile<?>> JSON_LINES = List.of(ModeFolder.PROBES, ModeFolder.EVENTS, ModeFolder.METRICS);

    private LostRecords() {
    }

    /** Unreadable lines in the mode's appended files; a missing file counts 0, an unreadable one -1. */
    public static long count(Path modeDir) {
        long lost = 0;
        try {
            for (FolderFile<?> f : JSON_LINES) {
                lost += unreadableJsonLines(f.in(modeDir));
            }
            lost += unreadableCalls(ModeFolder.CALLS.in(modeDir));
        } catch (IOException | java.io.UncheckedIOException e) {
            return -1;
        }
        return lost;
    }

    private static long unreadableJsonLines(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            return 0;
        }
        long bad = 0;
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            while ((line = in.readLine()) != null) {
                if (!line.isBlank() && !isObject(line)) {
                    bad++;
                }
            }
        }
        return bad;
    }

    private static boolean isObject(String line) {
        try {
            JsonNode node = JsonFiles.JSON.readTree(line);
            return node != null && node.isObject();
        } catch (JsonProcessingException e) {
            return false;
        }
    }

    private static long unreadableCalls(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            return 0;
        }
        int columns = CallRow.COLUMNS;
        long bad = 0;
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line = in.readLine(); // the header
            while ((line = in.readLine()) != null) {
                if (!line.isBlank() && CallRow.parse(line.split(",", columns)) == null) {
                    bad++;
                }
            }
        }
        return bad;
    }
}
