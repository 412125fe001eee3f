import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Benchmark log generator: allocates as fast as it can while keeping a rotating set of
 * survivors, so a small-young-gen G1 JVM collects hundreds of times a second (young pauses, and
 * concurrent cycles and mixed pauses as survivors age into the old gen). It exits once the GC log
 * it is writing passes the requested size.
 *
 * <p>Run with the source launcher: {@code java -XX:+UseG1GC -Xmx64m -Xmn4m -Xlog:gc*:file=LOG ... GcLogWorkload.java LOG BYTES}
 */
public final class GcLogWorkload {
    static volatile Object sink;

    public static void main(String[] args) throws Exception {
        Path log = Path.of(args[0]);
        long targetBytes = Long.parseLong(args[1]);
        Object[] survivors = new Object[16_384];   // up to ~16 MB retained, replaced at random
        long seed = 42;
        for (long i = 0; ; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            byte[] chunk = new byte[64 + (int) ((seed >>> 33) & 2047)];
            if ((i & 15) == 0) {
                survivors[(int) ((seed >>> 17) & (survivors.length - 1))] = chunk;
            }
            sink = chunk;
            if ((i & 0xFFFFF) == 0 && Files.size(log) >= targetBytes) {
                return;
            }
        }
    }
}
