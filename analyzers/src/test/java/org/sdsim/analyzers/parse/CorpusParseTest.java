package org.sdsim.analyzers.parse;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.LogEvent;

/**
 * Every corpus file parses to the counts its own text states (expected-counts.tsv, derived with
 * awk from the logs; see corpus/README.md).
 */
class CorpusParseTest {

    /** Lines that are damaged in the original file and must be reported, with their numbers. */
    private static final Map<String, List<Long>> EXPECTED_UNPARSED = Map.of(
            // line 4: "...: cation threads were stopped: 0,0002170 seconds" (start of the line lost)
            "malformed-jdk8-g1-corrupt-lines.log", List.of(4L),
            // line 2: "17464 total" (rest of a tenuring line); line 15: ", 0,0854230 secs]" (tail of a pause whose start is missing)
            "malformed-jdk8-g1-truncated-head.log", List.of(2L, 15L),
            // line 4432: "652.538: 652.538Total time for which ..." (another thread's stamp broke into it)
            "jdk8-g1-details-tenuring-appstopped.log", List.of(4432L));

    record Expected(String file, long young, long full, long other, double pauseTotalMs, long cycles, long safepoints) {
        @Override
        public String toString() {
            return file;
        }
    }

    static List<Expected> table() throws IOException {
        List<Expected> rows = new ArrayList<>();
        try (InputStream in = CorpusParseTest.class.getResourceAsStream("/corpus/expected-counts.tsv")) {
            assertNotNull(in, "corpus/expected-counts.tsv missing from test resources");
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String header = r.readLine();
            assertTrue(header.startsWith("file\tyoung\tfull\tother\tpauseTotalMs\tcycles\tsafepoints"), header);
            String line;
            while ((line = r.readLine()) != null) {
                if (line.isBlank()) {
                    continue;
                }
                String[] f = line.split("\t");
                rows.add(new Expected(f[0], Long.parseLong(f[1]), Long.parseLong(f[2]), Long.parseLong(f[3]),
                        Double.parseDouble(f[4]), Long.parseLong(f[5]), Long.parseLong(f[6])));
            }
        }
        return rows;
    }

    static Stream<Expected> rows() throws IOException {
        return table().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void corpusFileParsesToTheCountsItsTextStates(Expected e) throws IOException {
        Path file = SharedCorpus.dir().resolve(e.file());
        ParsedLog log = ParsedLog.of(file);
        double tolerance = 0.01 + 1e-9 * e.pauseTotalMs();
        List<Long> expectedUnparsed = EXPECTED_UNPARSED.getOrDefault(e.file(), List.of());
        assertAll(e.file() + " parsed as " + log,
                () -> assertEquals(e.young(), log.young(), "young pauses"),
                () -> assertEquals(e.full(), log.full(), "full pauses"),
                () -> assertEquals(e.other(), log.other(), "other pauses"),
                () -> assertEquals(e.pauseTotalMs(), log.pauseTotalMs(), tolerance, "total pause ms"),
                () -> assertEquals(e.cycles(), log.cycles(), "concurrent cycles"),
                () -> assertEquals(e.safepoints(), log.safepoints.size(), "safepoints"),
                () -> assertEquals(expectedUnparsed, log.unparsedLineNumbers(), "unparsed lines: " + log.unparsed));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void everyEventNamesItsFileAndLineAndEveryPauseHasADuration(Expected e) throws IOException {
        Path file = SharedCorpus.dir().resolve(e.file());
        ParsedLog log = ParsedLog.of(file);
        long lines;
        try (Stream<String> s = Files.lines(file, StandardCharsets.ISO_8859_1)) {
            lines = s.count();
        }
        for (LogEvent ev : log.events) {
            assertEquals(file.toString(), ev.origin().source(), "origin source of " + ev);
            assertTrue(ev.origin().line() >= 0 && ev.origin().line() <= lines, "origin line of " + ev);
        }
        for (GcEvent g : log.gc) {
            if (g.isPause()) {
                assertTrue(g.durationMs() >= 0, "pause without duration: " + g);
            }
        }
    }

    @Test
    void everyCorpusFileHasARowInTheExpectedCountsTable() throws IOException {
        Set<String> inTable = new TreeSet<>();
        for (Expected e : table()) {
            inTable.add(e.file());
        }
        Set<String> inCorpus = new TreeSet<>();
        try (Stream<Path> s = Files.list(SharedCorpus.dir())) {
            s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".log")).forEach(inCorpus::add);
        }
        assertEquals(inCorpus, inTable);
    }

    @Test
    void formatIsDetectedFromTheFirstLines() throws IOException {
        for (Expected e : table()) {
            LogFormat expected = e.file().equals("jdk8-shenandoah-details-shutdown.log") ? LogFormat.UNKNOWN // statistics only
                    : e.file().startsWith("jdk8-") || e.file().startsWith("malformed-jdk8-") ? LogFormat.JDK8
                    : LogFormat.UNIFIED;
            assertEquals(expected, GcLogReader.detectFormat(SharedCorpus.dir().resolve(e.file())), e.file());
        }
    }

    @Test
    void collectorIsNamedForEveryUndamagedCorpusFile() throws IOException {
        for (Expected e : table()) {
            if (e.file().startsWith("malformed-")) {
                continue;
            }
            ParsedLog log = ParsedLog.of(SharedCorpus.dir().resolve(e.file()));
            assertNotNull(log.collector(), e.file() + " has no collector");
        }
    }
}
