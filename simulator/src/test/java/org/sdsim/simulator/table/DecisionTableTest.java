package org.sdsim.simulator.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sdsim.simulator.generation.DubboLines;

/** Which Dubbo, which settings: each line's defaults and remedies come from the data read in its jar. */
class DecisionTableTest {

    private static List<String> row(String line) {
        return DecisionTable.rows(List.of()).stream().filter(r -> r.get(0).equals(line)).findFirst().orElseThrow();
    }

    private static String cell(List<String> row, String header) {
        return row.get(DecisionTable.HEADERS.indexOf(header));
    }

    @Test
    void everyLineFrom26To33HasARowAndTheLatestReReadsWithProtectionOffAndItsOwnFileCacheKey() {
        assertEquals(List.of("2.6", "2.7", "3.0", "3.1.0 to 3.1.4", "3.1.5 and later 3.1", "3.2", "3.3"),
                DecisionTable.rows(List.of()).stream().map(r -> r.get(0)).toList());
        List<String> latest = row("3.3");
        assertTrue(cell(latest, "Default discovery").startsWith("dual"), latest.toString());
        assertEquals("yes", cell(latest, "Re-reads the application per instance event"));
        assertEquals("off", cell(latest, "Empty push by default"));
        assertEquals("on; off: registry parameter file-cache=false", cell(latest, "File cache"));
        String remedies = cell(latest, "Remedies there, and their setting");
        assertTrue(remedies.contains("cached-instances: a class override") && remedies.contains("no-file-cache: registry "
                + "parameter file-cache=false") && remedies.contains("empty-protection: registry parameter "
                + "enable-empty-protection=true"), remedies);
        assertTrue(!remedies.contains("jdk25") && !remedies.contains("notify-delay"), remedies);
        assertEquals("n/a", cell(latest, "Allocated MB per push (default discovery)"), "nothing measured");
    }

    @Test
    void beforeTheServiceCacheThereIsNoReReadAndTwoSevenKeepsItsOwnKey() {
        assertEquals("no", cell(row("3.1.0 to 3.1.4"), "Re-reads the application per instance event"));
        assertEquals("yes", cell(row("3.1.5 and later 3.1"), "Re-reads the application per instance event"));
        assertEquals("no", cell(row("2.7"), "Re-reads the application per instance event"));
        assertEquals("interface", cell(row("2.7"), "Default discovery"));
        assertEquals("on; off: registry parameter file.cache=false", cell(row("2.7"), "File cache"));
        assertEquals("on; off: registry parameter file=false", cell(row("2.6"), "File cache"));
    }

    @Test
    void aVersionIsPlacedOnItsLineAndOneSdsimDoesNotRunNamesTheNearest() {
        assertEquals("3.1.0 to 3.1.4", DubboLines.of("3.1.2").orElseThrow().line());
        assertEquals("3.1.5 and later 3.1", DubboLines.of("3.1.11").orElseThrow().line());
        assertEquals("3.1.4", DubboLines.nearestRelease("3.1.2"));
        assertEquals("2.7.23", DubboLines.nearestRelease("2.7.8"));
    }
}
