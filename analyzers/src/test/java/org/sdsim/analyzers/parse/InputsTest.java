package org.sdsim.analyzers.parse;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.GcKind;
import org.sdsim.analyzers.input.InputGroup;
import org.sdsim.analyzers.input.InputResolver;
import org.sdsim.analyzers.input.LogInput;

/** Files, rotated sets, gzip and stdin; user errors name the input. */
class InputsTest {
    @TempDir
    Path tmp;

    private static List<String> names(InputGroup g) {
        return g.members().stream().map(m -> m.path().getFileName().toString()).toList();
    }

    /** Young-pause start times in log order must never go back: proof the files were read in order. */
    private static void assertYoungPausesInTimeOrder(ParsedLog log) {
        double last = -1;
        for (GcEvent g : log.gc) {
            if (g.kind() == GcKind.YOUNG) {
                assertTrue(g.time().uptimeSec() >= last, "young pause earlier than the one before: " + g);
                last = g.time().uptimeSec();
            }
        }
    }

    @Test
    void aRotatedSetFromARealJvmIsReadWholeAndInOrder() throws Exception {
        Path log = tmp.resolve("gc.log");
        Map<String, Long> beans = ChildJvm.run(ChildJvm.JAVA_17, "-XX:+UseSerialGC",
                "-Xlog:gc*=debug:file=" + log + "::filecount=500,filesize=4k", 800);
        InputGroup set = InputResolver.resolve(List.of(log)).get(0);
        assertTrue(set.members().size() >= 3, "expected rotation, got " + names(set));
        assertEquals("gc.log", names(set).get(names(set).size() - 1), "the current file is the newest");
        ParsedLog parsed = ParsedLog.of(log);
        assertAll(parsed + " vs " + beans,
                () -> assertEquals(0, parsed.unparsed.size(), "unparsed: " + parsed.unparsed),
                () -> assertEquals(beans.get("Copy"), parsed.young()),
                () -> assertEquals(beans.get("MarkSweepCompact"), parsed.full()));
        assertYoungPausesInTimeOrder(parsed);
        assertTrue(parsed.gc.stream().anyMatch(g -> g.origin().source().endsWith("gc.log.001")), "events name their member file");
    }

    @Test
    void aWrappedRotatedSetIsOrderedByContentNotByIndexOrFileTimes() throws Exception {
        Path log = tmp.resolve("gc.log");
        ChildJvm.run(ChildJvm.JAVA_17, "-XX:+UseSerialGC",
                "-Xlog:gc*=debug:file=" + log + ":uptimenanos,level,tags:filecount=3,filesize=4k", 300);
        // Once the JVM wraps around, index order is not age order. Make that certain: rename the
        // archives so that the index runs newest to oldest (true age from the times the JVM wrote
        // them), then give every file the same time, as a copy without -p would.
        List<Path> archives = new ArrayList<>(List.of(tmp.resolve("gc.log.0"), tmp.resolve("gc.log.1"), tmp.resolve("gc.log.2")));
        for (Path p : archives) {
            assertTrue(Files.size(p) > 0, "expected three full archives");
        }
        archives.sort(Comparator.comparing((Path p) -> {
            try {
                return Files.getLastModifiedTime(p);
            } catch (IOException e) {
                throw new AssertionError(e);
            }
        }).reversed());
        for (int i = 0; i < 3; i++) {
            Files.move(archives.get(i), tmp.resolve("renamed." + i));
        }
        for (int i = 0; i < 3; i++) {
            Files.move(tmp.resolve("renamed." + i), tmp.resolve("gc.log." + i));
        }
        try (Stream<Path> files = Files.list(tmp)) {
            for (Path p : files.toList()) {
                Files.setLastModifiedTime(p, FileTime.fromMillis(1_000_000L));
            }
        }
        InputGroup set = InputResolver.resolve(List.of(log)).get(0);
        assertEquals(List.of("gc.log.2", "gc.log.1", "gc.log.0", "gc.log"), names(set));
        ParsedLog parsed = ParsedLog.of(log);
        assertEquals(0, parsed.unparsed.size(), parsed.unparsed.toString());
    }

    @Test
    void jdk8RotationNamesAreFoundAndOrderedByTheirStamps() throws Exception {
        // -XX:+UseGCLogFileRotation: gc.log.0 .. gc.log.N, the one being written is .N.current;
        // here it wrapped: .1 is the oldest.
        write("gc.log.1", "1.000: [GC (Allocation Failure) [PSYoungGen: 3K->1K(9K)] 3K->1K(19K), 0.0010000 secs]\n");
        write("gc.log.2", "2.000: [GC (Allocation Failure) [PSYoungGen: 3K->1K(9K)] 3K->1K(19K), 0.0020000 secs]\n");
        write("gc.log.0", "3.000: [GC (Allocation Failure) [PSYoungGen: 3K->1K(9K)] 3K->1K(19K), 0.0030000 secs]\n");
        write("gc.log.1.current", "4.000: [Full GC (Ergonomics) [PSYoungGen: 3K->0K(9K)] 3K->1K(19K), 0.0040000 secs]\n");
        write("gc.log.backup", "not a member\n");
        InputGroup set = InputResolver.resolve(List.of(tmp.resolve("gc.log"))).get(0);
        assertEquals(List.of("gc.log.1", "gc.log.2", "gc.log.0", "gc.log.1.current"), names(set));
        ParsedLog parsed = ParsedLog.of(tmp.resolve("gc.log"));
        assertEquals(List.of(1.0, 2.0, 3.0, 4.0), parsed.gc.stream().map(g -> g.durationMs()).toList());
    }

