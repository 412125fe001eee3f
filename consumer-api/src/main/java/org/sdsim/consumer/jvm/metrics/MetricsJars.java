package org.sdsim.consumer.jvm.metrics;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Which class-path entries are Micrometer's. The orchestrator leaves them off the consumer's
 * class path and {@link IsolatedMetrics} loads them in a private class loader instead.
 */
public final class MetricsJars {

    // prometheus-metrics-*: the orchestrator's scrape endpoint (micrometer-registry-prometheus) brings
    // the Prometheus client; the consumer must not see it either.
    private static final List<String> PREFIXES = List.of("micrometer-", "HdrHistogram-", "LatencyUtils-",
            "prometheus-metrics-");

    private MetricsJars() {
    }

    public static boolean isMetricsJar(String entry) {
        String name = Path.of(entry).getFileName().toString();
        return PREFIXES.stream().anyMatch(name::startsWith);
    }

    /** Splits a class path into (consumer entries, metrics entries). */
    public static List<List<String>> split(String classPath) {
        List<String> app = new ArrayList<>();
        List<String> metrics = new ArrayList<>();
        for (String entry : classPath.split(File.pathSeparator)) {
            if (entry.isBlank()) {
                continue;
            }
            (isMetricsJar(entry) ? metrics : app).add(entry);
        }
        return List.of(app, metrics);
    }
}
