package org.sdsim.simulator.acceptance;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The sdsim CLI in a JVM of its own, on this test JVM's class path (the simulator's classes and
 * libraries; every consumer still runs its generation's module class path), as a user runs it.
 */
final class SdsimProcess {

    private SdsimProcess() {
    }

    /** Starts {@code sdsim ARGS}, stdout and stderr into {@code log}. */
    static Process start(List<String> args, Path log) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx1g",
                "-D" + org.sdsim.simulator.orchestrator.ChildJvm.EXTRA_OPTIONS_PROPERTY + "="
                        + System.getProperty(org.sdsim.simulator.orchestrator.ChildJvm.EXTRA_OPTIONS_PROPERTY, ""),
                "-cp", System.getProperty("java.class.path"), "org.sdsim.simulator.cli.SdsimCommand"));
        command.addAll(args);
        return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    }

    /**
     * A folder of links to this JVM's jars, for scripts that take a library folder (bench/zk-ensemble.sh's
     * ZK_LIB): in the test phase the simulator's own target/lib is not there yet.
     */
    static Path libFolder(Path dir) throws IOException {
        Files.createDirectories(dir);
        for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
            Path jar = Path.of(entry);
            if (entry.endsWith(".jar") && Files.isRegularFile(jar) && !Files.exists(dir.resolve(jar.getFileName()))) {
                Files.createSymbolicLink(dir.resolve(jar.getFileName()), jar.toAbsolutePath());
            }
        }
        return dir;
    }
}
