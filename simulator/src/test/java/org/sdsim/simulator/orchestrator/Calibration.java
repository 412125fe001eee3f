package org.sdsim.simulator.orchestrator;

import java.util.ArrayList;
import java.util.List;

import org.sdsim.simulator.summary.RegistryPushCost;

/** The subscribers' calibration check: per registry, requests and bytes per push within 5 % of the real consumer's. */
public final class Calibration {

    static final double TOLERANCE = 0.05;

    /**
     * Prints both ratios (docs/registry-side.md's Calibration table is read from these lines) and says how they miss
     * the tolerance; empty when both are within it. The tests gather every mode's and registry's before asserting, so
     * that one miss does not hide the others' figures.
     */
    public static List<String> misses(String mode, String registry, RegistryPushCost p) {
        if (p == null || p.consumerBytes() == null || p.subscriberBytes() == null || p.consumerRequests() == null
                || p.subscriberRequests() == null) {
            return List.of(mode + " " + registry + ": no requests or bytes per session: " + p);
        }
        double requests = p.subscriberRequests() / p.consumerRequests();
        double bytes = p.subscriberBytes() / p.consumerBytes();
        System.out.printf("calibration %s %s: %d pushes; requests/push subscriber %.2f consumer %.2f (ratio %.3f); "
                        + "bytes/push subscriber %.0f consumer %.0f (ratio %.3f)%n", mode, registry, p.pushes(),
                p.subscriberRequests(), p.consumerRequests(), requests, p.subscriberBytes(), p.consumerBytes(), bytes);
        List<String> out = new ArrayList<>();
        if (Math.abs(requests - 1) > TOLERANCE) {
            out.add(mode + " " + registry + ": the subscriber asks " + p.subscriberRequests() + " requests per push, "
                    + "the consumer " + p.consumerRequests());
        }
        if (Math.abs(bytes - 1) > TOLERANCE) {
            out.add(mode + " " + registry + ": the subscriber is sent " + p.subscriberBytes() + " bytes per push, "
                    + "the consumer " + p.consumerBytes());
        }
        return out;
    }

    private Calibration() {
    }
}
