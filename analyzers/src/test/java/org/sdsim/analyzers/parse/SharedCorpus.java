package org.sdsim.analyzers.parse;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/**
 * Finds the shared GC-log corpus ({@code ../shared/gc-logs}, other projects' files, not copied into
 * this repository). Surefire passes {@code sdsim.shared.dir}; otherwise {@code ../../shared}
 * relative to the module. Tests that need it skip with a visible notice when it is absent.
 */
final class SharedCorpus {
    private SharedCorpus() {
    }

    static Path dirOrNull() {
        String prop = System.getProperty("sdsim.shared.dir");
        Path[] candidates = {
            prop == null ? null : Path.of(prop, "gc-logs"),
            Path.of("..", "..", "shared", "gc-logs"),
            Path.of("..", "shared", "gc-logs"),
        };
        for (Path c : candidates) {
            if (c != null && Files.isDirectory(c)) {
                return c.toAbsolutePath().normalize();
            }
        }
        return null;
    }

    /** The corpus folder, or skips the calling test with a notice saying where it was looked for. */
    static Path dir() {
        Path d = dirOrNull();
        if (d == null) {
            String msg = "GC log corpus not found (looked in -Dsdsim.shared.dir=" + System.getProperty("sdsim.shared.dir")
                    + "/gc-logs and ../../shared/gc-logs): corpus tests skipped";
            System.err.println("NOTICE: " + msg);
            Assumptions.abort(msg);
        }
        return d;
    }
}
