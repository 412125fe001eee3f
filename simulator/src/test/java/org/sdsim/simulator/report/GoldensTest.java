package org.sdsim.simulator.report;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every committed report renders as its golden files say: a change that means to leave the figures alone
 * (records in named parts, a package split) leaves every summary.md, console text, summary.json, README table and
 * sweep refit byte for byte as it was.
 */
class GoldensTest {
    /** The repository: surefire runs in the module's folder. */
    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();

    @Test
    void everyCommittedReportRendersAsItsGoldens() throws Exception {
        Path folder = REPO.resolve(Goldens.FOLDER);
        Map<String, String> rendered = Goldens.render(REPO);
        assertTrue(rendered.keySet().stream().anyMatch(k -> k.endsWith("/summary.md")), "no run report rendered");
        assertTrue(rendered.keySet().stream().anyMatch(k -> k.endsWith("sweep.json")), "no sweep refitted");
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, String> g : rendered.entrySet()) {
            Path file = folder.resolve(g.getKey());
            if (!Files.isRegularFile(file)) {
                problems.add(g.getKey() + ": no golden file");
                continue;
            }
            String golden = Files.readString(file, StandardCharsets.UTF_8);
            if (!same(g.getKey(), golden, g.getValue())) {
                problems.add(g.getKey() + ": differs from its golden at " + firstDifference(golden, g.getValue()));
            }
        }
        Goldens.stale(folder, rendered).forEach(s -> problems.add(s + ": a golden no report renders"));
        if (!problems.isEmpty()) {
            fail(String.join("\n", problems) + "\nIf the change means to alter these renderings, run " + Goldens.COMMAND
                    + " and say why in the commit");
        }
    }

    @Test
    void aJsonGoldenIsTheSameTreeWhateverTheOrderOfItsKeysButNotWithAValueChanged() throws Exception {
        assertTrue(same("a.json", "{\"a\": 1, \"b\": {\"c\": [1, 2]}}", "{\"b\": {\"c\": [1, 2]}, \"a\": 1}"));
        assertTrue(!same("a.json", "{\"a\": 1, \"b\": {\"c\": [1, 2]}}", "{\"b\": {\"c\": [2, 1]}, \"a\": 1}"));
        assertTrue(!same("a.json", "{\"a\": 1}", "{\"a\": 1.0}"));
        assertTrue(!same("a.md", "a b", "b a"));
    }

    @Test
    void aChangedGoldenIsCaught() throws Exception {
        Map<String, String> rendered = Goldens.render(REPO);
        String key = rendered.keySet().stream().filter(k -> k.endsWith("/readme-modes.md")).findFirst().orElseThrow();
        String edited = rendered.get(key).replaceFirst("\\d", "#");
        assertTrue(!edited.equals(rendered.get(key)), "the modes table has a figure");
        String difference = firstDifference(edited, rendered.get(key));
        assertTrue(difference.matches("line \\d+: golden '#.*"), difference);
    }

    private static final com.fasterxml.jackson.databind.ObjectMapper JSON = new com.fasterxml.jackson.databind.ObjectMapper();

    /**
     * Whether a rendering is its golden: text byte for byte; a JSON file as the same tree (the same keys with the same
     * values, the order of an object's keys aside: a record split into named parts is written back in its parts'
     * order, and no reader of summary.json depends on the order).
     */
    static boolean same(String name, String golden, String rendered) throws java.io.IOException {
        if (name.endsWith(".json")) {
            return JSON.readTree(golden).equals(JSON.readTree(rendered));
        }
        return golden.equals(rendered);
    }

    /** "line N: golden '…' rendered '…'" at the first line that differs. */
    static String firstDifference(String golden, String rendered) {
        String[] a = golden.split("\n", -1);
        String[] b = rendered.split("\n", -1);
        for (int i = 0; i < Math.max(a.length, b.length); i++) {
            String x = i < a.length ? a[i] : "(end)";
            String y = i < b.length ? b[i] : "(end)";
            if (!x.equals(y)) {
                int at = 0;
                while (at < Math.min(x.length(), y.length()) && x.charAt(at) == y.charAt(at)) {
                    at++;
                }
                return "line " + (i + 1) + ": golden '" + x.substring(at, Math.min(x.length(), at + 60)) + "' rendered '"
                        + y.substring(at, Math.min(y.length(), at + 60)) + "'";
            }
        }
        return "(equal)";
    }
}
