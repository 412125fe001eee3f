package org.sdsim.simulator.generation;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** The Dubbo lines of the decision table, read from {@value #CATALOG}: data, like the generations and remedies. */
public final class DubboLines {

    static final String CATALOG = "/META-INF/sdsim/dubbo-lines.json";

    private static volatile List<DubboLine> installed;

    private DubboLines() {
    }

    /** The lines this build ships, oldest first, read once per JVM. */
    public static List<DubboLine> installed() {
        List<DubboLine> lines = installed;
        if (lines == null) {
            try (InputStream in = DubboLines.class.getResourceAsStream(CATALOG)) {
                if (in == null) {
                    throw new IllegalStateException("no " + CATALOG + " on the class path");
                }
                lines = List.copyOf(new ObjectMapper().readValue(in, new TypeReference<List<DubboLine>>() { }));
            } catch (IOException e) {
                throw new IllegalStateException(CATALOG + ": not a list of Dubbo lines: " + e.getMessage(), e);
            }
            installed = lines;
        }
        return lines;
    }

    /**
     * The line of {@code version} ({@code 3.1.2} is {@code 3.1.0 to 3.1.4}, whose release is 3.1.4): the line whose
     * release is the nearest at or above it in the same minor line, else the nearest of the same major.
     */
    public static Optional<DubboLine> of(String version) {
        List<DubboLine> sameMinor = installed().stream().filter(l -> minor(l.release()).equals(minor(version))).toList();
        return sameMinor.stream().filter(l -> Generations.compareVersions(l.release(), version) >= 0)
                .min((a, b) -> Generations.compareVersions(a.release(), b.release()))
                .or(() -> sameMinor.stream().max((a, b) -> Generations.compareVersions(a.release(), b.release())));
    }

    /** The release sdsim runs nearest to {@code version}, for an error about a version it does not run. */
    public static String nearestRelease(String version) {
        return installed().stream().map(DubboLine::release)
                .min(Comparator.comparingDouble(r -> Math.abs(numeric(r) - numeric(version)))).orElseThrow();
    }

    private static String minor(String version) {
        String[] p = version.split("\\.");
        return p.length < 2 ? version : p[0] + "." + p[1];
    }

    /** 3.1.4 → 3.001004: versions on one line of numbers, for "nearest". */
    private static double numeric(String version) {
        String[] p = version.split("[.-]");
        double v = 0;
        double scale = 1;
        for (int i = 0; i < Math.min(3, p.length); i++) {
            try {
                v += Integer.parseInt(p[i]) * scale;
            } catch (NumberFormatException e) {
                break;
            }
            scale /= 1000;
        }
        return v;
    }
}
