package org.sdsim.simulator.orchestrator;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A named JVM option set from the jvm-profiles module (org/sdsim/profiles/NAME.jvm): one option
 * per line, # comments, {@code @include OTHER} to start from another profile's options,
 * ${modeDir}, ${gcLog}, ${jfrFile} (names from ModeFolder) and ${jfrSettings} filled in per run.
 */
record JvmProfile(String name, List<String> options) {

    private static final String BASE = "org/sdsim/profiles/";
    static final List<String> CONSUMER_PROFILES = List.of("consumer-1c2g", "consumer-1c2g-fixed", "consumer-1c2g-j9", "g1");
    private static final String INCLUDE = "@include ";

    static JvmProfile load(String name) throws IOException {
        return new JvmProfile(name, List.copyOf(options(name, new java.util.ArrayDeque<>())));
    }

    private static List<String> options(String name, java.util.Deque<String> including) throws IOException {
        if (including.contains(name)) {
            throw new IllegalStateException("JVM profile " + name + " includes itself through " + including);
        }
        try (InputStream in = JvmProfile.class.getClassLoader().getResourceAsStream(BASE + name + ".jvm")) {
            if (in == null) {
                throw new org.sdsim.simulator.run.UserError("unknown JVM profile '" + name + "': expected one of " + CONSUMER_PROFILES);
            }
            including.push(name);
            List<String> options = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String t = line.trim();
                if (t.startsWith(INCLUDE)) {
                    options.addAll(options(t.substring(INCLUDE.length()).trim(), including));
                } else if (!t.isEmpty() && !t.startsWith("#")) {
                    options.add(t);
                }
            }
            including.pop();
            return options;
        }
    }

    /** -Xmx in MB (k, m and g suffixes; plain bytes), or NaN when the profile sets none. */
    double maxHeapMb() {
        for (String o : options) {
            if (o.startsWith("-Xmx")) {
                String v = o.substring(4).toLowerCase(java.util.Locale.ROOT);
                char unit = v.charAt(v.length() - 1);
                double n = Character.isDigit(unit) ? Double.parseDouble(v) : Double.parseDouble(v.substring(0, v.length() - 1));
                return switch (unit) {
                    case 'g' -> n * 1024;
                    case 'm' -> n;
                    case 'k' -> n / 1024;
                    default -> n / (1024 * 1024);
                };
            }
        }
        return Double.NaN;
    }

    /** Whether the heap starts at its maximum (-Xms equal to -Xmx), which decides how GC counts read. */
    boolean fixedHeap() {
        String xms = null;
        String xmx = null;
        for (String o : options) {
            if (o.startsWith("-Xms")) {
                xms = o.substring(4);
            } else if (o.startsWith("-Xmx")) {
                xmx = o.substring(4);
            }
        }
        return xms != null && xms.equalsIgnoreCase(xmx);
    }

    /** The options with placeholders replaced. */
    List<String> resolve(Map<String, String> values) {
        List<String> out = new ArrayList<>(options.size());
        for (String option : options) {
            String o = option;
            for (Map.Entry<String, String> e : values.entrySet()) {
                o = o.replace("${" + e.getKey() + "}", e.getValue());
            }
            out.add(o);
        }
        return out;
    }

    /** Copies the JFR settings file out of the jar so the JVM can read it by path. */
    static Path extractJfrSettings(Path dir) throws IOException {
        Path target = org.sdsim.simulator.folder.RunFolder.JFR_SETTINGS.in(dir);
        try (InputStream in = JvmProfile.class.getClassLoader().getResourceAsStream(BASE + "sdsim.jfc")) {
            if (in == null) {
                throw new IOException("sdsim.jfc missing from the jvm-profiles jar");
            }
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
        }
        return target;
    }
}
