package org.sdsim.simulator.folder;

import org.sdsim.consumer.files.FolderFile;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a run folder's JSON and JSON-lines files into the records they were written from (see
 * {@link RunFolder}, {@link ModeFolder}), tolerating what a killed or still-running {@code sdsim run}
 * leaves behind: a missing file, an empty one, a last line cut in the middle, a field of the wrong
 * type. Each problem is reported to {@link Problems} naming the file, the line or field and what was
 * expected; the caller gets whatever could be read.
 */
public final class JsonFiles {
    static final ObjectMapper JSON = new ObjectMapper();
    private static final int MAX_LINE_FINDINGS = 3;
    private static final String MISSING = TypedJson.MISSING;

    /**
     * How a whole JSON file of a run folder is written: indented, as summary.json and manifest.json always were, each
     * mode's summary with its verdicts beside its figures.
     */
    private static final ObjectMapper WRITER = org.sdsim.simulator.verdict.ModeVerdicts.on(new ObjectMapper()
            .enable(com.fasterxml.jackson.databind.SerializationFeature.INDENT_OUTPUT));

    private JsonFiles() {
    }

    /** {@code value} as a whole JSON file of a run folder holds it. */
    public static String json(Object value) throws IOException {
        return WRITER.writeValueAsString(value);
    }

    /**
     * Writes {@code value} as {@code file} in {@code dir}, whole or not at all: into its part file, then renamed over
     * the old one, so a reader (the live view, a killed run's report) never sees half a file. The one writer of the
     * run folder's whole JSON files.
     */
    public static <T> void writeReplacing(Path dir, FolderFile<T> file, T value) throws IOException {
        Path tmp = file.partIn(dir);
        WRITER.writeValue(tmp.toFile(), value);
        Files.move(tmp, file.in(dir), java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    /** The file's JSON tree, or {@link MissingNode} when it is absent or unreadable (with a finding). */
    public static JsonNode readTree(Path file, String shownAs, Problems findings, boolean required) {
        if (!Files.isRegularFile(file)) {
            if (required) {
                findings.add(shownAs, "missing");
            }
            return MissingNode.getInstance();
        }
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            findings.add(shownAs, "cannot read: " + e.getMessage());
            return MissingNode.getInstance();
        }
        try {
            if (text.isBlank()) {
                findings.add(shownAs, "empty (the run may have stopped while writing it)");
                return MissingNode.getInstance();
            }
            JsonNode node = JSON.readTree(text);
            if (node == null || !node.isObject()) {
                findings.add(shownAs, "expected a JSON object, found " + (node == null ? "nothing" : node.getNodeType()));
                return MissingNode.getInstance();
            }
            return node;
        } catch (JsonProcessingException e) {
            boolean cutShort = stopsAtTheEnd(e, text);
            findings.add(shownAs, cutShort
                    ? "cut short at " + where(e.getLocation()) + " (the run may have stopped while writing it)"
                    : "not valid JSON at " + where(e.getLocation()) + ": " + e.getOriginalMessage());
        }
        return MissingNode.getInstance();
    }

    /**
     * Whether a parse error only says the text stops: Jackson names a file that simply stops
     * as JsonEOFException, as "Unexpected end-of-input", or, where the cut falls inside a number
     * ("12."), as a bad number at its last character. An error at the text's last character or
     * after it is a cut.
     */
    static boolean stopsAtTheEnd(JsonProcessingException e, String text) {
        if (e instanceof JsonEOFException || String.valueOf(e.getOriginalMessage()).contains("end-of-input")) {
            return true;
        }
        // a parser over a String always knows its character offset
        JsonLocation at = e.getLocation();
        return at != null && at.getCharOffset() >= 0 && at.getCharOffset() >= text.stripTrailing().length() - 1;
    }

    /**
     * The JSON objects of a JSON-lines file, one per line; blank lines are skipped. A bad last
     * line is reported as cut short (the writer was stopped mid-line), other bad lines as invalid.
     * Returns an empty list for a missing file (with a finding when {@code required}).
     */
    public static List<JsonNode> readLines(Path file, String shownAs, Problems findings, boolean required) {
        List<JsonNode> out = new ArrayList<>();
        if (!Files.isRegularFile(file)) {
            if (required) {
                findings.add(shownAs, "missing");
            }
            return out;
        }
        List<String> lines;
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            lines = in.lines().toList();
        } catch (IOException | java.io.UncheckedIOException e) {
            findings.add(shownAs, "cannot read: " + e.getMessage());
            return out;
        }
        int last = lines.size();
        while (last > 0 && lines.get(last - 1).isBlank()) {
            last--;
        }
        int bad = 0;
        for (int i = 0; i < last; i++) {
            String line = lines.get(i);
            if (line.isBlank()) {
                continue;
            }
            String problem;
            try {
                JsonNode node = JSON.readTree(line);
                if (node != null && node.isObject()) {
                    out.add(node);
                    continue;
                }
                problem = "expected one JSON object per line";
            } catch (JsonProcessingException e) {
                problem = i == last - 1
                        ? "cut short (the run may have stopped while writing it)"
                        : "not valid JSON: " + e.getOriginalMessage();
            }
            bad++;
            if (bad <= MAX_LINE_FINDINGS) {
                findings.add(shownAs + " line " + (i + 1), problem + "; the line is left out");
            }
        }
        if (bad > MAX_LINE_FINDINGS) {
            findings.add(shownAs, (bad - MAX_LINE_FINDINGS) + " more unreadable lines left out");
        }
        return out;
    }


