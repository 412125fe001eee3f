package org.sdsim.simulator.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * README's result tables are the committed reports' figures: each marked table equals what
 * {@link ReadmeTables} renders from its report's summary.json, and every report folder README links
 * has the summary.md a reader opens.
 */
class ReadmeTablesTest {
    /** The repository: surefire runs in the module's folder. */
    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();

    private static String readme() throws Exception {
        return Files.readString(REPO.resolve("README.md"));
    }

    @Test
    void everyReadmeTableIsWhatItsReportRenders() throws Exception {
        String readme = readme();
        assertFalse(ReadmeTables.tables(readme).isEmpty(), "README.md has no <!-- table: ... --> markers");
        List<ReadmeTables.Table> stale = ReadmeTables.stale(readme, REPO);
        if (!stale.isEmpty()) {
            fail(stale.stream().map(t -> "README.md line " + t.line() + ", table " + t.name()
                    + " differs from its report; first difference: " + firstDifference(readme.substring(t.from(), t.to()),
                            ReadmeTables.render(t, REPO)))
                    .collect(Collectors.joining("\n", "", "\nRender them again with " + ReadmeTables.COMMAND
                            + " (after changing a report, never by hand)")));
        }
    }

    @Test
    void theRemediesPagesDecisionTableIsWhatItsReportRenders() throws Exception {
        String page = Files.readString(REPO.resolve("docs/remedies.md"));
        assertFalse(ReadmeTables.tables(page).isEmpty(), "docs/remedies.md has no <!-- table: ... --> markers");
        List<ReadmeTables.Table> stale = ReadmeTables.stale(page, REPO);
        assertTrue(stale.isEmpty(), () -> "docs/remedies.md tables differ from their reports: "
                + stale.stream().map(ReadmeTables.Table::name).toList() + "; render them again with " + ReadmeTables.COMMAND);
    }

    @Test
    void anEditedCellIsCaught() throws Exception {
        String readme = ReadmeTables.rerender(readme(), REPO);
        ReadmeTables.Table first = ReadmeTables.tables(readme).get(0);
        Matcher digit = Pattern.compile("\\d").matcher(readme).region(first.from(), first.to());
        assertTrue(digit.find(), "the first table has a figure");
        String edited = readme.substring(0, digit.start()) + (digit.group().equals("9") ? "8" : "9")
                + readme.substring(digit.end());

        assertEquals(List.of(), ReadmeTables.stale(readme, REPO));
        assertEquals(List.of(first.name()), ReadmeTables.stale(edited, REPO).stream().map(ReadmeTables.Table::name).toList());
    }

    @Test
    void aStartMarkerWithoutItsEndNamesItsLine() {
        IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                () -> ReadmeTables.tables("# x\n\n<!-- table: reports/reference modes -->\n| a |\n"));
        assertTrue(e.getMessage().startsWith("README line 3: "), e.getMessage());
    }

    @Test
    void everyLinkedReportFolderHasASummary() throws Exception {
        Matcher link = Pattern.compile("\\]\\((reports/[^/)#]+)").matcher(readme());
        int folders = 0;
        while (link.find()) {
            folders++;
            // a run's report has its summary.md; a sweep's has sweep.md (a registry sweep's registry-sweep.md), beside
            // its points' folders
            Path folder = REPO.resolve(link.group(1));
            assertTrue(Files.isRegularFile(folder.resolve("summary.md"))
                            || (Files.isRegularFile(folder.resolve("sweep.md"))
                                    || Files.isRegularFile(folder.resolve("registry-sweep.md")))
                            && Files.isDirectory(folder.resolve("points")),
                    "README links " + link.group(1) + ", which has no summary.md (nor, for a sweep, sweep.md or"
                            + " registry-sweep.md and points/)");
        }
        assertTrue(folders > 0, "README links no committed report");
    }

    private static String firstDifference(String inReadme, String rendered) {
        String[] a = inReadme.split("\n", -1);
        String[] b = rendered.split("\n", -1);
        for (int i = 0; i < Math.max(a.length, b.length); i++) {
            String x = i < a.length ? a[i] : "(nothing)";
            String y = i < b.length ? b[i] : "(nothing)";
            if (!x.equals(y)) {
                return "README has\n    " + x + "\n  the report renders\n    " + y;
            }
        }
        return "(none in the lines)";
    }
}
