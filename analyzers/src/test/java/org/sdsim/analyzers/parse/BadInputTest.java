package org.sdsim.analyzers.parse;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.analyzers.event.GcKind;
import org.sdsim.analyzers.event.UnparsedLine;

/**
 * Bad content never throws and never disappears: it becomes an UnparsedLine naming file and line,
 * and whatever is readable around it is still read.
 */
class BadInputTest {
    private static final String G1_END =
            "[0.200s][info][gc] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 24M->4M(256M) 3.456ms\n";

    @TempDir
    Path tmp;

    private Path write(String name, byte[] bytes) throws IOException {
        Path p = tmp.resolve(name);
        Files.write(p, bytes);
        return p;
    }

    private Path write(String name, String text) throws IOException {
        return write(name, text.getBytes(StandardCharsets.UTF_8));
    }

    private static void assertOneDiagnostic(ParsedLog log, String fragment, long line) {
        assertEquals(1, log.unparsed.size(), "diagnostics: " + log.unparsed);
        UnparsedLine u = log.unparsed.get(0);
        assertTrue(u.reason().contains(fragment), u.reason());
        assertEquals(line, u.origin().line());
    }

    @Test
    void anEmptyFileSaysItIsEmpty() throws IOException {
        Path p = write("empty.log", new byte[0]);
        ParsedLog log = ParsedLog.of(p);
        assertOneDiagnostic(log, "empty", 0);
        assertEquals(p.toString(), log.unparsed.get(0).origin().source());
        assertEquals(1, log.events.size());
    }

    @Test
    void binaryContentIsOneDiagnosticNotGarbageEvents() throws IOException {
        byte[] junk = new byte[200_000];
        new Random(7).nextBytes(junk);
        ParsedLog log = ParsedLog.of(write("core.bin", junk));
        assertOneDiagnostic(log, "binary", 0);
        assertEquals(1, log.events.size());
    }

    @Test
    void aJfrRecordingIsNamedAsSuch() throws IOException {
        byte[] jfr = Arrays.copyOf("FLR\0\u0002\u0000".getBytes(StandardCharsets.ISO_8859_1), 4096);
        ParsedLog log = ParsedLog.of(write("recording.log", jfr));
        assertOneDiagnostic(log, "JFR recording", 0);
    }

    @Test
    void textThatIsNoGcLogSaysWhatWasExpected() throws IOException {
        ParsedLog log = ParsedLog.of(write("notes.txt", "Dear diary,\ntoday the JVM was fine.\n[INFO] build ok\n"));
        assertOneDiagnostic(log, "no GC log lines found", 0);
    }

