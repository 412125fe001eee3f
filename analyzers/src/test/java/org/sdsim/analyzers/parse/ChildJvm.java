package org.sdsim.analyzers.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Starts a real child JVM running {@link AllocationWorkload} with the given GC and logging flags
 * and returns the GC MXBean counts it printed at exit.
 */
final class ChildJvm {
    static final Path JAVA_17 = Path.of(System.getProperty("java.home"), "bin", "java");
    static final Path JAVA_25 = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64/bin/java");
    private static final Map<String, Boolean> SUPPORTED = new ConcurrentHashMap<>();

    private ChildJvm() {
    }

    /** Whether {@code java <flag> -version} starts (e.g. Shenandoah is missing from some builds). */
    static boolean supports(Path java, String flag) {
        return SUPPORTED.computeIfAbsent(java + " " + flag, k -> {
            if (!Files.isExecutable(java)) {
                return false;
            }
            try {
                Process p = new ProcessBuilder(java.toString(), flag, "-version").redirectErrorStream(true).start();
                p.getInputStream().readAllBytes();
                return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
            } catch (IOException e) {
                return false;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        });
    }

    /**
     * Runs the workload for {@code millis} with {@code -Xmx64m}, the collector flag and the
     * {@code -Xlog} option; returns bean name -> collection count.
     */
    static Map<String, Long> run(Path java, String gcFlag, String xlog, long millis) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(java.toString(), "-Xmx64m",
                gcFlag, xlog, "-cp", classpath(), AllocationWorkload.class.getName(), Long.toString(millis)));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out;
        try (InputStream in = p.getInputStream()) {
            ByteArrayOutputStream buf = new ByteArrayOutputStream();
            in.transferTo(buf);
            out = buf.toString(StandardCharsets.UTF_8);
        }
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "child JVM did not finish: " + cmd);
        assertEquals(0, p.exitValue(), "child JVM failed: " + cmd + "\n" + out);
        Map<String, Long> beans = new LinkedHashMap<>();
        for (String line : out.split("\n")) {
            String[] f = line.split("\t");
            if (f.length == 4 && f[0].equals("BEAN")) {
                beans.put(f[1], Long.parseLong(f[2]));
            }
        }
        assertTrue(!beans.isEmpty(), "no BEAN lines from child JVM: " + out);
        return beans;
    }

    private static String classpath() throws URISyntaxException {
        return Path.of(AllocationWorkload.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }
}
