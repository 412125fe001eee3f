package org.sdsim.simulator.folder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A JSON file the run stopped writing is told as cut short wherever the cut falls; bad JSON is not. */
class JsonFilesCutTest {
    private static final String WRITTEN = """
            {
              "mode" : "interface",
              "heapMb" : 12.5,
              "gcs" : -3,
              "exp" : 1.5e-3,
              "ok" : true,
              "none" : null,
              "list" : [ 1, 2.25, "three" ]
            }
            """;

    private static List<String> read(Path dir, String text) throws Exception {
        Path file = dir.resolve("summary.json");
        Files.writeString(file, text);
        List<String> found = new ArrayList<>();
        JsonFiles.readTree(file, "summary.json", (where, what) -> found.add(what), true);
        return found;
    }

    @Test
    void everyPrefixOfAWrittenFileIsCutShort(@TempDir Path dir) throws Exception {
        String whole = WRITTEN.stripTrailing();
        for (int len = 1; len < whole.length(); len++) {
            String prefix = whole.substring(0, len);
            if (prefix.isBlank()) {
                continue;
            }
            List<String> found = read(dir, prefix);
            assertEquals(1, found.size(), "cut after " + len + " chars: " + found);
            assertTrue(found.get(0).startsWith("cut short at line"), "cut after " + len + " chars ('"
                    + prefix.substring(Math.max(0, len - 12)) + "'): " + found.get(0));
        }
        assertTrue(read(dir, WRITTEN).isEmpty());
    }

    @Test
    void aMistakeBeforeTheEndIsNotValidJson(@TempDir Path dir) throws Exception {
        List<String> found = read(dir, WRITTEN.replace("12.5", "12.x"));
        assertEquals(1, found.size(), found.toString());
        assertTrue(found.get(0).startsWith("not valid JSON at line 3"), found.get(0));
    }
}
