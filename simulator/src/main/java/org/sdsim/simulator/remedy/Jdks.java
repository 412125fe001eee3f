package org.sdsim.simulator.remedy;

import org.sdsim.simulator.run.UserError;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds a JDK of a given feature release for a consumer that a remedy moves to another Java: the one the
 * environment variable {@code SDSIM_JDK<N>} names, else the first under {@value #JVM_DIR} whose
 * {@code release} file says {@code JAVA_VERSION="<N>...}. sdsim itself runs on the JDK that started it.
 */
public final class Jdks {

    static final String JVM_DIR = "/usr/lib/jvm";
    /** {@code JAVA_VERSION="25.0.1"}, or before Java 9 {@code "1.8.0_392"}, whose feature release is 8. */
    private static final Pattern VERSION = Pattern.compile("^JAVA_VERSION=\"(?:1\\.)?(\\d+)", Pattern.MULTILINE);

    private Jdks() {
    }

    /** The JDK home of {@code feature}, or a one-line user error saying where sdsim looked. */
    public static Path home(int feature) {
        return find(feature).orElseThrow(() -> new UserError("no JDK " + feature + " on this machine (looked at $"
                + variable(feature) + " and the JDKs in " + JVM_DIR + "); install one or set " + variable(feature)
                + " to its home"));
    }

    public static Optional<Path> find(int feature) {
        List<Path> candidates = new ArrayList<>();
        String named = System.getenv(variable(feature));
        if (named != null && !named.isBlank()) {
            candidates.add(Path.of(named));
        }
        try (Stream<Path> homes = Files.list(Path.of(JVM_DIR))) {
            homes.sorted().forEach(candidates::add);
        } catch (IOException e) {
            // no such folder (not Linux, or no packaged JDK): only the variable counts
        }
        return candidates.stream().filter(home -> feature(home).filter(f -> f == feature).isPresent()
                && Files.isExecutable(home.resolve("bin").resolve("java"))).findFirst();
    }

    /** The feature release a JDK home's {@code release} file names. */
    static Optional<Integer> feature(Path home) {
        try {
            Matcher m = VERSION.matcher(Files.readString(home.resolve("release")));
            return m.find() ? Optional.of(Integer.parseInt(m.group(1))) : Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    static String variable(int feature) {
        return "SDSIM_JDK" + feature;
    }
}
