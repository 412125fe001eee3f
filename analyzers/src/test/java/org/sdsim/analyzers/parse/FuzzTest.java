package org.sdsim.analyzers.parse;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.LogEvent;
import org.sdsim.analyzers.event.UnparsedLine;

/**
 * Thousands of seeded truncations, byte flips, deletions, duplications and splices of the corpus
 * files: no exception escapes, nothing hangs, allocation stays proportional to the input, and
 * every event still makes sense.
 */
class FuzzTest {
    private static final long SEED = 20241130L;
    private static final int MUTATIONS = 4000;
    private static final int MAX_SAMPLE = 48 * 1024;
    private static final byte[] INTERESTING = "[]()\n\r\0:,->#GCKMs%0123456789 \u00ff\u0080".getBytes(StandardCharsets.ISO_8859_1);

    @Test
    void mutatedCorpusFilesNeverThrowHangOrBlowUp() throws IOException {
        List<byte[]> seeds = seeds(SharedCorpus.dir());
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
            Random rnd = new Random(SEED);
            for (int i = 0; i < MUTATIONS; i++) {
                byte[] input = mutate(seeds, rnd);
                long before = threads.getCurrentThreadAllocatedBytes();
                long t0 = System.nanoTime();
                try {
                    check(input);
                } catch (Throwable t) {
                    fail("mutation " + i + " (seed " + SEED + ") threw " + t, t);
                }
                long ms = (System.nanoTime() - t0) / 1_000_000;
                long allocated = threads.getCurrentThreadAllocatedBytes() - before;
                assertTrue(ms < 5_000, "mutation " + i + " took " + ms + " ms");
                assertTrue(allocated < 32L * input.length + 2 * 1024 * 1024,
                        "mutation " + i + " of " + input.length + " bytes allocated " + allocated + " bytes");
            }
        });
    }

    private static void check(byte[] input) throws IOException {
        long lines = 1;
        for (byte b : input) {
            if (b == '\n' || b == '\r') {
                lines++;
            }
        }
        try (InputStream in = new ByteArrayInputStream(input); EventSource es = GcLogReader.open(in, "fuzz")) {
            while (es.hasNext()) {
                LogEvent e = es.next();
                // messages as suppliers: building them eagerly would dominate the allocation measured
                long max = lines;
                assertTrue(e.origin().line() >= 0 && e.origin().line() <= max, () -> "line of " + e);
                if (e instanceof UnparsedLine u) {
                    assertTrue(u.text().length() <= UnparsedLine.MAX_TEXT + 1, "unparsed text not cut");
                    assertTrue(!u.reason().isEmpty());
                } else if (e instanceof GcEvent g) {
                    assertTrue(Double.isNaN(g.durationMs()) || g.durationMs() >= 0, () -> "negative duration " + g);
                }
            }
        }
    }

    private static byte[] mutate(List<byte[]> seeds, Random rnd) {
        byte[] src = seeds.get(rnd.nextInt(seeds.size()));
        byte[] b = Arrays.copyOf(src, src.length);
        int kind = rnd.nextInt(6);
        switch (kind) {
            case 0: // truncate anywhere (mid-line, mid-number, mid-record)
                return Arrays.copyOf(b, rnd.nextInt(b.length + 1));
            case 1: // flip bytes to arbitrary values
                for (int k = 1 + rnd.nextInt(64); k > 0 && b.length > 0; k--) {
                    b[rnd.nextInt(b.length)] = (byte) rnd.nextInt(256);
                }
                return b;
            case 2: // flip bytes to characters the parsers care about
                for (int k = 1 + rnd.nextInt(64); k > 0 && b.length > 0; k--) {
                    b[rnd.nextInt(b.length)] = INTERESTING[rnd.nextInt(INTERESTING.length)];
                }
                return b;
            case 3: { // delete a range
                int from = rnd.nextInt(b.length + 1);
                int to = Math.min(b.length, from + rnd.nextInt(2048));
                byte[] out = new byte[b.length - (to - from)];
                System.arraycopy(b, 0, out, 0, from);
                System.arraycopy(b, to, out, from, b.length - to);
                return out;
            }
            case 4: { // duplicate a range somewhere else
                int from = rnd.nextInt(b.length + 1);
                int len = Math.min(b.length - from, rnd.nextInt(4096));
                int at = rnd.nextInt(b.length + 1);
                byte[] out = new byte[b.length + len];
                System.arraycopy(b, 0, out, 0, at);
                System.arraycopy(b, from, out, at, len);
                System.arraycopy(b, at, out, at + len, b.length - at);
                return out;
            }
            default: { // splice the head of one file onto the tail of another (formats mixed)
                byte[] other = seeds.get(rnd.nextInt(seeds.size()));
                int a = rnd.nextInt(b.length + 1);
                int c = rnd.nextInt(other.length + 1);
                byte[] out = new byte[a + other.length - c];
                System.arraycopy(b, 0, out, 0, a);
                System.arraycopy(other, c, out, a, other.length - c);
                return out;
            }
        }
    }

    /** The corpus files, each cut to a sample window so thousands of runs stay fast. */
    private static List<byte[]> seeds(Path dir) throws IOException {
        List<byte[]> seeds = new ArrayList<>();
        Random rnd = new Random(SEED);
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".log")).sorted().toList()) {
                byte[] all = Files.readAllBytes(p);
                if (all.length <= MAX_SAMPLE) {
                    seeds.add(all);
                } else {
                    for (int k = 0; k < 3; k++) { // a few windows of the big files
                        int from = rnd.nextInt(all.length - MAX_SAMPLE);
                        seeds.add(Arrays.copyOfRange(all, from, from + MAX_SAMPLE));
                    }
                }
            }
        }
        return seeds;
    }
}
