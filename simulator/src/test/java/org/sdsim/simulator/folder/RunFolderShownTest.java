package org.sdsim.simulator.folder;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** A committed report names its run folder from the project root, not from the machine it ran on. */
class RunFolderShownTest {

    private static final Path HERE = Path.of("").toAbsolutePath();

    @Test
    void aRunFolderInsideTheWorkingDirectoryIsShownRelativeToIt() {
        assertEquals(Path.of("runs", "soak2h").toString(), RunFolder.shown(HERE.resolve("runs/soak2h")));
        assertEquals(Path.of("runs", "soak2h").toString(), RunFolder.shown(Path.of("runs/./soak2h")));
    }

    @Test
    void aRunFolderElsewhereIsShownAsItWasGiven() {
        Path elsewhere = HERE.getRoot().resolve("elsewhere-" + System.nanoTime()).resolve("run");
        assertEquals(elsewhere.toString(), RunFolder.shown(elsewhere));
        assertEquals(Path.of("..", "runs", "x").toString(), RunFolder.shown(Path.of("../runs/x")));
    }
}
