package org.sdsim.simulator.attribution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.simulator.remedy.Jdks;

/**
 * Object sizes under the two header layouts a consumer can run with, as HotSpot lays them out (the figures are
 * Temurin 25.0.3's class histogram and {@code Unsafe} offsets), and a real JDK 25 heap with compact headers
 * attributed to what that JVM itself counted.
 */
class ObjectLayoutTest {

    private static final ObjectLayout CLASSIC = new ObjectLayout(ObjectHeaders.COMPRESSED_CLASS_POINTERS);
    private static final ObjectLayout COMPACT = new ObjectLayout(ObjectHeaders.COMPACT);

    @Test
    void compactHeadersTakeFourBytesOffEveryInstanceAndArrayHeader() {
        // new Object(): 16 bytes, 8 with compact headers
        assertEquals(16, CLASSIC.instanceSize(0));
        assertEquals(8, COMPACT.instanceSize(0));
        // one int field: 12 + 4 and 8 + 4, both 16 once aligned; one long: 24 and 16
        assertEquals(16, CLASSIC.instanceSize(4));
        assertEquals(16, COMPACT.instanceSize(4));
        assertEquals(24, CLASSIC.instanceSize(8));
        assertEquals(16, COMPACT.instanceSize(8));
        // new byte[4]: elements from 16, or from 12 after the length at 8
        assertEquals(24, CLASSIC.arraySize(1, 4));
        assertEquals(16, COMPACT.arraySize(1, 4));
        // an empty Object[] is 16 either way (12 rounds up); three compressed references 32 and 24
        assertEquals(16, CLASSIC.arraySize(4, 0));
        assertEquals(16, COMPACT.arraySize(4, 0));
        assertEquals(32, CLASSIC.arraySize(4, 3));
        assertEquals(24, COMPACT.arraySize(4, 3));
        // long[] and double[] elements stay 8-byte aligned: from 16 in both
        assertEquals(24, CLASSIC.arraySize(8, 1));
        assertEquals(24, COMPACT.arraySize(8, 1));
    }

    @Test
    void theHeadersAreTheConsumersLastUseCompactObjectHeadersOption() {
        assertEquals(ObjectHeaders.COMPRESSED_CLASS_POINTERS, ObjectHeaders.of(List.of()));
        assertEquals(ObjectHeaders.COMPRESSED_CLASS_POINTERS, ObjectHeaders.of(List.of("-Dx=1",
                "--sun-misc-unsafe-memory-access=allow")));
        assertEquals(ObjectHeaders.COMPACT, ObjectHeaders.of(List.of("-XX:+UseCompactObjectHeaders",
                "-Ddubbo.json-framework.prefer=fastjson2")));
        assertEquals(ObjectHeaders.COMPRESSED_CLASS_POINTERS, ObjectHeaders.of(List.of("-XX:+UseCompactObjectHeaders",
                "-XX:-UseCompactObjectHeaders")));
        assertEquals("8-byte headers", ObjectHeaders.COMPACT.label());
    }

    /**
     * A JDK 25 JVM with compact headers holding 200,000 small objects dumps its heap; sized with compact headers the
     * dump weighs what that JVM's collector left in the heap, and sized with the classic ones it weighs a good deal more.
     */
    @Test
    void aCompactHeaderHeapDumpWeighsWhatItsJvmCounted(@TempDir Path dir) throws Exception {
        Optional<Path> jdk25 = Jdks.find(25);
        Assumptions.assumeTrue(jdk25.isPresent(), "no JDK 25 on this machine: the compact-header dump check is skipped");
        Path dump = dir.resolve("compact.hprof");
        List<String> cmd = List.of(jdk25.get().resolve("bin").resolve("java").toString(), "-XX:+UseCompactObjectHeaders",
                "-XX:+UseSerialGC", "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                SmallObjects.class.getName(), dump.toString());
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out;
        try {
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the JDK 25 JVM did not dump its heap in 60 s");
            out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(0, p.exitValue(), out);
        } finally {
            p.destroyForcibly(); // by handle: only the process this test started
        }
        long used = Long.parseLong(out.lines().filter(l -> l.startsWith("used=")).findFirst().orElseThrow()
                .substring("used=".length()).trim());
        Anchors anchors = Anchors.parse(Map.of("urls", List.of("=" + SmallObjects.Pair.class.getName())));
        try {
            long compact = HeapAttribution.analyze(dump, anchors, ObjectHeaders.COMPACT).totalBytes();
            long classic = HeapAttribution.analyze(dump, anchors, ObjectHeaders.COMPRESSED_CLASS_POINTERS).totalBytes();
            double ratio = (double) compact / used;
            assertTrue(Math.abs(ratio - 1) < 0.05, "compact-header dump " + compact + " B vs heap used " + used + " B");
            assertTrue(classic > compact * 1.15, "the classic layout must overstate this heap: " + classic + " B vs "
                    + compact + " B");
        } finally {
            HeapAttribution.deleteWithIndex(dump);
        }
    }

    /** Runs on JDK 25: holds many small objects, collects, prints the heap used and dumps the live heap. */
    public static final class SmallObjects {

        record Pair(Object left, int right) {
        }

        static Object[] held;

        public static void main(String[] args) throws Exception {
            Object[] pairs = new Object[200_000];
            for (int i = 0; i < pairs.length; i++) {
                pairs[i] = new Pair(new byte[4], i);
            }
            held = pairs;
            System.gc();
            // what the collection left in each heap pool (the MemoryMXBean's "used" on JDK 25 counts some
            // 1.4 MB more than the GC and the class histogram do)
            long used = 0;
            for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
                if (pool.getType() == MemoryType.HEAP && pool.getCollectionUsage() != null) {
                    used += pool.getCollectionUsage().getUsed();
                }
            }
            System.out.println("used=" + used);
            ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class).dumpHeap(args[0], true);
            System.out.println("held " + held.length);
        }
    }
}
