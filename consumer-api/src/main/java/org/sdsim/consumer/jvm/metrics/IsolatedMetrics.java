package org.sdsim.consumer.jvm.metrics;

import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Starts {@link MicrometerRecorder} in a class loader of its own (parent: the platform loader),
 * so that neither Dubbo nor anything else on the consumer's class path can see Micrometer.
 * The metrics jars come from the system property {@code sdsim.metrics.classpath}, which the
 * orchestrator sets to the entries it removed from the consumer's class path.
 */
public final class IsolatedMetrics {

    public static final String CLASSPATH_PROPERTY = "sdsim.metrics.classpath";

    // By name, not class literal: resolving the literal would load the recorder in this loader.
    private static final String RECORDER = "org.sdsim.consumer.jvm.metrics.MicrometerRecorder";

    private IsolatedMetrics() {
    }

    public static AutoCloseable start(Path out, long everyMs) throws Exception {
        String metricsPath = System.getProperty(CLASSPATH_PROPERTY, "");
        if (metricsPath.isBlank()) {
            throw new IllegalStateException("no Micrometer jars given in -D" + CLASSPATH_PROPERTY);
        }
        List<URL> urls = new ArrayList<>();
        for (String entry : metricsPath.split(File.pathSeparator)) {
            urls.add(toUrl(entry));
        }
        // The recorder's own class comes from wherever this class was loaded (jar or classes dir).
        urls.add(IsolatedMetrics.class.getProtectionDomain().getCodeSource().getLocation());
        URLClassLoader loader = new URLClassLoader("sdsim-metrics", urls.toArray(URL[]::new),
                ClassLoader.getPlatformClassLoader());
        Class<?> type = Class.forName(RECORDER, true, loader);
        return (AutoCloseable) type.getConstructor(Path.class, long.class).newInstance(out, everyMs);
    }

    private static URL toUrl(String entry) throws MalformedURLException {
        return Path.of(entry).toUri().toURL();
    }
}
