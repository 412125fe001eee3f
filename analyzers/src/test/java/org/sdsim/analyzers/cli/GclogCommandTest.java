package org.sdsim.analyzers.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.analyzers.GcAnalysis;
import org.sdsim.analyzers.jfr.RecordedWorkload;
import org.sdsim.analyzers.summary.GcSummary;

/** Timed out rather than hung if a reader ever loops: these tests read real logs end to end. */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class GclogCommandTest {
    private static final List<String> REQUIRED_KEYS = List.of("collector", "jvmVersion", "youngPauseCount",
            "fullPauseCount", "otherPauseCount", "concurrentCycleCount", "pauseTotalMs", "pauseMaxMs", "pauseP99Ms",
            "youngPauseP50Ms", "youngPauseP99Ms", "youngPauseP999Ms", "heapAfterGcMinMb", "heapAfterGcMedianMb",
            "heapAfterGcMaxMb", "heapAfterFullGcLastMb", "oldGenAfterFullGcLastMb", "allocationRateMbPerSec",
            "promotionRateMbPerSec", "maxHeapMb", "runSpanSec", "throughputPercent", "unparsedLines", "unparsedSamples");

    private static RecordedWorkload serial() {
        return RecordedWorkload.of("-XX:+UseSerialGC");
    }

    private static RecordedWorkload g1() {
        return RecordedWorkload.of("-XX:+UseG1GC");
    }

    private static void assertNoStackTrace(String err) {
        assertFalse(err.contains("\tat ") || err.contains("Exception"), "no stack trace or exception names:\n" + err);
    }

    @Test
    void summaryOfARealLogAndRecordingPrintsATableWithAColumnPerInputAndExitsZero() {
        Gclog.Result r = Gclog.run("summary", g1().gcLog.toString(), serial().recording.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("", r.err());
        String collectorRow = r.out().lines().filter(l -> l.startsWith("collector")).findFirst().orElseThrow();
        assertTrue(collectorRow.matches("collector\\s+G1\\s+Serial"), collectorRow);
        assertTrue(r.out().contains("young pauses"));
    }

    @Test
    void jsonIsAnArrayWithEveryRequiredKeyPerInputAndNullForAbsentFigures() throws IOException {
        Gclog.Result r = Gclog.run("summary", "--json", serial().recording.toString(), g1().gcLog.toString());
        assertEquals(0, r.exitCode(), r.err());
        JsonNode array = new ObjectMapper().readTree(r.out());
        assertEquals(2, array.size());
        for (JsonNode summary : array) {
            for (String key : REQUIRED_KEYS) {
                assertTrue(summary.has(key), "missing " + key + " in " + summary);
            }
        }
        JsonNode jfr = array.get(0);
        assertEquals("Serial", jfr.get("collector").asText());
        assertEquals(serial().endCounts.get("Copy").longValue(), jfr.get("youngPauseCount").asLong());
        assertTrue(jfr.get("promotionRateMbPerSec").isNull(), "Serial's JFR events state no generation sizes");
        assertEquals("G1", array.get(1).get("collector").asText());
    }

    @Test
    void csvHasAHeaderOfKeysAndOneRowPerInput() {
        Gclog.Result r = Gclog.run("summary", "--csv", serial().recording.toString(), g1().recording.toString());
        assertEquals(0, r.exitCode(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(3, lines.size());
        List<String> header = Arrays.asList(lines.get(0).split(","));
        assertTrue(header.containsAll(List.of("source", "collector", "youngPauseCount", "pauseP99Ms", "throughputPercent")));
        int collector = header.indexOf("collector");
        assertEquals("Serial", lines.get(1).split(",", -1)[collector]);
        assertEquals("G1", lines.get(2).split(",", -1)[collector]);
    }

    @Test
    void jsonAndCsvTogetherAreAUsageError() {
        Gclog.Result r = Gclog.run("summary", "--json", "--csv", serial().recording.toString());
        assertEquals(2, r.exitCode());
        assertNoStackTrace(r.err());
    }

    @Test
    void aLineNotUnderstoodExitsOneNamesFileAndLineAndStillPrintsTheSummary(@TempDir Path dir) throws IOException {
        Path log = dir.resolve("gc.log");
        Files.copy(g1().gcLog, log);
        long lines = Files.readAllLines(log).size();
        Files.writeString(log, "[2.000s][info][gc] GC(999) Pause Young (Normal) (G1 Evacuation Pause) 24M->\n",
                StandardOpenOption.APPEND);
        Gclog.Result r = Gclog.run("summary", "--json", log.toString());
        assertEquals(1, r.exitCode(), r.err());
        assertTrue(r.err().contains(log + ":" + (lines + 1)), "names file and line: " + r.err());
        assertEquals(1, r.err().lines().count(), "one warning line: " + r.err());
        assertNoStackTrace(r.err());
        assertTrue(r.out().contains("\"unparsedLines\" : 1"), r.out());
    }

    @Test
    void aTruncatedGzipExitsOneNamingFileAndOffsetAndSummarisesEveryLineBeforeTheCut(@TempDir Path dir)
            throws IOException {
        Path whole = dir.resolve("whole.log.gz");
        try (java.io.OutputStream gz = new java.util.zip.GZIPOutputStream(Files.newOutputStream(whole))) {
            Files.copy(g1().gcLog, gz);
        }
        byte[] compressed = Files.readAllBytes(whole);
        Path cut = dir.resolve("cut.log.gz");
        Files.write(cut, Arrays.copyOf(compressed, compressed.length * 3 / 4));

        Gclog.Result r = Gclog.run("summary", "--json", cut.toString());
        assertEquals(1, r.exitCode(), r.err());
        assertTrue(r.err().contains(cut + ": gzip data cut short: the file ends at byte "
                + String.format(java.util.Locale.ROOT, "%,d", Files.size(cut))), r.err());
        assertNoStackTrace(r.err());

        // what a byte-at-a-time decompression gets out of the cut file, up to its last whole line
        java.io.ByteArrayOutputStream prefix = new java.io.ByteArrayOutputStream();
        try (InputStream in = new java.util.zip.GZIPInputStream(Files.newInputStream(cut))) {
            for (int b = in.read(); b >= 0; b = in.read()) {
                prefix.write(b);
            }
        } catch (java.io.EOFException expected) {
            // the cut
        }
        String text = prefix.toString(java.nio.charset.StandardCharsets.ISO_8859_1);
        Path lines = dir.resolve("lines-before-the-cut.log");
        Files.writeString(lines, text.substring(0, text.lastIndexOf('\n') + 1), java.nio.charset.StandardCharsets.ISO_8859_1);
        Gclog.Result plain = Gclog.run("summary", "--json", lines.toString());
        assertEquals(0, plain.exitCode(), plain.err());
        JsonNode fromCut = new ObjectMapper().readTree(r.out()).get(0);
        JsonNode fromLines = new ObjectMapper().readTree(plain.out()).get(0);
        assertTrue(fromLines.path("youngPauseCount").asLong() > 0, plain.out());
        fromLines.fieldNames().forEachRemaining(figure -> {
            if (!figure.equals("source") && !figure.startsWith("unparsed")) {
                assertEquals(fromLines.get(figure), fromCut.get(figure), figure + ": every event before the cut is kept");
            }
        });
    }

    @Test
    void aRecordingWithAnUnreadableLastChunkExitsOneWithPartialResults(@TempDir Path dir) throws IOException {
        byte[] whole = Files.readAllBytes(serial().recording);
        Path cut = dir.resolve("cut.jfr");
        Files.write(cut, whole);
        Files.write(cut, Arrays.copyOf(whole, whole.length / 2), StandardOpenOption.APPEND);
        Gclog.Result r = Gclog.run("summary", cut.toString());
        assertEquals(1, r.exitCode(), r.err());
        assertTrue(r.err().contains("recording ends early"), r.err());
        assertTrue(r.out().contains("young pauses"));
    }

    @Test
    void aFileThatIsNoGcLogAtAllExitsOneWithOneLineNamingIt(@TempDir Path dir) throws IOException {
        Path notes = dir.resolve("notes.txt");
        Files.writeString(notes, "shopping list\nmilk\neggs\n");
        Gclog.Result r = Gclog.run("summary", notes.toString());
        assertEquals(1, r.exitCode(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("gclog: warning: " + notes), r.err());
        assertNoStackTrace(r.err());
        assertTrue(r.out().contains("young pauses"), "the (empty) summary is still printed");
    }

    @Test
    void aMissingFileExitsTwoWithOneLineNamingItAndNoStackTrace(@TempDir Path dir) {
        Path missing = dir.resolve("nope.log");
        Gclog.Result r = Gclog.run("summary", missing.toString());
        assertEquals(2, r.exitCode());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("gclog: ") && r.err().contains(missing.toString()), r.err());
        assertNoStackTrace(r.err());
        assertEquals("", r.out());
    }

    @Test
    void oneUnreadableInputAmongGoodOnesStillPrintsTheGoodSummariesAndExitsTwo(@TempDir Path dir) throws IOException {
        Path notJfr = dir.resolve("broken.jfr");
        Files.write(notJfr, new byte[] {'F', 'L', 'R', 0, 1, 2, 3});
        Gclog.Result r = Gclog.run("summary", "--csv", serial().recording.toString(), notJfr.toString());
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains(notJfr.toString()), r.err());
        assertNoStackTrace(r.err());
        assertEquals(2, r.out().lines().count(), "header and the good input's row:\n" + r.out());
    }

    @Test
    void unknownOptionsAndMissingArgumentsAreUsageErrors() {
        assertEquals(2, Gclog.run("summary", "--frobnicate", "x.log").exitCode());
        assertEquals(2, Gclog.run("summary").exitCode());
        assertEquals(2, Gclog.run("events").exitCode());
        assertEquals(2, Gclog.run().exitCode());
        assertEquals(2, Gclog.run("no-such-command").exitCode());
    }

    @Test
    void helpOnEveryCommandDocumentsTheExitCodes() {
        for (String[] args : List.of(new String[] {"--help"}, new String[] {"summary", "--help"},
                new String[] {"events", "--help"}, new String[] {"alloc", "--help"},
                new String[] {"help", "summary"})) {
            Gclog.Result r = Gclog.run(args);
            assertEquals(0, r.exitCode(), String.join(" ", args));
            assertTrue(r.out().contains("Exit codes:") && r.out().contains("usage error"), r.out());
        }
    }

    @Test
    void theCommandListSummarisesEveryCommandInOneWholeSentence() {
        Gclog.Result r = Gclog.run("--help");
        assertEquals(0, r.exitCode());
        java.util.Map<String, String> summaries = CommandList.summaries(r.out());
        assertEquals(List.of("summary", "events", "chart", "alloc", "help"), List.copyOf(summaries.keySet()), r.out());
        summaries.forEach((command, summary) -> assertTrue(summary.endsWith("."),
                command + "'s summary is cut mid-sentence: '" + summary + "'"));
    }

    @Test
    void versionNamesGclogAndTheJvm() {
        Gclog.Result r = Gclog.run("--version");
        assertEquals(0, r.exitCode());
        assertTrue(r.out().startsWith("gclog "), r.out());
        assertTrue(r.out().contains("Java " + System.getProperty("java.version")), r.out());
    }

    @Test
    void eventsCsvHasOneRowPerGcEventWithItsSizes() {
        Gclog.Result r = Gclog.run("events", "--csv", g1().recording.toString());
        assertEquals(0, r.exitCode(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(EventCsv.HEADER, lines.get(0));
        GcSummary s = summaryOf(g1().recording);
        assertEquals(s.pauses().count() + s.pauses().concurrentCycleCount(), lines.size() - 1);
        List<String> header = Arrays.asList(EventCsv.HEADER.split(","));
        String[] firstYoung = lines.stream().skip(1).filter(l -> l.contains(",YOUNG,")).findFirst().orElseThrow()
                .split(",", -1);
        assertEquals(header.size(), firstYoung.length);
        long before = Long.parseLong(firstYoung[header.indexOf("heapBeforeKb")]);
        long after = Long.parseLong(firstYoung[header.indexOf("heapAfterKb")]);
        assertTrue(before > after, Arrays.toString(firstYoung));
        assertTrue(Double.parseDouble(firstYoung[header.indexOf("durationMs")]) > 0);
    }

    @Test
    void eventsReadsALogFromStdin() throws IOException {
        InputStream original = System.in;
        try {
            System.setIn(new ByteArrayInputStream(Files.readAllBytes(serial().gcLog)));
            Gclog.Result r = Gclog.run("events", "-");
            assertEquals(0, r.exitCode(), r.err());
            long youngRows = r.out().lines().filter(l -> l.contains(",YOUNG,")).count();
            assertEquals(serial().endCounts.get("Copy").longValue(), youngRows);
        } finally {
            System.setIn(original);
        }
    }

    private static GcSummary summaryOf(Path input) {
        try {
            return GcAnalysis.summarize(List.of(input));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