    /**
     * One JSON file read into its record, or null when it is absent, unreadable or not an object
     * (with a finding when {@code required}, or whenever it is there but damaged). A field of the
     * wrong type is left out with a finding naming it; the rest is read.
     */
    public static <T> T readObject(Path dir, FolderFile<T> file, String prefix, Problems findings, boolean required) {
        JsonNode tree = readTree(file.in(dir), prefix + file.name(), findings, required);
        return tree.isMissingNode() ? null : bind(tree, file.recordType(), prefix + file.name(), findings);
    }

    /** A tree (e.g. one entry of summary.json) into its record, one bad field at a time (see {@link TypedJson}). */
    public static <T> T bind(JsonNode tree, Class<T> type, String shownAs, Problems findings) {
        return TypedJson.bind(tree, type, (path, reason, whole) -> findings.add(
                path.isEmpty() ? shownAs : shownAs + ": " + path,
                whole ? "cannot be read as " + type.getSimpleName() + " (" + reason + ")" : reason + "; left out"));
    }

    /**
     * The records of a JSON-lines file, one per line, in file order (see the tree version for
     * damaged lines). A line whose record cannot be built is left out; such lines are counted per
     * field, e.g. "3 probes without heapUsedMb left out".
     *
     * @param noun what a line is, in the plural ("probes")
     */
    public static <T> List<T> readLines(Path dir, FolderFile<T> file, String prefix, String noun, Problems findings,
            boolean required) {
        String shownAs = prefix + file.name();
        return bindLines(readLines(file.in(dir), shownAs, findings, required), file.recordType(), shownAs, noun, findings);
    }

    /**
     * The lines of a JSON-lines file that holds two record types (events.jsonl: pushes and faults),
     * told apart by {@code isB} (for events.jsonl, {@link FaultRecord#isFaultLine}); the file is read
     * once, so a damaged line is reported once.
     *
     * @return the records {@code isB} refuses, then those it accepts
     */
    static <A, B> Map.Entry<List<A>, List<B>> readTwoKinds(Path dir, FolderFile<A> without, String nounWithout,
            FolderFile<B> with, String nounWith, java.util.function.Predicate<JsonNode> isB, String prefix,
            Problems findings) {
        String shownAs = prefix + without.name();
        List<JsonNode> a = new ArrayList<>();
        List<JsonNode> b = new ArrayList<>();
        for (JsonNode line : readLines(without.in(dir), shownAs, findings, false)) {
            (isB.test(line) ? b : a).add(line);
        }
        return Map.entry(bindLines(a, without.recordType(), shownAs, nounWithout, findings),
                bindLines(b, with.recordType(), shownAs, nounWith, findings));
    }

    private static <T> List<T> bindLines(List<JsonNode> lines, Class<T> type, String shownAs, String noun,
            Problems findings) {
        Map<String, Integer> dropped = new LinkedHashMap<>();
        List<T> out = new ArrayList<>();
        for (JsonNode line : lines) {
            List<String> fields = new ArrayList<>();
            String[] lost = {" unreadable"};
            T record = TypedJson.bind(line, type, (path, reason, whole) -> {
                if (whole) {
                    lost[0] = reason.startsWith(MISSING) ? " without " + reason.substring(MISSING.length()) : " unreadable";
                } else {
                    fields.add(path);
                }
            });
            if (record == null) {
                dropped.merge(noun + lost[0] + " left out", 1, Integer::sum);
            } else {
                out.add(record);
                fields.forEach(f -> dropped.merge(noun + " with an unreadable " + f + ": the field is left out", 1, Integer::sum));
            }
        }
        dropped.forEach((what, n) -> findings.add(shownAs, n + " " + what));
        return out;
    }

    /** A number field, or null when absent, null or not a number. */
    public static Double number(JsonNode node, String field) {
        JsonNode v = node.path(field);
        return v.isNumber() && Double.isFinite(v.asDouble()) ? v.asDouble() : null;
    }

    /** The first present numeric field among the names (files written by different versions differ). */
    public static Double number(JsonNode node, String... fields) {
        for (String f : fields) {
            Double v = number(node, f);
            if (v != null) {
                return v;
            }
        }
        return null;
    }

    public static String text(JsonNode node, String field) {
        JsonNode v = node.path(field);
        return v.isValueNode() && !v.isNull() ? v.asText() : null;
    }

    private static String where(JsonLocation l) {
        return l == null ? "an unknown place" : "line " + l.getLineNr() + ", column " + l.getColumnNr();
    }
}
