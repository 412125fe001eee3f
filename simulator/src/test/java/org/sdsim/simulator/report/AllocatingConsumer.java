package org.sdsim.simulator.report;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A stand-in consumer JVM for the allocation-sites test, run with sdsim's own JFR settings: it allocates
 * in {@link #startUp} while it "converges", writes the moment it converged to a file, then allocates in
 * {@link #pushes} while it "measures". The report's window starts at convergence, so the measuring
 * site must lead the table and the start-up one must not.
 *
 * <p>Args: the file to write the convergence time (epoch ms) to.
 */
public final class AllocatingConsumer {
    static volatile Object sink;

    private AllocatingConsumer() {
    }

    public static void main(String[] args) throws Exception {
        startUp(700);
        Files.writeString(Path.of(args[0]), String.valueOf(System.currentTimeMillis()));
        pushes(1800);
    }

    /** Start-up garbage: 64 KiB arrays for {@code millis}. */
    static void startUp(long millis) {
        long end = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < end) {
            sink = new long[8 * 1024];
        }
    }

    /** What each push costs: 16 KiB arrays for {@code millis}. */
    static void pushes(long millis) {
        long end = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < end) {
            sink = new byte[16 * 1024];
        }
    }
}