    @Test
    void anEmptyCurrentFileEndsARotatedSetQuietlyButAnAllEmptySetIsReported() throws Exception {
        // a JVM that rotated just before it exited leaves the file it now writes empty
        write("gc.log.0", "[1.000s][info][gc] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 24M->4M(256M) 1.000ms\n");
        write("gc.log", "");
        ParsedLog parsed = ParsedLog.of(tmp.resolve("gc.log"));
        assertEquals(1, parsed.young());
        assertEquals(0, parsed.unparsed.size(), "unparsed: " + parsed.unparsed);
        write("gc.log.0", "");
        ParsedLog empty = ParsedLog.of(tmp.resolve("gc.log"));
        assertEquals(1, empty.unparsed.size(), "unparsed: " + empty.unparsed);
        assertTrue(empty.unparsed.get(0).reason().contains("input is empty"), "unparsed: " + empty.unparsed);
    }

    @Test
    void zeroPaddedIndexesAndGzipMembersBelongToTheSet() throws Exception {
        write("gc.log.00", "[1.000s][info][gc] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 24M->4M(256M) 1.000ms\n");
        gzip("gc.log.01.gz", "[2.000s][info][gc] GC(1) Pause Young (Normal) (G1 Evacuation Pause) 24M->4M(256M) 2.000ms\n");
        write("gc.log", "[3.000s][info][gc] GC(2) Pause Full (System.gc()) 24M->4M(256M) 3.000ms\n");
        ParsedLog parsed = ParsedLog.of(tmp.resolve("gc.log"));
        assertEquals(List.of(1.0, 2.0, 3.0), parsed.gc.stream().map(GcEvent::durationMs).toList());
        assertEquals(2, parsed.young());
        assertEquals(1, parsed.full());
    }

    @Test
    void aGzipLogParsesLikeThePlainOneWhateverItsName() throws Exception {
        Path plain = tmp.resolve("plain.log");
        ChildJvm.run(ChildJvm.JAVA_17, "-XX:+UseParallelGC", "-Xlog:gc*:file=" + plain + "::filecount=0", 500);
        Path gz = tmp.resolve("compressed.log.gz");
        Path gzNoSuffix = tmp.resolve("compressed-without-suffix.log");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
            Files.copy(plain, out);
        }
        Files.copy(gz, gzNoSuffix);
        ParsedLog a = ParsedLog.of(plain);
        ParsedLog b = ParsedLog.of(gz);
        ParsedLog c = ParsedLog.of(gzNoSuffix);
        assertTrue(a.young() > 0);
        assertEquals(a.toString(), b.toString());
        assertEquals(a.toString(), c.toString());
    }

    @Test
    void anInputStreamAndStdinParseLikeTheFile() throws Exception {
        Path file = tmp.resolve("gc.log");
        write("gc.log", "[0.100s][info][gc] Using G1\n"
                + "[0.200s][info][gc] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 24M->4M(256M) 3.456ms\n");
        ParsedLog fromFile = ParsedLog.of(file);
        ParsedLog fromStream;
        try (InputStream in = Files.newInputStream(file)) {
            fromStream = ParsedLog.of(in, "piped");
        }
        assertEquals(fromFile.toString(), fromStream.toString());
        assertEquals("piped", fromStream.gc.get(0).origin().source());
        InputStream saved = System.in;
        try {
            System.setIn(new ByteArrayInputStream(Files.readAllBytes(file)));
            ParsedLog fromStdin = ParsedLog.of(Path.of("-"));
            assertEquals(fromFile.toString(), fromStdin.toString());
            assertEquals("-", fromStdin.gc.get(0).origin().source());
        } finally {
            System.setIn(saved);
        }
    }

    @Test
    void aMissingFileIsAUserErrorNamingIt() {
        Path missing = tmp.resolve("no-such-gc.log");
        GcLogInputException e = assertThrows(GcLogInputException.class, () -> GcLogReader.open(List.of(missing)));
        assertTrue(e.getMessage().startsWith(missing.toString() + ": no such file"), e.getMessage());
        assertEquals(missing.toString(), e.input());
    }

    @Test
    void aDirectoryIsAUserErrorNamingIt() {
        GcLogInputException e = assertThrows(GcLogInputException.class, () -> GcLogReader.open(List.of(tmp)));
        assertTrue(e.getMessage().contains("is a directory"), e.getMessage());
    }

    @Test
    void inputsAreReadInTheOrderGivenEachWithItsOwnName() throws Exception {
        write("a.log", "[1.000s][info][gc] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 24M->4M(256M) 1.000ms\n");
        write("b.log", "2.000: [Full GC (Ergonomics) [PSYoungGen: 3K->0K(9K)] 3K->1K(19K), 0.0020000 secs]\n");
        ParsedLog parsed = ParsedLog.of(tmp.resolve("b.log"), tmp.resolve("a.log"));
        assertEquals(List.of(GcKind.FULL, GcKind.YOUNG), parsed.gc.stream().map(GcEvent::kind).toList());
        assertTrue(parsed.gc.get(0).origin().source().endsWith("b.log"));
        // each input starts a fresh parser: each infers its own collector from its records
        assertEquals(List.of("Parallel", "G1"), parsed.jvm.stream().map(j -> j.collector()).toList());
    }

    @Test
    void stdinIsOneInputNamedDash() throws Exception {
        List<InputGroup> groups = InputResolver.resolve(List.of(Path.of("-")));
        assertEquals(List.of(LogInput.stdin()), groups.get(0).members());
    }

    private void write(String name, String text) throws IOException {
        Files.writeString(tmp.resolve(name), text, StandardCharsets.UTF_8);
    }

    private void gzip(String name, String text) throws IOException {
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(tmp.resolve(name)))) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
    }
}