    @Test
    void aTenMegabyteLineIsReportedWithBoundedMemoryAndTheNextLineStillParses() throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        byte[] line = new byte[10 * 1024 * 1024];
        Arrays.fill(line, (byte) 'x');
        b.write(line);
        b.write('\n');
        b.write(G1_END.getBytes(StandardCharsets.US_ASCII));
        Path p = write("huge-line.log", b.toByteArray());
        b = null;
        line = null;
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        ParsedLog log = ParsedLog.of(p);
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertOneDiagnostic(log, "10485760 bytes long", 1);
        assertTrue(log.unparsed.get(0).text().length() <= UnparsedLine.MAX_TEXT + 1);
        assertEquals(1, log.young());
        assertTrue(allocated < 4L * 1024 * 1024, "parsing a 10 MB line allocated " + allocated + " bytes");
    }

    @Test
    void aLogCutMidLineKeepsEverythingBeforeAndReportsTheCut() throws IOException {
        String text = "[0.100s][info][gc] Using G1\n" + G1_END
                + "[0.300s][info][gc] GC(1) Pause Young (Normal) (G1 Evacuation Pause) 24M->4";
        ParsedLog log = ParsedLog.of(write("cut.log", text));
        assertEquals(1, log.young());
        assertOneDiagnostic(log, "not understood", 3);
    }

    @Test
    void aJdk8RecordCutAtTheEndIsReportedWhereItStarted() throws IOException {
        String text = "1.000: [GC (Allocation Failure) [PSYoungGen: 3K->1K(9K)] 3K->1K(19K), 0.0010000 secs]\n"
                + "2.000: [GC (Allocation Failure) \nDesired survivor size 1 bytes, new threshold 7 (max 15)\n[PSYoungGen: 3K->";
        ParsedLog log = ParsedLog.of(write("cut8.log", text));
        assertEquals(1, log.young());
        assertOneDiagnostic(log, "cut off", 2);
    }

    @Test
    void unreadableUnifiedLinesTaggedGcAreReportedButDetailTagsAreNot() throws IOException {
        String text = "[0.1s][info][gc] Using G1\n"
                + "[0.2s][info][gc] GC(1) Pause Young (Normal) (G1 Evacuation Pause) 24M->4M(256M) soon\n"
                + "[0.2s][info][gc] Something new the JVM prints one day\n"
                + "[0.2s][info][gc,phases] GC(1)   Something new in a detail tag\n"
                + "[0.2s][debug][gc] GC(1) Something at debug level\n"
                + G1_END;
        ParsedLog log = ParsedLog.of(write("odd.log", text));
        assertEquals(List.of(2L, 3L), log.unparsedLineNumbers());
        assertEquals(1, log.young());
    }

    @Test
    void nulBytesAreSkippedAndCountedOnce() throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (int i = 0; i < 200; i++) {
            b.write(G1_END.getBytes(StandardCharsets.US_ASCII)); // > 8 KiB of text before the NULs
        }
        b.write(new byte[5000]);
        b.write(G1_END.getBytes(StandardCharsets.US_ASCII));
        ParsedLog log = ParsedLog.of(write("preallocated.log", b.toByteArray()));
        assertEquals(201, log.young());
        assertOneDiagnostic(log, "5000 NUL bytes", 201);
    }

    @Test
    void windowsLineEndingsParseLikeUnixOnes() throws IOException {
        String unix = "[0.100s][info][gc] Using G1\n" + G1_END + G1_END.replace("GC(0)", "GC(1)");
        ParsedLog a = ParsedLog.of(write("unix.log", unix));
        ParsedLog b = ParsedLog.of(write("dos.log", unix.replace("\n", "\r\n")));
        assertEquals(a.toString(), b.toString());
        assertEquals(2, b.young());
    }

    @Test
    void aTruncatedGzipKeepsWhatWasReadAndSaysWhyItStopped() throws IOException {
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        try (OutputStream gz = new GZIPOutputStream(raw)) {
            for (int i = 0; i < 20_000; i++) {
                gz.write(G1_END.replace("GC(0)", "GC(" + i + ")").getBytes(StandardCharsets.US_ASCII));
            }
        }
        byte[] all = raw.toByteArray();
        ParsedLog log = ParsedLog.of(write("cut.log.gz", Arrays.copyOf(all, all.length / 2)));
        assertAll(log.toString(),
                () -> assertTrue(log.young() > 1000, "events before the cut"),
                () -> assertTrue(log.young() < 20_000, "not all events"),
                () -> assertEquals(1, log.unparsed.size()),
                () -> assertTrue(log.unparsed.get(0).reason().startsWith("gzip data cut short: the file ends at byte "
                        + String.format(java.util.Locale.ROOT, "%,d", all.length / 2)), log.unparsed.get(0).reason()),
                () -> assertEquals(0, log.unparsed.get(0).origin().line(), "a finding about the whole input"));
    }

    @Test
    void gcLinesAmongApplicationOutputAreFoundAndTheOutputIsNotCounted() throws IOException {
        String text = "Starting server...\n"
                + "2017-02-27T07:23:39.571+0100: [GC [ParNew: 2304000K->35161K(2688000K), 0.0759285 secs] "
                + "2304000K->35161K(9856000K), 0.0760907 secs] [Times: user=0.21 sys=0.05, real=0.08 secs]\n"
                + "07:19:44,877 INFO  [WebService] Using RMI server codebase: http://hostname:8083/\n"
                + "[main] listening on 8080\n";
        ParsedLog log = ParsedLog.of(write("mixed.log", text));
        assertEquals(0, log.unparsed.size(), log.unparsed.toString());
        assertEquals(1, log.count(GcKind.YOUNG));
        assertEquals(35161, log.gc.get(0).young().afterKb());
    }
}
