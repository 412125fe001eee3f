package org.sdsim.analyzers.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.input.ReadMeter;

/** The meter behind the progress line counts every byte on disk, once, per input as the user named it. */
class ReadMeterTest {
    @TempDir
    Path tmp;

    private static String lines(int from, int count) {
        StringBuilder b = new StringBuilder();
        for (int i = from; i < from + count; i++) {
            b.append(String.format("[%d.%03ds][info][gc] GC(%d) Pause Young (Normal) (G1 Evacuation Pause) 24M->4M(256M) 1.5ms%n",
                    i, i % 1000, i));
        }
        return b.toString();
    }

    private static long drain(List<Path> inputs, ReadMeter meter) throws IOException {
        long events = 0;
        try (EventSource source = GcLogReader.open(inputs, meter)) {
            while (source.hasNext()) {
                if (source.next() instanceof GcEvent) {
                    events++;
                }
            }
        }
        return events;
    }

    @Test
    void aPlainFileIsCountedToItsSize() throws IOException {
        Path log = tmp.resolve("gc.log");
        Files.writeString(log, lines(0, 5000), StandardCharsets.US_ASCII);
        ReadMeter meter = new ReadMeter();
        assertEquals(5000, drain(List.of(log), meter));
        assertEquals(log.toString(), meter.input());
        assertEquals(Files.size(log), meter.totalBytes());
        assertEquals(Files.size(log), meter.bytesRead());
    }

    @Test
    void aGzipFileIsCountedInCompressedBytesSoTheShareOfTheFileIsRight() throws IOException {
        Path log = tmp.resolve("gc.log.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(log))) {
            out.write(lines(0, 5000).getBytes(StandardCharsets.US_ASCII));
        }
        ReadMeter meter = new ReadMeter();
        assertEquals(5000, drain(List.of(log), meter));
        assertEquals(Files.size(log), meter.totalBytes());
        assertEquals(Files.size(log), meter.bytesRead());
        assertTrue(meter.bytesRead() < lines(0, 5000).length() / 4, "compressed, not decompressed, bytes");
    }

    @Test
    void aRotatedSetIsOneInputWhoseMembersAddUp() throws IOException {
        Path log = tmp.resolve("gc.log");
        Files.writeString(tmp.resolve("gc.log.0"), lines(0, 3000), StandardCharsets.US_ASCII);
        Files.writeString(tmp.resolve("gc.log.1"), lines(3000, 2000), StandardCharsets.US_ASCII);
        Files.writeString(log, lines(5000, 1000), StandardCharsets.US_ASCII);
        long total = Files.size(tmp.resolve("gc.log.0")) + Files.size(tmp.resolve("gc.log.1")) + Files.size(log);
        ReadMeter meter = new ReadMeter();
        assertEquals(6000, drain(List.of(log), meter));
        assertEquals(log.toString(), meter.input(), "named as the user gave it");
        assertEquals(total, meter.totalBytes());
        assertEquals(total, meter.bytesRead());
    }

    @Test
    void eachInputStartsFromZero() throws IOException {
        Path first = tmp.resolve("a.log");
        Path second = tmp.resolve("b.log");
        Files.writeString(first, lines(0, 4000), StandardCharsets.US_ASCII);
        Files.writeString(second, lines(0, 1000), StandardCharsets.US_ASCII);
        ReadMeter meter = new ReadMeter();
        assertEquals(5000, drain(List.of(first, second), meter));
        assertEquals(second.toString(), meter.input());
        assertEquals(Files.size(second), meter.bytesRead());
    }
}
