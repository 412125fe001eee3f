package org.sdsim.simulator.orchestrator;

import org.sdsim.consumer.jvm.ConsumerMain;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Where the Dubbo 2.7 consumer's classes are: module {@code consumer-dubbo27}, built beside this
 * one ({@code <checkout>/consumer-dubbo27/target/classes} and {@code target/lib}), or the folder
 * named by the system property {@value #DIR_PROPERTY}. Its consumer JVM's class path is that
 * module's classes, its lib (Dubbo 2.7 and its libraries, ZooKeeper's client, consumer-api's own
 * few dependencies) and consumer-api itself, taken from this JVM so that both ends of the control
 * channel run the same contract. Nothing of Dubbo 3 or the simulator is on it.
 */
public final class Dubbo27ClassPath {
    static final String DIR_PROPERTY = "sdsim.dubbo27.dir";

    /**
     * Dubbo 2.7 reflects into the JDK (java.lang, java.util, java.math, java.net,
     * java.util.concurrent); on Java 17 those packages must be opened to it.
     */
    static final List<String> JVM_OPTIONS = List.of(
            "--add-opens=java.base/java.lang=ALL-UNNAMED",
            "--add-opens=java.base/java.util=ALL-UNNAMED",
            "--add-opens=java.base/java.math=ALL-UNNAMED",
            "--add-opens=java.base/java.net=ALL-UNNAMED",
            "--add-opens=java.base/java.util.concurrent=ALL-UNNAMED",
            // 2.7 logs every provider URL list at INFO on each notification (megabytes per line).
            "-Dorg.slf4j.simpleLogger.log.org.apache.dubbo=warn");

    private final Path classes;
    private final List<Path> libs;

    private Dubbo27ClassPath(Path classes, List<Path> libs) {
        this.classes = classes;
        this.libs = libs;
    }

    /** Fails with a message that says how to build the module, before a run starts anything. */
    public static void requireBuilt() {
        locate();
    }

    /** The built module, or an IllegalArgumentException (a user error) that says how to build it. */
    static Dubbo27ClassPath locate() {
        Path dir = moduleTarget();
        Path classes = dir.resolve("classes");
        Path lib = dir.resolve("lib");
        if (!Files.isDirectory(classes.resolve("org/sdsim/consumer27")) || !Files.isDirectory(lib)) {
            throw new org.sdsim.simulator.run.UserError("mode dubbo27 needs the consumer-dubbo27 module built (looked in " + dir
                    + "); run 'mvn -B -DskipTests package' in the checkout, or set -D" + DIR_PROPERTY);
        }
        try (Stream<Path> jars = Files.list(lib)) {
            return new Dubbo27ClassPath(classes, jars.filter(p -> p.toString().endsWith(".jar")).sorted().toList());
        } catch (IOException e) {
            throw new org.sdsim.simulator.run.UserError("cannot list " + lib + ": " + e.getMessage(), e);
        }
    }

    private static Path moduleTarget() {
        String configured = System.getProperty(DIR_PROPERTY);
        if (configured != null) {
            return Path.of(configured);
        }
        try {
            // This class lives in <checkout>/simulator/target/sdsim.jar or .../target/classes.
            return codeSource(Dubbo27ClassPath.class).getParent().getParent().getParent()
                    .resolve("consumer-dubbo27").resolve("target");
        } catch (URISyntaxException | RuntimeException e) {
            return Path.of("consumer-dubbo27", "target");
        }
    }

    /** The Dubbo version the 2.7 consumer runs, from its jar's name (dubbo-2.7.23.jar), or "unknown". */
    public static String dubboVersion() {
        try {
            for (Path lib : locate().libs) {
                String name = lib.getFileName().toString();
                if (name.startsWith("dubbo-") && name.endsWith(".jar")) {
                    return name.substring("dubbo-".length(), name.length() - ".jar".length());
                }
            }
        } catch (IllegalArgumentException e) {
            // not built: RunCommand has already refused the mode
        }
        return "unknown";
    }

    /** The 2.7 consumer, its libraries, and the consumer-api this JVM runs (a jar or a classes folder). */
    String consumerClassPath() {
        List<String> entries = new ArrayList<>();
        entries.add(classes.toString());
        libs.forEach(p -> entries.add(p.toString()));
        try {
            entries.add(codeSource(ConsumerMain.class).toString());
        } catch (URISyntaxException e) {
            throw new IllegalStateException("cannot locate consumer-api: " + e.getMessage(), e);
        }
        return String.join(File.pathSeparator, entries);
    }

    private static Path codeSource(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    }
}
