package org.sdsim.simulator.run;

/**
 * How a run can be watched while it runs, beyond its folder (which {@code sdsim status} and
 * {@code sdsim report} read at any time).
 *
 * @param prometheusPort the loopback port of the Prometheus scrape endpoint, or null for none
 */
public record LiveOptions(Integer prometheusPort) {
    public static final LiveOptions NONE = new LiveOptions(null);

    public LiveOptions {
        if (prometheusPort != null && (prometheusPort < 1 || prometheusPort > 65535)) {
            throw new UserError("--prometheus-port: expected a port from 1 to 65535, got " + prometheusPort);
        }
    }
}
