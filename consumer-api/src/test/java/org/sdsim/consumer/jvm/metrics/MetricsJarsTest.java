package org.sdsim.consumer.jvm.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The consumer's class path keeps Dubbo and loses every metrics jar, the Prometheus client included. */
class MetricsJarsTest {

    @Test
    void micrometerItsRegistriesAndThePrometheusClientGoToTheIsolatedLoader() {
        String m2 = "/home/u/.m2/repository/";
        List<String> app = List.of(m2 + "dubbo-3.3.6.jar", m2 + "consumer-api-0.1.0.jar", m2 + "curator-client-5.9.0.jar");
        List<String> metrics = List.of(m2 + "micrometer-core-1.17.2.jar", m2 + "micrometer-registry-prometheus-1.17.2.jar",
                m2 + "prometheus-metrics-core-1.7.0.jar", m2 + "prometheus-metrics-exposition-textformats-1.7.0.jar",
                m2 + "HdrHistogram-2.2.2.jar", m2 + "LatencyUtils-2.0.3.jar");
        String classPath = String.join(File.pathSeparator, List.of(app.get(0), metrics.get(0), app.get(1), metrics.get(1),
                metrics.get(2), metrics.get(3), app.get(2), metrics.get(4), metrics.get(5)));
        assertEquals(List.of(app, metrics), MetricsJars.split(classPath));
    }
}
